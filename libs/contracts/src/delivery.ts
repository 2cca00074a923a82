import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';
import { messageSchema, messageStatuses, type MessageStatus } from './edi-gateway';
import { recordIdSchema } from './master-data';
import { orderStatuses, timeZoneSchema } from './orders';
import { projectKeySchema } from './projects';
import { isSscc, packageLevels, scacSchema, transportModes, type PackageLevel } from './purchase';
import { isCalendarDay, optionalText, validationToken } from './validation';

/**
 * Ship notices (spec §3 "Delivery (ship notice)", the delivery screen of spec §2; decisions.md §3
 * rows SEND_ASN and SENT_ASN; docs/ship-notices.md). A delivery is one ship notice of an order:
 * a draft the user edits (prefilled from fulfilment), then, once sent, the 856 / DESADV message
 * whose status it shows. The checks before sending (`shipNoticeProblems`) live here so that the
 * screen shows the same findings, in the same words, as the server that refuses to send.
 */

const invalid = { error: validationToken('invalid') };
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, invalid)
  .refine(isCalendarDay, invalid);
const clock = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, invalid);
const weight = z.number().min(0, invalid).max(1_000_000, invalid);
const key = z
  .string()
  .min(1)
  .max(20)
  .regex(/^[A-Za-z0-9_-]+$/, invalid);

/** The kinds of message the delivery screen sends; the invoice issue adds its own. */
export const deliveryTypes = ['shipNotice'] as const;
export type DeliveryType = (typeof deliveryTypes)[number];

/** A delivery's status: the message status of spec §4 (decisions.md §2); `new` until sent. */
export const deliveryStatuses = messageStatuses;
export type DeliveryStatus = MessageStatus;

/** Weight units the screen offers (X12 TD1 / EDIFACT MEA): kilograms and pounds. */
export const weightUnits = ['KG', 'LB'] as const;
export type WeightUnit = (typeof weightUnits)[number];

/** The most packages and line rows one ship notice may hold. */
export const maxDeliveryPackages = 5_000;
export const maxDeliveryLines = 20_000;
/** The largest save or send request: a full notice with room to spare. */
export const maxDeliveryRequestBytes = 16 * 1024 * 1024;

/** Returnable container (pallet, tote) the buyer sends back: type, number and count. */
export const returnableContainerSchema = z.object({
  type: optionalText(32),
  number: optionalText(32),
  quantity: z.number().int().min(0, invalid).max(100_000, invalid).optional(),
});

/**
 * One package of the notice: an outer package (pallet), inner package (carton) or no package
 * (bulk unit). `labelNumber` is its SSCC-18; with `autoLabel` on and no number, the server gives
 * it one from the project's GS1 company prefix when the draft is saved (docs/ship-notices.md,
 * "Label numbers"), and records how: `labelPrefix` (the company prefix), `labelLength` (18),
 * `labelStart` and `labelEnd` (the serial references handed out in that save). `masterLabel` is
 * the label of the pallet it is loaded on, filled in by the server.
 */
export const deliveryPackageSchema = z.object({
  key,
  level: z.enum(packageLevels, invalid),
  /** A carton or bulk unit loaded on a pallet: the pallet's key. */
  parentKey: key.optional(),
  /** X12 TD101 / EDIFACT 7065 package type code: CTN25, PLT94, CT, PX… */
  packageType: optionalText(32),
  /** Who issued the package type code (EDIFACT 3055; X12 TD1 needs none). */
  agencyCode: optionalText(32),
  /** Kept as typed while a draft (the checks name a wrong one); sent only when an SSCC-18. */
  labelNumber: z.string().trim().max(20, invalid).regex(/^\d*$/, invalid).optional(),
  labelPrefix: optionalText(32),
  labelLength: z.number().int().min(0).max(40).optional(),
  labelStart: optionalText(32),
  labelEnd: optionalText(32),
  autoLabel: z.boolean().default(false),
  masterLabel: optionalText(32),
  grossWeight: weight.optional(),
  netWeight: weight.optional(),
  weightUnit: z.enum(weightUnits, invalid).optional(),
  batchNumber: optionalText(32),
  carrierPackageNumber: optionalText(32),
  markingInstructions: optionalText(128),
  returnableContainer: returnableContainerSchema.optional(),
});
export type DeliveryPackage = z.infer<typeof deliveryPackageSchema>;
export type DeliveryPackageInput = z.input<typeof deliveryPackageSchema>;

