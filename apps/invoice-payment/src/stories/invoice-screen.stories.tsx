import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { invoiceEndpoints, screenPaths } from '@portal/contracts';
import { contractTexts } from '@portal/shell-contract';
import {
  acmeProject,
  answer,
  answerFile,
  answers,
  failEverything,
  failWith,
  neverAnswer,
  northwindProject,
  type PortalParameters,
  storyText,
  tinyPdf,
  withPageSize,
  showsError,
  projectAnswers,
} from '@portal/stories';
import contract from '../contract';
import InvoiceScreen from '../screens/invoice-screen';
import {
  draftInvoice,
  invoicePage,
  invoiceRow,
  invoiceRows,
  longTextInvoice,
  mainInvoice,
  mainInvoiceId,
} from './fixtures';

const portal: PortalParameters = { texts: contractTexts(contract), path: screenPaths.invoice };
const detailPortal: PortalParameters = {
  ...portal,
  path: `${screenPaths.invoice}/${mainInvoiceId}`,
};

const meta = {
  title: 'Invoices and payments/Invoice information',
  component: InvoiceScreen,
  tags: ['screen', 'route:/space/invoice'],
  parameters: { layout: 'fullscreen', portal },
  beforeEach: answers(
    ...projectAnswers(),
    answer(invoiceEndpoints.page, invoicePage(invoiceRows)),
    answer(invoiceEndpoints.info, mainInvoice()),
  ),
} satisfies Meta<typeof InvoiceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ten invoices: accepted, paid, rejected, a draft, a customer's, a credit memo, one in EUR. */
export const Filled: Story = {};

export const Empty: Story = {
  beforeEach: answers(answer(invoiceEndpoints.page, invoicePage([]))),
};

export const Loading: Story = {
  beforeEach: answers(neverAnswer(invoiceEndpoints.page)),
};

export const LoadError: Story = {
  beforeEach: answers(failWith(invoiceEndpoints.page, 'OPERATION_FAILED')),
  play: showsError('OPERATION_FAILED', 2),
};

export const NoPermission: Story = {
  beforeEach: answers(failEverything('NO_PERMISSION')),
  play: showsError('NO_PERMISSION', 2),
};

/** Two projects: none is chosen for the user, who picks one. */
export const ChooseProject: Story = {
  beforeEach: answers(...projectAnswers([acmeProject, northwindProject])),
};

export const LongTexts: Story = {
  beforeEach: answers(
    answer(
      invoiceEndpoints.page,
      invoicePage(
        invoiceRows.map((row) => ({
          ...row,
          invoiceNumber: row.invoiceNumber === '' ? '' : 'INV-2026-ACME-EAST-0011',
          poNumber: `${row.poNumber ?? 'PO-4501001'}-华东区域配送中心-East-China-DC-补货订单`,
          projectKey: 'ACME-CHINA-EAST-REGION',
          grandTotal: '9876543210.98',
          paidAmount: '9876543200.00',
        })),
      ),
    ),
  ),
};

/** A page of 100 invoices out of 4,812. */
export const LongTable: Story = {
  beforeEach: async () => {
    const forget = withPageSize(100)();
    await answers(
      answer(
        invoiceEndpoints.page,
        invoicePage(
          Array.from({ length: 100 }, (_, index) => {
            const template = invoiceRows[index % invoiceRows.length] ?? invoiceRow(1101);
            return {
              ...template,
              invoiceId: 2001 + index,
              invoiceNumber: `INV-2026-00${2001 + index}`,
            };
          }),
          4812,
        ),
      ),
    )();
    return forget;
  },
};

/** Open a record: the user clicks an invoice number and its page shows its lines. */
export const OpenInvoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'INV-2026-001101' }));
    await canvas.findByText('不锈钢保温杯 500ml Stainless steel vacuum flask');
    await expect(canvas.getByText('电热水壶 1.7L Electric kettle')).toBeVisible();
    await expect(canvas.getByText('RA-2026-110501')).toBeVisible();
  },
};

/** The invoice at its own address: lines, SAC, tax, totals, messages with the 997, payments. */
export const InvoiceDetail: Story = {
  parameters: { portal: detailPortal },
};

export const InvoiceDetailLoading: Story = {
  parameters: { portal: detailPortal },
  beforeEach: answers(neverAnswer(invoiceEndpoints.info)),
};

export const InvoiceDetailLoadError: Story = {
  parameters: { portal: detailPortal },
  beforeEach: answers(failWith(invoiceEndpoints.info, 'OPERATION_FAILED')),
  play: showsError('OPERATION_FAILED', 1),
};

/** A draft: no number yet, a line without a price, the way to the builder. */
export const DraftInvoice: Story = {
  parameters: { portal: { ...portal, path: `${screenPaths.invoice}/1105` } },
  beforeEach: answers(answer(invoiceEndpoints.info, draftInvoice())),
};

export const InvoiceDetailLongTexts: Story = {
  parameters: { portal: detailPortal },
  beforeEach: answers(answer(invoiceEndpoints.info, longTextInvoice())),
};

/** "Print PDF" in English while the screen is in Chinese: the server's PDF is downloaded. */
export const PrintPdf: Story = {
  parameters: { portal: detailPortal },
  beforeEach: answers(
    answerFile(invoiceEndpoints.pdf, tinyPdf, 'application/pdf', 'INV-2026-001101.pdf'),
  ),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const t = storyText(loaded);
    const print = await canvas.findByRole('button', {
      name: t('invoice-payment:invoice.pdf.print'),
    });
    await userEvent.click(canvas.getByText(t('invoice-payment:invoice.pdf.en')));
    await userEvent.click(print);
    await waitFor(() => expect(print).toBeEnabled());
    await expect(canvas.queryByText(t('invoice-payment:invoice.pdf.progress'))).toBeNull();
  },
};
