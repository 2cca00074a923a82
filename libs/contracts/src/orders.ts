import { z } from 'zod';
import { canonicalOrderSchema, orderDocumentTypes } from './edi-documents';
import { pageQuerySchema, pageSchema } from './envelope';
import { orderLogEvents, orderLogParamsSchema } from './order-log-events';
import { listFilterSchema, maxExportRows, recordIdSchema } from './master-data';
import { projectFeaturesSchema, projectKeySchema } from './projects';
import { isCalendarDay, isTimeZone, optionalMultilineText, validationToken } from './validation';

/**
 * Orders (spec §3 Order, §4 states) and the status machine of decisions.md §3. The machine lives
 * here so that the server enforces it and the screens offer exactly the moves it allows.
 */

/** Order status of spec §4, in the order of the intended flow. */
export const orderStatuses = [
  'NEW_ORDER',
  'RECEIVED',
  'CHANGED',
  'ACCEPTED',
  'REJECTED',
  'BACKORDERED',
  'CANCELED',
  'ROUTED',
  'PRINTED',
  'DELIVERED',
  'SEND_ASN',
  'SENT_ASN',
  'SEND_INV',
  'SENT_INV',
  'PAYMENT_ORDER',
  'INVOICE',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The statuses the list's status filter offers (spec §4). */
export const orderStatusFilter = [
  'RECEIVED',
  'CHANGED',
  'ACCEPTED',
  'REJECTED',
  'BACKORDERED',
  'CANCELED',
  'DELIVERED',
  'SEND_ASN',
  'SENT_ASN',
  'SEND_INV',
  'SENT_INV',
  'PAYMENT_ORDER',
] as const satisfies readonly OrderStatus[];

/** The answers order operation gives (POST /file/action/request/operate). */
export const orderActions = ['accept', 'reject', 'backorder', 'cancel'] as const;
export type OrderAction = (typeof orderActions)[number];

/**
 * Fulfilment's moves (the purchase screen, purchase.ts): routing stored, labels printed, shipment
 * confirmed. The project's switches narrow where they may start (`fulfilmentMoveAllowed`).
 */
export const fulfilmentMoves = ['route', 'print', 'deliver'] as const;
export type FulfilmentMove = (typeof fulfilmentMoves)[number];

/**
 * The ship notice's moves (the delivery screen, delivery.ts): `sendNotice` when the 856 / DESADV
 * message is made (also from SEND_ASN and SENT_ASN, for a corrected notice after the last one
 * failed to be written or was rejected: the delivery service checks that), `noticeWritten` once
 * its file is written.
 */
export const shipNoticeMoves = ['sendNotice', 'noticeWritten'] as const;
export type ShipNoticeMove = (typeof shipNoticeMoves)[number];

/**
 * The invoice's and the payment's moves (docs/invoices.md, docs/payments.md): `sendInvoice` when
 * the 810 / INVOIC message is made (from SENT_ASN, or DELIVERED when the project sends no ship
 * notices: the invoice service checks that; again from SEND_INV or SENT_INV for a corrected or a
 * further invoice), `invoiceWritten` once its file is written, `paymentReceived` when the order's
 * invoices are paid in full. A credit memo moves no status.
 */
export const invoiceMoves = ['sendInvoice', 'invoiceWritten', 'paymentReceived'] as const;
export type InvoiceMove = (typeof invoiceMoves)[number];

/**
 * The moves the system makes on its own: writing the 997 / CONTRL releases a new order, and an
 * 860 / ORDCHG changes one.
 */
export const systemOrderMoves = ['release', 'change'] as const;

/** Every move an order's status can make: the system's, then the supplier's answers. */
export const orderMoves = [
  ...systemOrderMoves,
  ...orderActions,
  ...fulfilmentMoves,
  ...shipNoticeMoves,
  ...invoiceMoves,
] as const;
export type OrderMove = (typeof orderMoves)[number];

/**
 * The order lifecycle (decisions.md §3): for each move, the statuses it may start from and the
 * status each leads to. Every status change of the server goes through this table
 * (apps/api/src/orders/order-lifecycle.ts) and the screens offer exactly the answers it allows;
 * a pair it does not list is refused as "invalid status". A change to an order the 997 has not
 * released yet keeps it NEW_ORDER (docs/architecture.md, "Changes"); CHANGED takes no change
 * (decisions.md §3 lists no CHANGED → CHANGED move).
 */
export const orderLifecycle: Readonly<
  Record<OrderMove, Readonly<Partial<Record<OrderStatus, OrderStatus>>>>
> = {
  release: { NEW_ORDER: 'RECEIVED' },
  change: {
    NEW_ORDER: 'NEW_ORDER',
    RECEIVED: 'CHANGED',
    ACCEPTED: 'CHANGED',
    BACKORDERED: 'CHANGED',
  },
  accept: { RECEIVED: 'ACCEPTED', CHANGED: 'ACCEPTED', BACKORDERED: 'ACCEPTED' },
  reject: { RECEIVED: 'REJECTED', CHANGED: 'REJECTED' },
  backorder: { RECEIVED: 'BACKORDERED', CHANGED: 'BACKORDERED' },
  cancel: {
    RECEIVED: 'CANCELED',
    CHANGED: 'CANCELED',
    ACCEPTED: 'CANCELED',
    BACKORDERED: 'CANCELED',
    ROUTED: 'CANCELED',
    PRINTED: 'CANCELED',
  },
  route: { ACCEPTED: 'ROUTED' },
  print: { ACCEPTED: 'PRINTED', ROUTED: 'PRINTED' },
  deliver: { ACCEPTED: 'DELIVERED', ROUTED: 'DELIVERED', PRINTED: 'DELIVERED' },
  sendNotice: { DELIVERED: 'SEND_ASN', SEND_ASN: 'SEND_ASN', SENT_ASN: 'SEND_ASN' },
  noticeWritten: { SEND_ASN: 'SENT_ASN' },
  sendInvoice: {
    DELIVERED: 'SEND_INV',
    SENT_ASN: 'SEND_INV',
    SEND_INV: 'SEND_INV',
    SENT_INV: 'SEND_INV',
  },
  invoiceWritten: { SEND_INV: 'SENT_INV' },
  paymentReceived: { SENT_INV: 'PAYMENT_ORDER' },
};

/** The status every order and plan starts in, until the 997 releases it. */
export const initialOrderStatus: OrderStatus = 'NEW_ORDER';

/** Plans (830 / DELFOR) are forecasts: released like orders, never changed or answered. */
export const orderPlanMoves: readonly OrderMove[] = ['release'];

/**
 * Where `move` takes an order in `status`, or undefined when the lifecycle refuses it. Without a
 * document type the order is taken to be an order, not a plan.
 */
export function orderMoveTarget(
  move: OrderMove,
  status: string,
  documentType?: string,
): OrderStatus | undefined {
  if (documentType === 'ORDER_PLAN' && !orderPlanMoves.includes(move)) return undefined;
  return Object.entries(orderLifecycle[move]).find(([from]) => from === status)?.[1];
}

/** The statuses `move` may start from, in the table's order. */
export const orderMoveSources = (move: OrderMove): OrderStatus[] =>
  orderStatuses.filter((status) => orderMoveTarget(move, status) !== undefined);

/** Whether the lifecycle lets `action` start from `status` (for a plan: never). */
export const actionAllowed = (
  action: OrderAction,
  status: string,
  documentType?: string,
): boolean => orderMoveTarget(action, status, documentType) !== undefined;

/** The answers an order in `status` may be given, in the order the screen offers them. */
export const allowedActions = (status: string, documentType?: string): OrderAction[] =>
  orderActions.filter((action) => actionAllowed(action, status, documentType));

/** Only orders that hold no stock and sent nothing that still matters may be deleted. */
export const deletableStatuses: readonly OrderStatus[] = [
  'NEW_ORDER',
  'RECEIVED',
  'CHANGED',
  'REJECTED',
  'CANCELED',
];

export const orderSortFields = ['receivedAt', 'orderDate', 'orderNumber', 'amount'] as const;
export type OrderSortField = (typeof orderSortFields)[number];

const invalid = { error: validationToken('invalid') };
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, invalid)
  .refine(isCalendarDay, invalid);
