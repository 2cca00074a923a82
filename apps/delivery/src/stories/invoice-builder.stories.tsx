import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  invoiceEndpoints,
  recalculateInvoice,
  screenPaths,
  type InvoiceData,
  type InvoiceDetail,
} from '@portal/contracts';
import { contractTexts } from '@portal/shell-contract';
import {
  answer,
  answerFile,
  answerWith,
  answers,
  failEverything,
  failWith,
  neverAnswer,
  projectAnswers,
  type PortalParameters,
} from '@portal/stories';
import contract from '../contract';
import DeliveryScreen from '../screens/delivery-screen';
import {
  acmeSerial,
  invoiceData,
  invoiceDetail,
  invoiceOrderLines,
  message,
  rejectedInvoiceMessage,
} from './sending-fixtures';

const invoicePath = `${screenPaths.delivery}/invoice/41`;
const portal: PortalParameters = { texts: contractTexts(contract), path: invoicePath };
const at = (path: string): { portal: PortalParameters } => ({ portal: { ...portal, path } });

/** The header's button of that name (the texts of either language). */
const headerButton = async (canvasElement: HTMLElement, name: RegExp) => {
  const header = within(await within(canvasElement).findByRole('banner'));
  return header.findByRole('button', { name });
};

/** The 810 it was sent as, accepted by the partner's 997. */
const sentMessage = message(1208, {
  documentType: '810',
  fileName: 'ACME_810_1208.x12',
  createdAt: '2026-11-20T01:10:00.000Z',
  updatedAt: '2026-11-20T01:22:00.000Z',
  writtenAt: '2026-11-20T01:10:03.000Z',
  acknowledgedAt: '2026-11-20T01:22:00.000Z',
});

const sent = (overrides: Partial<InvoiceDetail> = {}): InvoiceDetail =>
  invoiceDetail({
    status: 'success',
    orderStatus: 'SENT_INV',
    editable: false,
    canSend: false,
    canCredit: true,
    sentAt: '2026-11-20T01:10:00.000Z',
    messages: [sentMessage],
    ...overrides,
  });

const meta = {
  title: 'Delivery/Invoice sending',
  component: DeliveryScreen,
  tags: ['screen', 'route:/space/delivery'],
  parameters: { layout: 'fullscreen', portal },
  beforeEach: answers(...projectAnswers(), answer(invoiceEndpoints.info, invoiceDetail())),
} satisfies Meta<typeof DeliveryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A saved draft: three invoice items, freight, a discount and a line allowance, 13 % tax. */
export const Filled: Story = {};

/** A new invoice prefilled from the ship notice and the order, numbered at its first save. */
export const NewFromOrder: Story = {
  parameters: at(`${screenPaths.delivery}/invoice/order/${acmeSerial}?project=ACME`),
  beforeEach: answers(
    answer(
      invoiceEndpoints.ofOrder,
      invoiceDetail({
        invoiceId: null,
        version: null,
        createdBy: null,
        updatedAt: null,
        data: { ...invoiceData, invoiceNumber: '' },
        switches: { ...invoiceDetail().switches, numberPrefix: 'INV-2026-' },
      }),
    ),
  ),
};

/** A draft with nothing on it yet: no items, no SPAC entries. */
export const Empty: Story = {
  beforeEach: answers(
    answer(
      invoiceEndpoints.info,
      invoiceDetail({ data: recalculateInvoice({ ...invoiceData, lines: [], charges: [] }) }),
    ),
  ),
};

export const Loading: Story = {
  beforeEach: answers(neverAnswer(invoiceEndpoints.info)),
};

export const LoadError: Story = {
  beforeEach: answers(failWith(invoiceEndpoints.info, 'INVOICE_NOT_FOUND')),
};

export const NoPermission: Story = {
  beforeEach: answers(failEverything('NO_PERMISSION')),
};

/**
 * The checks before sending, each at its place: an unpriced item, more invoiced than shipped, an
 * allowance with both an amount and a percentage, and totals that no longer match the items.
 */
