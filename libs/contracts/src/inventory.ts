import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';
import { listFilterSchema, maxExportRows, recordIdSchema } from './master-data';
import { projectKeySchema } from './projects';
import { optionalText, positiveIntegerRule, validationToken } from './validation';

/**
 * Inventory (spec §3): the stock of one product in one store. On hand is what is there; reserved
 * is what accepted orders hold; available = on hand − reserved is what another order may take.
 */

/**
 * Inventory log types: the spec's create, update, delete, add and accept (deliver), with the two
 * moves a reservation ends in: `release` (order cancelled) and `deliver` (goods shipped).
 */
export const inventoryLogTypes = [
  'create',
  'update',
  'delete',
  'add',
  'accept',
  'release',
  'deliver',
] as const;
export type InventoryLogType = (typeof inventoryLogTypes)[number];

/** POST /inventory/save: stock of a product in a store, counted for the first time. */
export const inventorySaveSchema = z.object({
  productId: recordIdSchema,
  storeId: recordIdSchema,
  quantity: positiveIntegerRule,
});
export type InventorySave = z.input<typeof inventorySaveSchema>;

/** How an update changes on hand: to the quantity, up by it, or down by it. */
export const inventoryAdjustments = ['set', 'increase', 'decrease'] as const;
export type InventoryAdjustment = (typeof inventoryAdjustments)[number];

/** PUT /inventory/update/{id}. */
export const inventoryUpdateSchema = z.object({
  adjustment: z.enum(inventoryAdjustments, {
    error: (issue) => validationToken(issue.input === undefined ? 'required' : 'invalid'),
  }),
  quantity: positiveIntegerRule,
  note: optionalText(128),
});
export type InventoryUpdate = z.input<typeof inventoryUpdateSchema>;

export const inventorySchema = z.object({
  id: z.number().int(),
  projectKey: z.string(),
  productId: z.number().int(),
  vendorNumber: z.string(),
  productName: z.string(),
  unit: z.string(),
  storeId: z.number().int(),
  storeCode: z.string(),
  storeName: z.string(),
  onHand: z.number().int(),
  reserved: z.number().int(),
  available: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Inventory = z.infer<typeof inventorySchema>;
export const inventoryPageSchema = pageSchema(inventorySchema);

export const inventoryPageQuerySchema = pageQuerySchema.extend({
  projectKey: projectKeySchema.optional(),
  vendorNumber: optionalText(32),
  productName: optionalText(128),
  storeId: recordIdSchema.optional(),
});
export type InventoryPageQuery = z.input<typeof inventoryPageQuerySchema>;

export const inventoryLogSchema = z.object({
  id: z.number().int(),
  inventoryId: z.number().int().nullable(),
  projectKey: z.string(),
  vendorNumber: z.string(),
  storeCode: z.string(),
  type: z.enum(inventoryLogTypes),
  /** On hand change (+ / −); for accept and release, the reserved change. */
  quantity: z.number().int(),
  onHandAfter: z.number().int(),
  reservedAfter: z.number().int(),
  orderSerialNumber: z.number().int().nullable(),
  note: z.string(),
  actor: z.string(),
  at: z.string(),
});
export type InventoryLog = z.infer<typeof inventoryLogSchema>;
export const inventoryLogPageSchema = pageSchema(inventoryLogSchema);

/** GET /inventory/record/{vendor_number}?projectKey=: the logs of one product, newest first. */
export const inventoryRecordParamsSchema = z.object({
  vendorNumber: z.string().trim().min(1).max(32),
});
export const inventoryRecordQuerySchema = pageQuerySchema.extend({ projectKey: projectKeySchema });

/**
 * POST /inventory/report: send the selected records, or every record of the project the list's
 * filter matches, as an 846 / INVRPT to the project's partner.
 */
export const inventoryReportRequestSchema = z
  .object({
    projectKey: projectKeySchema,
    /** The selected records; none is refused with "select an inventory record" (2012). */
    ids: z
      .array(recordIdSchema)
      .max(maxExportRows, { error: validationToken('invalid') })
      .optional(),
    /**
     * Instead of ids: the inventory list's filter (read as its page query, within `projectKey`);
     * more than `maxExportRows` records is refused (2022).
     */
    filter: listFilterSchema.optional(),
  })
  .refine((request) => request.ids === undefined || request.filter === undefined, {
    path: ['filter'],
    error: validationToken('invalid'),
  });
export type InventoryReportRequest = z.input<typeof inventoryReportRequestSchema>;

export const inventoryReportResultSchema = z.object({
  messageId: z.number().int(),
  documentType: z.string(),
  fileName: z.string(),
  items: z.number().int(),
});
export type InventoryReportResult = z.infer<typeof inventoryReportResultSchema>;