/** The user's IANA time zone (see `isTimeZone`: the names the browser and the database share). */
export const timeZoneSchema = z.string().max(64, invalid).refine(isTimeZone, invalid);

/** A number typed into a filter: matched from its start (numbers are codes, not prose). */
const numberFilter = z
  .string()
  .trim()
  .max(64, { error: validationToken('maxLength') })
  .optional();

/**
 * A query parameter holding a list: `A,B` in one parameter or the parameter repeated, each item
 * checked by `item`, at most `max` of them.
 */
export const commaList = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : value,
    z.array(item).max(max, invalid),
  );

/** `RECEIVED,CHANGED` or repeated `status=` parameters: a set of statuses. */
const statusList = commaList(z.enum(orderStatuses, invalid), orderStatuses.length);

/** `ORDER,ORDER_CHANGE` or repeated `documentType=` parameters: a set of document types. */
const documentTypeList = commaList(z.enum(orderDocumentTypes, invalid), orderDocumentTypes.length);

/** GET /order/page. */
export const orderPageQuerySchema = pageQuerySchema
  .extend({
    project_key: projectKeySchema.optional(),
    /** One type, or several (order operation: orders and order changes, not plans). */
    documentType: documentTypeList.optional(),
    status: statusList.optional(),
    /** The portal's own order number (serial number). */
    serialNumber: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    documentNumber: numberFilter,
    /** The customer's purchase order number (BEG03 / BGM 1004). */
    orderNumber: numberFilter,
    /** Received between, inclusive: `YYYY-MM-DD`. */
    receivedFrom: day.optional(),
    receivedTo: day.optional(),
    orderDateFrom: day.optional(),
    orderDateTo: day.optional(),
    /** The zone the received dates are days of (the user's); UTC when absent. */
    timeZone: timeZoneSchema.optional(),
    sort: z.enum(orderSortFields, invalid).default('receivedAt'),
    direction: z.enum(['asc', 'desc'], invalid).default('desc'),
    /**
     * The `next` of the page before this one: the page then starts after that row (keyset), so
     * paging stays fast however deep it goes. Without it the page is found by offset.
     */
    after: z
      .string()
      .max(200, invalid)
      .regex(/^[A-Za-z0-9_-]+$/, invalid)
      .optional(),
  })
  .refine(
    (query) =>
      query.receivedFrom === undefined ||
      query.receivedTo === undefined ||
      query.receivedFrom <= query.receivedTo,
    { path: ['receivedTo'], error: validationToken('endBeforeStart') },
  )
  .refine(
    (query) =>
      query.orderDateFrom === undefined ||
      query.orderDateTo === undefined ||
      query.orderDateFrom <= query.orderDateTo,
    { path: ['orderDateTo'], error: validationToken('endBeforeStart') },
  );
