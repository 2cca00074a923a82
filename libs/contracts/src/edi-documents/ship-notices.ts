import { z } from 'zod';
import { partySchema } from './parties-and-terms';
import { text, date, time, quantity } from './scalars';

// Ship notices out: 856 / DESADV.

export const shipNoticeItemSchema = z.object({
  lineNumber: text,
  buyerItemNumber: text.optional(),
  vendorItemNumber: text.optional(),
  upc: text.optional(),
  description: text.optional(),
  quantityShipped: quantity,
  quantityOrdered: quantity.optional(),
  unit: text,
  weight: quantity.optional(),
  weightUnit: text.optional(),
  countryOfOrigin: text.optional(),
  batchNumber: text.optional(),
});

/** A carton (inner package) or bulk unit: its SSCC and items. */
export const shipNoticePackSchema = z.object({
  /** 18-digit SSCC (GS1), as printed on the label. */
  sscc: z.string().regex(/^\d{18}$/),
  packageType: text.optional(),
  weight: quantity.optional(),
  weightUnit: text.optional(),
  items: z.array(shipNoticeItemSchema).min(1),
});

/** A pallet (outer package): its SSCC and cartons. */
export const shipNoticeTareSchema = z.object({
  sscc: z.string().regex(/^\d{18}$/),
  packageType: text.optional(),
  weight: quantity.optional(),
  weightUnit: text.optional(),
  packs: z.array(shipNoticePackSchema),
  /** Items loaded on the pallet without a carton. */
  items: z.array(shipNoticeItemSchema),
});

export const shipNoticeOrderSchema = z.object({
  orderNumber: text,
  orderDate: date.optional(),
  releaseNumber: text.optional(),
  tares: z.array(shipNoticeTareSchema),
  /** Cartons not on a pallet. */
  packs: z.array(shipNoticePackSchema),
  /** No-package (bulk) items. */
  items: z.array(shipNoticeItemSchema),
  parties: z.array(partySchema).optional(),
});

/** Ship notice: 856 (hierarchy shipment > order > tare > pack > item) / DESADV. */
export const canonicalShipNoticeSchema = z.object({
  kind: z.literal('shipNotice'),
  shipmentNumber: text,
  noticeDate: date,
  noticeTime: time.optional(),
  shippedDate: date.optional(),
  /** Time of day the goods left (HH:MM), with `shippedDate`: 856 DTM03 / DESADV DTM 11. */
  shippedTime: time.optional(),
  scheduledDeliveryDate: date.optional(),
  billOfLading: text.optional(),
  trackingNumber: text.optional(),
  carrierName: text.optional(),
  scac: text.optional(),
  /** X12 TD504 / EDIFACT 8067 transport mode. */
  transportMode: text.optional(),
  equipmentNumber: text.optional(),
  grossWeight: quantity.optional(),
  weightUnit: text.optional(),
  packageCount: z.number().int().optional(),
  parties: z.array(partySchema),
  orders: z.array(shipNoticeOrderSchema).min(1),
});
export type CanonicalShipNotice = z.infer<typeof canonicalShipNoticeSchema>;
