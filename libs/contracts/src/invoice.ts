import { z } from 'zod';
import { deliveryAddressSchema } from './delivery';
import { pageQuerySchema, pageSchema } from './envelope';
import { messageSchema, messageStatuses } from './edi-gateway';
import { recordIdSchema } from './master-data';
import {
  compareDecimals,
  decimalOfNumber,
  decimalPattern,
  formatMinor,
  isDecimal,
  minorUnitOf,
  multiplyToMinor,
  parseDecimal,
  percentOfMinor,
  toMinor,
} from './money';
import { orderStatuses, timeZoneSchema } from './orders';
import { projectKeySchema } from './projects';
import type { Language } from './error-codes';
import { isCalendarDay, optionalText, validationToken } from './validation';

/**
 * Invoices (spec §3 "Invoice data", the delivery screen's "invoice items" and "SPAC entries"
 * sections, `/space/invoice`; decisions.md §3 rows SEND_INV and SENT_INV; docs/invoices.md). An
 * invoice is made from what was shipped, priced from the order, edited as a draft, then sent as
 * an 810 / INVOIC through the order lifecycle. A credit memo is an invoice of kind `creditMemo`
 * against a sent invoice. Amounts are exact decimal strings (money.ts); the totals and the checks
 * before sending live here, so that the screen shows what the server computes and refuses.
 */

const invalid = { error: validationToken('invalid') };
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, invalid)
  .refine(isCalendarDay, invalid);
const key = z
  .string()
  .min(1)
  .max(20)
  .regex(/^[A-Za-z0-9_-]+$/, invalid);

/** A typed amount or percentage: a decimal string, at most 6 decimals, never negative. */
export const amountTextSchema = z
  .string()
  .trim()
  .regex(decimalPattern, invalid)
  .refine((text) => !text.startsWith('-'), invalid);
/** An amount that may be empty while the draft is being written (an unpriced line). */
const optionalAmount = z
  .union([amountTextSchema, z.literal('').transform(() => undefined)])
  .optional();

export const invoiceKinds = ['invoice', 'creditMemo'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

/** Sent by us (810 / INVOIC out) or received from the customer (document type INVOICE). */
export const invoiceDirections = ['sent', 'received'] as const;
export type InvoiceDirection = (typeof invoiceDirections)[number];

/** Most lines and charges one invoice carries. */
export const maxInvoiceLines = 5_000;
export const maxInvoiceCharges = 500;

/** X12 BIG02 carries 22 characters; EDIFACT BGM 1004 35: the shorter rules. */
export const invoiceNumberSchema = z
  .string()
  .trim()
  .min(1, { error: validationToken('required') })
  .max(22, invalid)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, invalid);

/** An invoice line: an order line, what is billed of it and at what price. */
export const invoiceItemSchema = z.object({
  key,
  /** The order line it bills (IT101 / LIN 1082). */
  lineNumber: z.string().trim().min(1).max(20),
  buyerItemNumber: optionalText(32),
  vendorItemNumber: optionalText(32),
  upc: optionalText(32),
  description: optionalText(128),
  quantity: z.number().min(0, invalid).max(1_000_000_000, invalid),
  unit: optionalText(32),
  /** Empty: not priced yet (refused at sending). */
  unitPrice: optionalAmount,
});
export type InvoiceItem = z.infer<typeof invoiceItemSchema>;
export type InvoiceItemInput = z.input<typeof invoiceItemSchema>;

/** SAC01 / ALC 5463: A allowance (subtracted), C charge (added), N neither (informational). */
export const chargeIndicators = ['A', 'C', 'N'] as const;
export type ChargeIndicator = (typeof chargeIndicators)[number];

// The service, allowance and charge codes the screen offers (SAC02 / ALC 7161): edi-codes.ts.

/** An SAC / ALC entry: at the header, or on one line (`lineKey`); an amount or a percentage. */
export const invoiceChargeSchema = z.object({
  key,
  /** The line it applies to; absent: the whole invoice. */
  lineKey: key.optional(),
  indicator: z.enum(chargeIndicators, invalid),
  code: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{1,4}$/, invalid),
  description: optionalText(128),
  /** Exactly one of amount and percent (checked before sending). */
  amount: optionalAmount,
  /** Of the line's amount (line level) or of the line total (header level). */
  percent: optionalAmount,
});
export type InvoiceCharge = z.infer<typeof invoiceChargeSchema>;
export type InvoiceChargeInput = z.input<typeof invoiceChargeSchema>;

