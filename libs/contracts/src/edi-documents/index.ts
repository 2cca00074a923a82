import { z } from 'zod';
import { canonicalAcknowledgementSchema } from './acknowledgements';
import { canonicalInventoryReportSchema } from './inventory-reports';
import { canonicalInvoiceSchema } from './invoices';
import { canonicalOrderResponseSchema } from './order-responses';
import { canonicalOrderSchema } from './orders';
import { canonicalPaymentOrderSchema } from './payment-orders';
import { canonicalShipNoticeSchema } from './ship-notices';

/**
 * Canonical business documents: what the gateway maps every X12 and EDIFACT document to (in) and
 * from (out), so that the rest of the portal never reads segments. Field names follow spec §3
 * (Order, parties, line item, delivery, invoice data, payment order). A value the partner did not
 * send is absent, not an empty string. Dates are `YYYY-MM-DD`, times `HH:mm` or `HH:mm:ss`,
 * instants ISO 8601; amounts and quantities are numbers.
 *
 * One file per document family; a new family gets its own file, exported here, and joins the
 * inbound or outbound union below.
 */

export * from './parties-and-terms';
export * from './orders';
export * from './payment-orders';
export * from './invoices';
export * from './acknowledgements';
export * from './order-responses';
export * from './ship-notices';
export * from './inventory-reports';

/** Every inbound document the gateway reads, after mapping. */
export const inboundDocumentSchema = z.discriminatedUnion('kind', [
  canonicalOrderSchema,
  canonicalPaymentOrderSchema,
  canonicalInvoiceSchema,
  canonicalAcknowledgementSchema,
]);
export type InboundDocument = z.infer<typeof inboundDocumentSchema>;

/** Every document the gateway writes, before mapping to X12 or EDIFACT. */
export const outboundDocumentSchema = z.discriminatedUnion('kind', [
  canonicalOrderResponseSchema,
  canonicalShipNoticeSchema,
  canonicalInvoiceSchema,
  canonicalInventoryReportSchema,
  canonicalAcknowledgementSchema,
]);
export type OutboundDocument = z.infer<typeof outboundDocumentSchema>;
export type OutboundDocumentKind = OutboundDocument['kind'];
