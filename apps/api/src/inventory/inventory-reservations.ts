import type { InventoryLogType, StockShortage } from '@portal/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Clock } from '../common/clock';
import {
  inventories,
  inventoryLogs,
  inventoryReservations,
  products,
  stores,
  type Executor,
} from '../database';
import { ApiError } from '../errors';

/** One line of an order to hold stock for: a product, how many, and the store if the order names one. */
export interface ReservationLine {
  /** The order line it is for, when it comes from one. */
  readonly lineNumber?: string;
  readonly productId: number;
  readonly quantity: number;
  readonly storeId?: number;
}

/** An inventory record locked for the rest of the transaction, with what its logs name. */
interface LockedStock {
  id: number;
  productId: number;
  storeId: number;
  onHand: number;
  reserved: number;
  projectKey: string;
  vendorNumber: string;
  storeCode: string;
}

/**
 * The stock an accepted order holds (decisions.md §3). Every method works inside the caller's
 * transaction, so the order's status move, its 855 and the stock change commit together or not
 * at all. Inventory rows are locked with `FOR UPDATE` in id order before they are read: parallel
 * accepts of the same product wait for each other and each sees what the other left, so stock is
 * never promised twice (and never in an order that could deadlock).
 */
export class InventoryReservations {
  constructor(private readonly clock: Clock) {}

  /** Locks the inventory records of some products (or some records), in id order. */
  private async lock(
    tx: Executor,
    filter: { productIds: readonly number[] } | { ids: readonly number[] },
  ): Promise<LockedStock[]> {
    const where =
      'ids' in filter
        ? inArray(inventories.id, [...filter.ids])
        : inArray(inventories.productId, [...filter.productIds]);
    return tx
      .select({
        id: inventories.id,
        productId: inventories.productId,
        storeId: inventories.storeId,
        onHand: inventories.onHand,
        reserved: inventories.reserved,
        projectKey: products.projectKey,
        vendorNumber: products.vendorNumber,
        storeCode: stores.storeCode,
      })
      .from(inventories)
      .innerJoin(products, eq(products.id, inventories.productId))
      .innerJoin(stores, eq(stores.id, inventories.storeId))
      .where(where)
      .orderBy(asc(inventories.id))
      .for('update', { of: inventories });
  }

  private async change(
    tx: Executor,
    stock: LockedStock,
    change: {
      type: InventoryLogType;
      quantity: number;
      onHand: number;
      reserved: number;
      orderSerialNumber: number;
      actor: string;
    },
  ): Promise<void> {
    const now = this.clock.now();
    await tx
      .update(inventories)
      .set({ onHand: change.onHand, reserved: change.reserved, updatedAt: now })
      .where(eq(inventories.id, stock.id));
    await tx.insert(inventoryLogs).values({
      inventoryId: stock.id,
      projectKey: stock.projectKey,
      vendorNumber: stock.vendorNumber,
      storeCode: stock.storeCode,
      type: change.type,
      quantity: change.quantity,
      onHandAfter: change.onHand,
      reservedAfter: change.reserved,
      orderSerialNumber: change.orderSerialNumber,
      actor: change.actor,
      at: now,
    });
    stock.onHand = change.onHand;
    stock.reserved = change.reserved;
  }

  /**
   * Holds stock for every line of an order. What the order held before (an accept after a
   * change) is released first, in the same transaction. A line naming a store takes from that
   * store only; other lines take from the stores with the most available first. When products
   * are short, nothing changes and "insufficient inventory" names every short product with what
   * the order asks, what is free for it and the difference, after `alsoShort` (items the caller
   * found short already, e.g. not in master data).
   */
  async reserve(
    tx: Executor,
    orderSerialNumber: number,
    lines: readonly ReservationLine[],
    actor: string,
    alsoShort: readonly StockShortage[] = [],
  ): Promise<void> {
    await this.release(tx, orderSerialNumber, actor);
    const wanted = lines.filter((line) => line.quantity > 0);
    const stock =
      wanted.length === 0
        ? []
        : await this.lock(tx, { productIds: [...new Set(wanted.map((line) => line.productId))] });
    const { takes, perProduct } = planTakes(wanted, stock);
    const short = [...perProduct].filter(([, wants]) => wants.available < wants.ordered);
    if (short.length > 0 || alsoShort.length > 0) {
      const numbers = await this.vendorNumbers(tx, short);
      throw insufficientInventory([
        ...alsoShort,
        ...short.map(([productId, { ordered, available }]) => ({
          item: numbers.get(productId) ?? String(productId),
          ordered,
          available,
          short: ordered - available,
        })),
      ]);
    }
    for (const { row, take } of takes) {
      await this.change(tx, row, {
        type: 'accept',
        quantity: take,
        onHand: row.onHand,
        reserved: row.reserved + take,
        orderSerialNumber,
        actor,
      });
      await tx.insert(inventoryReservations).values({
        orderSerialNumber,
        inventoryId: row.id,
        quantity: take,
        status: 'reserved',
      });
    }
  }

