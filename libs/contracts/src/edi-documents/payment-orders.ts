import { z } from 'zod';
import { partySchema } from './parties-and-terms';
import { text, date, amount } from './scalars';

// Payment orders in: 820 / REMADV.

/** One invoice a remittance pays (820 RMR, REMADV DOC/MOA). */
export const remittanceLineSchema = z.object({
  invoiceNumber: text,
  relatedInvoiceNumber: text.optional(),
  invoiceDate: date.optional(),
  poNumber: text.optional(),
  /** Amount paid. */
  amount,
  invoiceAmount: amount.optional(),
  discountAmount: amount.optional(),
  adjustmentAmount: amount.optional(),
  adjustmentReason: text.optional(),
});
export type RemittanceLine = z.infer<typeof remittanceLineSchema>;

/** Payment order of spec §3 (820, REMADV). */
export const canonicalPaymentOrderSchema = z.object({
  kind: z.literal('paymentOrder'),
  paymentOrderNumber: text,
  assignedVendorNumber: text.optional(),
  /** BPR03 / REMADV: C credit, D debit. */
  creditDebit: z.enum(['C', 'D']).optional(),
  /** BPR04: ACH, CHK, … (spec names ACH and CHK; others are kept as sent). */
  paymentMethod: text.optional(),
  totalAmount: amount,
  currencyCode: text.optional(),
  paymentDate: date.optional(),
  parties: z.array(partySchema),
  remittances: z.array(remittanceLineSchema),
});
export type CanonicalPaymentOrder = z.infer<typeof canonicalPaymentOrderSchema>;
