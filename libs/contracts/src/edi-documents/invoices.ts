import { z } from 'zod';
import { partySchema, saleTermsSchema, serviceChargeSchema } from './parties-and-terms';
import { text, date, amount, quantity } from './scalars';

// Invoices, in and out: 810 / INVOIC.

export const invoiceLineSchema = z.object({
  lineNumber: text,
  buyerItemNumber: text.optional(),
  vendorItemNumber: text.optional(),
  upc: text.optional(),
  description: text.optional(),
  quantityInvoiced: quantity,
  unit: text.optional(),
  unitPrice: amount,
  amount: amount,
  taxRatePercent: z.number().finite().optional(),
  orderLineNumber: text.optional(),
  /** Line-level SAC (in the IT1 loop) / ALC (in the LIN group). */
  serviceCharges: z.array(serviceChargeSchema).optional(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** Trade settlement of spec §3 (payee bank details, terms). */
export const tradeSettlementSchema = z.object({
  payeeName: text.optional(),
  iban: text.optional(),
  bic: text.optional(),
  paymentMeansTypeCode: text.optional(),
  paymentTerms: text.optional(),
  paymentTermsDescription: text.optional(),
  paymentTermsDate: date.optional(),
});

export const invoiceTotalsSchema = z.object({
  lineTotal: amount,
  chargeTotal: amount,
  allowanceTotal: amount,
  taxBasisTotal: amount,
  taxTotal: amount,
  grandTotal: amount,
  prepaid: amount,
  duePayable: amount,
});

/** Invoice data of spec §3: 810 / INVOIC, inbound (document type INVOICE) and outbound. */
export const canonicalInvoiceSchema = z.object({
  kind: z.literal('invoice'),
  /** A credit memo: X12 BIG07 CR, EDIFACT BGM 381. Absent: an invoice (BGM 380). */
  purpose: z.enum(['invoice', 'creditMemo']).optional(),
  invoiceNumber: text,
  /** A credit memo: the invoice it corrects (X12 REF OI, EDIFACT RFF OI). */
  originalInvoiceNumber: text.optional(),
  invoiceDate: date,
  orderNumber: text.optional(),
  orderDate: date.optional(),
  shipNoticeNumber: text.optional(),
  currencyCode: text.optional(),
  tax: z
    .object({
      ratePercent: z.number().finite().optional(),
      basis: amount.optional(),
      categoryCode: text.optional(),
      amount: amount.optional(),
    })
    .optional(),
  saleTerms: saleTermsSchema.optional(),
  settlement: tradeSettlementSchema.optional(),
  parties: z.array(partySchema),
  lines: z.array(invoiceLineSchema),
  serviceCharges: z.array(serviceChargeSchema),
  totals: invoiceTotalsSchema,
});
export type CanonicalInvoice = z.infer<typeof canonicalInvoiceSchema>;
