import { z } from 'zod';
import { x12TransportModeCodes, type X12TransportMode } from './edi-codes';
import { pageQuerySchema, pageSchema } from './envelope';
import { recordIdSchema } from './master-data';
import {
  commaList,
  fulfilmentMoves,
  orderLogSchema,
  orderStatuses,
  timeZoneSchema,
  type FulfilmentMove,
  type OrderStatus,
} from './orders';
import { projectKeySchema, type ProjectFeatures } from './projects';
import { isCalendarDay, optionalText, requiredText, validationToken } from './validation';

/**
 * Fulfilment (the purchase screen, spec §2 /space/purchase; decisions.md §3 rows ROUTED, PRINTED,
 * DELIVERED): routing, the packing plan with its SSCCs, labels and the ship confirmation of an
 * accepted order. The ship notice and the invoice read what is recorded here
 * (docs/fulfilment.md).
 */

const invalid = { error: validationToken('invalid') };
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, invalid)
  .refine(isCalendarDay, invalid);
const clock = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, invalid);

/** The statuses the purchase screen lists: accepted orders on their way out. */
export const fulfilmentStatuses = [
  'ACCEPTED',
  'ROUTED',
  'PRINTED',
  'DELIVERED',
] as const satisfies readonly OrderStatus[];
export type FulfilmentStatus = (typeof fulfilmentStatuses)[number];

/** An order whose ship window ends within this many days is marked on the list. */
export const shipWindowWarningDays = 2;

/**
 * X12 TD504 transport modes the routing form offers. The screen shows each with its meaning
 * (`codeLabel(x12TransportModeCodes, …)`), never the bare code.
 */
export const transportModes = [
  'M',
  'U',
  'L',
  'A',
  'R',
  'X',
  'H',
  'E',
  'C',
  'D',
  'O',
] as const satisfies readonly X12TransportMode[];
export type TransportMode = (typeof transportModes)[number];

/**
 * What each transport mode means, in both languages: the TD504 table of edi-codes.ts, which the
 * screen, the route template and the printed documents all use.
 */
export const transportModeMeanings: Readonly<
  Record<TransportMode, Readonly<Record<'zh-cn' | 'en-us', string>>>
> = x12TransportModeCodes.codes;

/** Standard Carrier Alpha Code: 2 to 4 capital letters (NMFTA). */
export const scacSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2,4}$/, invalid);

/** The routing of one shipment (what route upload fills in). */
export const routingSchema = z.object({
  carrierName: requiredText(128),
  scac: scacSchema,
  transportMode: z.enum(transportModes, invalid),
  equipmentNumber: optionalText(32),
  billOfLading: optionalText(32),
  /** PRO (progressive) number or parcel tracking number. */
  trackingNumber: optionalText(32),
  pickupDate: day,
  pickupTime: clock.optional(),
  scheduledDeliveryDate: day.optional(),
  /** Load, appointment or routing request number the carrier or the buyer gave. */
  loadNumber: optionalText(32),
});
export type Routing = z.infer<typeof routingSchema>;
export type RoutingInput = z.input<typeof routingSchema>;

/** A package level of the packing plan (spec §3 Delivery: outer, inner, no package). */
export const packageLevels = ['pallet', 'carton', 'bulk'] as const;
export type PackageLevel = (typeof packageLevels)[number];

/** One order line's quantity in a package. */
export const packageContentSchema = z.object({
  lineNumber: z.string().min(1).max(20),
  quantity: z.number().int().min(1, invalid).max(10_000_000, invalid),
});
export type PackageContent = z.infer<typeof packageContentSchema>;

/**
 * A package of the plan as the screen edits it. `key` names it within the plan (pallets are
 * referred to by cartons through `palletKey`); a saved package keeps its SSCC when the plan is
 * saved again with the same key.
 */
export const planPackageSchema = z.object({
  key: z
    .string()
    .min(1)
    .max(20)
    .regex(/^[A-Za-z0-9_-]+$/, invalid),
  level: z.enum(packageLevels, invalid),
  /** A carton or bulk unit loaded on a pallet of this plan. */
  palletKey: z.string().min(1).max(20).optional(),
  /** Package type code (X12 TD101 / EDIFACT 7065): CTN25, PLT94, … */
  packageType: optionalText(32),
  /** Gross weight in kilograms. */
  weight: z.number().min(0, invalid).max(100_000, invalid).optional(),
  contents: z.array(packageContentSchema).max(1000, invalid),
});
export type PlanPackage = z.infer<typeof planPackageSchema>;