/** One row of line items: so much of an order line in one package. */
export const deliveryLineSchema = z.object({
  key,
  /** The package it is packed in (any level). */
  packageKey: key.optional(),
  /** The order line (PO1 / LIN) it ships. */
  lineNumber: z.string().trim().min(1, invalid).max(20, invalid),
  buyerItemNumber: optionalText(32),
  vendorItemNumber: optionalText(32),
  upc: optionalText(32),
  description: optionalText(128),
  /** Quantity shipped in this package; empty while a draft. */
  quantity: z.number().min(0, invalid).max(10_000_000, invalid).optional(),
  unit: optionalText(32),
  grossWeight: weight.optional(),
  netWeight: weight.optional(),
  weightUnit: z.enum(weightUnits, invalid).optional(),
  /** ISO 3166 two-letter country code (CN, US, HK). */
  countryOfOrigin: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^(?:[A-Z]{2})?$/, invalid)
    .optional(),
  batchNumber: optionalText(32),
});
export type DeliveryLine = z.infer<typeof deliveryLineSchema>;
export type DeliveryLineInput = z.input<typeof deliveryLineSchema>;

/** Ship-from and ship-to as the notice names them (X12 N1 SF / ST, EDIFACT NAD SF / ST). */
export const deliveryAddressSchema = z.object({
  id: optionalText(32),
  /** Who issued the id: X12 N103 (92 buyer-assigned, 1 DUNS, UL GLN), EDIFACT 3055. */
  agencyCode: optionalText(32),
  name: optionalText(128),
  address: optionalText(128),
  city: optionalText(128),
  state: optionalText(32),
  postcode: optionalText(32),
  country: optionalText(32),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

/** The delivery note info: the shipment as a whole. */
export const deliveryShipmentSchema = z.object({
  /** BSN02 / BGM 1004: the supplier's shipment id. */
  shipmentNumber: optionalText(32),
  billOfLading: optionalText(32),
  trackingNumber: optionalText(32),
  carrierName: optionalText(128),
  scac: scacSchema.optional().or(z.literal('').transform(() => undefined)),
  transportMode: z.enum(transportModes, invalid).optional(),
  equipmentNumber: optionalText(32),
  shippedDate: day.optional(),
  shippedTime: clock.optional(),
  scheduledDeliveryDate: day.optional(),
  /** Totals, filled in by recalculate; the checks compare them with the packages and lines. */
  grossWeight: weight.optional(),
  netWeight: weight.optional(),
  weightUnit: z.enum(weightUnits, invalid).optional(),
  packageCount: z.number().int().min(0).max(1_000_000).optional(),
  totalQuantity: z.number().min(0).max(1_000_000_000).optional(),
  shipFrom: deliveryAddressSchema.optional(),
  shipTo: deliveryAddressSchema.optional(),
});
export type DeliveryShipment = z.infer<typeof deliveryShipmentSchema>;

/** What the ASN builder edits and saves. */
export const deliveryDataSchema = z.object({
  shipment: deliveryShipmentSchema,
  packages: z.array(deliveryPackageSchema).max(maxDeliveryPackages, invalid),
  lines: z.array(deliveryLineSchema).max(maxDeliveryLines, invalid),
});
export type DeliveryData = z.infer<typeof deliveryDataSchema>;
export type DeliveryDataInput = z.input<typeof deliveryDataSchema>;

/** A delivery as listed (the delivery screen's list, spec §2). */
export const deliverySummarySchema = z.object({
  /** Null for an order waiting for its first notice (the "to prepare" view). */
  deliveryId: z.number().int().nullable(),
  projectKey: z.string(),
  serialNumber: z.number().int(),
  poNumber: z.string(),
  orderStatus: z.enum(orderStatuses),
  deliveryType: z.enum(deliveryTypes),
  /** Null while nothing is saved. */
  status: z.enum(deliveryStatuses).nullable(),
  shipmentNumber: z.string().nullable(),
  shippedDate: z.string().nullable(),
  packageCount: z.number().int(),
  /** The message sent, once sent: its type (856 / DESADV) and control number. */
  messageId: z.number().int().nullable(),
  documentType: z.string().nullable(),
  interchangeControlNumber: z.string().nullable(),
  updatedAt: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type DeliverySummary = z.infer<typeof deliverySummarySchema>;

/** The list's two views: saved notices, or delivered orders still waiting for one. */
export const deliveryViews = ['notices', 'awaiting'] as const;
export type DeliveryView = (typeof deliveryViews)[number];

export const deliveryPageQuerySchema = pageQuerySchema.extend({
  project_key: projectKeySchema.optional(),
  view: z.enum(deliveryViews, invalid).default('notices'),
  status: z.enum(deliveryStatuses, invalid).optional(),
  poNumber: z.string().trim().max(64, invalid).optional(),
  /** Saved (or, awaiting: shipped) on or after / before, `YYYY-MM-DD` in the user's zone. */
  from: day.optional(),
  to: day.optional(),
  timeZone: timeZoneSchema.optional(),
});
export type DeliveryPageQuery = z.input<typeof deliveryPageQuerySchema>;
export const deliveryPageSchema = pageSchema(deliverySummarySchema);
export type DeliveryPage = z.infer<typeof deliveryPageSchema>;

/** GET /delivery/deliveryTypes: what the project sends from this screen, in its standard. */
export const deliveryTypesQuerySchema = z.object({ project_key: projectKeySchema });
export const deliveryTypeEntrySchema = z.object({
  type: z.enum(deliveryTypes),
  /** 856 or DESADV. */
  documentType: z.string(),
  /** The project's switch (`sendShipNotice`) is on. */
  enabled: z.boolean(),
});
export type DeliveryTypeEntry = z.infer<typeof deliveryTypeEntrySchema>;

/** One order line as the builder shows it: what was ordered and what fulfilment shipped. */
export const deliveryOrderLineSchema = z.object({
  lineNumber: z.string(),
  buyerItemNumber: z.string().nullable(),
  vendorItemNumber: z.string().nullable(),
  upc: z.string().nullable(),
  description: z.string().nullable(),
  unit: z.string().nullable(),
  ordered: z.number(),
  /** Confirmed by fulfilment's ship confirmation, when there was one. */
  shipped: z.number().nullable(),
});
export type DeliveryOrderLine = z.infer<typeof deliveryOrderLineSchema>;

/** The 855 / ORDRSP sent for the order (the builder's "order response" section). */
export const deliveryOrderResponseSchema = z.object({
  messageId: z.number().int(),
  documentType: z.string(),
  interchangeControlNumber: z.string(),
  status: z.enum(messageStatuses),
  createdAt: z.string(),
});

/** A stored file (spec §3 File: name, path, size, type). */
export const storedFileKinds = ['report', 'deliveryItems', 'label', 'outbound'] as const;
export type StoredFileKind = (typeof storedFileKinds)[number];
export const storedFileSchema = z.object({
  /** `upload:12`, `label:7`, `message:31`: where the file is kept and its id there. */
  id: z.string(),
  kind: z.enum(storedFileKinds),
  projectKey: z.string(),
  serialNumber: z.number().int().nullable(),
  poNumber: z.string().nullable(),
  name: z.string(),
  /** Where it is kept, relative to the project's directory (never an absolute path). */
  path: z.string(),
  size: z.number().int(),
  /** Media type: application/pdf, text/plain, … */
  type: z.string(),
  /** Whether /file/show/data can show it as a table. */
  tabular: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/** GET /delivery/info…: a notice as the builder edits it. */
export const deliveryDetailSchema = z.object({
  /** Null: not saved yet, prefilled from the order and its fulfilment. */
  deliveryId: z.number().int().nullable(),
  projectKey: z.string(),
  serialNumber: z.number().int(),
  poNumber: z.string(),
  orderStatus: z.enum(orderStatuses),
  deliveryType: z.enum(deliveryTypes),
  status: z.enum(deliveryStatuses).nullable(),
  /** Sent back by save so a notice is never overwritten unseen (4026 otherwise). */
  version: z.string().nullable(),
  data: deliveryDataSchema,
  /** Where the data came from when it was prefilled: fulfilment, or entered by hand. */
  prefilledFrom: z.enum(['fulfilment', 'order']).nullable(),
  orderLines: z.array(deliveryOrderLineSchema),
  orderResponses: z.array(deliveryOrderResponseSchema),
  reportFiles: z.array(storedFileSchema),
  /** The messages this notice was sent as, newest first, with the partner's verdict. */
  messages: z.array(messageSchema),
  /** A draft: may be edited, deleted and sent. */
  editable: z.boolean(),
  /** The lifecycle and the project's switches allow sending now. */
  canSend: z.boolean(),
  switches: z.object({
    sendShipNotice: z.boolean(),
    hasOuterPackage: z.boolean(),
    hasInnerPackage: z.boolean(),
    hasNoPackage: z.boolean(),
    autoLabelNumber: z.boolean(),
    allowOverShipment: z.boolean(),
    allowAsnTemplateDownload: z.boolean(),
  }),
  createdBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type DeliveryDetail = z.infer<typeof deliveryDetailSchema>;

export const deliveryIdParamsSchema = z.object({ delivery_id: recordIdSchema });
export const deliverySerialParamsSchema = z.object({ serial_number: recordIdSchema });
export const deliveryPoParamsSchema = z.object({ po_number: z.string().trim().min(1).max(64) });
export const deliveryProjectQuerySchema = z.object({ project_key: projectKeySchema });

/** POST /delivery/save/{serial_number}, /delivery/save/po/{po_number}, /delivery/saveData. */
export const deliverySaveSchema = z.object({
  /** The draft to update; absent or null creates the order's notice. */
  deliveryId: recordIdSchema.nullable().optional(),
  /** The `version` the data was edited from (null: a new notice). */
  version: z.string().max(40).nullable().optional(),
  data: deliveryDataSchema,
});
export type DeliverySave = z.input<typeof deliverySaveSchema>;
/** /delivery/saveData names the draft in the body. */
export const deliverySaveDataSchema = deliverySaveSchema.extend({ deliveryId: recordIdSchema });

/** GET /delivery/status/{serial_number}: the order's ship notices and what became of them. */
export const deliveryStatusSchema = z.object({
  serialNumber: z.number().int(),
  orderStatus: z.enum(orderStatuses),
  deliveries: z.array(
    z.object({
      deliveryId: z.number().int(),
      status: z.enum(deliveryStatuses),
      messageId: z.number().int().nullable(),
      sentAt: z.string().nullable(),
      updatedAt: z.string(),
    }),
  ),
  messages: z.array(messageSchema),
});
export type DeliveryStatusView = z.infer<typeof deliveryStatusSchema>;

/** POST /file/action/delivery: send a saved draft. */
export const deliverySendSchema = z.object({
  deliveryId: recordIdSchema,
  /**
   * The `version` the user saw: a notice saved by someone else since is not sent unseen (4030).
   * Absent: whatever is stored is sent.
   */
  version: z.string().max(40).nullable().optional(),
  /** The user answered "continue" to the incomplete-shipping-info question. */
  confirmIncomplete: z.boolean().default(false),
  /** The user's zone: "today" for the ship-date rule. UTC when absent. */
  timeZone: timeZoneSchema.optional(),
});
export type DeliverySend = z.input<typeof deliverySendSchema>;

// Files of the delivery screen (spec §7 /file/*).

/** Most bytes a report file or line-item workbook may have. */
export const maxDeliveryUploadBytes = 10 * 1024 * 1024;
/** Rows /file/show/data shows of a stored table. */
export const maxShownRows = 500;

export const fileIdQuerySchema = z.object({
  id: z.string().regex(/^(?:upload|label|message):\d{1,12}$/, invalid),
});
export const deliveryItemUploadQuerySchema = z.object({
  delivery_id: recordIdSchema.optional(),
  serial_number: recordIdSchema,
});
export const deliveryItemUploadResultSchema = z.object({
  lines: z.array(deliveryLineSchema),
  file: storedFileSchema,
});
export type DeliveryItemUploadResult = z.infer<typeof deliveryItemUploadResultSchema>;
export const asnTemplateQuerySchema = z.object({
  project_key: projectKeySchema,
  /** Prefill the template with this order's lines. */
  serial_number: recordIdSchema.optional(),
});
export const reportUploadQuerySchema = z.object({ serial_number: recordIdSchema });
export const shownDataSchema = z.object({
  name: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  /** Rows in the file; at most `maxShownRows` are shown. */
  total: z.number().int(),
});
export type ShownData = z.infer<typeof shownDataSchema>;
export const filePageQuerySchema = pageQuerySchema.extend({
  project_key: projectKeySchema.optional(),
  kind: z.enum(storedFileKinds, invalid).optional(),
  poNumber: z.string().trim().max(64, invalid).optional(),
});
export type FilePageQuery = z.input<typeof filePageQuerySchema>;
export const filePageSchema = pageSchema(storedFileSchema);

// The checks before sending (spec §5 and the partner's rules, docs/ship-notices.md).

/** Every rule a notice is checked against before it is sent. */
export const shipNoticeRules = [
  'dateRequired',
  'quantitiesEmpty',
  'packageLevelOff',
  'packageKeyDuplicate',
  'packageWeights',
  'packageEmpty',
  'parentRequired',
  'parentUnknown',
  'itemWithoutPackage',
  'lineUnknown',
  'overShipped',
  'labelMissing',
  'labelInvalid',
  'labelDuplicate',
  'shipFromMissing',
  'shipToMissing',
  'shipDateFuture',
  'packageCountDisagrees',
  'totalQuantityDisagrees',
  'shippingInfoIncomplete',
] as const;
export type ShipNoticeRule = (typeof shipNoticeRules)[number];

/** `block` stops the send; `ask` is the spec's "incomplete shipping info: continue?". */
export const shipNoticeProblemSchema = z.object({
  rule: z.enum(shipNoticeRules),
  severity: z.enum(['block', 'ask']),
  /**
   * Where to fix it: `shipment.<field>`, `packages.<key>.<field>` or `lines.<key>.<field>`, so the
   * screen can put the finding next to the field.
   */
  field: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type ShipNoticeProblem = z.infer<typeof shipNoticeProblemSchema>;

export const deliverySendResultSchema = z.object({
  /** False: only questions stood in the way (`problems` all `ask`); nothing was sent. */
  sent: z.boolean(),
  problems: z.array(shipNoticeProblemSchema),
  detail: deliveryDetailSchema,
});
export type DeliverySendResult = z.infer<typeof deliverySendResultSchema>;

/** What each rule says, in both languages, with `{param}` filled from the finding. */
export const shipNoticeRuleTexts: Readonly<
  Record<ShipNoticeRule, Readonly<Record<'zh-cn' | 'en-us', string>>>
> = {
  dateRequired: {
    'zh-cn': '请填写发货日期或预计送达日期',
    'en-us': 'Enter the shipped date or the scheduled delivery date',
  },
  quantitiesEmpty: {
    'zh-cn': '发货数量不能全部为空或0',
    'en-us': 'Shipped quantities cannot all be empty or 0',
  },
  packageLevelOff: {
    'zh-cn': '包装 {package}：本项目未启用{level}',
    'en-us': 'Package {package}: this project does not use {level}',
  },
  packageKeyDuplicate: {
    'zh-cn': '包装编号 {package} 重复',
    'en-us': 'Package number {package} is used twice',
  },
  packageWeights: {
    'zh-cn': '包装 {package}：净重不能大于毛重',
    'en-us': 'Package {package}: the net weight cannot exceed the gross weight',
  },
  packageEmpty: {
    'zh-cn': '包装 {package} 是空的：请放入行项目或子包装，或删除它',
    'en-us': 'Package {package} is empty: put line items or packages in it, or remove it',
  },
  parentRequired: {
    'zh-cn': '内包装 {package}：请选择所属外包装（托盘）',
    'en-us': 'Inner package {package}: choose the outer package (pallet) it is on',
  },
  parentUnknown: {
    'zh-cn': '{what} 的上级包装 {parent} 不存在或不是外包装',
    'en-us': '{what}: parent package {parent} does not exist or is not an outer package',
  },
  itemWithoutPackage: {
    'zh-cn': '行项目 {line}（订单行 {orderLine}）：请选择所在包装',
    'en-us': 'Line item {line} (order line {orderLine}): choose the package it is packed in',
  },
  lineUnknown: {
    'zh-cn': '行项目 {line}：订单中没有行号 {orderLine}',
    'en-us': 'Line item {line}: the order has no line {orderLine}',
  },
  overShipped: {
    'zh-cn': '订单行 {orderLine}：发货 {shipped}，超过订购的 {ordered}',
    'en-us': 'Order line {orderLine}: {shipped} shipped is more than the {ordered} ordered',
  },
  labelMissing: {
    'zh-cn': '包装 {package}：请填写SSCC标签号，或开启自动编号后保存',
    'en-us': 'Package {package}: enter its SSCC label number, or switch on auto numbering and save',
  },
  labelInvalid: {
    'zh-cn': '包装 {package}：标签号 {label} 不是有效的SSCC（18位数字，校验位正确）',
    'en-us':
      'Package {package}: label {label} is not a valid SSCC (18 digits with a correct check digit)',
  },
  labelDuplicate: {
    'zh-cn': '标签号 {label} 被多个包装使用（{package}）',
    'en-us': 'Label {label} is used by more than one package ({package})',
  },
  shipFromMissing: {
    'zh-cn': '请填写发货地（名称或编号）',
    'en-us': 'Enter the ship-from party (name or id)',
  },
  shipToMissing: {
    'zh-cn': '请填写收货地（名称或编号）',
    'en-us': 'Enter the ship-to party (name or id)',
  },
  shipDateFuture: {
    'zh-cn': '发货日期 {date} 晚于今天 {today}',
    'en-us': 'The shipped date {date} is later than today ({today})',
  },
  packageCountDisagrees: {
    'zh-cn': '包装总数 {stated} 与实际包装数 {counted} 不一致：请重新计算',
    'en-us': 'The package count {stated} does not match the {counted} packages: recalculate',
  },
  totalQuantityDisagrees: {
    'zh-cn': '总数量 {stated} 与行项目合计 {counted} 不一致：请重新计算',
    'en-us': 'The total quantity {stated} does not match the line items’ {counted}: recalculate',
  },
  shippingInfoIncomplete: {
    'zh-cn': '发货信息不完整（{missing}），是否继续？',
    'en-us': 'The shipping information is incomplete ({missing}). Continue?',
  },
};

/** The names of the fields `shippingInfoIncomplete` lists, in both languages. */
export const shippingInfoFieldTexts: Readonly<
  Record<
    'carrierName' | 'scac' | 'trackingNumber' | 'billOfLading' | 'grossWeight',
    Readonly<Record<'zh-cn' | 'en-us', string>>
  >
> = {
  carrierName: { 'zh-cn': '承运人', 'en-us': 'carrier' },
  scac: { 'zh-cn': 'SCAC代码', 'en-us': 'SCAC' },
  trackingNumber: { 'zh-cn': '运单号', 'en-us': 'tracking number' },
  billOfLading: { 'zh-cn': '提单号', 'en-us': 'bill of lading' },
  grossWeight: { 'zh-cn': '毛重', 'en-us': 'gross weight' },
};

/** The package levels as the delivery screen names them (spec §3: outer, inner, no package). */
export const packageLevelTexts: Readonly<
  Record<PackageLevel, Readonly<Record<'zh-cn' | 'en-us', string>>>
> = {
  pallet: { 'zh-cn': '外包装（托盘）', 'en-us': 'outer package (pallet)' },
  carton: { 'zh-cn': '内包装（箱）', 'en-us': 'inner package (carton)' },
  bulk: { 'zh-cn': '无包装（散件）', 'en-us': 'no package (bulk)' },
};

/** A finding as a sentence in `language`. */
export function shipNoticeProblemText(
  problem: ShipNoticeProblem,
  language: 'zh-cn' | 'en-us',
): string {
  return shipNoticeRuleTexts[problem.rule][language].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in problem.params ? String(problem.params[name]) : whole,
  );
}

/** What the checks need besides the notice. */
export interface ShipNoticeCheckContext {
  readonly orderLines: readonly Pick<DeliveryOrderLine, 'lineNumber' | 'ordered'>[];
  readonly switches: Pick<
    DeliveryDetail['switches'],
    'hasOuterPackage' | 'hasInnerPackage' | 'hasNoPackage' | 'allowOverShipment'
  >;
  /** Today in the user's zone, `YYYY-MM-DD`. */
  readonly today: string;
  readonly language: 'zh-cn' | 'en-us';
}

const levelSwitch = {
  pallet: 'hasOuterPackage',
  carton: 'hasInnerPackage',
  bulk: 'hasNoPackage',
} as const;

/** Sums quantities exactly enough for counts: thousandths, as integers. */
const thousandths = (value: number): number => Math.round(value * 1000);

/**
 * The checks before sending (spec §5 and the partner's rules): every finding, in the notice's
 * order, each naming the field to fix. The server refuses to send while any `block` finding
 * stands, and asks (the `ask` ones) unless the user confirmed; the screen shows the same list.
 */
export function shipNoticeProblems(
  data: DeliveryData,
  context: ShipNoticeCheckContext,
): ShipNoticeProblem[] {
  const problems: ShipNoticeProblem[] = [];
  const block = (rule: ShipNoticeRule, field: string, params: ShipNoticeProblem['params'] = {}) =>
    problems.push({ rule, severity: 'block', field, params });
  const { shipment, packages, lines } = data;
  const language = context.language;

  if (shipment.shippedDate === undefined && shipment.scheduledDeliveryDate === undefined) {
    block('dateRequired', 'shipment.shippedDate');
  }
  if (shipment.shippedDate !== undefined && shipment.shippedDate > context.today) {
    block('shipDateFuture', 'shipment.shippedDate', {
      date: shipment.shippedDate,
      today: context.today,
    });
  }
  if (!hasParty(shipment.shipFrom)) block('shipFromMissing', 'shipment.shipFrom');
  if (!hasParty(shipment.shipTo)) block('shipToMissing', 'shipment.shipTo');
  if (!lines.some((line) => (line.quantity ?? 0) > 0)) block('quantitiesEmpty', 'lines');

  const byKey = new Map<string, DeliveryPackage>();
  for (const pack of packages) {
    if (byKey.has(pack.key))
      block('packageKeyDuplicate', `packages.${pack.key}.key`, { package: pack.key });
    byKey.set(pack.key, pack);
  }
  const hasPallets = packages.some((pack) => pack.level === 'pallet');
  const filled = new Set<string>();
  for (const line of lines) {
    if ((line.quantity ?? 0) > 0 && line.packageKey !== undefined) filled.add(line.packageKey);
  }
  for (const pack of packages) {
    if (pack.parentKey !== undefined) filled.add(pack.parentKey);
  }
  const labels = new Map<string, string[]>();
  for (const pack of packages) {
    const field = `packages.${pack.key}`;
    if (!context.switches[levelSwitch[pack.level]]) {
      block('packageLevelOff', `${field}.level`, {
        package: pack.key,
        level: packageLevelTexts[pack.level][language],
      });
    }
    if (
      pack.grossWeight !== undefined &&
      pack.netWeight !== undefined &&
      pack.netWeight > pack.grossWeight
    ) {
      block('packageWeights', `${field}.netWeight`, { package: pack.key });
    }
    if (!filled.has(pack.key)) block('packageEmpty', field, { package: pack.key });
    if (pack.level === 'pallet') {
      if (pack.parentKey !== undefined) {
        block('parentUnknown', `${field}.parentKey`, { what: pack.key, parent: pack.parentKey });
      }
    } else if (pack.parentKey !== undefined) {
      if (byKey.get(pack.parentKey)?.level !== 'pallet') {
        block('parentUnknown', `${field}.parentKey`, { what: pack.key, parent: pack.parentKey });
      }
    } else if (pack.level === 'carton' && hasPallets) {
      block('parentRequired', `${field}.parentKey`, { package: pack.key });
    }
    const label = pack.labelNumber ?? '';
    if (label === '') {
      block('labelMissing', `${field}.labelNumber`, { package: pack.key });
    } else if (!isSscc(label)) {
      block('labelInvalid', `${field}.labelNumber`, { package: pack.key, label });
    } else {
      labels.set(label, [...(labels.get(label) ?? []), pack.key]);
    }
  }
  for (const [label, keys] of labels) {
    if (keys.length > 1) {
      block('labelDuplicate', `packages.${keys[1]}.labelNumber`, {
        label,
        package: keys.join(', '),
      });
    }
  }

  const ordered = new Map(context.orderLines.map((line) => [line.lineNumber, line.ordered]));
  const shipped = new Map<string, number>();
  for (const line of lines) {
    const field = `lines.${line.key}`;
    const quantity = line.quantity ?? 0;
    if (!ordered.has(line.lineNumber)) {
      block('lineUnknown', `${field}.lineNumber`, { line: line.key, orderLine: line.lineNumber });
      continue;
    }
    if (quantity > 0 && line.packageKey === undefined && packages.length > 0) {
      block('itemWithoutPackage', `${field}.packageKey`, {
        line: line.key,
        orderLine: line.lineNumber,
      });
    } else if (line.packageKey !== undefined && !byKey.has(line.packageKey)) {
      block('parentUnknown', `${field}.packageKey`, {
        what: line.key,
        parent: line.packageKey,
      });
    }
    shipped.set(line.lineNumber, (shipped.get(line.lineNumber) ?? 0) + thousandths(quantity));
  }
  if (!context.switches.allowOverShipment) {
    for (const [lineNumber, total] of shipped) {
      const limit = ordered.get(lineNumber);
      if (limit !== undefined && total > thousandths(limit)) {
        block('overShipped', 'lines', {
          orderLine: lineNumber,
          shipped: total / 1000,
          ordered: limit,
        });
      }
    }
  }
  if (shipment.packageCount !== undefined && shipment.packageCount !== packages.length) {
    block('packageCountDisagrees', 'shipment.packageCount', {
      stated: shipment.packageCount,
      counted: packages.length,
    });
  }
  if (shipment.totalQuantity !== undefined) {
    const counted = [...shipped.values()].reduce((sum, value) => sum + value, 0);
    if (thousandths(shipment.totalQuantity) !== counted) {
      block('totalQuantityDisagrees', 'shipment.totalQuantity', {
        stated: shipment.totalQuantity,
        counted: counted / 1000,
      });
    }
  }

  const missing = (
    ['carrierName', 'scac', 'trackingNumber', 'billOfLading', 'grossWeight'] as const
  ).filter((field) => shipment[field] === undefined || shipment[field] === '');
  const [firstMissing] = missing;
  if (firstMissing !== undefined) {
    // Asked at the first missing field, where the user's eye goes to fill it in.
    problems.push({
      rule: 'shippingInfoIncomplete',
      severity: 'ask',
      field: `shipment.${firstMissing}`,
      params: {
        missing: missing
          .map((field) => shippingInfoFieldTexts[field][language])
          .join(language === 'zh-cn' ? '、' : ', '),
      },
    });
  }
  return problems;
}

const hasParty = (party: DeliveryAddress | undefined): boolean =>
  party !== undefined && ((party.name ?? '') !== '' || (party.id ?? '') !== '');

/** The international avoirdupois pound, exactly. */
const kilogramsPerPound = 0.45359237;

/** What recalculate could not work out: the line items whose weight is unknown. */
export interface Recalculated {
  readonly data: DeliveryData;
  /** Keys of line items without a weight: the spec's "complete the base data". */
  readonly missingWeights: readonly string[];
}

/**
 * Recalculate (the builder's button): each package's weights from its line items and the
 * packages on it, then the shipment's package count, total quantity and weights, all in the
 * shipment's weight unit (pounds and kilograms converted). Weights are summed in thousandths of
 * that unit, as integers, so 0.1 + 0.2 stays 0.3. A package whose contents do not all have
 * a weight keeps the weight typed in, and the lines are named.
 */
export function recalculateShipNotice(data: DeliveryData): Recalculated {
  const unit: WeightUnit = data.shipment.weightUnit ?? 'KG';
  /** A weight in thousandths of the shipment's unit, as an integer (pounds converted exactly). */
  const milli = (value: number | undefined, from: WeightUnit = unit): number | undefined => {
    if (value === undefined) return undefined;
    const converted =
      from === unit ? value : from === 'LB' ? value * kilogramsPerPound : value / kilogramsPerPound;
    return Math.round(converted * 1000);
  };
  const inUnit = (value: number | undefined): number | undefined =>
    value === undefined ? undefined : value / 1000;
  const missingWeights: string[] = [];
  const gross = new Map<string, number | undefined>();
  const net = new Map<string, number | undefined>();
  const add = (
    map: Map<string, number | undefined>,
    packageKey: string,
    value: number | undefined,
  ) => {
    const before = map.has(packageKey) ? map.get(packageKey) : 0;
    map.set(packageKey, before === undefined || value === undefined ? undefined : before + value);
  };
  for (const line of data.lines) {
    if (line.grossWeight === undefined) missingWeights.push(line.key);
    if (line.packageKey === undefined) continue;
    add(gross, line.packageKey, milli(line.grossWeight, line.weightUnit));
    add(net, line.packageKey, milli(line.netWeight, line.weightUnit));
  }
  const order = [...data.packages].sort(
    (a, b) => Number(a.level === 'pallet') - Number(b.level === 'pallet'),
  );
  const packages = new Map<string, DeliveryPackage>();
  for (const pack of order) {
    // Contents without a weight: the package keeps the weight typed in, in the shipment's unit.
    const ownGross = gross.has(pack.key) ? gross.get(pack.key) : 0;
    const ownNet = net.has(pack.key) ? net.get(pack.key) : 0;
    const grossWeight = inUnit(ownGross ?? milli(pack.grossWeight, pack.weightUnit));
    const netWeight = inUnit(ownNet ?? milli(pack.netWeight, pack.weightUnit));
    const next: DeliveryPackage = {
      ...pack,
      weightUnit: unit,
      ...(grossWeight === undefined ? {} : { grossWeight }),
      ...(netWeight === undefined ? {} : { netWeight }),
    };
    packages.set(pack.key, next);
    if (pack.parentKey !== undefined) {
      add(gross, pack.parentKey, milli(next.grossWeight));
      add(net, pack.parentKey, milli(next.netWeight));
    }
  }
  const recalculated = data.packages.map((pack) => packages.get(pack.key) ?? pack);
  const top = recalculated.filter(
    (pack) => pack.parentKey === undefined || !packages.has(pack.parentKey),
  );
  const loose = data.lines.filter((line) => line.packageKey === undefined);
  const sum = (values: readonly (number | undefined)[]): number | undefined =>
    values.some((value) => value === undefined)
      ? undefined
      : values.reduce<number>((total, value) => total + (value ?? 0), 0) / 1000;
  const shipmentGross = sum([
    ...top.map((pack) => milli(pack.grossWeight)),
    ...loose.map((line) => milli(line.grossWeight, line.weightUnit)),
  ]);
  const shipmentNet = sum([
    ...top.map((pack) => milli(pack.netWeight)),
    ...loose.map((line) => milli(line.netWeight, line.weightUnit)),
  ]);
  const totalQuantity =
    data.lines.reduce((total, line) => total + thousandths(line.quantity ?? 0), 0) / 1000;
  return {
    data: {
      ...data,
      packages: recalculated,
      shipment: {
        ...data.shipment,
        packageCount: recalculated.length,
        totalQuantity,
        ...(shipmentGross === undefined ? {} : { grossWeight: shipmentGross }),
        ...(shipmentNet === undefined ? {} : { netWeight: shipmentNet }),
        weightUnit: unit,
      },
    },
    missingWeights,
  };
}

/** The delivery statuses a notice may still be edited, deleted and sent in: never sent. */
export const editableDeliveryStatuses: readonly DeliveryStatus[] = ['new'];

/** Statuses whose notice the partner did not take: a corrected copy may be sent. */
export const rejectedDeliveryStatuses: readonly DeliveryStatus[] = ['failed'];
