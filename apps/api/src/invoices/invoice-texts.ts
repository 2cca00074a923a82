import { type InvoiceDirection, type InvoiceKind, type Language } from '@portal/contracts';

// What the printed invoice and the invoice export say, in both languages: states and codes by
// their meaning, never their internal names.

type Meaning = Readonly<Record<Language, string>>;

export const invoiceKindMeanings: Readonly<Record<InvoiceKind, Meaning>> = {
  invoice: { 'zh-cn': '发票', 'en-us': 'Invoice' },
  creditMemo: { 'zh-cn': '贷项通知单', 'en-us': 'Credit memo' },
};

export const invoiceDirectionMeanings: Readonly<Record<InvoiceDirection, Meaning>> = {
  sent: { 'zh-cn': '已开具', 'en-us': 'Issued by us' },
  received: { 'zh-cn': '收到的', 'en-us': 'Received from the customer' },
};

// Statuses and paid states are the contracts' one wording, which the screens show too.
export { invoiceStatusMeanings, paidStateMeanings } from '@portal/contracts';

/** SAC01 / ALC 5463 as the printed invoice names them. */
export const chargeIndicatorMeanings: Readonly<Record<'A' | 'C' | 'N', Meaning>> = {
  A: { 'zh-cn': '折让', 'en-us': 'Allowance' },
  C: { 'zh-cn': '费用', 'en-us': 'Charge' },
  N: { 'zh-cn': '仅供参考', 'en-us': 'Information only' },
};

export interface InvoicePdfTexts {
  readonly page: (page: number, pages: number) => string;
  readonly invoiceNumber: string;
  readonly invoiceDate: string;
  readonly poNumber: string;
  readonly currency: string;
  readonly shipNoticeNumber: string;
  readonly originalInvoiceNumber: string;
  readonly status: string;
  readonly billTo: string;
  readonly remitTo: string;
  readonly none: string;
  readonly partyId: string;
  readonly lines: string;
  readonly line: string;
  readonly item: string;
  readonly description: string;
  readonly quantity: string;
  readonly unit: string;
  readonly unitPrice: string;
  readonly amount: string;
  readonly unpriced: string;
  readonly charges: string;
  readonly kind: string;
  readonly code: string;
  readonly appliesTo: string;
  readonly wholeInvoice: string;
  readonly lineOf: (line: string) => string;
  readonly percent: string;
  readonly tax: string;
  readonly taxCategory: string;
  readonly taxRate: string;
  readonly taxBasis: string;
  readonly taxAmount: string;
  readonly totals: string;
  readonly totalNames: Readonly<
    Record<
      | 'lineTotal'
      | 'chargeTotal'
      | 'allowanceTotal'
      | 'taxBasisTotal'
      | 'taxTotal'
      | 'grandTotal'
      | 'prepaid'
      | 'duePayable',
      string
    >
  >;
  readonly settlement: string;
  readonly payeeName: string;
  readonly iban: string;
  readonly bic: string;
  readonly paymentMeans: string;
  readonly paymentTerms: string;
  readonly paymentTermsDescription: string;
  readonly paymentTermsDate: string;
  readonly terms: string;
  readonly netDays: (days: number) => string;
  readonly netDueDate: string;
  readonly discount: (percent: string, days: number | undefined) => string;
  readonly discountDueDate: string;
}

