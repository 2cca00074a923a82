import type {
  CanonicalOrder,
  CanonicalOrderResponse,
  OrderAction,
  OrderLogEvent,
  OrderLogNote,
  StockShortage,
} from '@portal/contracts';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { products, shipmentPackages, stores, type Executor, type orders } from '../database';
import { ApiError } from '../errors';
import type { OutboundMessages } from '../gateway/outbound/outbound-messages';
import {
  insufficientInventory,
  type InventoryReservations,
  type ReservationLine,
} from '../inventory/inventory-reservations';
import { projectConnection } from '../projects/projects.service';

/** What an answer goes through: its 855 / ORDRSP to the gateway, its stock to the warehouse. */
export interface AnswerServices {
  readonly outbound: Pick<OutboundMessages, 'create'>;
  readonly reservations: Pick<InventoryReservations, 'reserve' | 'release'>;
}

/** One of the supplier's answers (accept, reject, backorder, cancel), as the lifecycle runs it. */
export interface AnswerRequest {
  readonly move: OrderAction;
  readonly services: AnswerServices;
  /** Why (reject, cancel) or a note; written to the log row. */
  readonly reason?: string | undefined;
  /** Backorder: when the goods are expected (855 line schedule date). */
  readonly scheduledDate?: string | undefined;
}

/** The order being answered: locked, and checked by the lifecycle to be an order. */
type AnsweredOrder = Pick<typeof orders.$inferSelect, 'serialNumber' | 'projectKey'> & {
  readonly data: CanonicalOrder;
};

const lineStatus = {
  accept: 'accepted',
  reject: 'rejected',
  backorder: 'backordered',
  cancel: 'canceled',
} as const satisfies Record<OrderAction, string>;

/** What the log says each answer did. */
const answerEvents = {
  accept: 'accepted',
  reject: 'rejected',
  backorder: 'backordered',
  cancel: 'canceled',
} as const satisfies Record<OrderAction, OrderLogEvent>;

/** The parties an 855 / ORDRSP names: who ordered, who answers, where the goods go. */
const answeredParties = new Set(['buyer', 'seller', 'supplier', 'shipTo']);

/**
 * What an answer does besides its status and log row (decisions.md §3): "allow cancel" off
 * refuses a cancel; an accept reserves the ordered stock, every other answer releases what the
 * order held (nothing is held after a reject, a backorder or a cancel; a change may follow an
 * accept); the 855 / ORDRSP is stored with fresh control numbers for the caller to deliver after
 * its commit. Returns the log row's text and the message.
 */
export async function answerOrder(
  tx: Executor,
  order: AnsweredOrder,
  request: AnswerRequest,
  context: { readonly actor: string; readonly now: Date },
): Promise<{ note: OrderLogNote; messageId: number }> {
  const { move, services } = request;
  const connection = await projectConnection(tx, order.projectKey);
  if (move === 'cancel' && !connection.features.allowCancel) {
    throw new ApiError('CANCEL_ORDER_FAILED', { field: 'allowCancel' });
  }
  if (move === 'accept') {
    const { lines, unmatched } = await matchReservationLines(tx, order.projectKey, order.data);
    // Items not in master data are short too: the refusal names them with the stock shortages.
    await services.reservations.reserve(tx, order.serialNumber, lines, context.actor, unmatched);
  } else {
    await services.reservations.release(tx, order.serialNumber, context.actor);
  }
  // A cancelled shipment's labels are void; their SSCCs stay used (docs/fulfilment.md).
  const voided = move === 'cancel' ? await voidPackages(tx, order.serialNumber, context.now) : 0;
  const message = await services.outbound.create(tx, {
    projectKey: order.projectKey,
    connection,
    document: orderResponse(
      move,
      order.data,
      order.serialNumber,
      context.now,
      request.scheduledDate,
    ),
    createdBy: context.actor,
    orderSerialNumber: order.serialNumber,
  });
  const note: OrderLogNote = {
    event: answerEvents[move],
    params: {
      documentType: message.documentType,
      controlNumber: message.interchangeControlNumber,
      voided: voided > 0 ? voided : undefined,
      reason: request.reason,
    },
  };
  return { note, messageId: message.id };
}

/**
 * Each line's product (by vendor item, buyer item, UPC or SKU number, in that order) and
 * whole quantity. A line whose product is not in master data cannot be stocked: it is
 * reported as insufficient inventory naming the items, so nothing is accepted half.
 */
export async function reservationLines(
  tx: Executor,
  projectKey: string,
  order: CanonicalOrder,
): Promise<ReservationLine[]> {
  const { lines, unmatched } = await matchReservationLines(tx, projectKey, order);
  if (unmatched.length > 0) throw insufficientInventory(unmatched);
  return lines;
}

/**
 * Each line's product and whole quantity, and the lines whose product is not in master data as
 * shortages of everything they order (by the number the order gives the item).
 */
async function matchReservationLines(
  tx: Executor,
  projectKey: string,
  order: CanonicalOrder,
): Promise<{ lines: ReservationLine[]; unmatched: StockShortage[] }> {
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
  const lines: ReservationLine[] = [];
  const unmatched: StockShortage[] = [];
  for (const line of wanted) {
    const product =
      candidates.find(
        (row) => line.vendorItemNumber && row.vendorNumber === line.vendorItemNumber,
      ) ??
      candidates.find(
        (row) => line.buyerItemNumber && row.customerItemNumber === line.buyerItemNumber,
      ) ??
      candidates.find((row) => line.upc && row.upcNumber === line.upc) ??
      candidates.find((row) => line.sku && row.skuNumber === line.sku);
    const quantity = Math.ceil(line.quantities.ordered ?? 0);
    if (product === undefined) {
      const item =
        line.vendorItemNumber ?? line.buyerItemNumber ?? line.upc ?? line.sku ?? line.lineNumber;
      // An item on several lines is named once, with all it orders.
      const known = unmatched.find((shortage) => shortage.item === item);
      if (known === undefined)
        unmatched.push({ item, ordered: quantity, available: 0, short: quantity });
      else {
        known.ordered += quantity;
        known.short += quantity;
      }
      continue;
    }
    // A store code the supplier keeps stock under narrows the line to it; a customer's own
    // store number (unknown here) leaves every store open.
    const store = knownStores.find((row) => row.storeCode === line.storeCode);
    lines.push({
      lineNumber: line.lineNumber,
      productId: product.id,
      quantity,
      ...(store === undefined ? {} : { storeId: store.id }),
    });
  }
  return { lines, unmatched };
}

/** The 855 / ORDRSP answering an order: every line with the answer's status. */
function orderResponse(
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

/**
 * Voids every label of a cancelled order (docs/fulfilment.md): the packages stay, with their
 * SSCCs, so the numbers are never handed out again.
 */
async function voidPackages(tx: Executor, serialNumber: number, now: Date): Promise<number> {
  const rows = await tx
    .update(shipmentPackages)
    .set({ voidedAt: now })
    .where(and(eq(shipmentPackages.serialNumber, serialNumber), isNull(shipmentPackages.voidedAt)))
    .returning({ id: shipmentPackages.id });
  return rows.length;
}