/** Most packages one shipment may hold. */
export const maxShipmentPackages = 5_000;

/** The largest action request: room for a plan of `maxShipmentPackages` with a dozen lines each. */
export const maxPurchaseActionBytes = 8 * 1024 * 1024;

export const packingPlanSchema = z.object({
  packages: z.array(planPackageSchema).max(maxShipmentPackages, invalid),
});
export type PackingPlan = z.infer<typeof packingPlanSchema>;

/** A package as stored: its SSCC once labels were printed. */
export const shipmentPackageSchema = planPackageSchema.extend({
  id: z.number().int(),
  /** SSCC-18, assigned when labels are printed; kept on reprint. */
  sscc: z.string().nullable(),
  /** n of m among the labelled packages. */
  sequence: z.number().int(),
});
export type ShipmentPackage = z.infer<typeof shipmentPackageSchema>;

/** One order line as fulfilment sees it. */
export const fulfilmentLineSchema = z.object({
  lineNumber: z.string(),
  vendorItemNumber: z.string().nullable(),
  buyerItemNumber: z.string().nullable(),
  upc: z.string().nullable(),
  description: z.string().nullable(),
  unit: z.string().nullable(),
  /** PO4 pack size (inner pack) when the order names one. */
  packSize: z.number().nullable(),
  ordered: z.number(),
  reserved: z.number(),
  packed: z.number(),
  shipped: z.number().nullable(),
});
export type FulfilmentLine = z.infer<typeof fulfilmentLineSchema>;

/** A document kept for a shipment: labels, packing slip, bill of lading. */
export const shipmentDocumentKinds = [
  'labels-pdf',
  'labels-zpl',
  'packing-slip',
  'bill-of-lading',
] as const;
export type ShipmentDocumentKind = (typeof shipmentDocumentKinds)[number];

export const labelSizes = ['4x6', 'a6'] as const;
export type LabelSize = (typeof labelSizes)[number];

export const shipmentDocumentSchema = z.object({
  kind: z.enum(shipmentDocumentKinds),
  fileName: z.string(),
  bytes: z.number().int(),
  createdAt: z.string(),
});

/** The ship window of an order: requested, ship-not-before and cancel-after dates. */
export const shipWindowSchema = z.object({
  /** Earliest ship date (ship-not-before, or the requested date). */
  start: z.string().nullable(),
  /** Latest ship date (cancel-after, or the requested date). */
  end: z.string().nullable(),
});
export type ShipWindow = z.infer<typeof shipWindowSchema>;

/** One row of the purchase list. */
export const purchaseOrderSummarySchema = z.object({
  serialNumber: z.number().int(),
  projectKey: z.string(),
  orderNumber: z.string(),
  status: z.enum(orderStatuses),
  orderDate: z.string().nullable(),
  shipToName: z.string().nullable(),
  shipToPostcode: z.string().nullable(),
  shipWindow: shipWindowSchema,
  /** The ship window ends within `shipWindowWarningDays` days (or has ended) and nothing shipped. */
  dueSoon: z.boolean(),
  quantity: z.number(),
  packageCount: z.number().int(),
  carrierName: z.string().nullable(),
  scac: z.string().nullable(),
  shippedAt: z.string().nullable(),
});
export type PurchaseOrderSummary = z.infer<typeof purchaseOrderSummarySchema>;

const poFilter = z
  .string()
  .trim()
  .max(64, { error: validationToken('maxLength') })
  .optional();
const statusList = commaList(z.enum(fulfilmentStatuses, invalid), fulfilmentStatuses.length);