export const invoicePdfTexts: Readonly<Record<Language, InvoicePdfTexts>> = {
  'zh-cn': {
    page: (page, pages) => `第 ${page} 页，共 ${pages} 页`,
    invoiceNumber: '发票号',
    invoiceDate: '开票日期',
    poNumber: '采购订单号',
    currency: '币种',
    shipNoticeNumber: '发货通知单号',
    originalInvoiceNumber: '原发票号',
    status: '状态',
    billTo: '收票方',
    remitTo: '收款方',
    none: '无',
    partyId: '编号',
    lines: '发票明细',
    line: '行号',
    item: '商品编号',
    description: '描述',
    quantity: '数量',
    unit: '单位',
    unitPrice: '单价',
    amount: '金额',
    unpriced: '未定价',
    charges: '费用与折让',
    kind: '类型',
    code: '代码',
    appliesTo: '适用于',
    wholeInvoice: '整张发票',
    lineOf: (line) => `第 ${line} 行`,
    percent: '百分比',
    tax: '税',
    taxCategory: '税种',
    taxRate: '税率',
    taxBasis: '计税基数',
    taxAmount: '税额',
    totals: '合计',
    totalNames: {
      lineTotal: '明细合计',
      chargeTotal: '费用合计',
      allowanceTotal: '折让合计',
      taxBasisTotal: '计税基数合计',
      taxTotal: '税额合计',
      grandTotal: '发票总额',
      prepaid: '预付金额',
      duePayable: '应付金额',
    },
    settlement: '结算信息',
    payeeName: '收款人',
    iban: 'IBAN',
    bic: 'BIC',
    paymentMeans: '付款方式',
    paymentTerms: '付款条款',
    paymentTermsDescription: '付款条款说明',
    paymentTermsDate: '付款条款日期',
    terms: '销售条款',
    netDays: (days) => `${days} 天内付清`,
    netDueDate: '付款到期日',
    discount: (percent, days) =>
      days === undefined ? `折扣 ${percent}%` : `${days} 天内付款折扣 ${percent}%`,
    discountDueDate: '折扣截止日',
  },
  'en-us': {
    page: (page, pages) => `Page ${page} of ${pages}`,
    invoiceNumber: 'Invoice number',
    invoiceDate: 'Invoice date',
    poNumber: 'PO number',
    currency: 'Currency',
    shipNoticeNumber: 'Ship notice number',
    originalInvoiceNumber: 'Original invoice number',
    status: 'Status',
    billTo: 'Bill to',
    remitTo: 'Remit to',
    none: 'None',
    partyId: 'ID',
    lines: 'Invoice lines',
    line: 'Line',
    item: 'Item number',
    description: 'Description',
    quantity: 'Quantity',
    unit: 'Unit',
    unitPrice: 'Unit price',
    amount: 'Amount',
    unpriced: 'Not priced',
    charges: 'Charges and allowances',
    kind: 'Kind',
    code: 'Code',
    appliesTo: 'Applies to',
    wholeInvoice: 'Whole invoice',
    lineOf: (line) => `Line ${line}`,
    percent: 'Percent',
    tax: 'Tax',
    taxCategory: 'Tax category',
    taxRate: 'Tax rate',
    taxBasis: 'Tax basis',
    taxAmount: 'Tax amount',
    totals: 'Totals',
    totalNames: {
      lineTotal: 'Line total',
      chargeTotal: 'Charges',
      allowanceTotal: 'Allowances',
      taxBasisTotal: 'Tax basis',
      taxTotal: 'Tax',
      grandTotal: 'Grand total',
      prepaid: 'Prepaid',
      duePayable: 'Amount due',
    },
    settlement: 'Trade settlement',
    payeeName: 'Payee',
    iban: 'IBAN',
    bic: 'BIC',
    paymentMeans: 'Payment means',
    paymentTerms: 'Payment terms',
    paymentTermsDescription: 'Payment terms description',
    paymentTermsDate: 'Payment terms date',
    terms: 'Terms of sale',
    netDays: (days) => `Net ${days} days`,
    netDueDate: 'Net due date',
    discount: (percent, days) =>
      days === undefined ? `${percent}% discount` : `${percent}% discount within ${days} days`,
    discountDueDate: 'Discount due date',
  },
};

/** The export's column headers. */
export const invoiceExportHeaders = {
  invoiceNumber: { 'zh-cn': '发票号', 'en-us': 'Invoice number' },
  kind: { 'zh-cn': '类型', 'en-us': 'Kind' },
  direction: { 'zh-cn': '方向', 'en-us': 'Direction' },
  projectKey: { 'zh-cn': '项目', 'en-us': 'Project' },
  poNumber: { 'zh-cn': '采购订单号', 'en-us': 'PO number' },
  serialNumber: { 'zh-cn': '订单流水号', 'en-us': 'Order serial number' },
  invoiceDate: { 'zh-cn': '开票日期', 'en-us': 'Invoice date' },
  currencyCode: { 'zh-cn': '币种', 'en-us': 'Currency' },
  grandTotal: { 'zh-cn': '发票总额', 'en-us': 'Grand total' },
  paidAmount: { 'zh-cn': '已付金额', 'en-us': 'Paid amount' },
  paidState: { 'zh-cn': '付款状态', 'en-us': 'Payment state' },
  status: { 'zh-cn': '状态', 'en-us': 'Status' },
  documentType: { 'zh-cn': '报文类型', 'en-us': 'Document type' },
  sentAt: { 'zh-cn': '发送时间（UTC）', 'en-us': 'Sent at (UTC)' },
} as const satisfies Readonly<Record<string, Meaning>>;

export const invoiceExportSheet: Meaning = { 'zh-cn': '发票', 'en-us': 'Invoices' };