/** UN/CEFACT 5305 tax categories the screen offers (X12 TXI01, EDIFACT TAX 5305). */
export const taxCategoryCodes = {
  S: { 'zh-cn': '标准税率', 'en-us': 'Standard rate' },
  Z: { 'zh-cn': '零税率', 'en-us': 'Zero rated' },
  E: { 'zh-cn': '免税', 'en-us': 'Exempt' },
  AE: { 'zh-cn': '反向征收', 'en-us': 'Reverse charge' },
  O: { 'zh-cn': '不征税', 'en-us': 'Outside the scope of tax' },
} as const;
export type TaxCategoryCode = keyof typeof taxCategoryCodes;

export const invoiceTaxSchema = z.object({
  ratePercent: optionalAmount,
  categoryCode: z.enum(Object.keys(taxCategoryCodes) as [TaxCategoryCode], invalid).optional(),
});

/** X12 ITD / EDIFACT PAT: the terms of sale, from the order. */
export const invoiceTermsSchema = z.object({
  /** ITD01: 01 basic, 05 discount not applicable, 08 basic discount offered… */
  typeCode: optionalText(32),
  discountPercent: optionalAmount,
  discountDays: z.number().int().min(0).max(3650).optional(),
  discountDueDate: day.optional(),
  netDays: z.number().int().min(0).max(3650).optional(),
  netDueDate: day.optional(),
  description: optionalText(128),
});

// The terms types (ITD01) and payment means (4461) the invoice offers: edi-codes.ts.

/** Trade settlement of spec §3: whom to pay and how. */
export const invoiceSettlementSchema = z.object({
  payeeName: optionalText(128),
  iban: z
    .string()
    .trim()
    .regex(/^(?:[A-Z]{2}\d{2}[A-Z0-9]{10,30})?$/, invalid)
    .optional(),
  bic: z
    .string()
    .trim()
    .regex(/^(?:[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?)?$/, invalid)
    .optional(),
  paymentMeansCode: optionalText(32),
  paymentTerms: optionalText(128),
  paymentTermsDescription: optionalText(128),
  paymentTermsDate: day.optional(),
});

/** The totals of spec §3, as exact decimal strings in the currency's digits. */
export const invoiceAmountsSchema = z.object({
  lineTotal: z.string(),
  chargeTotal: z.string(),
  allowanceTotal: z.string(),
  taxBasisTotal: z.string(),
  taxTotal: z.string(),
  grandTotal: z.string(),
  prepaid: z.string(),
  duePayable: z.string(),
});
export type InvoiceAmounts = z.infer<typeof invoiceAmountsSchema>;

function uniqueKeys(rows: readonly { readonly key: string }[]): boolean {
  return new Set(rows.map((row) => row.key)).size === rows.length;
}

/** What the user edits: the invoice header, parties, terms, lines, SAC / ALC, tax, settlement. */
export const invoiceDataSchema = z.object({
  /** Empty on a draft of a project with an invoice-number prefix: given at the first save. */
  invoiceNumber: z.union([invoiceNumberSchema, z.literal('')]).default(''),
  invoiceDate: day,
  currencyCode: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, invalid),
  /** The ship notice's shipment number (810 REF SI / INVOIC RFF DQ; AAK read too). */
  shipNoticeNumber: optionalText(32),
  /** A credit memo: the invoice it corrects. */
  originalInvoiceNumber: optionalText(32),
  billTo: deliveryAddressSchema.optional(),
  remitTo: deliveryAddressSchema.optional(),
  terms: invoiceTermsSchema.optional(),
  settlement: invoiceSettlementSchema.optional(),
  tax: invoiceTaxSchema.optional(),
  // Amounts are looked up by key (calculateInvoice, the canonical document): keys are unique.
  lines: z.array(invoiceItemSchema).max(maxInvoiceLines, invalid).refine(uniqueKeys, invalid),
  charges: z
    .array(invoiceChargeSchema)
    .max(maxInvoiceCharges, invalid)
    .refine(uniqueKeys, invalid)
    .default([]),
  /** Paid in advance: subtracted from the grand total. */
  prepaid: optionalAmount,
  /** As last recalculated; the checks compare them with what the data gives. */
  totals: invoiceAmountsSchema.optional(),
});
export type InvoiceData = z.infer<typeof invoiceDataSchema>;
export type InvoiceDataInput = z.input<typeof invoiceDataSchema>;

