import {
  actionAllowed,
  orderTransitions,
  type CanonicalOrder,
  type CanonicalOrderResponse,
  type OrderAction,
  type OrderOperateResult,
  type orderOperateSchema,
} from '@portal/contracts';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Clock } from '../common/clock';
import { orderLogs, orders, products, stores, type Database, type Executor } from '../database';
import { ApiError } from '../errors';
import type { EdiGateway } from '../gateway/gateway';
import type { InventoryReservations, ReservationLine } from '../inventory/inventory-reservations';
import { projectConnection } from '../projects/projects.service';
import { toSummary } from './orders.service';

export type OrderOperation = z.output<typeof orderOperateSchema>;

const lineStatus = {
  accept: 'accepted',
  reject: 'rejected',
  backorder: 'backordered',
  cancel: 'canceled',
} as const satisfies Record<OrderAction, string>;

/** The parties an 855 / ORDRSP names: who ordered, who answers, where the goods go. */
const answeredParties = new Set(['buyer', 'seller', 'supplier', 'shipTo']);

/**
 * Order operation (decisions.md §3): accept, reject, backorder and cancel, each one transaction
 * in which the order row is locked first, the status machine is checked, stock is reserved or
 * released, the 855 / ORDRSP is stored and the move is logged. A refused move changes nothing.
 * The 855 is written to the outbound directory after the commit.
 */
export class OrderOperations {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly gateway: EdiGateway,
    private readonly reservations: InventoryReservations,
  ) {}

  async operate(operation: OrderOperation, actor: string): Promise<OrderOperateResult> {
    const { action } = operation;
    const outcome = await this.db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.serialNumber, operation.serialNumber))
        .for('update');
      if (order === undefined) throw new ApiError('ORDER_NOT_FOUND', { field: 'serialNumber' });
      // Plans (830 / DELFOR) are forecasts: they are read, never answered.
      if (
        order.data.kind !== 'order' ||
        order.documentType === 'ORDER_PLAN' ||
        !actionAllowed(action, order.status)
      ) {
        throw new ApiError('INVALID_STATUS', { field: 'status' });
      }
      const connection = await projectConnection(tx, order.projectKey);
      if (action === 'cancel' && !connection.features.allowCancel) {
        throw new ApiError('CANCEL_ORDER_FAILED', { field: 'allowCancel' });
      }
      const data = order.data;
      if (action === 'accept') {
        const lines = await this.reservationLines(tx, order.projectKey, data);
        await this.reservations.reserve(tx, order.serialNumber, lines, actor);
      } else {
        // Nothing is held after a reject, a backorder or a cancel (a change may follow an accept).
        await this.reservations.release(tx, order.serialNumber, actor);
      }
      const now = this.clock.now();
      const message = await this.gateway.outbound.create(tx, {
        projectKey: order.projectKey,
        connection,
        document: orderResponse(action, data, order.serialNumber, now, operation.scheduledDate),
        createdBy: actor,
        orderSerialNumber: order.serialNumber,
      });
      const to = orderTransitions[action].to;
      const [updated] = await tx
        .update(orders)
        .set({ status: to, updatedAt: now })
        .where(eq(orders.serialNumber, order.serialNumber))
        .returning();
      await tx.insert(orderLogs).values({
        serialNumber: order.serialNumber,
        at: now,
        actor,
        fromStatus: order.status,
        toStatus: to,
        message: [
          `${action}: ${message.documentType} ${message.interchangeControlNumber}`,
          operation.reason,
        ]
          .filter(Boolean)
          .join(' — ')
          .slice(0, 512),
      });
      if (updated === undefined) throw new Error('order update returned nothing');
      return { summary: toSummary(updated), messageId: message.id };
    });
    // Stored with the move; a failed write is retried by the gateway's sweep and shows as failed.
    await this.gateway.deliver([outcome.messageId]);
    return outcome;
  }

  /**
   * Each line's product (by vendor item, buyer item, UPC or SKU number, in that order) and
   * whole quantity. A line whose product is not in master data cannot be stocked: it is
   * reported as insufficient inventory naming the item, so nothing is accepted half.
   */
  private async reservationLines(
    tx: Executor,
    projectKey: string,
    order: CanonicalOrder,
  ): Promise<ReservationLine[]> {
    const wanted = order.lines.filter((line) => (line.quantities.ordered ?? 0) > 0);
    const numbers = (pick: (line: CanonicalOrder['lines'][number]) => string | undefined) =>
      wanted.map(pick).filter((value): value is string => value !== undefined && value !== '');
    const vendor = numbers((line) => line.vendorItemNumber);
    const buyer = numbers((line) => line.buyerItemNumber);
    const upc = numbers((line) => line.upc);
    const sku = numbers((line) => line.sku);
    const candidates =
      wanted.length === 0
        ? []
        : await tx
            .select({
              id: products.id,
              vendorNumber: products.vendorNumber,
              customerItemNumber: products.customerItemNumber,
              upcNumber: products.upcNumber,
              skuNumber: products.skuNumber,
            })
            .from(products)
            .where(
              and(
                eq(products.projectKey, projectKey),
                or(
                  vendor.length > 0 ? inArray(products.vendorNumber, vendor) : undefined,
                  buyer.length > 0 ? inArray(products.customerItemNumber, buyer) : undefined,
                  upc.length > 0 ? inArray(products.upcNumber, upc) : undefined,
                  sku.length > 0 ? inArray(products.skuNumber, sku) : undefined,
                ),
              ),
            );
    const storeCodes = numbers((line) => line.storeCode);
    const knownStores =
      storeCodes.length === 0
        ? []
        : await tx
            .select({ id: stores.id, storeCode: stores.storeCode })
            .from(stores)
            .where(inArray(stores.storeCode, storeCodes));
    return wanted.map((line) => {
      const product =
        candidates.find(
          (row) => line.vendorItemNumber && row.vendorNumber === line.vendorItemNumber,
        ) ??
        candidates.find(
          (row) => line.buyerItemNumber && row.customerItemNumber === line.buyerItemNumber,
        ) ??
        candidates.find((row) => line.upc && row.upcNumber === line.upc) ??
        candidates.find((row) => line.sku && row.skuNumber === line.sku);
      if (product === undefined) {
        throw new ApiError('INSUFFICIENT_INVENTORY', {
          field:
            line.vendorItemNumber ??
            line.buyerItemNumber ??
            line.upc ??
            line.sku ??
            line.lineNumber,
        });
      }
      // A store code the supplier keeps stock under narrows the line to it; a customer's own
      // store number (unknown here) leaves every store open.
      const store = knownStores.find((row) => row.storeCode === line.storeCode);
      return {
        productId: product.id,
        quantity: Math.ceil(line.quantities.ordered ?? 0),
        ...(store === undefined ? {} : { storeId: store.id }),
      };
    });
  }
}

