import {
  minorUnitOf,
  outboundDocumentTypeText,
  type InvoiceSummary,
  type Language,
} from '@portal/contracts';
import { addSheet, newWorkbook, workbookBytes } from '../purchase/route-workbook';
import {
  invoiceDirectionMeanings,
  invoiceExportHeaders,
  invoiceExportSheet,
  invoiceKindMeanings,
  invoiceStatusMeanings,
  paidStateMeanings,
} from './invoice-texts';

// GET /invoice/export (docs/invoices.md, "Export"): one row per invoice, headers and states in
// the caller's language, amounts as numbers shown with the currency's digits.

type ColumnKey = keyof typeof invoiceExportHeaders;

const widths: Partial<Record<ColumnKey, number>> = {
  invoiceNumber: 20,
  direction: 26,
  poNumber: 20,
  status: 34,
  documentType: 24,
  paidState: 16,
  sentAt: 22,
};

/** Excel's number format for an amount of a currency with `digits` decimals. */
const amountFormat = (digits: number): string =>
  digits === 0 ? '#,##0' : `#,##0.${'0'.repeat(digits)}`;

export async function invoiceWorkbook(
  rows: readonly InvoiceSummary[],
  language: Language,
): Promise<Buffer> {
  const keys = Object.keys(invoiceExportHeaders) as ColumnKey[];
  const columns = keys.map((key) => ({
    key,
    header: invoiceExportHeaders[key],
    // Numbers typed as text stay text (an invoice number of digits, a PO with leading zeros).
    text: key === 'invoiceNumber' || key === 'poNumber',
    ...(widths[key] === undefined ? {} : { width: widths[key] }),
  }));
  const workbook = newWorkbook();
  const sheet = addSheet(
    workbook,
    invoiceExportSheet[language],
    columns,
    rows.map((row) => ({
      invoiceNumber: row.invoiceNumber,
      kind: invoiceKindMeanings[row.kind][language],
      direction: invoiceDirectionMeanings[row.direction][language],
      projectKey: row.projectKey,
      poNumber: row.poNumber,
      serialNumber: row.serialNumber,
      invoiceDate: row.invoiceDate,
      currencyCode: row.currencyCode,
      grandTotal: Number(row.grandTotal),
      paidAmount: Number(row.paidAmount),
      paidState: paidStateMeanings[row.paidState][language],
      status: invoiceStatusMeanings[row.status][language],
      documentType:
        row.documentType === null ? null : outboundDocumentTypeText(row.documentType, language),
      sentAt: row.sentAt === null ? null : row.sentAt.replace('T', ' ').slice(0, 19),
    })),
    language,
  );
  const amountColumns = [keys.indexOf('grandTotal') + 1, keys.indexOf('paidAmount') + 1];
  rows.forEach((row, index) => {
    const format = amountFormat(minorUnitOf(row.currencyCode));
    for (const column of amountColumns) sheet.getRow(index + 2).getCell(column).numFmt = format;
  });
  return workbookBytes(workbook);
}
