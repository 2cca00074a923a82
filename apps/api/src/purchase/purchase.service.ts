import type {
  OrderLogNote,
  purchaseActionSchema,
  purchasePageQuerySchema,
  purchaseReportQuerySchema,
  shipConfirmationSchema,
} from '@portal/contracts';
import {
  editableFulfilmentStatuses,
  fulfilmentMoveAllowed,
  fulfilmentMoves,
  fulfilmentStatuses,
  maxPurchaseReportRows,
  type CanonicalOrder,
  type FulfilmentLine,
  type Language,
  type OrderLog,
  type Party,
  type PurchaseDetail,
  type PurchaseOrderSummary,
  type PurchasePage,
  type RouteUploadResult,
  type Routing,
  type ShipmentDocumentKind,
  type LabelSize,
  type PackingPlan,
  type PurchaseActionResult,
  type PurchaseAction,
} from '@portal/contracts';
import { and, asc, desc, eq, ilike, inArray, isNull, like, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Clock } from '../common/clock';
import {
  orderLogs,
  orders,
  projects,
  shipmentDocuments,
  shipmentPackages,
  shipments,
  type Database,
  type Executor,
} from '../database';
import { ApiError } from '../errors';
import type { OrderOperations } from '../orders/order-operations';
import type { InventoryReservations, ReservationLine } from '../inventory/inventory-reservations';
import { moveOrder, type FulfilmentRequest } from '../orders/order-lifecycle';
import { toOrderLog } from '../orders/orders.service';
import { reservationLines } from '../orders/order-answers';
import { zonedInstant } from '../orders/zoned-day';
import { projectConnection } from '../projects/projects.service';
import { checkPlan, proposePlan } from './cartonization';
import {
  renderBillOfLadingPdf,
  renderLabelsPdf,
  renderLabelsZpl,
  renderPackingSlipPdf,
  type DocumentParty,
  type ShipmentDocumentInput,
} from './documents';
import { writePurchaseReport, type PurchaseReportRow } from './purchase-report';
import { readRouteUpload, writeRouteTemplate } from './route-workbook';
import { dayIn, isDueSoon, shipWindowOf, windowOverlaps } from './ship-window';
import { allocateSsccs } from './sscc';
import {
  activePackages,
  keepDocument,
  logStep,
  routingOf,
  shipmentOf,
  storePlan,
  storeRouting,
  toShipmentPackage,
  type PackageRow,
  type ShipmentRow,
} from './shipment-store';

type OrderRow = typeof orders.$inferSelect;
type PageQuery = z.output<typeof purchasePageQuerySchema>;
type ReportQuery = z.output<typeof purchaseReportQuerySchema>;
type ActionBody = z.output<typeof purchaseActionSchema>;
type Confirmation = z.output<typeof shipConfirmationSchema>;

/** An order of the purchase list: accepted and on its way out. */
const inFulfilment = inArray(orders.status, [...fulfilmentStatuses]);
const isOrderDocument = inArray(orders.documentType, ['ORDER', 'ORDER_CHANGE']);
const fulfilmentFirst = sql`${orders.status} in ('ACCEPTED', 'ROUTED', 'PRINTED', 'DELIVERED')`;
const routable = (status: string): boolean =>
  (editableFulfilmentStatuses as readonly string[]).includes(status);

/** What labels are printed for: each package's key, SSCC and contents, in plan order. */
const planFingerprint = (packages: readonly PackageRow[]): string =>
  packages
    .map((unit) => `${unit.key}:${unit.sscc ?? ''}:${JSON.stringify(unit.contents)}`)
    .join('|');

const media = {
  'labels-pdf': { mediaType: 'application/pdf', extension: 'pdf' },
  'labels-zpl': { mediaType: 'application/zpl', extension: 'zpl' },
  'packing-slip': { mediaType: 'application/pdf', extension: 'pdf' },
  'bill-of-lading': { mediaType: 'application/pdf', extension: 'pdf' },
} as const satisfies Record<ShipmentDocumentKind, { mediaType: string; extension: string }>;

/** A kept document, ready to send. */
export interface ShipmentFile {
  readonly fileName: string;
  readonly mediaType: string;
  readonly content: Buffer;
}

const dataOf = (row: OrderRow): CanonicalOrder => {
  if (row.data.kind !== 'order') throw new ApiError('ORDER_NOT_FOUND', { field: 'po_number' });
  return row.data;
};

/**
 * Fulfilment (docs/fulfilment.md): the purchase list, one order's shipment, routing, the packing
 * plan, labels and the ship confirmation. Status moves go through the order lifecycle; steps that
 * do not move the status (routing edited, plan saved, labels reprinted) write a log row too.
 */