// ---------------------------------------------------------------------------------------------
// Arithmetic (docs/invoices.md "Totals")

export interface InvoiceCalculation {
  readonly totals: InvoiceAmounts;
  /** Each line's amount (quantity × unit price, rounded once), by line key. */
  readonly lineAmounts: Readonly<Record<string, string>>;
  /** Each charge's amount (its own, or its percentage of its base), by charge key. */
  readonly chargeAmounts: Readonly<Record<string, string>>;
}

/**
 * The totals of an invoice, exactly:
 * - line amount = quantity × unit price, rounded once to the currency's minor unit;
 * - a percentage charge is that share of its line's amount, or of the line total at the header;
 * - charge total and allowance total add up C and A entries (N counts for neither);
 * - tax basis = line total + charges − allowances; tax = basis × rate, rounded once;
 * - grand total = basis + tax; due payable = grand total − prepaid.
 * Unpriced lines count as zero (the checks refuse sending them).
 */
export function calculateInvoice(
  data: Pick<InvoiceData, 'currencyCode' | 'lines' | 'charges' | 'tax' | 'prepaid'>,
): InvoiceCalculation {
  const minor = minorUnitOf(data.currencyCode);
  const lineAmounts: Record<string, string> = {};
  const lineMinor = new Map<string, bigint>();
  let lineTotal = 0n;
  for (const line of data.lines) {
    const amount =
      line.unitPrice === undefined
        ? 0n
        : multiplyToMinor(decimalOfNumber(line.quantity), parseDecimal(line.unitPrice), minor);
    lineMinor.set(line.key, amount);
    lineAmounts[line.key] = formatMinor(amount, minor);
    lineTotal += amount;
  }
  const chargeAmounts: Record<string, string> = {};
  let chargeTotal = 0n;
  let allowanceTotal = 0n;
  for (const charge of data.charges) {
    const base = charge.lineKey === undefined ? lineTotal : (lineMinor.get(charge.lineKey) ?? 0n);
    const amount =
      charge.amount !== undefined
        ? toMinor(charge.amount, minor)
        : charge.percent !== undefined
          ? percentOfMinor(base, parseDecimal(charge.percent), minor)
          : 0n;
    chargeAmounts[charge.key] = formatMinor(amount, minor);
    if (charge.indicator === 'C') chargeTotal += amount;
    if (charge.indicator === 'A') allowanceTotal += amount;
  }
  const taxBasis = lineTotal + chargeTotal - allowanceTotal;
  const rate = data.tax?.ratePercent;
  const taxTotal = rate === undefined ? 0n : percentOfMinor(taxBasis, parseDecimal(rate), minor);
  const grandTotal = taxBasis + taxTotal;
  const prepaid = data.prepaid === undefined ? 0n : toMinor(data.prepaid, minor);
  const format = (value: bigint): string => formatMinor(value, minor);
  return {
    lineAmounts,
    chargeAmounts,
    totals: {
      lineTotal: format(lineTotal),
      chargeTotal: format(chargeTotal),
      allowanceTotal: format(allowanceTotal),
      taxBasisTotal: format(taxBasis),
      taxTotal: format(taxTotal),
      grandTotal: format(grandTotal),
      prepaid: format(prepaid),
      duePayable: format(grandTotal - prepaid),
    },
  };
}

/** Recalculate: the data with its totals recomputed. */
export function recalculateInvoice<D extends InvoiceData>(data: D): D {
  return { ...data, totals: calculateInvoice(data).totals };
}

// ---------------------------------------------------------------------------------------------
// Checks before sending (docs/invoices.md "Checks before sending")

export const invoiceRules = [
  'numberMissing',
  'noLines',
  'lineNotOrdered',
  'lineUnpriced',
  'quantityMissing',
  'overInvoiced',
  'chargeAmountOrPercent',
  'chargeLineUnknown',
  'totalsStale',
  'dueNegative',
  'billToMissing',
  'remitToMissing',
  'taxIncomplete',
  'settlementIncomplete',
  'creditWithoutOriginal',
  'creditExceedsOriginal',
  'prepaidNotInX12',
] as const;
export type InvoiceRule = (typeof invoiceRules)[number];

