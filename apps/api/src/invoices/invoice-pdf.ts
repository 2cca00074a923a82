import {
  codeLabel,
  edifactPaymentMeansCodes,
  taxCategoryCodes,
  x12ChargeCodes,
  type DeliveryAddress,
  type InvoiceDetail,
  type Language,
} from '@portal/contracts';
import {
  bodySize,
  labelColor,
  sectionHeading,
  writeFacts,
  writeTable,
} from '../purchase/documents/office-blocks';
import {
  createPdfDocument,
  defaultPaper,
  finishPdf,
  PageFlow,
  paperSizes,
  writeFooters,
  writeText,
  type OfficeDocumentOptions,
} from '../purchase/documents/pdf-document';
import {
  chargeIndicatorMeanings,
  invoiceKindMeanings,
  invoicePdfTexts,
  invoiceStatusMeanings,
  type InvoicePdfTexts,
} from './invoice-texts';

// The printable invoice (GET /invoice/pdf, docs/invoices.md "PDF"): header, parties, lines,
// charges and allowances, tax, totals and trade settlement, in Chinese or English.

const margin = 40;

export interface InvoicePdfInput {
  readonly language: Language;
  readonly projectName: string;
}

/** "1234567.5" → "1,234,567.5": the exact text, grouped; never through a float. */
export function groupedAmount(text: string): string {
  const negative = text.startsWith('-');
  const [whole = '0', fraction] = (negative ? text.slice(1) : text).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/**
 * A tax category with its meaning ("S · Standard rate"), written like the EDI codes' `codeLabel`;
 * a category the table does not know, alone.
 */
function taxCategoryText(code: string | undefined, language: Language): string {
  if (code === undefined || code === '') return '';
  const categories: Readonly<Record<string, Readonly<Record<Language, string>>>> = taxCategoryCodes;
  const meaning = Object.hasOwn(categories, code) ? categories[code]?.[language] : undefined;
  return meaning === undefined ? code : `${code} · ${meaning}`;
}

function partyLines(address: DeliveryAddress | undefined, texts: InvoicePdfTexts): string[] {
  if (address === undefined) return [texts.none];
  const place = [address.city, address.state, address.postcode].filter(Boolean).join(' ');
  return [
    address.name ?? texts.none,
    address.address ?? '',
    place,
    address.country ?? '',
    address.id === undefined ? '' : `${texts.partyId}: ${address.id}`,
  ].filter((line) => line !== '');
}

export async function renderInvoicePdf(
  detail: InvoiceDetail,
  input: InvoicePdfInput,
  options: OfficeDocumentOptions = {},
): Promise<Buffer> {
  const { language } = input;
  const texts = invoicePdfTexts[language];
  const { data } = detail;
  const title = invoiceKindMeanings[detail.kind][language];
  const money = (amount: string): string => `${groupedAmount(amount)} ${data.currencyCode}`;
  const size = paperSizes[options.paper ?? defaultPaper(language)];
  const doc = createPdfDocument({
    size,
    margin,
    title: `${title} ${data.invoiceNumber}`,
    language,
    compress: options.compress,
    createdAt: options.createdAt,
    bufferPages: true,
  });
  const flow = new PageFlow(doc, { size, margin, footer: 0 }, (page) => {
    writeText(doc, title, page.left, page.y, page.width / 2, { size: 18, bold: true, lines: 1 });
    writeText(doc, input.projectName, page.left + page.width / 2, page.y + 4, page.width / 2, {
      size: 9,
      lines: 1,
      align: 'right',
    });
    writeText(
      doc,
      `${texts.invoiceNumber}: ${data.invoiceNumber || texts.none}`,
      page.left + page.width / 2,
      page.y + 18,
      page.width / 2,
      { size: 9, bold: true, lines: 1, align: 'right' },
    );
    page.y += 34;
    page.rule(1);
    page.y += 8;
  });

  writeFacts(doc, flow, [
    [texts.invoiceNumber, data.invoiceNumber || texts.none],
    [texts.invoiceDate, data.invoiceDate],
    [texts.poNumber, detail.poNumber ?? texts.none],
    [texts.currency, data.currencyCode],
    [texts.shipNoticeNumber, data.shipNoticeNumber || texts.none],
    detail.kind === 'creditMemo'
      ? [texts.originalInvoiceNumber, data.originalInvoiceNumber || texts.none]
      : [texts.status, invoiceStatusMeanings[detail.status][language]],
  ]);

  // Parties: bill to and remit to side by side.
  flow.room(90);
  flow.y += 4;
  const columnWidth = flow.width / 2;
  let bottom = flow.y;
  (
    [
      [texts.billTo, data.billTo],
      [texts.remitTo, data.remitTo],
    ] as const
  ).forEach(([heading, address], index) => {
    const x = flow.left + index * columnWidth;
    let y = writeText(doc, heading, x, flow.y, columnWidth - 10, {
      size: 7.5,
      lines: 1,
      color: labelColor,
    });
    const [name = '', ...rest] = partyLines(address, texts);
    y = writeText(doc, name, x, y, columnWidth - 10, { size: 10, bold: true, lines: 2 });
    y = writeText(doc, rest.join('\n'), x, y, columnWidth - 10, { size: bodySize, lines: 5 });
    bottom = Math.max(bottom, y);
  });
  flow.y = bottom + 10;

  sectionHeading(doc, flow, texts.lines);
  writeTable(
    doc,
    flow,
    [
      { title: texts.line, share: 0.07 },
      { title: texts.item, share: 0.17 },
      { title: texts.description, share: 0.3 },
      { title: texts.quantity, share: 0.1, align: 'right' },
      { title: texts.unit, share: 0.07 },
      { title: texts.unitPrice, share: 0.13, align: 'right' },
      { title: texts.amount, share: 0.16, align: 'right' },
    ],
    data.lines.map((line) => [
      line.lineNumber,
      [line.vendorItemNumber, line.buyerItemNumber, line.upc].filter(Boolean).join(' / '),
      line.description ?? '',
      line.quantity.toLocaleString('en-US', { maximumFractionDigits: 6 }),
      line.unit ?? '',
      line.unitPrice === undefined ? texts.unpriced : groupedAmount(line.unitPrice),
      groupedAmount(detail.lineAmounts[line.key] ?? '0'),
    ]),
  );

  if (data.charges.length > 0) {
    const lineNumberOf = new Map(data.lines.map((line) => [line.key, line.lineNumber]));
    sectionHeading(doc, flow, texts.charges);
    writeTable(
      doc,
      flow,
      [
        { title: texts.kind, share: 0.14 },
        { title: texts.code, share: 0.26 },
        { title: texts.description, share: 0.22 },
        { title: texts.appliesTo, share: 0.14 },
        { title: texts.percent, share: 0.09, align: 'right' },
        { title: texts.amount, share: 0.15, align: 'right' },
      ],
      data.charges.map((charge) => [
        chargeIndicatorMeanings[charge.indicator][language],
        codeLabel(x12ChargeCodes, charge.code, language),
        charge.description ?? '',
        charge.lineKey === undefined
          ? texts.wholeInvoice
          : texts.lineOf(lineNumberOf.get(charge.lineKey) ?? charge.lineKey),
        charge.percent === undefined ? '' : `${charge.percent}%`,
        groupedAmount(detail.chargeAmounts[charge.key] ?? '0'),
      ]),
    );
  }

  const totals = data.totals;
  if (data.tax?.ratePercent !== undefined || data.tax?.categoryCode !== undefined) {
    sectionHeading(doc, flow, texts.tax);
    writeFacts(
      doc,
      flow,
      [
        [texts.taxCategory, taxCategoryText(data.tax.categoryCode, language) || texts.none],
        [
          texts.taxRate,
          data.tax.ratePercent === undefined ? texts.none : `${data.tax.ratePercent}%`,
        ],
        [texts.taxBasis, totals === undefined ? texts.none : money(totals.taxBasisTotal)],
        [texts.taxAmount, totals === undefined ? texts.none : money(totals.taxTotal)],
      ],
      4,
    );
  }

  if (totals !== undefined) {
    sectionHeading(doc, flow, texts.totals);
    const names = texts.totalNames;
    writeTable(
      doc,
      flow,
      [
        { title: texts.totals, share: 0.6 },
        { title: texts.amount, share: 0.4, align: 'right' },
      ],
      [
        [names.lineTotal, money(totals.lineTotal)],
        [names.chargeTotal, money(totals.chargeTotal)],
        [names.allowanceTotal, money(totals.allowanceTotal)],
        [names.taxBasisTotal, money(totals.taxBasisTotal)],
        [names.taxTotal, money(totals.taxTotal)],
        [names.grandTotal, money(totals.grandTotal)],
        [names.prepaid, money(totals.prepaid)],
        [names.duePayable, money(totals.duePayable)],
      ],
      { totalsRow: true },
    );
  }

  const settlement = data.settlement;
  const terms = data.terms;
  const settlementFacts: [string, string][] = [];
  if (terms?.netDays !== undefined)
    settlementFacts.push([texts.terms, texts.netDays(terms.netDays)]);
  if (terms?.netDueDate !== undefined) settlementFacts.push([texts.netDueDate, terms.netDueDate]);
  if (terms?.discountPercent !== undefined) {
    settlementFacts.push([texts.terms, texts.discount(terms.discountPercent, terms.discountDays)]);
  }
  if (terms?.discountDueDate !== undefined) {
    settlementFacts.push([texts.discountDueDate, terms.discountDueDate]);
  }
  if (terms?.description !== undefined && terms.description !== '') {
    settlementFacts.push([texts.terms, terms.description]);
  }
  for (const [label, value] of [
    [texts.payeeName, settlement?.payeeName],
    [texts.iban, settlement?.iban],
    [texts.bic, settlement?.bic],
    [
      texts.paymentMeans,
      codeLabel(edifactPaymentMeansCodes, settlement?.paymentMeansCode, language),
    ],
    [texts.paymentTerms, settlement?.paymentTerms],
    [texts.paymentTermsDescription, settlement?.paymentTermsDescription],
    [texts.paymentTermsDate, settlement?.paymentTermsDate],
  ] as const) {
    if (value !== undefined && value !== '') settlementFacts.push([label, value]);
  }
  if (settlementFacts.length > 0) {
    sectionHeading(doc, flow, texts.settlement);
    writeFacts(doc, flow, settlementFacts);
  }

  writeFooters(
    doc,
    (page, pages) => `${title} ${data.invoiceNumber} · ${texts.page(page, pages)}`,
    { size, margin },
  );
  return finishPdf(doc);
}
