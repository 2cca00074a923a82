import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, within } from 'storybook/test';
import { paymentEndpoints, screenPaths } from '@portal/contracts';
import { contractTexts } from '@portal/shell-contract';
import {
  answer,
  answers,
  answerWith,
  failEverything,
  failWith,
  neverAnswer,
  type PortalParameters,
  withPageSize,
  showsError,
  projectAnswers,
} from '@portal/stories';
import contract from '../contract';
import PaymentScreen from '../screens/payment-screen';
import {
  candidates,
  paymentLine,
  paymentOrder,
  paymentPage,
  paymentRows,
  remadvOrder,
  unmatchedLine,
  unmatchedOrder,
} from './fixtures';

const portal: PortalParameters = { texts: contractTexts(contract), path: screenPaths.payment };

const meta = {
  title: 'Invoices and payments/Payment documents',
  component: PaymentScreen,
  tags: ['screen', 'route:/space/payment'],
  parameters: { layout: 'fullscreen', portal },
  beforeEach: answers(
    ...projectAnswers(),
    answer(paymentEndpoints.orders, paymentPage(paymentRows)),
    answer(paymentEndpoints.info, paymentOrder()),
    answerWith(paymentEndpoints.candidates, ({ query }) => {
      const number = query.get('invoiceNumber') ?? '';
      const po = query.get('poNumber') ?? '';
      return candidates.filter(
        (invoice) =>
          invoice.invoiceNumber.includes(number) && (invoice.poNumber ?? '').includes(po),
      );
    }),
  ),
} satisfies Meta<typeof PaymentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Remittance lines of 820s and a REMADV: paid in full, short with a freight deduction (11) and
 * for damaged goods (04), over with a duplicate payment (19), one naming no invoice of ours.
 */
export const Filled: Story = {};

export const Empty: Story = {
  beforeEach: answers(answer(paymentEndpoints.orders, paymentPage([]))),
};

export const Loading: Story = {
  beforeEach: answers(neverAnswer(paymentEndpoints.orders)),
};

export const LoadError: Story = {
  beforeEach: answers(failWith(paymentEndpoints.orders, 'OPERATION_FAILED')),
  play: showsError('OPERATION_FAILED', 2),
};

export const NoPermission: Story = {
  beforeEach: answers(failEverything('NO_PERMISSION')),
  play: showsError('NO_PERMISSION', 2),
};

export const LongTexts: Story = {
  beforeEach: answers(
    answer(
      paymentEndpoints.orders,
      paymentPage(
        paymentRows.map((row) => ({
          ...row,
          paymentOrderNumber: 'RA-2026-ACME-CHINA-EAST-110501-REMITTANCE',
          assignedVendorNumber: 'V-0088123-宁波海曙杯业有限公司',
          invoiceNumber: `${row.invoiceNumber}-华东区域配送中心-East-China-DC`,
          poNumber: `${row.poNumber ?? ''}-补货订单-Replenishment`,
          amount: '9876543210.98',
          totalAmount: '98765432109.87',
        })),
      ),
    ),
  ),
};

/** A page of 100 remittance lines out of 3,275. */
export const LongTable: Story = {
  beforeEach: async () => {
    const forget = withPageSize(100)();
    await answers(
      answer(
        paymentEndpoints.orders,
        paymentPage(
          Array.from({ length: 100 }, (_, index) => {
            const template = paymentRows[index % paymentRows.length] ?? paymentLine(5101);
            return { ...template, paymentLineId: 6001 + index };
          }),
          3275,
        ),
      ),
    )();
    return forget;
  },
};

/** "Match to invoice" of the line that names no invoice of ours: the open invoices to choose. */
export const MatchLineDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: new RegExp(unmatchedLine.invoiceNumber) }),
    );
    const dialog = within(await body.findByRole('dialog'));
    await expect(await dialog.findByText('INV-2026-001109')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('radio', { name: 'INV-2026-001109' }));
    await expect(dialog.getByRole('radio', { name: 'INV-2026-001109' })).toBeChecked();
  },
};

/** RA-2026-110501 at its own address: the 820's header and its lines against our invoices. */
export const PaymentOrderDetail: Story = {
  parameters: { portal: { ...portal, path: `${screenPaths.payment}/501` } },
};

/** A REMADV paying short for damaged goods, matched by PO. */
export const RemadvDetail: Story = {
  parameters: { portal: { ...portal, path: `${screenPaths.payment}/503` } },
  beforeEach: answers(answer(paymentEndpoints.info, remadvOrder)),
};

/** A wire whose line names no invoice of ours: "Match to invoice" beside it. */
export const UnmatchedOrderDetail: Story = {
  parameters: { portal: { ...portal, path: `${screenPaths.payment}/502` } },
  beforeEach: answers(answer(paymentEndpoints.info, unmatchedOrder)),
};

export const PaymentOrderLoading: Story = {
  parameters: { portal: { ...portal, path: `${screenPaths.payment}/501` } },
  beforeEach: answers(neverAnswer(paymentEndpoints.info)),
};

export const PaymentOrderLoadError: Story = {
  parameters: { portal: { ...portal, path: `${screenPaths.payment}/501` } },
  beforeEach: answers(failWith(paymentEndpoints.info, 'OPERATION_FAILED')),
  play: showsError('OPERATION_FAILED', 1),
};