/** `block` refuses sending; `ask` is "invoice info incomplete: continue?" (spec §5). */
export const invoiceProblemSchema = z.object({
  rule: z.enum(invoiceRules),
  severity: z.enum(['block', 'ask']),
  /** The field to fix: `invoiceNumber`, `lines.<key>.unitPrice`, `charges.<key>.amount`… */
  field: z.string(),
  /** Values the text names (line number, quantities). */
  values: z.record(z.string(), z.string()).default({}),
});
export type InvoiceProblem = z.infer<typeof invoiceProblemSchema>;

type RuleText = (values: Readonly<Record<string, string>>) => string;

export const invoiceRuleTexts: Readonly<Record<InvoiceRule, Record<Language, RuleText>>> = {
  numberMissing: {
    'zh-cn': () => '请填写发票号',
    'en-us': () => 'Enter the invoice number',
  },
  noLines: {
    'zh-cn': () => '发票没有明细行，请至少添加一行',
    'en-us': () => 'The invoice has no lines: add at least one',
  },
  lineNotOrdered: {
    'zh-cn': (v) => `第 ${v.line} 行不在订单中，请删除或改为订单行号`,
    'en-us': (v) => `Line ${v.line} is not on the order: remove it or use an order line number`,
  },
  lineUnpriced: {
    'zh-cn': (v) => `第 ${v.line} 行没有单价，请填写单价`,
    'en-us': (v) => `Line ${v.line} has no unit price: enter one`,
  },
  quantityMissing: {
    'zh-cn': (v) => `第 ${v.line} 行的开票数量为 0，请填写数量或删除该行`,
    'en-us': (v) => `Line ${v.line} invoices a quantity of 0: enter a quantity or remove the line`,
  },
  overInvoiced: {
    'zh-cn': (v) => `第 ${v.line} 行开票 ${v.quantity}，超过可开票的发货数量 ${v.allowed}`,
    'en-us': (v) =>
      `Line ${v.line} invoices ${v.quantity}, more than the ${v.allowed} shipped and not yet invoiced`,
  },
  chargeAmountOrPercent: {
    'zh-cn': () => '费用/折让需填写金额或百分比其中之一',
    'en-us': () => 'Give the charge or allowance either an amount or a percentage, not both',
  },
  chargeLineUnknown: {
    'zh-cn': () => '费用/折让所指的发票行已不存在，请重新选择',
    'en-us': () => 'The charge or allowance names a line the invoice no longer has: choose again',
  },
  totalsStale: {
    'zh-cn': () => '合计与明细不一致，请点击“重新计算”',
    'en-us': () => 'The totals do not match the lines: press Recalculate',
  },
  dueNegative: {
    'zh-cn': () => '预付金额大于发票总额，请修改预付金额',
    'en-us': () => 'The prepaid amount exceeds the grand total: correct the prepaid amount',
  },
  billToMissing: {
    'zh-cn': () => '请填写收票方名称',
    'en-us': () => 'Enter the bill-to name',
  },
  remitToMissing: {
    'zh-cn': () => '未填写收款方（汇款地址），是否继续？',
    'en-us': () => 'No remit-to party is given: continue?',
  },
  taxIncomplete: {
    'zh-cn': () => '税率与税种需同时填写，是否继续？',
    'en-us': () => 'The tax rate and tax category go together: continue without them?',
  },
  settlementIncomplete: {
    'zh-cn': () => '未填写付款条款或结算信息，是否继续？',
    'en-us': () => 'No payment terms or settlement details are given: continue?',
  },
  creditWithoutOriginal: {
    'zh-cn': () => '贷项通知单需注明原发票号',
    'en-us': () => 'A credit memo must name the invoice it corrects',
  },
  prepaidNotInX12: {
    'zh-cn': () => 'X12 810 发票无法传送预付金额，请将预付金额清零（或改为折让）',
    'en-us': () =>
      'An X12 810 cannot carry a prepaid amount: clear it (or enter it as an allowance)',
  },
  creditExceedsOriginal: {
    'zh-cn': (v) => `贷项金额 ${v.amount} 超过原发票未冲销金额 ${v.allowed}`,
    'en-us': (v) =>
      `The credit of ${v.amount} exceeds the ${v.allowed} of the original invoice not yet credited`,
  },
};

export function invoiceProblemText(
  problem: Pick<InvoiceProblem, 'rule' | 'values'>,
  language: Language,
): string {
  return invoiceRuleTexts[problem.rule][language](problem.values);
}

