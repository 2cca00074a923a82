import { z } from 'zod';
import { partySchema, saleTermsSchema, serviceChargeSchema } from './parties-and-terms';
import { text, date, amount, quantity } from './scalars';

// Orders in: 850 / ORDERS, 860 / ORDCHG and 830 / DELFOR.

/** The line-item quantities of spec §3. */
export const lineQuantitiesSchema = z.object({
  ordered: quantity.optional(),
  received: quantity.optional(),
  invoiced: quantity.optional(),
  perPack: quantity.optional(),
  shipped: quantity.optional(),
  committed: quantity.optional(),
  outstanding: quantity.optional(),
  backorder: quantity.optional(),
  urgent: quantity.optional(),
  backlog: quantity.optional(),
  inTransit: quantity.optional(),
  cumulative: quantity.optional(),
  cumulativeStart: date.optional(),
  cumulativeEnd: date.optional(),
});

/** The line-item dates of spec §3. */
export const lineDatesSchema = z.object({
  request: date.optional(),
  earliest: date.optional(),
  latest: date.optional(),
  schedule: date.optional(),
  shipNotBefore: date.optional(),
  promotion: date.optional(),
  deliveryAppointment: date.optional(),
  expiry: date.optional(),
  delivery: date.optional(),
});

/** One delivery of a plan (830 FST, DELFOR QTY/DTM) or a line's schedule (850 SCH). */
export const scheduleEntrySchema = z.object({
  quantity,
  /** 830 FST02: C firm, D planning; DELFOR SCC: 1 firm, 4 forecast. */
  commitment: text.optional(),
  /** 830 FST03 / DELFOR frequency: D daily, W weekly, M monthly, F flexible… */
  timing: text.optional(),
  date,
  endDate: date.optional(),
});
export type ScheduleEntry = z.infer<typeof scheduleEntrySchema>;

export const orderLineSchema = z.object({
  lineNumber: text,
  buyerItemNumber: text.optional(),
  sellerItemNumber: text.optional(),
  supplierItemNumber: text.optional(),
  vendorItemNumber: text.optional(),
  upc: text.optional(),
  sku: text.optional(),
  partNumber: text.optional(),
  catalogNumber: text.optional(),
  description: text.optional(),
  quantities: lineQuantitiesSchema,
  unit: text.optional(),
  unitPrice: amount.optional(),
  priceBasisCode: text.optional(),
  grossWeight: quantity.optional(),
  netWeight: quantity.optional(),
  weightUnit: text.optional(),
  volume: quantity.optional(),
  volumeUnit: text.optional(),
  drawingNumbers: z.array(text).optional(),
  dates: lineDatesSchema,
  deliveryPlanStatus: text.optional(),
  frequencyCode: text.optional(),
  despatchPatternCode: text.optional(),
  plantCode: text.optional(),
  storeCode: text.optional(),
  warehouseCode: text.optional(),
  carrierScac: text.optional(),
  transportMode: text.optional(),
  /** 860 POC02 / ORDCHG LIN action: what the change does to this line. */
  changeType: z.enum(['add', 'change', 'delete', 'unchanged']).optional(),
  schedule: z.array(scheduleEntrySchema).optional(),
  /** Per-line parties (ship-to of a store, mark-for). */
  parties: z.array(partySchema).optional(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** Order, order change and order plan: the three document types that become orders. */
export const orderDocumentTypes = ['ORDER', 'ORDER_CHANGE', 'ORDER_PLAN'] as const;
export type OrderDocumentType = (typeof orderDocumentTypes)[number];

export const canonicalOrderSchema = z.object({
  kind: z.literal('order'),
  documentType: z.enum(orderDocumentTypes),
  /** BEG03 / BCH03 / BFR02 / BGM02: the partner's document number. */
  documentNumber: text,
  /** The purchase order number the document is about (for an 850, its own number). */
  orderNumber: text,
  originalDocumentNumber: text.optional(),
  businessNumber: text.optional(),
  /** X12 BEG01/BCH01/BFR01, EDIFACT BGM03: 00 original, 01 cancel, 04 change, 05 replace… */
  purposeCode: text.optional(),
  documentTime: z.string().optional(),
  orderDate: date.optional(),
  effectiveFrom: date.optional(),
  effectiveTo: date.optional(),
  horizonStart: date.optional(),
  horizonEnd: date.optional(),
  currencyCode: text.optional(),
  /** The change's sequence number (BCH05 / ORDCHG BGM); 1 for an original order. */
  documentVersion: z.number().int().min(1),
  description: text.optional(),
  purchaseOrderTypeCode: text.optional(),
  forecastOrderNumber: text.optional(),
  salesOrderNumber: text.optional(),
  releaseNumber: text.optional(),
  contractNumbers: z.array(text).optional(),
  priceQuoteNumber: text.optional(),
  paymentMethod: text.optional(),
  transportationTerms: text.optional(),
  taxRatePercent: z.number().finite().optional(),
  saleTerms: saleTermsSchema.optional(),
  /** Header-level services, allowances and charges (X12 SAC, EDIFACT ALC+MOA): the SPAC tab. */
  serviceCharges: z.array(serviceChargeSchema).optional(),
  parties: z.array(partySchema),
  lines: z.array(orderLineSchema),
  /** CTT01 / CNT: the number of lines the partner says it sent. */
  lineCount: z.number().int().optional(),
  /** Sum of the lines' ordered quantities, and amount (quantity × price), as computed here. */
  quantity: quantity,
  amount: amount,
});
export type CanonicalOrder = z.infer<typeof canonicalOrderSchema>;