export const ValidationErrors: Story = {
  beforeEach: answers(
    answer(
      invoiceEndpoints.info,
      invoiceDetail({
        data: {
          ...invoiceData,
          lines: invoiceData.lines.map((line) =>
            line.key === 'L2'
              ? { ...line, quantity: 130 }
              : line.key === 'L3'
                ? { ...line, unitPrice: undefined }
                : line,
          ),
          charges: invoiceData.charges.map((charge) =>
            charge.key === 'S2' ? { ...charge, amount: '550.00' } : charge,
          ),
        },
      }),
    ),
  ),
};

/** Send: the server refuses it (4031) and names the field; the issue stands at that line. */
export const SendRefused: Story = {
  beforeEach: answers(
    failWith(invoiceEndpoints.send, 'INVOICE_CHECKS_FAILED', {
      field: 'lines.L2.unitPrice',
      issues: [
        {
          field: 'lines.L2.unitPrice',
          message: '单价低于合同价 118.00 / Priced below the agreed contract price 118.00',
        },
      ],
    }),
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(await headerButton(canvasElement, /^(发送|Send)$/));
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getAllByText(/Priced below the agreed contract price/).length).toBe(2),
    );
  },
};

const withoutRemitTo: InvoiceData = { ...invoiceData, remitTo: undefined };

/** Send: the invoice information is incomplete (no remit-to): the user is asked to continue. */
export const SendAsksToContinue: Story = {
  beforeEach: answers(
    answer(invoiceEndpoints.info, invoiceDetail({ data: withoutRemitTo })),
    answer(invoiceEndpoints.send, {
      sent: false,
      problems: [{ rule: 'remitToMissing', severity: 'ask', field: 'remitTo.name', values: {} }],
      invoice: invoiceDetail({ data: withoutRemitTo }),
    }),
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(await headerButton(canvasElement, /^(发送|Send)$/));
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: /发票信息不完整|Invoice information incomplete/ });
  },
};

/** Send: accepted by the server, the 810 written and waiting for the partner's 997. */
export const SendAccepted: Story = {
  // The server answers the send, and from then on the invoice it stores is the sent one.
  beforeEach: async () => {
    const sentInvoice = sent({
      status: 'doing',
      orderStatus: 'SEND_INV',
      canCredit: false,
      messages: [{ ...sentMessage, status: 'doing', acknowledgedAt: null }],
    });
    let sentYet = false;
    await answers(
      answerWith(invoiceEndpoints.send, () => {
        sentYet = true;
        return { sent: true, problems: [], invoice: sentInvoice };
      }),
      answerWith(invoiceEndpoints.info, () => (sentYet ? sentInvoice : invoiceDetail())),
    )();
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await headerButton(canvasElement, /^(发送|Send)$/));
    // The confirmation the user relies on (the snackbar sits outside the story's canvas).
    await within(canvasElement.ownerDocument.body).findByText(/^(发票已发送|Invoice sent)$/);
  },
};

/** Sent and acknowledged (997 accepted): read-only, print and credit memo offered. */
export const SentAccepted: Story = {
  beforeEach: answers(
    answer(invoiceEndpoints.info, sent()),
    answerFile(invoiceEndpoints.pdf, '%PDF-1.4\n%%EOF\n', 'application/pdf', 'INV-2026-1107.pdf'),
  ),
};

/** Sent, the partner's 997 not in yet. */
export const SentAwaitingAcknowledgement: Story = {
  beforeEach: answers(
    answer(
      invoiceEndpoints.info,
      sent({
        status: 'doing',
        orderStatus: 'SEND_INV',
        canCredit: false,
        messages: [{ ...sentMessage, status: 'doing', acknowledgedAt: null }],
      }),
    ),
  ),
};

/** Refused by the partner's 997: the reasons with their codes, and the way to the message. */
export const RejectedByPartner: Story = {
  beforeEach: answers(
    answer(invoiceEndpoints.info, sent({ status: 'failed', messages: [rejectedInvoiceMessage] })),
  ),
};