export class PurchaseService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly reservations: InventoryReservations,
    private readonly operations: OrderOperations,
  ) {}

  // ---- reading ------------------------------------------------------------------------------

  async page(query: PageQuery): Promise<PurchasePage> {
    const rows = await this.filtered(query, maxPurchaseReportRows);
    const start = (query.page - 1) * query.size;
    return {
      records: rows.slice(start, start + query.size),
      total: rows.length,
      page: query.page,
      size: query.size,
    };
  }

  /**
   * The orders a filter selects, soonest ship window first. The window lives in the order's lines,
   * so the status, project and number filters run in the database and the window filters here,
   * over accepted-but-not-invoiced orders only (a working set, not the order history).
   */
  private async filtered(
    query: Omit<PageQuery, 'page' | 'size'>,
    limit: number,
  ): Promise<PurchaseOrderSummary[]> {
    const where: SQL[] = [isOrderDocument];
    where.push(
      query.status === undefined || query.status.length === 0
        ? inFulfilment
        : inArray(orders.status, query.status),
    );
    if (query.project_key !== undefined) where.push(eq(orders.projectKey, query.project_key));
    if (query.orderNumber)
      where.push(like(orders.orderNumber, `${escapeLike(query.orderNumber)}%`));
    if (query.shipTo) where.push(ilike(orders.shipToName, `%${escapeLike(query.shipTo)}%`));
    const rows = await this.db
      .select({ order: orders, shipment: shipments })
      .from(orders)
      .leftJoin(shipments, eq(shipments.serialNumber, orders.serialNumber))
      .where(and(...where))
      // Within the cap, orders still to ship come first: delivered ones pile up over time.
      .orderBy(asc(sql`${orders.status} = 'DELIVERED'`), desc(orders.serialNumber))
      .limit(limit);
    const counts = await this.packageCounts(rows.map((row) => row.order.serialNumber));
    const today = dayIn(this.clock.now(), query.timeZone ?? 'UTC');
    return rows
      .map(({ order, shipment }) =>
        this.summaryOf(order, shipment ?? undefined, counts.get(order.serialNumber) ?? 0, today),
      )
      .filter(
        (summary) =>
          windowOverlaps(summary.shipWindow, query.windowFrom, query.windowTo) &&
          (query.dueSoon !== true || summary.dueSoon),
      )
      .sort(
        (a, b) =>
          (a.shipWindow.end ?? '9999').localeCompare(b.shipWindow.end ?? '9999') ||
          b.serialNumber - a.serialNumber,
      );
  }

  private async packageCounts(serialNumbers: readonly number[]): Promise<Map<number, number>> {
    const counts = new Map<number, number>();
    for (let start = 0; start < serialNumbers.length; start += 1000) {
      const rows = await this.db
        .select({
          serialNumber: shipmentPackages.serialNumber,
          count: sql<number>`count(*)::int`,
        })
        .from(shipmentPackages)
        .where(
          and(
            inArray(shipmentPackages.serialNumber, serialNumbers.slice(start, start + 1000)),
            isNull(shipmentPackages.voidedAt),
          ),
        )
        .groupBy(shipmentPackages.serialNumber);
      for (const row of rows) counts.set(row.serialNumber, Number(row.count));
    }
    return counts;
  }

  private summaryOf(
    order: OrderRow,
    shipment: ShipmentRow | undefined,
    packageCount: number,
    today: string,
  ): PurchaseOrderSummary {
    const data = dataOf(order);
    const window = shipWindowOf(data);
    const shipTo = data.parties.find((party) => party.role === 'shipTo');
    return {
      serialNumber: order.serialNumber,
      projectKey: order.projectKey,
      orderNumber: order.orderNumber,
      status: order.status as PurchaseOrderSummary['status'],
      orderDate: order.orderDate,
      shipToName: order.shipToName,
      shipToPostcode: shipTo?.postcode ?? null,
      shipWindow: window,
      dueSoon: isDueSoon(window, order.status, today),
      quantity: Number(order.quantity),
      packageCount,
      carrierName: shipment?.carrierName ?? null,
      scac: shipment?.scac ?? null,
      shippedAt: shipment?.shippedAt?.toISOString() ?? null,
    };
  }

  /** The latest order of a project with this PO number (the purchase screen's record URL). */
  private async orderByNumber(
    executor: Executor,
    poNumber: string,
    projectKey: string,
  ): Promise<OrderRow> {
    const [row] = await executor
      .select()
      .from(orders)
      .where(
        and(eq(orders.projectKey, projectKey), eq(orders.orderNumber, poNumber), isOrderDocument),
      )
      // A PO number sent twice: the order being fulfilled wins over a newer one not yet accepted.
      .orderBy(desc(fulfilmentFirst), desc(orders.serialNumber))
      .limit(1);
    if (row === undefined) throw new ApiError('ORDER_NOT_FOUND', { field: 'po_number' });
    return row;
  }

  private async orderBySerial(executor: Executor, serialNumber: number): Promise<OrderRow> {
    const [row] = await executor
      .select()
      .from(orders)
      .where(and(eq(orders.serialNumber, serialNumber), isOrderDocument));
    if (row === undefined) throw new ApiError('ORDER_NOT_FOUND', { field: 'serialNumber' });
    return row;
  }

  async detail(poNumber: string, projectKey: string, timeZone = 'UTC'): Promise<PurchaseDetail> {
    const order = await this.orderByNumber(this.db, poNumber, projectKey);
    return this.detailOf(this.db, order, timeZone);
  }

  private async detailOf(
    executor: Executor,
    order: OrderRow,
    timeZone = 'UTC',
  ): Promise<PurchaseDetail> {
    const data = dataOf(order);
    const features = (await projectConnection(executor, order.projectKey)).features;
    const shipment = await shipmentOf(executor, order.serialNumber);
    const packages = await activePackages(executor, order.serialNumber);
    const documents = await executor
      .select({
        kind: shipmentDocuments.kind,
        fileName: shipmentDocuments.fileName,
        createdAt: shipmentDocuments.createdAt,
        // The size only: the bytes stay in the database until someone downloads them.
        bytes: sql<number>`octet_length(${shipmentDocuments.content})`,
      })
      .from(shipmentDocuments)
      .where(eq(shipmentDocuments.serialNumber, order.serialNumber))
      .orderBy(asc(shipmentDocuments.kind));
    const today = dayIn(this.clock.now(), timeZone);
    const packed = packedByLine(packages);
    const reserved = await this.reservedByLine(executor, order, data);
    const lines: FulfilmentLine[] = data.lines.map((line) => ({
      lineNumber: line.lineNumber,
      vendorItemNumber: line.vendorItemNumber ?? null,
      buyerItemNumber: line.buyerItemNumber ?? null,
      upc: line.upc ?? null,
      description: line.description ?? null,
      unit: line.unit ?? null,
      packSize: line.quantities.perPack ?? null,
      ordered: line.quantities.ordered ?? 0,
      reserved: reserved.get(line.lineNumber) ?? 0,
      packed: packed.get(line.lineNumber) ?? 0,
      shipped: shipment?.shippedQuantities?.[line.lineNumber] ?? null,
    }));
    const editable = editableFulfilmentStatuses.includes(order.status as never);
    return {
      summary: this.summaryOf(order, shipment, packages.length, today),
      lines,
      routing: routingOf(shipment),
      packages: packages.map(toShipmentPackage),
      planVersion: shipment?.planSavedAt?.toISOString() ?? null,
      documents: documents.map((document) => ({
        kind: document.kind,
        fileName: document.fileName,
        bytes: Number(document.bytes),
        createdAt: document.createdAt.toISOString(),
      })),
      shippedAt: shipment?.shippedAt?.toISOString() ?? null,
      allowedMoves: fulfilmentMoves.filter((move) =>
        fulfilmentMoveAllowed(move, order.status, features),
      ),
      editable,
      canCancel: features.allowCancel && ['ACCEPTED', 'ROUTED', 'PRINTED'].includes(order.status),
      switches: {
        printLabel: features.printLabel,
        hasOuterPackage: features.hasOuterPackage,
        hasInnerPackage: features.hasInnerPackage,
        hasNoPackage: features.hasNoPackage,
        allowOverShipment: features.allowOverShipment ?? false,
        gs1CompanyPrefix: features.gs1CompanyPrefix,
      },
    };
  }

  /**
   * What each line holds: the order's holds per product, given to its lines in line order
   * (an order naming a product on two lines holds one total for both).
   */
  private async reservedByLine(
    executor: Executor,
    order: OrderRow,
    data: CanonicalOrder,
  ): Promise<Map<string, number>> {
    const result = new Map<string, number>();
    const held = await this.reservations.heldByProduct(executor, order.serialNumber);
    if (held.size === 0) return result;
    const lines = await reservationLines(executor, order.projectKey, data).catch(() => []);
    for (const line of lines) {
      const left = held.get(line.productId) ?? 0;
      const take = Math.min(left, line.quantity);
      held.set(line.productId, left - take);
      if (line.lineNumber !== undefined) result.set(line.lineNumber, take);
    }
    return result;
  }

  async record(poNumber: string, projectKey: string): Promise<OrderLog[]> {
    const order = await this.orderByNumber(this.db, poNumber, projectKey);
    const rows = await this.db
      .select()
      .from(orderLogs)
      .where(eq(orderLogs.serialNumber, order.serialNumber))
      .orderBy(asc(orderLogs.at), asc(orderLogs.id));
    return rows.map(toOrderLog);
  }

  // ---- acting -------------------------------------------------------------------------------

  async act(
    action: PurchaseAction,
    body: ActionBody,
    actor: string,
    language: Language,
  ): Promise<PurchaseActionResult> {
    const context = () => ({ actor, now: this.clock.now() });
    switch (action) {
      case 'route': {
        if (body.routing === undefined) throw new ApiError('FIELD_REQUIRED', { field: 'routing' });
        const routing = body.routing;
        await this.db.transaction((tx) => this.route(tx, body.serialNumber, routing, context()));
        break;
      }
      case 'propose': {
        const order = await this.orderBySerial(this.db, body.serialNumber);
        if (!editableFulfilmentStatuses.includes(order.status as never)) {
          throw new ApiError('INVALID_STATUS', { field: 'status' });
        }
        const features = (await projectConnection(this.db, order.projectKey)).features;
        const proposal = proposePlan(
          dataOf(order).lines.map((line) => ({
            lineNumber: line.lineNumber,
            quantity: line.quantities.ordered ?? 0,
            packSize: line.quantities.perPack ?? null,
          })),
          features,
        );
        return { detail: await this.detailOf(this.db, order, body.timeZone), proposal };
      }
      case 'pack': {
        if (body.plan === undefined) throw new ApiError('FIELD_REQUIRED', { field: 'plan' });
        const plan = body.plan;
        await this.db.transaction((tx) =>
          this.pack(tx, body.serialNumber, plan, body.planVersion, context()),
        );
        break;
      }
      case 'print':
        await this.print(body.serialNumber, body.labelSize ?? '4x6', language, actor);
        break;
      case 'cancel':
        // The same answer the order operation screen gives: lifecycle, 855, stock, labels voided.
        await this.operations.operate(
          { serialNumber: body.serialNumber, action: 'cancel', reason: body.reason },
          actor,
        );
        break;
    }
    const order = await this.orderBySerial(this.db, body.serialNumber);
    return { detail: await this.detailOf(this.db, order, body.timeZone) };
  }

  /** Locks the order for a fulfilment step; refuses one outside the purchase screen's statuses. */
  private async lockOrder(tx: Executor, serialNumber: number): Promise<OrderRow> {
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.serialNumber, serialNumber), isOrderDocument))
      .for('update');
    if (row === undefined) throw new ApiError('ORDER_NOT_FOUND', { field: 'serialNumber' });
    return row;
  }

  /**
   * Stores the routing: an accepted order moves to ROUTED (lifecycle), a routed or printed one
   * keeps its status (a carrier change before pickup), a delivered one is locked.
   */
  private async route(
    tx: Executor,
    serialNumber: number,
    routing: Routing,
    context: { actor: string; now: Date },
  ): Promise<void> {
    const order = await this.lockOrder(tx, serialNumber);
    const facts = {
      carrier: routing.carrierName,
      scac: routing.scac,
      billOfLading: routing.billOfLading,
    };
    const note: OrderLogNote = { event: 'routed', params: facts };
    if (order.status === 'ACCEPTED') {
      const features = (await projectConnection(tx, order.projectKey)).features;
      const request: FulfilmentRequest = {
        move: 'route',
        printLabel: features.printLabel,
        apply: async (inner, locked) => {
          await storeRouting(inner, locked.serialNumber, locked.projectKey, routing, context.now);
          return note;
        },
      };
      await moveOrder(tx, serialNumber, request, context);
      return;
    }
    if (order.status !== 'ROUTED' && order.status !== 'PRINTED') {
      throw new ApiError('INVALID_STATUS', { field: 'status' });
    }
    await storeRouting(tx, serialNumber, order.projectKey, routing, context.now);
    await logStep(tx, order, { event: 'routingChanged', params: facts }, context);
  }

  private async pack(
    tx: Executor,
    serialNumber: number,
    plan: PackingPlan,
    version: string | null | undefined,
    context: { actor: string; now: Date },
  ): Promise<void> {
    const order = await this.lockOrder(tx, serialNumber);
    if (!editableFulfilmentStatuses.includes(order.status as never)) {
      throw new ApiError('INVALID_STATUS', { field: 'status' });
    }
    // Two clerks editing one plan: the second save, made from an older plan, is refused.
    if (version !== undefined) {
      const stored = (await shipmentOf(tx, serialNumber))?.planSavedAt?.toISOString() ?? null;
      if (stored !== version) throw new ApiError('PLAN_CHANGED', { field: 'planVersion' });
    }
    const features = (await projectConnection(tx, order.projectKey)).features;
    checkPlan(plan, orderedByLine(dataOf(order)), {
      ...features,
      allowOverShipment: features.allowOverShipment ?? false,
    });
    await storePlan(tx, serialNumber, order.projectKey, plan, context.now);
    const items = plan.packages.reduce(
      (sum, unit) => sum + unit.contents.reduce((total, content) => total + content.quantity, 0),
      0,
    );
    await logStep(
      tx,
      order,
      { event: 'packingPlanSaved', params: { packages: plan.packages.length, items } },
      context,
    );
  }

  /**
   * Labels: SSCCs for the packages that have none (committed first, so a number is never handed
   * out twice even if rendering fails), then the documents are rendered outside any transaction,
   * then kept and the order moved to PRINTED in one transaction. A reprint keeps every number.
   */
  private async print(
    serialNumber: number,
    size: LabelSize,
    language: Language,
    actor: string,
  ): Promise<void> {
    const prepared = await this.db.transaction(async (tx) => {
      const order = await this.lockOrder(tx, serialNumber);
      const features = (await projectConnection(tx, order.projectKey)).features;
      const reprint = order.status === 'PRINTED' || order.status === 'DELIVERED';
      if (
        !features.printLabel ||
        (!reprint && !fulfilmentMoveAllowed('print', order.status, features))
      ) {
        throw new ApiError('INVALID_STATUS', { field: 'status' });
      }
      const packages = await activePackages(tx, serialNumber);
      if (packages.length === 0)
        throw new ApiError('PACKAGE_PARAMETERS_INVALID', { field: 'plan' });
      const unlabelled = packages.filter((unit) => unit.sscc === null);
      if (unlabelled.length > 0 && order.status === 'DELIVERED') {
        throw new ApiError('INVALID_STATUS', { field: 'status' });
      }
      const numbers = await allocateSsccs(tx, features.gs1CompanyPrefix, unlabelled.length);
      await this.assignSsccs(tx, unlabelled, numbers);
      const rendered = planFingerprint(await activePackages(tx, serialNumber));
      return {
        rendered,
        order,
        reprint,
        first: numbers[0],
        last: numbers.at(-1),
        prefix: features.gs1CompanyPrefix,
      };
    });
    const input = await this.documentInput(this.db, prepared.order, language);
    const files = await renderAll(input, size, true, prepared.prefix);
    await this.db.transaction(async (tx) => {
      const order = await this.lockOrder(tx, serialNumber);
      // The plan may have changed while the labels were rendered (another clerk saved it):
      // labels of packages that no longer exist are never kept. The user prints again.
      if (planFingerprint(await activePackages(tx, serialNumber)) !== prepared.rendered) {
        throw new ApiError('PACKAGE_PARAMETERS_INVALID', { field: 'plan' });
      }
      const now = this.clock.now();
      for (const file of files) await keepDocument(tx, serialNumber, file, now);
      const labelled = input.packages.filter((unit) => unit.sscc !== null).length;
      const ssccs =
        prepared.first === undefined || prepared.last === prepared.first
          ? prepared.first
          : `${prepared.first} – ${prepared.last}`;
      const note: OrderLogNote = { event: 'labelsPrinted', params: { count: labelled, ssccs } };
      if (order.status === 'PRINTED' || order.status === 'DELIVERED') {
        await logStep(tx, order, { ...note, event: 'labelsReprinted' }, { actor, now });
        return;
      }
      const features = (await projectConnection(tx, order.projectKey)).features;
      await moveOrder(
        tx,
        serialNumber,
        { move: 'print', printLabel: features.printLabel, apply: async () => note },
        { actor, now },
      );
    });
  }

  private async assignSsccs(
    tx: Executor,
    packages: readonly PackageRow[],
    numbers: readonly string[],
  ): Promise<void> {
    for (const [index, unit] of packages.entries()) {
      const sscc = numbers[index];
      if (sscc === undefined) throw new Error('fewer SSCCs than packages');
      await tx.update(shipmentPackages).set({ sscc }).where(eq(shipmentPackages.id, unit.id));
    }
  }

  /**
   * The ship confirmation: final quantities (what was packed, unless the user says otherwise),
   * checked against the order and the plan; the order moves to DELIVERED, the held stock ships
   * and the shipment is locked. The packing slip and the bill of lading are printed again with
   * the final quantities.
   */
  async confirm(body: Confirmation, actor: string, language: Language): Promise<PurchaseDetail> {
    const shippedAt = shippedInstant(body);
    await this.db.transaction(async (tx) => {
      const order = await this.lockOrder(tx, body.serialNumber);
      const data = dataOf(order);
      const features = (await projectConnection(tx, order.projectKey)).features;
      // The status first: an order that may not be delivered now is told so, not what to fix.
      if (!fulfilmentMoveAllowed('deliver', order.status, features)) {
        throw new ApiError('INVALID_STATUS', { field: 'status' });
      }
      const packages = await activePackages(tx, body.serialNumber);
      const ordered = orderedByLine(data);
      const packed = packedByLine(packages);
      const shipped = new Map<string, number>();
      for (const line of data.lines) {
        const fallback =
          packages.length > 0
            ? (packed.get(line.lineNumber) ?? 0)
            : (ordered.get(line.lineNumber) ?? 0);
        shipped.set(line.lineNumber, fallback);
      }
      for (const line of body.lines) {
        if (!ordered.has(line.lineNumber)) {
          throw new ApiError('ORDER_LINE_NOT_FOUND', { field: line.lineNumber });
        }
        shipped.set(line.lineNumber, line.quantity);
      }
      for (const [lineNumber, quantity] of shipped) {
        if (!(features.allowOverShipment ?? false) && quantity > (ordered.get(lineNumber) ?? 0)) {
          throw new ApiError('OVER_SHIPMENT_REFUSED', { field: lineNumber });
        }
        if (packages.length > 0 && quantity !== (packed.get(lineNumber) ?? 0)) {
          throw new ApiError('PACKED_QUANTITY_MISMATCH', { field: lineNumber });
        }
      }
      if (features.printLabel && !(await this.labelsCurrent(tx, body.serialNumber, packages))) {
        throw new ApiError('PACKAGE_PARAMETERS_INVALID', { field: 'labels' });
      }
      const lines = await this.shippedLines(tx, order, data, shipped);
      const total = [...shipped.values()].reduce((sum, quantity) => sum + quantity, 0);
      const orderedTotal = [...ordered.values()].reduce((sum, quantity) => sum + quantity, 0);
      const request: FulfilmentRequest = {
        move: 'deliver',
        printLabel: features.printLabel,
        apply: async (inner, locked) => {
          await this.reservations.shipQuantities(inner, locked.serialNumber, lines, actor);
          await inner
            .insert(shipments)
            .values({ serialNumber: locked.serialNumber, projectKey: locked.projectKey })
            .onConflictDoNothing();
          await inner
            .update(shipments)
            .set({
              shippedQuantities: Object.fromEntries(shipped),
              shippedAt,
              shippedDate: body.shippedDate,
              updatedAt: this.clock.now(),
            })
            .where(eq(shipments.serialNumber, locked.serialNumber));
          return {
            event:
              total < orderedTotal
                ? 'shippedShort'
                : total > orderedTotal
                  ? 'shippedOver'
                  : 'shipped',
            params: { shipped: total, ordered: orderedTotal },
          };
        },
      };
      await moveOrder(tx, body.serialNumber, request, { actor, now: this.clock.now() });
    });
    const order = await this.orderBySerial(this.db, body.serialNumber);
    try {
      const input = await this.documentInput(this.db, order, language);
      const files = await renderAll(input, '4x6', false, '');
      await this.db.transaction(async (tx) => {
        for (const file of files) await keepDocument(tx, body.serialNumber, file, this.clock.now());
      });
    } catch (error) {
      // The shipment is confirmed; only its paperwork failed. The log says so, and printing
      // again (print on a delivered order) makes the documents.
      const reason = error instanceof Error ? error.message : String(error);
      await logStep(
        this.db,
        order,
        { event: 'documentsNotPrinted', params: { reason } },
        {
          actor,
          now: this.clock.now(),
        },
      );
    }
    return this.detailOf(this.db, order, body.timeZone);
  }

  /** Each shipped line's product (and store, when the line names one) and quantity. */
  private async shippedLines(
    tx: Executor,
    order: OrderRow,
    data: CanonicalOrder,
    shipped: ReadonlyMap<string, number>,
  ): Promise<ReservationLine[]> {
    const lines = data.lines
      .filter((line) => (shipped.get(line.lineNumber) ?? 0) > 0)
      .map((line) => ({
        ...line,
        quantities: { ...line.quantities, ordered: shipped.get(line.lineNumber) ?? 0 },
      }));
    if (lines.length === 0) return [];
    return reservationLines(tx, order.projectKey, { ...data, lines });
  }

  /**
   * Labels are current when every package has its SSCC and the label file was printed after
   * the plan was last saved (a plan changed after printing needs its labels printed again).
   */
  private async labelsCurrent(
    tx: Executor,
    serialNumber: number,
    packages: readonly PackageRow[],
  ): Promise<boolean> {
    if (packages.length === 0 || packages.some((unit) => unit.sscc === null)) return false;
    const [labels] = await tx
      .select({ createdAt: shipmentDocuments.createdAt })
      .from(shipmentDocuments)
      .where(
        and(
          eq(shipmentDocuments.serialNumber, serialNumber),
          eq(shipmentDocuments.kind, 'labels-pdf'),
        ),
      );
    if (labels === undefined) return false;
    const shipment = await shipmentOf(tx, serialNumber);
    return shipment?.planSavedAt == null || labels.createdAt >= shipment.planSavedAt;
  }

  // ---- documents and workbooks --------------------------------------------------------------

  async document(kind: ShipmentDocumentKind, serialNumber: number): Promise<ShipmentFile> {
    await this.orderBySerial(this.db, serialNumber);
    const [row] = await this.db
      .select()
      .from(shipmentDocuments)
      .where(
        and(eq(shipmentDocuments.serialNumber, serialNumber), eq(shipmentDocuments.kind, kind)),
      );
    if (row === undefined) throw new ApiError('FILE_NOT_FOUND', { field: kind });
    return { fileName: row.fileName, mediaType: row.mediaType, content: row.content };
  }

  private async documentInput(
    executor: Executor,
    order: OrderRow,
    language: Language,
  ): Promise<ShipmentDocumentInput> {
    const data = dataOf(order);
    const [project] = await executor
      .select({ nameEn: projects.nameEn, nameZh: projects.nameZh })
      .from(projects)
      .where(eq(projects.projectKey, order.projectKey));
    const projectName =
      (language === 'zh-cn' ? project?.nameZh : project?.nameEn) ?? order.projectKey;
    const shipment = await shipmentOf(executor, order.serialNumber);
    const packages = await activePackages(executor, order.serialNumber);
    const lines = new Map(data.lines.map((line) => [line.lineNumber, line]));
    const ssccOf = new Map(packages.map((unit) => [unit.key, unit.sscc]));
    const party = (...roles: Party['role'][]): Party | undefined =>
      roles.map((role) => data.parties.find((entry) => entry.role === role)).find(Boolean);
    const shipFrom = party('shipFrom', 'seller', 'supplier');
    return {
      projectKey: order.projectKey,
      projectName,
      orderNumber: order.orderNumber,
      orderDate: order.orderDate,
      shipFrom: toDocumentParty(shipFrom) ?? { name: projectName },
      shipTo: toDocumentParty(party('shipTo')) ?? { name: order.shipToName ?? '' },
      billTo: toDocumentParty(party('billTo')) ?? null,
      routing: routingOf(shipment),
      packages: packages.map((unit) => ({
        sscc: unit.sscc,
        level: unit.level,
        sequence: unit.sequence,
        packageType: unit.packageType,
        weight: unit.weight === null ? null : Number(unit.weight),
        palletSscc: unit.palletKey === null ? null : (ssccOf.get(unit.palletKey) ?? null),
        contents: unit.contents.map((content) => {
          const line = lines.get(content.lineNumber);
          return {
            lineNumber: content.lineNumber,
            quantity: content.quantity,
            unit: line?.unit ?? null,
            upc: line?.upc ?? null,
            vendorItemNumber: line?.vendorItemNumber ?? null,
            buyerItemNumber: line?.buyerItemNumber ?? null,
            description: line?.description ?? null,
          };
        }),
      })),
      shippedDate: shipment?.shippedDate ?? null,
      language,
    };
  }

  async routeTemplate(projectKey: string, language: Language): Promise<Buffer> {
    await projectConnection(this.db, projectKey);
    const rows = await this.db
      .select({ order: orders, shipment: shipments })
      .from(orders)
      .leftJoin(shipments, eq(shipments.serialNumber, orders.serialNumber))
      .where(
        and(
          eq(orders.projectKey, projectKey),
          isOrderDocument,
          inArray(orders.status, ['ACCEPTED', 'ROUTED', 'PRINTED']),
        ),
      )
      .orderBy(asc(orders.orderNumber))
      .limit(maxPurchaseReportRows);
    try {
      return writeRouteTemplate(
        rows.map(({ order, shipment }) => ({
          orderNumber: order.orderNumber,
          status: order.status,
          shipToName: order.shipToName,
          routing: routingOf(shipment ?? undefined),
        })),
        language,
      );
    } catch (error) {
      // The template is written from stored data: a failure here is ours, said as the spec does.
      throw new ApiError('TEMPLATE_DOWNLOAD_FAILED', { cause: error });
    }
  }

  /** Route upload: every row is checked first; then all are stored in one transaction, or none. */
  async routeUpload(
    projectKey: string,
    bytes: Buffer,
    actor: string,
    language: Language,
  ): Promise<RouteUploadResult> {
    await projectConnection(this.db, projectKey);
    const candidates = await this.db
      .select({
        serialNumber: orders.serialNumber,
        orderNumber: orders.orderNumber,
        status: orders.status,
      })
      .from(orders)
      .where(and(eq(orders.projectKey, projectKey), isOrderDocument))
      .orderBy(asc(orders.serialNumber));
    // Per PO number, the latest order that can be routed, else the latest one (which the
    // upload then names as not routable).
    const byNumber = new Map<string, (typeof candidates)[number]>();
    for (const row of candidates) {
      const known = byNumber.get(row.orderNumber);
      if (known === undefined || routable(row.status) || !routable(known.status)) {
        byNumber.set(row.orderNumber, row);
      }
    }
    const rows = await readRouteUpload(bytes, (orderNumber) => byNumber.get(orderNumber), language);
    let moved = 0;
    await this.db.transaction(async (tx) => {
      for (const row of rows) {
        const before = await this.lockOrder(tx, row.serialNumber);
        await this.route(tx, row.serialNumber, row.routing, { actor, now: this.clock.now() });
        if (before.status === 'ACCEPTED') moved += 1;
      }
    });
    return { routed: rows.length, moved };
  }

  async report(query: ReportQuery, language: Language): Promise<Buffer> {
    const summaries =
      query.serialNumbers !== undefined && query.serialNumbers.length > 0
        ? await this.selected(query.serialNumbers, query.timeZone)
        : await this.filtered(query, maxPurchaseReportRows);
    const rows: PurchaseReportRow[] = [];
    for (const summary of summaries) {
      const order = await this.orderBySerial(this.db, summary.serialNumber);
      const detail = await this.detailOf(this.db, order, query.timeZone);
      rows.push(reportRowOf(detail));
    }
    return writePurchaseReport(rows, language, query.timeZone);
  }

  private async selected(
    serialNumbers: readonly number[],
    timeZone = 'UTC',
  ): Promise<PurchaseOrderSummary[]> {
    const rows = await this.db
      .select({ order: orders, shipment: shipments })
      .from(orders)
      .leftJoin(shipments, eq(shipments.serialNumber, orders.serialNumber))
      .where(and(inArray(orders.serialNumber, [...serialNumbers]), isOrderDocument, inFulfilment));
    if (rows.length === 0)
      throw new ApiError('EXPORT_SELECTION_REQUIRED', { field: 'serialNumbers' });
    const counts = await this.packageCounts(rows.map((row) => row.order.serialNumber));
    const today = dayIn(this.clock.now(), timeZone);
    return rows.map(({ order, shipment }) =>
      this.summaryOf(order, shipment ?? undefined, counts.get(order.serialNumber) ?? 0, today),
    );
  }
}

