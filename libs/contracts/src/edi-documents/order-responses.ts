import { z } from 'zod';
import { partySchema } from './parties-and-terms';
import { text, date, amount, quantity } from './scalars';

// Order responses out: 855 / ORDRSP.

/** 855 BAK02 / ORDRSP BGM 1225: how the supplier answers the order as a whole. */
export const orderResponseTypes = ['accept', 'reject', 'backorder', 'cancel'] as const;
export type OrderResponseType = (typeof orderResponseTypes)[number];

export const orderResponseLineSchema = z.object({
  lineNumber: text,
  buyerItemNumber: text.optional(),
  vendorItemNumber: text.optional(),
  upc: text.optional(),
  quantityOrdered: quantity,
  /** The quantity this answer is about (accepted, backordered or rejected). */
  quantity: quantity,
  unit: text.optional(),
  unitPrice: amount.optional(),
  status: z.enum(['accepted', 'backordered', 'rejected', 'canceled']),
  scheduledDate: date.optional(),
});

/** Order response: 855 / ORDRSP. */
export const canonicalOrderResponseSchema = z.object({
  kind: z.literal('orderResponse'),
  responseType: z.enum(orderResponseTypes),
  orderNumber: text,
  orderDate: date.optional(),
  responseDate: date,
  /** The supplier's own reference for the answer. */
  responseNumber: text.optional(),
  currencyCode: text.optional(),
  parties: z.array(partySchema),
  lines: z.array(orderResponseLineSchema),
});
export type CanonicalOrderResponse = z.infer<typeof canonicalOrderResponseSchema>;
