import {
  adjustmentReasonCodes,
  creditDebitFlags,
  paymentMatchStateMeanings,
  paymentMethods,
  type Language,
  type MatchMethod,
  type PaymentLine,
} from '@portal/contracts';
import { writeWorkbook, type SheetColumn, type SheetRecord } from '../files/workbook';

/**
 * The payment export (GET /payment/export): one row per remittance line with its payment order's
 * header and the invoice it pays. Codes are written with their meaning in the user's language
 * (never a bare code or an internal name); amounts are exact decimal text, as the list shows them.
 */

type Texts = Readonly<Record<Language, string>>;

/** How a line found its invoice. */
export const matchMethodTexts: Readonly<Record<MatchMethod, Texts>> = {
  invoiceNumber: { 'zh-cn': '按发票号', 'en-us': 'By invoice number' },
  poNumber: { 'zh-cn': '按采购订单号', 'en-us': 'By PO number' },
  hand: { 'zh-cn': '手工匹配', 'en-us': 'Matched by hand' },
};

type ColumnKey =
  | 'paymentOrderNumber'
  | 'projectKey'
  | 'paymentTime'
  | 'assignedVendorNumber'
  | 'creditDebit'
  | 'paymentMethod'
  | 'totalAmount'
  | 'currencyCode'
  | 'invoiceNumber'
  | 'relatedInvoiceNumber'
  | 'invoiceDate'
  | 'poNumber'
  | 'amount'
  | 'adjustmentAmount'
  | 'adjustmentReason'
  | 'matchState'
  | 'matchedInvoiceNumber'
  | 'serialNumber'
  | 'matchedBy'
  | 'invoiceDue'
  | 'difference';

const column = (key: ColumnKey, en: string, zh: string, width = 18): SheetColumn<ColumnKey> => ({
  key,
  header: { 'en-us': en, 'zh-cn': zh },
  width,
});

export const paymentColumns: readonly SheetColumn<ColumnKey>[] = [
  column('paymentOrderNumber', 'Payment order number', '付款单号', 22),
  column('projectKey', 'Project', '项目', 12),
  column(
    'paymentTime',
    'Payment date (UTC arrival time when none)',
    '付款日期（无则为接收时间，UTC）',
    26,
  ),
  column('assignedVendorNumber', 'Assigned vendor number', '供应商编号', 20),
  column('creditDebit', 'Credit / debit', '借贷标志', 14),
  column('paymentMethod', 'Payment method', '付款方式', 30),
  column('totalAmount', 'Payment order total', '付款单总额'),
  column('currencyCode', 'Currency', '币种', 10),
  column('invoiceNumber', 'Invoice number (remittance)', '汇款单中的发票号', 22),
  column('relatedInvoiceNumber', 'Related invoice number', '相关发票号', 22),
  column('invoiceDate', 'Invoice date', '发票日期', 14),
  column('poNumber', 'PO number', '采购订单号'),
  column('amount', 'Amount paid', '付款金额'),
  column('adjustmentAmount', 'Adjustment amount', '调整金额'),
  column('adjustmentReason', 'Adjustment reason', '调整原因', 28),
  column('matchState', 'Match state', '匹配状态', 18),
  column('matchedInvoiceNumber', 'Matched invoice', '匹配的发票', 20),
  column('serialNumber', 'Order serial number', '订单流水号'),
  column('matchedBy', 'Matched by', '匹配方式', 20),
  column('invoiceDue', 'Invoice amount due', '发票应付金额'),
  column('difference', 'Difference (due − paid)', '差额（应付 − 已付）', 22),
];

const sheetName: Texts = { 'zh-cn': '付款单', 'en-us': 'Payment orders' };

/** A code with its meaning (`Check (CHK)`); a code the table does not know is written as sent. */
function coded(
  table: Readonly<Record<string, Texts>>,
  code: string | null,
  language: Language,
): string | null {
  if (code === null) return null;
  const meaning = Object.hasOwn(table, code) ? table[code]?.[language] : undefined;
  return meaning === undefined ? code : `${meaning} (${code})`;
}

function record(line: PaymentLine, language: Language): SheetRecord<ColumnKey> {
  return {
    paymentOrderNumber: line.paymentOrderNumber,
    projectKey: line.projectKey,
    // A date as given, or the arrival instant as `YYYY-MM-DD HH:mm` (UTC, as the header says).
    paymentTime: line.paymentTime.includes('T')
      ? line.paymentTime.slice(0, 16).replace('T', ' ')
      : line.paymentTime,
    assignedVendorNumber: line.assignedVendorNumber,
    creditDebit: line.creditDebit === null ? null : creditDebitFlags[line.creditDebit][language],
    paymentMethod: coded(paymentMethods, line.paymentMethod, language),
    totalAmount: line.totalAmount,
    currencyCode: line.currencyCode,
    invoiceNumber: line.invoiceNumber,
    relatedInvoiceNumber: line.relatedInvoiceNumber,
    invoiceDate: line.invoiceDate,
    poNumber: line.poNumber,
    amount: line.amount,
    adjustmentAmount: line.adjustmentAmount,
    adjustmentReason: coded(adjustmentReasonCodes, line.adjustmentReason, language),
    matchState: paymentMatchStateMeanings[line.matchState][language],
    matchedInvoiceNumber: line.matchedInvoiceNumber,
    serialNumber: line.serialNumber,
    matchedBy: line.matchedBy === null ? null : matchMethodTexts[line.matchedBy][language],
    invoiceDue: line.invoiceDue,
    difference: line.difference,
  };
}

/** The lines as an xlsx workbook of one sheet, headers in `language`. */
export function writePaymentWorkbook(
  lines: readonly PaymentLine[],
  language: Language,
): Promise<Buffer> {
  return writeWorkbook(
    sheetName[language],
    paymentColumns,
    lines.map((line) => record(line, language)),
    language,
  );
}
