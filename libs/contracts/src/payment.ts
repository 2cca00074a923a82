import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';
import { recordIdSchema } from './master-data';
import { timeZoneSchema } from './orders';
import { projectKeySchema } from './projects';
import { isCalendarDay, validationToken } from './validation';

/**
 * Payment orders (spec §3 "Payment order", `/space/payment`, `/payment/orders`; decisions.md §3
 * row PAYMENT_ORDER; docs/payments.md). Every inbound 820 / REMADV is stored as one payment order
 * with one line per invoice it pays (820 RMR, REMADV DOC/MOA). Each line is matched to our invoice
 * by invoice number, else by PO; an invoice paid in full moves its order SENT_INV → PAYMENT_ORDER.
 * A line that pays short, over or with a deduction shows the difference and its reason code; a
 * line that names no invoice of ours waits for the user to match it by hand.
 */

const invalid = { error: validationToken('invalid') };
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, invalid)
  .refine(isCalendarDay, invalid);

/** BPR03 / REMADV: C credit, D debit (spec §3). */
export const creditDebitFlags = {
  C: { 'zh-cn': '贷记', 'en-us': 'Credit' },
  D: { 'zh-cn': '借记', 'en-us': 'Debit' },
} as const;

/** BPR04 payment methods (spec §3 names ACH and CHK; others are shown as sent). */
export const paymentMethods = {
  ACH: { 'zh-cn': '自动清算（ACH）', 'en-us': 'Automated Clearing House (ACH)' },
  CHK: { 'zh-cn': '支票', 'en-us': 'Check' },
  FWT: { 'zh-cn': '电汇', 'en-us': 'Federal Reserve wire transfer' },
  BOP: { 'zh-cn': '金融机构选择', 'en-us': 'Financial institution option' },
} as const;

/**
 * Adjustment reasons a remittance gives for paying other than the invoice's amount (X12 ADX02 /
 * CARC-style codes, EDIFACT AJT 4465): the screen shows the meaning next to the code.
 */
export const adjustmentReasonCodes = {
  '01': { 'zh-cn': '价格差异', 'en-us': 'Pricing error' },
  '04': { 'zh-cn': '货物损坏', 'en-us': 'Damaged goods' },
  '05': { 'zh-cn': '补贴扣除', 'en-us': 'Allowance taken' },
  '06': { 'zh-cn': '短装', 'en-us': 'Shortage' },
  '07': { 'zh-cn': '退货', 'en-us': 'Returned goods' },
  '11': { 'zh-cn': '运费扣除', 'en-us': 'Freight deduction' },
  '19': { 'zh-cn': '重复付款', 'en-us': 'Duplicate payment' },
  '22': { 'zh-cn': '提前付款折扣', 'en-us': 'Early payment discount' },
  '53': { 'zh-cn': '未经授权的扣减', 'en-us': 'Unauthorised deduction' },
  CS: { 'zh-cn': '调整', 'en-us': 'Adjustment' },
} as const;

/**
 * How a remittance line stands against our invoices:
 * - `paid`: matched, and the invoice is paid in full by its payments;
 * - `short` / `over`: matched, and the invoice's payments fall short of / exceed what is due;
 * - `unmatched`: no invoice of ours found; the user matches it by hand.
 */
export const paymentMatchStates = ['paid', 'short', 'over', 'unmatched'] as const;
export type PaymentMatchState = (typeof paymentMatchStates)[number];

/** How a line found its invoice. */
export const matchMethods = ['invoiceNumber', 'poNumber', 'hand'] as const;
export type MatchMethod = (typeof matchMethods)[number];

