import { z } from 'zod';
import { partySchema } from './parties-and-terms';
import { text, date, quantity } from './scalars';

// Inventory reports out: 846 / INVRPT.

export const inventoryReportItemSchema = z.object({
  vendorItemNumber: text,
  buyerItemNumber: text.optional(),
  upc: text.optional(),
  description: text.optional(),
  quantityOnHand: quantity,
  unit: text,
  nextAvailableDate: date.optional(),
  nextAvailableQuantity: quantity.optional(),
  warehouseCode: text.optional(),
});

/** Inventory report: 846 / INVRPT. */
export const canonicalInventoryReportSchema = z.object({
  kind: z.literal('inventoryReport'),
  reportNumber: text,
  reportDate: date,
  parties: z.array(partySchema),
  items: z.array(inventoryReportItemSchema).min(1),
});
export type CanonicalInventoryReport = z.infer<typeof canonicalInventoryReportSchema>;