/** The purchase list's filter (GET /purchase/orders, and the report for a filter). */
export const purchaseFilterSchema = z.object({
  project_key: projectKeySchema.optional(),
  status: statusList.optional(),
  orderNumber: poFilter,
  shipTo: poFilter,
  /** Orders whose ship window overlaps these days. */
  windowFrom: day.optional(),
  windowTo: day.optional(),
  /** Only orders marked due soon. */
  dueSoon: z
    .enum(['true', 'false'], invalid)
    .transform((value) => value === 'true')
    .optional(),
  /** The user's zone: "today" for the due-soon mark. UTC when absent. */
  timeZone: timeZoneSchema.optional(),
});
export const purchasePageQuerySchema = pageQuerySchema.extend(purchaseFilterSchema.shape);
export type PurchasePageQuery = z.input<typeof purchasePageQuerySchema>;
export const purchasePageSchema = pageSchema(purchaseOrderSummarySchema);
export type PurchasePage = z.infer<typeof purchasePageSchema>;

/** /purchase/{po_number} and /purchase/record/{po_number}: a PO of a project. */
export const purchaseOrderParamsSchema = z.object({ po_number: z.string().trim().min(1).max(64) });
export const purchaseOrderQuerySchema = z.object({
  project_key: projectKeySchema,
  /** The user's zone: "today" for the due-soon mark. UTC when absent. */
  timeZone: timeZoneSchema.optional(),
});

/** The project's switches fulfilment follows. */
export type FulfilmentSwitches = Pick<
  ProjectFeatures,
  | 'printLabel'
  | 'allowCancel'
  | 'hasOuterPackage'
  | 'hasInnerPackage'
  | 'hasNoPackage'
  | 'maxItemsPerOuterPack'
  | 'maxItemsPerNoPackage'
  | 'gs1CompanyPrefix'
  | 'allowOverShipment'
>;

/** GET /purchase/{po_number}: one order's fulfilment. */
export const purchaseDetailSchema = z.object({
  summary: purchaseOrderSummarySchema,
  lines: z.array(fulfilmentLineSchema),
  routing: routingSchema.nullable(),
  packages: z.array(shipmentPackageSchema),
  /** When the plan was last saved; `pack` sends it back so a plan is never overwritten unseen. */
  planVersion: z.string().nullable(),
  documents: z.array(shipmentDocumentSchema),
  /** Shipped quantities confirmed, shipment locked. */
  shippedAt: z.string().nullable(),
  /** The moves the lifecycle and the project's switches allow now. */
  allowedMoves: z.array(z.enum(fulfilmentMoves)),
  /** Whether the packing plan and the routing may still be edited. */
  editable: z.boolean(),
  canCancel: z.boolean(),
  switches: z.object({
    printLabel: z.boolean(),
    hasOuterPackage: z.boolean(),
    hasInnerPackage: z.boolean(),
    hasNoPackage: z.boolean(),
    allowOverShipment: z.boolean(),
    gs1CompanyPrefix: z.string(),
  }),
});
export type PurchaseDetail = z.infer<typeof purchaseDetailSchema>;

/** GET /purchase/record/{po_number}: the order's operation log, fulfilment steps included. */
export const purchaseRecordSchema = z.array(orderLogSchema);

/** POST /purchase/action/{action}. */
export const purchaseActions = ['route', 'propose', 'pack', 'print', 'cancel'] as const;
export type PurchaseAction = (typeof purchaseActions)[number];
export const purchaseActionParamsSchema = z.object({ action: z.enum(purchaseActions, invalid) });

/** The body of every action: the order, and what that action needs. */
export const purchaseActionSchema = z.object({
  serialNumber: recordIdSchema,
  /** route: the routing to store (ACCEPTED moves to ROUTED). */
  routing: routingSchema.optional(),
  /** pack: the packing plan to store. */
  plan: packingPlanSchema.optional(),
  /**
   * pack: the `planVersion` the plan was edited from (null: there was none). When given and the
   * stored plan has changed since, the save is refused (4026) and nothing changes.
   */
  planVersion: z.string().max(40).nullable().optional(),
  /** print: label size (4×6 in by default). */
  labelSize: z.enum(labelSizes, invalid).optional(),
  /** cancel: why; written to the operation log and the 855. */
  reason: optionalText(128),
  /** The user's zone: "today" for the due-soon mark of the answer. UTC when absent. */
  timeZone: timeZoneSchema.optional(),
});
export type PurchaseActionRequest = z.input<typeof purchaseActionSchema>;