/** One remittance line with its payment order's header: the `/payment/orders` row (spec §3). */
export const paymentLineSchema = z.object({
  /** The remittance line's id (what a hand match names). */
  paymentLineId: z.number().int(),
  /** The payment order's id (spec "payment id"). */
  paymentId: z.number().int(),
  projectKey: z.string(),
  /** The order the matched invoice bills (spec "serial number"). */
  serialNumber: z.number().int().nullable(),
  paymentOrderNumber: z.string(),
  assignedVendorNumber: z.string().nullable(),
  invoiceNumber: z.string(),
  relatedInvoiceNumber: z.string().nullable(),
  invoiceDate: z.string().nullable(),
  poNumber: z.string().nullable(),
  /** Paid on this line. */
  amount: z.string(),
  creditDebit: z.enum(['C', 'D']).nullable(),
  paymentMethod: z.string().nullable(),
  /** The whole payment order's amount. */
  totalAmount: z.string(),
  currencyCode: z.string().nullable(),
  /** BPR16 / DTM: the payment's date; else when it was received. */
  paymentTime: z.string(),
  adjustmentAmount: z.string().nullable(),
  adjustmentReason: z.string().nullable(),
  /** The invoice of ours it pays, once matched. */
  invoiceId: z.number().int().nullable(),
  matchedInvoiceNumber: z.string().nullable(),
  matchedBy: z.enum(matchMethods).nullable(),
  /** The matched invoice's due amount and what its payments leave open (negative: over-paid). */
  invoiceDue: z.string().nullable(),
  difference: z.string().nullable(),
  matchState: z.enum(paymentMatchStates),
});
export type PaymentLine = z.infer<typeof paymentLineSchema>;

export const paymentFilterSchema = z.object({
  project_key: projectKeySchema.optional(),
  /** Payment date (or received date) on or after / before, `YYYY-MM-DD`. */
  from: day.optional(),
  to: day.optional(),
  invoiceNumber: z.string().trim().max(32, invalid).optional(),
  poNumber: z.string().trim().max(64, invalid).optional(),
  matchState: z.enum(paymentMatchStates, invalid).optional(),
  /** The zone a payment order without a payment date is dated in by its received time. */
  timeZone: timeZoneSchema.optional(),
});
export type PaymentFilter = z.input<typeof paymentFilterSchema>;
export const paymentPageQuerySchema = pageQuerySchema.extend(paymentFilterSchema.shape);
export type PaymentPageQuery = z.input<typeof paymentPageQuerySchema>;
export const paymentPageSchema = pageSchema(paymentLineSchema);
export type PaymentPage = z.infer<typeof paymentPageSchema>;

/** GET /payment/info/{payment_id}: one payment order with all its lines. */
export const paymentOrderDetailSchema = z.object({
  paymentId: z.number().int(),
  projectKey: z.string(),
  paymentOrderNumber: z.string(),
  assignedVendorNumber: z.string().nullable(),
  creditDebit: z.enum(['C', 'D']).nullable(),
  paymentMethod: z.string().nullable(),
  totalAmount: z.string(),
  currencyCode: z.string().nullable(),
  paymentTime: z.string(),
  /** 820 or REMADV, and the stored inbound document it came from. */
  documentType: z.string(),
  documentId: z.number().int(),
  receivedAt: z.string(),
  lines: z.array(paymentLineSchema),
});
export type PaymentOrderDetail = z.infer<typeof paymentOrderDetailSchema>;

export const paymentIdParamsSchema = z.object({ payment_id: recordIdSchema });
export const paymentLineParamsSchema = z.object({ line_id: recordIdSchema });

/** POST /payment/match/{line_id}: match an unmatched line to one of our sent invoices by hand. */
export const paymentMatchSchema = z.object({ invoiceId: recordIdSchema });

/**
 * GET /payment/candidates/{line_id}: the invoices a hand match of this line may name, found by a
 * part of their number or PO (either may be left out). The PAYMENT role reads them here without
 * needing INVOICE.
 */
export const paymentCandidateQuerySchema = z.object({
  invoiceNumber: z.string().trim().max(32, invalid).optional(),
  poNumber: z.string().trim().max(64, invalid).optional(),
});
export type PaymentCandidateQuery = z.input<typeof paymentCandidateQuerySchema>;

/** How many candidates one search offers at most (newest first). */
export const paymentCandidateCount = 20;

/**
 * One sent invoice of the line's project not yet paid in full: what is due on it (its due
 * payable less the credit memos sent against it) and what matched lines pay of it already.
 */
export const paymentCandidateSchema = z.object({
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  poNumber: z.string().nullable(),
  invoiceDate: z.string(),
  currencyCode: z.string(),
  /** Exact decimal strings in the currency's digits. */
  due: z.string(),
  paid: z.string(),
});
export type PaymentCandidate = z.infer<typeof paymentCandidateSchema>;

/** Seconds a payment export may take before it answers "payment export timed out" (5007). */
export const paymentExportSeconds = 60;