export type OrderPageQuery = z.input<typeof orderPageQuerySchema>;

/** One row of the order lists. */
export const orderSummarySchema = z.object({
  serialNumber: z.number().int(),
  projectKey: z.string(),
  documentType: z.enum(orderDocumentTypes),
  documentNumber: z.string(),
  orderNumber: z.string(),
  status: z.enum(orderStatuses),
  documentVersion: z.number().int(),
  quantity: z.number(),
  amount: z.number(),
  currencyCode: z.string().nullable(),
  orderDate: z.string().nullable(),
  /** ISO instant. */
  receivedAt: z.string(),
  updatedAt: z.string(),
  buyerName: z.string().nullable(),
  shipToName: z.string().nullable(),
  lineCount: z.number().int(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/**
 * The list counts matching orders up to this many: counting every match is what costs at a
 * million orders (docs/performance.md), and "more than 10,000" is all a pager needs to say.
 */
export const orderCountCap = 10_000;

export const orderPageSchema = pageSchema(orderSummarySchema).extend({
  /** Pass as `after` to read the next page by keyset; null on the last page. */
  next: z.string().nullable(),
  /** More orders match than `total` (which is then `orderCountCap`). */
  totalCapped: z.boolean(),
});
export type OrderPage = z.infer<typeof orderPageSchema>;

/** GET /order/documentTypes?project_key=: the order documents the project's standard sends. */
export const orderDocumentTypesQuerySchema = z.object({ project_key: projectKeySchema.optional() });
export const orderDocumentTypeSchema = z.object({
  documentType: z.enum(orderDocumentTypes),
  /** The transaction set / message that carries it: 850, ORDERS, … */
  setIds: z.array(z.string()),
});
export type OrderDocumentTypeEntry = z.infer<typeof orderDocumentTypeSchema>;

/** Which number `/order/info/{kind}/{number}` matches: the document's, the PO's, or either. */
export const orderNumberKinds = ['document', 'order', 'document_order'] as const;
export type OrderNumberKind = (typeof orderNumberKinds)[number];

export const orderSerialParamsSchema = z.object({ serial_number: recordIdSchema });
export const orderNumberParamsSchema = z.object({ number: z.string().trim().min(1).max(64) });
/**
 * The lookups by number: in one project, or without one in every project (a number that orders
 * of several projects share is refused, naming them, so the user chooses).
 */
export const orderProjectQuerySchema = z.object({ project_key: projectKeySchema.optional() });

/** What one field of an order change did: header fields by name, lines by line number. */
export const orderChangeSchema = z.object({
  scope: z.enum(['header', 'line']),
  lineNumber: z.string().optional(),
  /** `add` and `delete` are whole lines; `change` is one field. */
  change: z.enum(['add', 'change', 'delete']),
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type OrderChange = z.infer<typeof orderChangeSchema>;

/** A version an order had before a change replaced it. */
export const orderVersionSchema = z.object({
  version: z.number().int(),
  documentType: z.enum(orderDocumentTypes),
  documentNumber: z.string(),
  status: z.enum(orderStatuses),
  receivedAt: z.string(),
  replacedAt: z.string(),
  order: canonicalOrderSchema,
});

/** The inbound document an order was made from (or last changed by), verbatim. */
export const orderSourceDocumentSchema = z.object({
  id: z.number().int(),
  standard: z.enum(['X12', 'EDIFACT']),
  /** 850, 860, ORDERS, … */
  setId: z.string(),
  controlNumber: z.string(),
  groupControlNumber: z.string().nullable(),
  interchangeControlNumber: z.string(),
  senderId: z.string(),
  receiverId: z.string(),
  fileName: z.string(),
  receivedAt: z.string(),
  originalText: z.string(),
});

/** Stock an accepted order holds, per product and store. */
export const orderReservationSchema = z.object({
  vendorNumber: z.string(),
  storeCode: z.string(),
  quantity: z.number().int(),
  status: z.enum(['reserved', 'released', 'delivered']),
});

/** GET /order/info/{serial_number} and the lookups by number. */
export const orderDetailSchema = z.object({
  summary: orderSummarySchema,
  order: canonicalOrderSchema,
  /** The documents the order came from, oldest first: the order, then each change. */
  documents: z.array(orderSourceDocumentSchema),
  versions: z.array(orderVersionSchema),
  /** What the last change did, against the version before it. */
  changes: z.array(orderChangeSchema),
  reservations: z.array(orderReservationSchema),
  features: projectFeaturesSchema,
  allowedActions: z.array(z.enum(orderActions)),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/**
 * GET /order/record/{serial_number}: the operation log. `event` and `params` say what happened
 * (order-log-events.ts, shown through `orderLogText`); `message` is the row's English text, all a
 * row written before events existed has (its event is null).
 */
export const orderLogSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  event: z.enum(orderLogEvents).nullable(),
  params: orderLogParamsSchema,
  message: z.string(),
});
export type OrderLog = z.infer<typeof orderLogSchema>;

/** GET /order/recordError/{serial_number}: what went wrong around an order. */
export const orderErrorSchema = z.object({
  at: z.string(),
  /** The inbound document, an outbound message, or a refused change. */
  source: z.enum(['document', 'message', 'change']),
  reference: z.string(),
  message: z.string(),
});
export type OrderError = z.infer<typeof orderErrorSchema>;

/** POST /file/action/request/operate: answer one order. */
export const orderOperateSchema = z.object({
  serialNumber: recordIdSchema,
  action: z.enum(orderActions, invalid),
  /** Why (reject, cancel) or a note, typed in a text area; written to the operation log. */
  reason: optionalMultilineText(128),
  /** Backorder: when the goods are expected (855 line schedule date). */
  scheduledDate: day.optional(),
});
export type OrderOperate = z.input<typeof orderOperateSchema>;

export const orderOperateResultSchema = z.object({
  summary: orderSummarySchema,
  /** The 855 / ORDRSP sent for the answer. */
  messageId: z.number().int(),
});
export type OrderOperateResult = z.infer<typeof orderOperateResultSchema>;

/**
 * An order export as a job (issue 21, docs/exports.md): started with the list's filter or the
 * ticked orders, followed while the server writes the workbook, cancelled, then downloaded. It
 * has no cap on rows: the workbook is streamed from keyset pages to a file.
 */
export const orderExportStartSchema = z
  .object({
    /** The ticked orders (serial numbers). */
    ids: z.array(recordIdSchema).min(1, invalid).max(maxExportRows, invalid).optional(),
    /** Instead of ids: every order the list's filter matches, on all its pages. */
    filter: listFilterSchema.optional(),
  })
  .refine((body) => (body.ids === undefined) !== (body.filter === undefined), {
    path: ['filter'],
    ...invalid,
  });
export type OrderExportStart = z.input<typeof orderExportStartSchema>;

export const orderExportStates = ['running', 'done', 'failed', 'cancelled'] as const;
export type OrderExportState = (typeof orderExportStates)[number];

/** GET /order/export/{id}: how far an export is. */
export const orderExportJobSchema = z.object({
  id: z.uuid(),
  state: z.enum(orderExportStates),
  /** Orders written to the workbook so far (an order of several lines is one). */
  written: z.number().int().nonnegative(),
  /** Orders the export covers; null until counted. */
  total: z.number().int().nonnegative().nullable(),
  /** The workbook's name once downloaded. */
  fileName: z.string(),
  /** Why it failed: an error code of the catalogue; null unless failed. */
  failureCode: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type OrderExportJob = z.infer<typeof orderExportJobSchema>;

export const orderExportParamsSchema = z.object({ id: z.uuid(invalid) });