/** A credit memo draft against the sent invoice. */
export const CreditMemo: Story = {
  parameters: at(`${screenPaths.delivery}/invoice/42`),
  beforeEach: answers(
    answer(
      invoiceEndpoints.info,
      invoiceDetail({
        invoiceId: 42,
        kind: 'creditMemo',
        data: recalculateInvoice({
          ...invoiceData,
          invoiceNumber: 'CM-2026-0031',
          originalInvoiceNumber: 'INV-2026-1107',
          lines: invoiceData.lines
            .filter((line) => line.key === 'L2')
            .map((line) => ({ ...line, quantity: 6 })),
          charges: [],
        }),
        related: [],
      }),
    ),
  ),
};

/** Credit memo: asked before the draft is made. */
export const CreditMemoConfirm: Story = {
  beforeEach: SentAccepted.beforeEach,
  play: async ({ canvasElement }) => {
    await userEvent.click(await headerButton(canvasElement, /^(开具贷项通知单|Credit memo)$/));
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog');
  },
};

/** Delete draft: asked first. */
export const DeleteConfirm: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await headerButton(canvasElement, /^(删除草稿|Delete draft)$/));
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: /删除草稿|Delete the draft/ });
  },
};

const longDescription =
  '加厚型不锈钢双层真空保温杯（500 毫升，316 内胆，附赠杯套）/ Double-wall vacuum insulated stainless steel tumbler, 500 ml, 316 liner, sleeve included';

export const LongTexts: Story = {
  beforeEach: answers(
    answer(
      invoiceEndpoints.info,
      invoiceDetail({
        poNumber: 'PO-4501001-REVISION-0003-EXPEDITED',
        orderLines: invoiceOrderLines.map((line) => ({ ...line, description: longDescription })),
        data: recalculateInvoice({
          ...invoiceData,
          billTo: {
            ...invoiceData.billTo,
            name: 'ACME 零售（中国）有限公司华东区域应付账款共享服务中心 ACME Retail (China) East Region Accounts Payable Centre',
            address: '上海市浦东新区世纪大道 100 号环球金融中心 79 层 7901-7905 室',
          },
          lines: invoiceData.lines.map((line) => ({ ...line, description: longDescription })),
          charges: invoiceData.charges.map((charge) => ({
            ...charge,
            description:
              '双十一大促联合营销补贴（按门店销售额返还）Singles’ Day joint promotion allowance, refunded on store sales incl. online flagship',
          })),
        }),
      }),
    ),
  ),
};

/** An invoice of 100 items and 12 SPAC entries, its totals in the hundreds of thousands. */
export const LongTable: Story = {
  beforeEach: answers(
    answer(
      invoiceEndpoints.info,
      invoiceDetail({
        orderLines: Array.from({ length: 100 }, (_, index) => ({
          lineNumber: String(index + 1),
          buyerItemNumber: String(4006381300000 + index),
          vendorItemNumber: `SKU-${String(1000 + index)}`,
          description: `商品 ${index + 1} Item ${index + 1}`,
          unit: 'EA',
          ordered: 120 + index,
          shipped: 120 + index,
          invoiced: 0,
          unitPrice: `${(12 + (index % 37) * 3.25).toFixed(2)}`,
        })),
        data: recalculateInvoice({
          ...invoiceData,
          lines: Array.from({ length: 100 }, (_, index) => ({
            key: `L${index + 1}`,
            lineNumber: String(index + 1),
            buyerItemNumber: String(4006381300000 + index),
            vendorItemNumber: `SKU-${String(1000 + index)}`,
            description: `商品 ${index + 1} Item ${index + 1}`,
            quantity: 120 + index,
            unit: 'EA',
            unitPrice: `${(12 + (index % 37) * 3.25).toFixed(2)}`,
          })),
          charges: Array.from({ length: 12 }, (_, index) => ({
            key: `S${index + 1}`,
            indicator: index % 3 === 0 ? ('C' as const) : ('A' as const),
            code: index % 3 === 0 ? 'D240' : 'I170',
            description: index % 3 === 0 ? '运费 Freight' : '批量折扣 Volume discount',
            amount: `${(150 + index * 25).toFixed(2)}`,
          })),
        }),
      }),
    ),
  ),
};