  /** The supplier's item numbers of some products. */
  private async vendorNumbers(
    tx: Executor,
    short: readonly (readonly [number, unknown])[],
  ): Promise<Map<number, string>> {
    if (short.length === 0) return new Map();
    const rows = await tx
      .select({ id: products.id, vendorNumber: products.vendorNumber })
      .from(products)
      .where(
        inArray(
          products.id,
          short.map(([productId]) => productId),
        ),
      );
    return new Map(rows.map((row) => [row.id, row.vendorNumber]));
  }

  /** Gives back what an order holds (the order was cancelled or is accepted anew). */
  async release(tx: Executor, orderSerialNumber: number, actor: string): Promise<number> {
    return this.settle(tx, orderSerialNumber, actor, 'released');
  }

  /** The held goods left the warehouse: on hand and reserved both go down by what was held. */
  async ship(tx: Executor, orderSerialNumber: number, actor: string): Promise<number> {
    return this.settle(tx, orderSerialNumber, actor, 'delivered');
  }

  /**
   * The confirmed shipment of an order (docs/fulfilment.md, "Ship confirmation"), line by line: a
   * line ships first from what the order holds of its product (in the line's store when the line
   * names one, as at accept; logged `deliver`); what was held but did not ship goes back to
   * available (`release`); what a line ships beyond the hold (an over-shipment the project allows)
   * comes out of available stock of its product (its store first), or the confirmation fails with
   * "insufficient inventory" and changes nothing. The holds are re-stated as they settled.
   */
  async shipQuantities(
    tx: Executor,
    orderSerialNumber: number,
    lines: readonly ReservationLine[],
    actor: string,
  ): Promise<void> {
    const holding = await this.held(tx, orderSerialNumber);
    const heldProducts =
      holding.length === 0
        ? []
        : await tx
            .select({ productId: inventories.productId })
            .from(inventories)
            .where(
              inArray(
                inventories.id,
                holding.map((hold) => hold.inventoryId),
              ),
            );
    const stock = await this.lock(tx, {
      productIds: [
        ...new Set([
          ...lines.map((line) => line.productId),
          ...heldProducts.map((row) => row.productId),
        ]),
      ],
    });
    const heldLeft = new Map(holding.map((hold) => [hold.inventoryId, Number(hold.quantity)]));
    const settled = new Map<string, number>();
    const settle = (inventoryId: number, status: 'delivered' | 'released', quantity: number) =>
      settled.set(
        `${inventoryId}:${status}`,
        (settled.get(`${inventoryId}:${status}`) ?? 0) + quantity,
      );
    // Lines naming a store go first, so a line without one cannot take that store's hold.
    const ordered = [...lines]
      .filter((line) => line.quantity > 0)
      .sort((a, b) => Number(a.storeId === undefined) - Number(b.storeId === undefined));
    const stockOf = (line: ReservationLine) => {
      const own = stock.filter((row) => row.productId === line.productId);
      const inStore = own.filter((row) => row.storeId === line.storeId);
      return line.storeId === undefined
        ? own
        : [...inStore, ...own.filter((row) => row.storeId !== line.storeId)];
    };
    const beyond = new Map<ReservationLine, number>();
    for (const line of ordered) {
      let missing = line.quantity;
      for (const row of stockOf(line)) {
        const take = Math.min(missing, heldLeft.get(row.id) ?? 0);
        if (take <= 0) continue;
        await this.change(tx, row, {
          type: 'deliver',
          quantity: -take,
          onHand: row.onHand - take,
          reserved: row.reserved - take,
          orderSerialNumber,
          actor,
        });
        heldLeft.set(row.id, (heldLeft.get(row.id) ?? 0) - take);
        settle(row.id, 'delivered', take);
        missing -= take;
      }
      if (missing > 0) beyond.set(line, missing);
    }
    for (const row of stock) {
      const left = heldLeft.get(row.id) ?? 0;
      if (left <= 0) continue;
      await this.change(tx, row, {
        type: 'release',
        quantity: -left,
        onHand: row.onHand,
        reserved: row.reserved - left,
        orderSerialNumber,
        actor,
      });
      settle(row.id, 'released', left);
    }
    for (const [line, extra] of beyond) {
      let missing = extra;
      for (const row of stockOf(line)) {
        const take = Math.min(missing, row.onHand - row.reserved);
        if (take <= 0) continue;
        await this.change(tx, row, {
          type: 'deliver',
          quantity: -take,
          onHand: row.onHand - take,
          reserved: row.reserved,
          orderSerialNumber,
          actor,
        });
        settle(row.id, 'delivered', take);
        missing -= take;
      }
      if (missing > 0) {
        const [product] = await tx
          .select({ vendorNumber: products.vendorNumber })
          .from(products)
          .where(eq(products.id, line.productId));
        throw new ApiError('INSUFFICIENT_INVENTORY', {
          field: product?.vendorNumber ?? String(line.productId),
        });
      }
    }
    await tx
      .delete(inventoryReservations)
      .where(
        and(
          eq(inventoryReservations.orderSerialNumber, orderSerialNumber),
          eq(inventoryReservations.status, 'reserved'),
        ),
      );
    if (settled.size > 0) {
      await tx.insert(inventoryReservations).values(
        [...settled].map(([key, quantity]) => {
          const [inventoryId = '0', status = 'delivered'] = key.split(':');
          return {
            orderSerialNumber,
            inventoryId: Number(inventoryId),
            quantity,
            status: status as 'delivered' | 'released',
          };
        }),
      );
    }
  }