// ---- helpers --------------------------------------------------------------------------------

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (match) => `\\${match}`);

function orderedByLine(data: CanonicalOrder): Map<string, number> {
  return new Map(data.lines.map((line) => [line.lineNumber, line.quantities.ordered ?? 0]));
}

function packedByLine(packages: readonly PackageRow[]): Map<string, number> {
  const packed = new Map<string, number>();
  for (const unit of packages) {
    for (const content of unit.contents) {
      packed.set(content.lineNumber, (packed.get(content.lineNumber) ?? 0) + content.quantity);
    }
  }
  return packed;
}

function toDocumentParty(party: Party | undefined): DocumentParty | undefined {
  if (party === undefined) return undefined;
  return {
    name: party.name ?? party.id ?? '',
    street: party.street ?? null,
    address: party.address ?? null,
    city: party.city ?? null,
    state: party.state ?? null,
    postcode: party.postcode ?? null,
    country: party.country ?? null,
    id: party.id ?? null,
  };
}

/** The confirmed ship time as an instant: the date and time typed, in the user's zone. */
const shippedInstant = (body: Confirmation): Date =>
  zonedInstant(body.shippedDate, body.shippedTime, body.timeZone ?? 'UTC');

async function renderAll(
  input: ShipmentDocumentInput,
  size: LabelSize,
  labels: boolean,
  gs1CompanyPrefix: string,
): Promise<{ kind: ShipmentDocumentKind; fileName: string; mediaType: string; content: Buffer }[]> {
  const name = (kind: ShipmentDocumentKind) =>
    `${kind}-${input.orderNumber.replace(/[^A-Za-z0-9_-]/g, '_')}.${media[kind].extension}`;
  const file = (kind: ShipmentDocumentKind, content: Buffer) => ({
    kind,
    fileName: name(kind),
    mediaType: media[kind].mediaType,
    content,
  });
  const files = [
    file('packing-slip', await renderPackingSlipPdf(input)),
    file('bill-of-lading', await renderBillOfLadingPdf(input)),
  ];
  if (labels && input.packages.some((unit) => unit.sscc !== null)) {
    files.push(file('labels-pdf', await renderLabelsPdf(input, size, { gs1CompanyPrefix })));
    files.push(
      file('labels-zpl', Buffer.from(renderLabelsZpl(input, size, { gs1CompanyPrefix }), 'utf8')),
    );
  }
  return files;
}

function reportRowOf(detail: PurchaseDetail): PurchaseReportRow {
  const sscc = new Map(detail.packages.map((unit) => [unit.key, unit.sscc]));
  return {
    summary: detail.summary,
    routing: detail.routing,
    shippedAt: detail.shippedAt,
    lines: detail.lines,
    packages: detail.packages.map((unit) => ({
      sscc: unit.sscc,
      level: unit.level,
      sequence: unit.sequence,
      palletSscc: unit.palletKey === undefined ? null : (sscc.get(unit.palletKey) ?? null),
      contents: unit.contents,
    })),
  };
}