/** What the checks need besides the data: the order's lines, what is shipped and invoiced. */
export interface InvoiceCheckContext {
  readonly kind: InvoiceKind;
  /** Per order line number: shipped quantity, and quantity already on other sent invoices. */
  readonly orderLines: readonly {
    readonly lineNumber: string;
    readonly shipped: number;
    readonly invoiced: number;
  }[];
  /** A credit memo: what of its original invoice is not credited yet (decimal string). */
  readonly creditable?: string;
  /**
   * The project's standard: an X12 810 has no element for a prepaid amount (the partner would
   * read TDS01 as due and the invoice would look over-paid), so X12 refuses one.
   */
  readonly standard?: 'X12' | 'EDIFACT';
}

/** Every finding, in screen order. Quantities are compared in exact decimals. */
export function invoiceProblems(data: InvoiceData, context: InvoiceCheckContext): InvoiceProblem[] {
  const problems: InvoiceProblem[] = [];
  const block = (rule: InvoiceRule, field: string, values: Record<string, string> = {}) =>
    problems.push({ rule, severity: 'block', field, values });
  const ask = (rule: InvoiceRule, field: string) =>
    problems.push({ rule, severity: 'ask', field, values: {} });

  if (data.invoiceNumber === '') block('numberMissing', 'invoiceNumber');
  if (context.kind === 'creditMemo' && (data.originalInvoiceNumber ?? '') === '') {
    block('creditWithoutOriginal', 'originalInvoiceNumber');
  }
  if ((data.billTo?.name ?? '') === '') block('billToMissing', 'billTo.name');
  if (data.lines.length === 0) block('noLines', 'lines');

  const orderLines = new Map(context.orderLines.map((line) => [line.lineNumber, line]));
  const invoicedHere = new Map<string, bigint>();
  for (const line of data.lines) {
    invoicedHere.set(
      line.lineNumber,
      (invoicedHere.get(line.lineNumber) ?? 0n) + quantityMillionths(line.quantity),
    );
  }
  for (const line of data.lines) {
    const values = { line: line.lineNumber };
    const ordered = orderLines.get(line.lineNumber);
    if (ordered === undefined) {
      block('lineNotOrdered', `lines.${line.key}.lineNumber`, values);
      continue;
    }
    if (line.unitPrice === undefined) block('lineUnpriced', `lines.${line.key}.unitPrice`, values);
    if (line.quantity <= 0) block('quantityMissing', `lines.${line.key}.quantity`, values);
  }
  if (context.kind === 'invoice') {
    for (const [lineNumber, quantity] of invoicedHere) {
      const ordered = orderLines.get(lineNumber);
      if (ordered === undefined) continue;
      const open = quantityMillionths(ordered.shipped) - quantityMillionths(ordered.invoiced);
      const allowed = open > 0n ? open : 0n;
      if (quantity > allowed) {
        const line = data.lines.find((candidate) => candidate.lineNumber === lineNumber);
        block('overInvoiced', `lines.${line?.key ?? lineNumber}.quantity`, {
          line: lineNumber,
          quantity: quantityText(quantity),
          allowed: quantityText(allowed),
        });
      }
    }
  }
  const lineKeys = new Set(data.lines.map((line) => line.key));
  for (const charge of data.charges) {
    if ((charge.amount === undefined) === (charge.percent === undefined)) {
      block('chargeAmountOrPercent', `charges.${charge.key}.amount`);
    }
    if (charge.lineKey !== undefined && !lineKeys.has(charge.lineKey)) {
      block('chargeLineUnknown', `charges.${charge.key}.lineKey`);
    }
  }
  const { totals } = calculateInvoice(data);
  if (data.totals === undefined || !sameTotals(data.totals, totals)) block('totalsStale', 'totals');
  if (totals.duePayable.startsWith('-')) block('dueNegative', 'prepaid');
  if (context.standard === 'X12' && totals.prepaid !== '' && /[1-9]/.test(totals.prepaid)) {
    block('prepaidNotInX12', 'prepaid');
  }
  if (
    context.kind === 'creditMemo' &&
    context.creditable !== undefined &&
    isDecimal(totals.grandTotal) &&
    isDecimal(context.creditable) &&
    compareDecimals(totals.grandTotal, context.creditable) > 0
  ) {
    block('creditExceedsOriginal', 'totals.grandTotal', {
      amount: totals.grandTotal,
      allowed: context.creditable,
    });
  }
  if ((data.remitTo?.name ?? '') === '') ask('remitToMissing', 'remitTo.name');
  if ((data.tax?.ratePercent === undefined) !== (data.tax?.categoryCode === undefined)) {
    ask('taxIncomplete', 'tax.ratePercent');
  }
  const terms = data.terms;
  const settlement = data.settlement;
  const hasTerms =
    terms !== undefined &&
    (terms.netDays !== undefined ||
      terms.netDueDate !== undefined ||
      (terms.typeCode ?? '') !== '');
  const hasSettlement =
    settlement !== undefined &&
    ((settlement.paymentTerms ?? '') !== '' || (settlement.iban ?? '') !== '');
  if (!hasTerms && !hasSettlement) ask('settlementIncomplete', 'terms.netDays');
  return problems;
}