  /** What an order holds now, per product. */
  async heldByProduct(executor: Executor, orderSerialNumber: number): Promise<Map<number, number>> {
    const rows = await executor
      .select({
        productId: inventories.productId,
        quantity: sql<number>`sum(${inventoryReservations.quantity})::int`,
      })
      .from(inventoryReservations)
      .innerJoin(inventories, eq(inventories.id, inventoryReservations.inventoryId))
      .where(
        and(
          eq(inventoryReservations.orderSerialNumber, orderSerialNumber),
          eq(inventoryReservations.status, 'reserved'),
        ),
      )
      .groupBy(inventories.productId);
    return new Map(rows.map((row) => [row.productId, Number(row.quantity)]));
  }

  /** What an order holds now, per inventory record. */
  async held(
    executor: Executor,
    orderSerialNumber: number,
  ): Promise<{ inventoryId: number; quantity: number }[]> {
    return executor
      .select({
        inventoryId: inventoryReservations.inventoryId,
        quantity: sql<number>`sum(${inventoryReservations.quantity})::int`,
      })
      .from(inventoryReservations)
      .where(
        and(
          eq(inventoryReservations.orderSerialNumber, orderSerialNumber),
          eq(inventoryReservations.status, 'reserved'),
        ),
      )
      .groupBy(inventoryReservations.inventoryId)
      .orderBy(asc(inventoryReservations.inventoryId));
  }

  private async settle(
    tx: Executor,
    orderSerialNumber: number,
    actor: string,
    outcome: 'released' | 'delivered',
  ): Promise<number> {
    const holding = await this.held(tx, orderSerialNumber);
    if (holding.length === 0) return 0;
    const stock = await this.lock(tx, { ids: holding.map((hold) => hold.inventoryId) });
    let total = 0;
    for (const row of stock) {
      const quantity = Number(holding.find((hold) => hold.inventoryId === row.id)?.quantity ?? 0);
      total += quantity;
      await this.change(tx, row, {
        type: outcome === 'released' ? 'release' : 'deliver',
        quantity: -quantity,
        onHand: outcome === 'released' ? row.onHand : row.onHand - quantity,
        reserved: row.reserved - quantity,
        orderSerialNumber,
        actor,
      });
    }
    await tx
      .update(inventoryReservations)
      .set({ status: outcome, updatedAt: this.clock.now() })
      .where(
        and(
          eq(inventoryReservations.orderSerialNumber, orderSerialNumber),
          eq(inventoryReservations.status, 'reserved'),
        ),
      );
    return total;
  }
}

/**
 * "Insufficient inventory" naming every short item (the first as the field, for the message's
 * `{field}` and older clients).
 */
export function insufficientInventory(shortages: readonly StockShortage[]): ApiError {
  const field = shortages[0]?.item;
  return new ApiError('INSUFFICIENT_INVENTORY', {
    ...(field === undefined ? {} : { field }),
    detail: { ...(field === undefined ? {} : { field }), shortages: [...shortages] },
  });
}

/**
 * Which stock rows each line takes from and how much, without writing anything: lines naming a
 * store first (so a line without one cannot take that store's stock), each from the rows with
 * the most available first. Per product, what the lines ask and what they could get.
 */
function planTakes(
  lines: readonly ReservationLine[],
  stock: readonly LockedStock[],
): {
  takes: { row: LockedStock; take: number }[];
  perProduct: Map<number, { ordered: number; available: number }>;
} {
  const free = new Map(stock.map((row) => [row.id, row.onHand - row.reserved]));
  const freeIn = (row: LockedStock) => free.get(row.id) ?? 0;
  const takes: { row: LockedStock; take: number }[] = [];
  const perProduct = new Map<number, { ordered: number; available: number }>();
  const ordered = [...lines].sort(
    (a, b) => Number(a.storeId === undefined) - Number(b.storeId === undefined),
  );
  for (const line of ordered) {
    const candidates = stock
      .filter(
        (row) =>
          row.productId === line.productId &&
          (line.storeId === undefined || row.storeId === line.storeId),
      )
      .sort((a, b) => freeIn(b) - freeIn(a) || a.id - b.id);
    let missing = line.quantity;
    for (const row of candidates) {
      const take = Math.min(missing, freeIn(row));
      if (take <= 0) continue;
      free.set(row.id, freeIn(row) - take);
      takes.push({ row, take });
      missing -= take;
      if (missing === 0) break;
    }
    const wants = perProduct.get(line.productId) ?? { ordered: 0, available: 0 };
    wants.ordered += line.quantity;
    wants.available += line.quantity - missing;
    perProduct.set(line.productId, wants);
  }
  return { takes, perProduct };
}