/** The 855 / ORDRSP answering an order: every line with the answer's status. */
export function orderResponse(
  action: OrderAction,
  order: CanonicalOrder,
  serialNumber: number,
  now: Date,
  scheduledDate?: string,
): CanonicalOrderResponse {
  return {
    kind: 'orderResponse',
    responseType: action,
    orderNumber: order.orderNumber,
    ...(order.orderDate === undefined ? {} : { orderDate: order.orderDate }),
    responseDate: now.toISOString().slice(0, 10),
    responseNumber: String(serialNumber),
    ...(order.currencyCode === undefined ? {} : { currencyCode: order.currencyCode }),
    parties: order.parties.filter((party) => answeredParties.has(party.role)),
    lines: order.lines.map((line) => {
      const ordered = line.quantities.ordered ?? 0;
      return {
        lineNumber: line.lineNumber,
        ...(line.buyerItemNumber === undefined ? {} : { buyerItemNumber: line.buyerItemNumber }),
        ...(line.vendorItemNumber === undefined ? {} : { vendorItemNumber: line.vendorItemNumber }),
        ...(line.upc === undefined ? {} : { upc: line.upc }),
        quantityOrdered: ordered,
        quantity: ordered,
        ...(line.unit === undefined ? {} : { unit: line.unit }),
        ...(line.unitPrice === undefined ? {} : { unitPrice: line.unitPrice }),
        status: lineStatus[action],
        ...(action === 'backorder' && scheduledDate !== undefined ? { scheduledDate } : {}),
      };
    }),
  };
}