/** Quantities in exact millionths (6 decimals, as typed quantities carry at most). */
function quantityMillionths(value: number): bigint {
  return multiplyToMinor(decimalOfNumber(value), { units: 1n, scale: 0 }, 6);
}

/** Millionths as the shortest decimal text: 2500000n → "2.5". */
function quantityText(millionths: bigint): string {
  return formatMinor(millionths, 6).replace(/\.?0+$/, '');
}

/** Totals the user sent that are no decimals (or past what one holds) are stale too. */
function sameTotals(a: InvoiceAmounts, b: InvoiceAmounts): boolean {
  return (Object.keys(b) as (keyof InvoiceAmounts)[]).every(
    (name) => isDecimal(a[name]) && isDecimal(b[name]) && compareDecimals(a[name], b[name]) === 0,
  );
}

// ---------------------------------------------------------------------------------------------
// Calls

/** An invoice's state: a draft, its message's status once sent, or received from the customer. */
export const invoiceStatuses = ['draft', ...messageStatuses, 'received'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** How much of an invoice the matched payments cover. */
export const paidStates = ['unpaid', 'partial', 'paid', 'overpaid'] as const;
export type PaidState = (typeof paidStates)[number];

/** An invoice as listed on `/space/invoice`. */
export const invoiceSummarySchema = z.object({
  invoiceId: z.number().int(),
  projectKey: z.string(),
  direction: z.enum(invoiceDirections),
  kind: z.enum(invoiceKinds),
  invoiceNumber: z.string(),
  poNumber: z.string().nullable(),
  serialNumber: z.number().int().nullable(),
  invoiceDate: z.string(),
  grandTotal: z.string(),
  currencyCode: z.string(),
  status: z.enum(invoiceStatuses),
  /** 810 or INVOIC, once sent or when received. */
  documentType: z.string().nullable(),
  messageId: z.number().int().nullable(),
  paidAmount: z.string(),
  paidState: z.enum(paidStates),
  sentAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceFilterSchema = z.object({
  project_key: projectKeySchema.optional(),
  direction: z.enum(invoiceDirections, invalid).optional(),
  status: z.enum(invoiceStatuses, invalid).optional(),
  invoiceNumber: z.string().trim().max(32, invalid).optional(),
  poNumber: z.string().trim().max(64, invalid).optional(),
  /** Invoice date on or after / before, `YYYY-MM-DD`. */
  from: day.optional(),
  to: day.optional(),
  /** Only sent invoices not paid in full. */
  unpaidOnly: z
    .enum(['true', 'false'], invalid)
    .transform((value) => value === 'true')
    .optional(),
});
export type InvoiceFilter = z.input<typeof invoiceFilterSchema>;
export const invoicePageQuerySchema = pageQuerySchema.extend(invoiceFilterSchema.shape);
export type InvoicePageQuery = z.input<typeof invoicePageQuerySchema>;
export const invoicePageSchema = pageSchema(invoiceSummarySchema);
export type InvoicePage = z.infer<typeof invoicePageSchema>;

/** One order line as the invoice builder shows it: ordered, shipped, invoiced, price. */
export const invoiceOrderLineSchema = z.object({
  lineNumber: z.string(),
  buyerItemNumber: z.string().nullable(),
  vendorItemNumber: z.string().nullable(),
  description: z.string().nullable(),
  unit: z.string().nullable(),
  ordered: z.number(),
  shipped: z.number(),
  /** On other invoices already sent (credit memos not deducted). */
  invoiced: z.number(),
  /** The order's unit price, as a decimal string; null when the order gave none. */
  unitPrice: z.string().nullable(),
});
export type InvoiceOrderLine = z.infer<typeof invoiceOrderLineSchema>;

/** A remittance line matched to this invoice (the detail's "payments" section). */
export const invoicePaymentSchema = z.object({
  paymentLineId: z.number().int(),
  paymentOrderId: z.number().int(),
  paymentOrderNumber: z.string(),
  paymentDate: z.string().nullable(),
  amount: z.string(),
  adjustmentAmount: z.string().nullable(),
  adjustmentReason: z.string().nullable(),
  matchedBy: z.enum(['invoiceNumber', 'poNumber', 'hand']),
});
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

/** An invoice as the builder edits it and the detail shows it. */
export const invoiceDetailSchema = z.object({
  /** Null: not saved yet, prefilled from the ship notice and the order. */
  invoiceId: z.number().int().nullable(),
  projectKey: z.string(),
  direction: z.enum(invoiceDirections),
  kind: z.enum(invoiceKinds),
  serialNumber: z.number().int().nullable(),
  poNumber: z.string().nullable(),
  orderStatus: z.enum(orderStatuses).nullable(),
  status: z.enum(invoiceStatuses),
  /** Sent back by save and send so an invoice is never overwritten unseen. */
  version: z.string().nullable(),
  data: invoiceDataSchema,
  /** Line and charge amounts of the data as stored (the totals are in `data.totals`). */
  lineAmounts: z.record(z.string(), z.string()),
  chargeAmounts: z.record(z.string(), z.string()),
  orderLines: z.array(invoiceOrderLineSchema),
  /** The messages it was sent as, newest first, with the partner's 997 / CONTRL verdict. */
  messages: z.array(messageSchema),
  payments: z.array(invoicePaymentSchema),
  paidAmount: z.string(),
  paidState: z.enum(paidStates),
  /** Credit memos against this invoice; for a credit memo, the invoice it corrects. */
  related: z.array(invoiceSummarySchema),
  editable: z.boolean(),
  canSend: z.boolean(),
  /** A sent invoice (not a credit memo) that a credit memo may be written against. */
  canCredit: z.boolean(),
  switches: z.object({
    sendInvoice: z.boolean(),
    showInvoiceHeader: z.boolean(),
    showInvoiceInfo: z.boolean(),
    showInvoiceDetails: z.boolean(),
    showTradeSettlement: z.boolean(),
    /** The project numbers invoices itself (prefix + sequence); otherwise the user types one. */
    numberPrefix: z.string().nullable(),
    /** The project's standard (810 or INVOIC): an 810 carries no prepaid amount. */
    standard: z.enum(['X12', 'EDIFACT']).optional(),
  }),
  createdBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

export const invoiceIdParamsSchema = z.object({ invoice_id: recordIdSchema });
export const invoiceSerialParamsSchema = z.object({ serial_number: recordIdSchema });

/** POST /invoice/save/{serial_number}: create or update the order's draft invoice. */
export const invoiceSaveSchema = z.object({
  /** The draft to update; absent or null creates one. */
  invoiceId: recordIdSchema.nullable().optional(),
  version: z.string().max(40).nullable().optional(),
  data: invoiceDataSchema,
});
export type InvoiceSave = z.input<typeof invoiceSaveSchema>;

/** POST /file/action/invoice: send a saved draft (invoice or credit memo). */
export const invoiceSendSchema = z.object({
  invoiceId: recordIdSchema,
  version: z.string().max(40).nullable().optional(),
  /** The user answered "continue" to "invoice info incomplete". */
  confirmIncomplete: z.boolean().default(false),
  timeZone: timeZoneSchema.optional(),
});
export type InvoiceSend = z.input<typeof invoiceSendSchema>;

export const invoiceSendResultSchema = z.object({
  sent: z.boolean(),
  problems: z.array(invoiceProblemSchema),
  invoice: invoiceDetailSchema,
});
export type InvoiceSendResult = z.infer<typeof invoiceSendResultSchema>;

/** GET /invoice/pdf/{invoice_id}: the printable invoice, in the language asked. */
export const invoicePdfQuerySchema = z.object({
  lang: z.enum(['zh-cn', 'en-us'], invalid).default('en-us'),
});

/** Rows an invoice or payment export writes at most in one workbook. */
export const maxMoneyExportRows = 50_000;