export const purchaseActionResultSchema = z.object({
  detail: purchaseDetailSchema,
  /** propose: the plan cartonization suggests (not stored until `pack`). */
  proposal: packingPlanSchema.optional(),
});
export type PurchaseActionResult = z.infer<typeof purchaseActionResultSchema>;

/** POST /purchase/delivery/{action}: confirm the shipment (→ DELIVERED). */
export const purchaseDeliveryActions = ['confirm'] as const;
export const purchaseDeliveryParamsSchema = z.object({
  action: z.enum(purchaseDeliveryActions, invalid),
});
export const shipConfirmationSchema = z.object({
  serialNumber: recordIdSchema,
  shippedDate: day,
  shippedTime: clock,
  /** The zone the date and time are in (the user's); UTC when absent. */
  timeZone: timeZoneSchema.optional(),
  /** The final quantity per order line; lines left out ship what was packed. */
  lines: z
    .array(
      z.object({
        lineNumber: z.string().min(1).max(20),
        quantity: z.number().int().min(0, invalid).max(10_000_000, invalid),
      }),
    )
    .max(10_000, invalid),
});
export type ShipConfirmation = z.input<typeof shipConfirmationSchema>;

/** GET /purchase/export/{action}: a shipment's documents. */
export const purchaseExportParamsSchema = z.object({
  action: z.enum(shipmentDocumentKinds, invalid),
});
export const purchaseExportQuerySchema = z.object({ serialNumber: recordIdSchema });

/** GET /purchase/export: the route upload template, listing the project's accepted orders. */
export const routeTemplateQuerySchema = z.object({ project_key: projectKeySchema });

/** POST /purchase/route/upload?project_key=: the filled template. */
export const routeUploadResultSchema = z.object({
  /** Orders whose routing was stored. */
  routed: z.number().int(),
  /** Of those, orders that moved from ACCEPTED to ROUTED. */
  moved: z.number().int(),
});
export type RouteUploadResult = z.infer<typeof routeUploadResultSchema>;

/** GET /purchase/report/download: the filter, or a selection of serial numbers. */
export const purchaseReportQuerySchema = purchaseFilterSchema.extend({
  serialNumbers: commaList(z.coerce.number().int().positive(), 1000).optional(),
});

/** Most orders one fulfilment report holds. */
export const maxPurchaseReportRows = 10_000;

/**
 * Whether `move` may start from `status` under the project's switches: the lifecycle table says
 * which statuses, the switches skip steps (decisions.md §3): without labels an order is delivered
 * from ACCEPTED or ROUTED, with labels only from PRINTED; with labels off there is no print.
 */
export function fulfilmentMoveAllowed(
  move: FulfilmentMove,
  status: string,
  switches: Pick<ProjectFeatures, 'printLabel'>,
): boolean {
  switch (move) {
    case 'route':
      return status === 'ACCEPTED';
    case 'print':
      return switches.printLabel && (status === 'ACCEPTED' || status === 'ROUTED');
    case 'deliver':
      return switches.printLabel
        ? status === 'PRINTED'
        : status === 'ACCEPTED' || status === 'ROUTED';
  }
}

/** Statuses in which routing and the packing plan may still change (not yet delivered). */
export const editableFulfilmentStatuses: readonly OrderStatus[] = ['ACCEPTED', 'ROUTED', 'PRINTED'];

/**
 * GS1 mod-10 check digit of a numeric string (weights 3 and 1 from the right), as SSCC, GTIN and
 * GLN use it.
 */
export function gs1CheckDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = digits.charCodeAt(digits.length - 1 - index) - 48;
    sum += digit * (index % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether an 18-digit string is a well-formed SSCC (its check digit matches). */
export const isSscc = (value: string): boolean =>
  /^\d{18}$/.test(value) && gs1CheckDigit(value.slice(0, 17)) === Number(value[17]);

/** An SSCC as people read it: (00) extension · prefix+serial · check. */
export const formatSscc = (sscc: string): string =>
  `(00) ${sscc.slice(0, 1)} ${sscc.slice(1, 17)} ${sscc.slice(17)}`;
