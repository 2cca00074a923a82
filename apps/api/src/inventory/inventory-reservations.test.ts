import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inventories,
  inventoryLogs,
  inventoryReservations,
  products,
  stores,
  type DatabaseKind,
} from '../database';
import { ApiError } from '../errors';
import { createTestProject, x12Connection } from '../gateway/testing/gateway-fixtures';
import { makeTempDir, type TempDir } from '../testing/fixtures';
import { databaseKinds, snapshotTables } from '../testing/test-database';
import { startTestPortal, type TestPortal } from '../testing/test-portal';
import type { ReservationLine } from './inventory-reservations';

const projectKey = 'RSV';

/** A test portal with one project and three stores, and the helpers the suites below share. */
function reservationFixture(kind: DatabaseKind) {
  let portal: TestPortal;
  let dir: TempDir;
  const storeIds: number[] = [];

  beforeAll(async () => {
    dir = await makeTempDir();
    portal = await startTestPortal(kind, { dataDir: dir.path });
    await createTestProject(portal.database.db, dir.path, projectKey, x12Connection);
    for (const storeCode of ['ST-1', 'ST-2', 'ST-3']) {
      const [row] = await portal.database.db
        .insert(stores)
        .values({ storeCode, name: `Store ${storeCode}` })
        .returning({ id: stores.id });
      if (row === undefined) throw new Error('store not created');
      storeIds.push(row.id);
    }
  }, 60_000);
  afterAll(async () => {
    await portal.close();
    await dir.cleanup();
  });

  const db = () => portal.database.db;

  /** Store `index` (0, 1, 2) of the three made above. */
  const store = (index: number): number => {
    const id = storeIds[index];
    if (id === undefined) throw new Error(`no store ${index}`);
    return id;
  };

  async function addProduct(vendorNumber: string): Promise<number> {
    const [row] = await db()
      .insert(products)
      .values({ projectKey, vendorNumber, name: `Product ${vendorNumber}` })
      .returning({ id: products.id });
    if (row === undefined) throw new Error('product not created');
    return row.id;
  }

  async function addStock(productId: number, storeId: number, onHand: number): Promise<number> {
    const [row] = await db()
      .insert(inventories)
      .values({ productId, storeId, onHand })
      .returning({ id: inventories.id });
    if (row === undefined) throw new Error('inventory not created');
    return row.id;
  }

  const reserve = (serial: number, lines: readonly ReservationLine[], actor = 'tester') =>
    db().transaction((tx) => portal.context.reservations.reserve(tx, serial, lines, actor));
  const release = (serial: number) =>
    db().transaction((tx) => portal.context.reservations.release(tx, serial, 'tester'));
  const ship = (serial: number) =>
    db().transaction((tx) => portal.context.reservations.ship(tx, serial, 'tester'));
  const held = (serial: number) => portal.context.reservations.held(db(), serial);

  async function stockOf(id: number): Promise<{ onHand: number; reserved: number }> {
    const [row] = await db()
      .select({ onHand: inventories.onHand, reserved: inventories.reserved })
      .from(inventories)
      .where(eq(inventories.id, id));
    if (row === undefined) throw new Error(`no inventory ${id}`);
    return row;
  }

  /** The logs of some inventory records, oldest first, without ids and times. */
  async function logsOf(ids: readonly number[]) {
    return db()
      .select({
        inventoryId: inventoryLogs.inventoryId,
        type: inventoryLogs.type,
        quantity: inventoryLogs.quantity,
        onHandAfter: inventoryLogs.onHandAfter,
        reservedAfter: inventoryLogs.reservedAfter,
        orderSerialNumber: inventoryLogs.orderSerialNumber,
        actor: inventoryLogs.actor,
      })
      .from(inventoryLogs)
      .where(inArray(inventoryLogs.inventoryId, [...ids]))
      .orderBy(asc(inventoryLogs.id));
  }

  async function reservationRows(ids: readonly number[]) {
    return db()
      .select({
        orderSerialNumber: inventoryReservations.orderSerialNumber,
        inventoryId: inventoryReservations.inventoryId,
        quantity: inventoryReservations.quantity,
        status: inventoryReservations.status,
      })
      .from(inventoryReservations)
      .where(inArray(inventoryReservations.inventoryId, [...ids]))
      .orderBy(asc(inventoryReservations.id));
  }

  return {
    portal: () => portal,
    db,
    store,
    addProduct,
    addStock,
    reserve,
    release,
    ship,
    held,
    stockOf,
    logsOf,
    reservationRows,
  };
}

/** Resolves to the ApiError a promise rejects with (and fails when it does not reject with one). */
async function apiErrorOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe.each(databaseKinds)('inventory reservations on %s', (kind) => {
  const f = reservationFixture(kind);

  async function unchanged<T>(work: () => Promise<T>): Promise<T> {
    const before = await snapshotTables(f.portal().database);
    const result = await work();
    expect(await snapshotTables(f.portal().database)).toEqual(before);
    return result;
  }

  it('takes from the named store only, even when another store has more available', async () => {
    const product = await f.addProduct('NAMED-1');
    const small = await f.addStock(product, f.store(0), 10);
    const large = await f.addStock(product, f.store(1), 30);

    await f.reserve(1001, [{ productId: product, quantity: 4, storeId: f.store(0) }]);

    expect(await f.stockOf(small)).toEqual({ onHand: 10, reserved: 4 });
    expect(await f.stockOf(large)).toEqual({ onHand: 30, reserved: 0 });
    expect(await f.held(1001)).toEqual([{ inventoryId: small, quantity: 4 }]);
    expect(await f.logsOf([small, large])).toEqual([
      {
        inventoryId: small,
        type: 'accept',
        quantity: 4,
        onHandAfter: 10,
        reservedAfter: 4,
        orderSerialNumber: 1001,
        actor: 'tester',
      },
    ]);
    expect(await f.reservationRows([small, large])).toEqual([
      { orderSerialNumber: 1001, inventoryId: small, quantity: 4, status: 'reserved' },
    ]);
  });

  it('without a store takes from the store with the most available, then the next', async () => {
    const product = await f.addProduct('MOST-1');
    const first = await f.addStock(product, f.store(0), 10);
    const second = await f.addStock(product, f.store(1), 8);
    const third = await f.addStock(product, f.store(2), 5);
    // Store 1 keeps 4 available after this order.
    await f.reserve(1101, [{ productId: product, quantity: 6, storeId: f.store(0) }]);

    // Available 4 / 8 / 5: the 8 is the most.
    await f.reserve(1102, [{ productId: product, quantity: 3 }]);
    expect(await f.held(1102)).toEqual([{ inventoryId: second, quantity: 3 }]);

    // Available 4 / 5 / 5: a tie goes to the older record, then the next has the most.
    await f.reserve(1103, [{ productId: product, quantity: 9 }]);
    expect(await f.held(1103)).toEqual([
      { inventoryId: second, quantity: 5 },
      { inventoryId: third, quantity: 4 },
    ]);
    expect(await f.stockOf(first)).toEqual({ onHand: 10, reserved: 6 });
    expect(await f.stockOf(second)).toEqual({ onHand: 8, reserved: 8 });
    expect(await f.stockOf(third)).toEqual({ onHand: 5, reserved: 4 });
    const accepts = (await f.logsOf([first, second, third])).filter(
      (log) => log.orderSerialNumber === 1103,
    );
    expect(accepts).toEqual([
      expect.objectContaining({ inventoryId: second, type: 'accept', quantity: 5 }),
      expect.objectContaining({ inventoryId: third, type: 'accept', quantity: 4 }),
    ]);
  });

  it('serves the lines naming a store before the lines that do not', async () => {
    const product = await f.addProduct('ORDER-1');
    const named = await f.addStock(product, f.store(0), 5);
    const other = await f.addStock(product, f.store(1), 4);
    // Taken first, the unnamed line would empty store 1 (the most available) for the named line.
    await f.reserve(1201, [
      { productId: product, quantity: 4 },
      { productId: product, quantity: 5, storeId: f.store(0) },
    ]);
    expect(await f.stockOf(named)).toEqual({ onHand: 5, reserved: 5 });
    expect(await f.stockOf(other)).toEqual({ onHand: 4, reserved: 4 });
  });

  it('refuses a short product with INSUFFICIENT_INVENTORY naming its number, changing nothing', async () => {
    const plenty = await f.addProduct('PLENTY-1');
    const plentyStock = await f.addStock(plenty, f.store(0), 100);
    const short = await f.addProduct('SHORT-1');
    await f.addStock(short, f.store(0), 3);
    await f.addStock(short, f.store(1), 2);
    const none = await f.addProduct('NONE-1');

    // The first line fits and is written before the second fails: the transaction undoes it.
    const total = await unchanged(() =>
      apiErrorOf(
        f.reserve(1301, [
          { productId: plenty, quantity: 10 },
          { productId: short, quantity: 6 },
        ]),
      ),
    );
    expect(total.errorName).toBe('INSUFFICIENT_INVENTORY');
    expect(total.field).toBe('SHORT-1');
    // Named with what the order asks and what both stores have free; PLENTY-1 is not short.
    expect(total.detail?.shortages).toEqual([
      { item: 'SHORT-1', ordered: 6, available: 5, short: 1 },
    ]);

    // Five are there in all, but the named store has three.
    const named = await unchanged(() =>
      apiErrorOf(f.reserve(1302, [{ productId: short, quantity: 4, storeId: f.store(0) }])),
    );
    expect(named.errorName).toBe('INSUFFICIENT_INVENTORY');
    expect(named.field).toBe('SHORT-1');
    expect(named.detail?.shortages).toEqual([
      { item: 'SHORT-1', ordered: 4, available: 3, short: 1 },
    ]);

    const nowhere = await unchanged(() =>
      apiErrorOf(f.reserve(1303, [{ productId: none, quantity: 1 }])),
    );
    expect(nowhere.errorName).toBe('INSUFFICIENT_INVENTORY');
    expect(nowhere.field).toBe('NONE-1');
    expect(nowhere.detail?.shortages).toEqual([
      { item: 'NONE-1', ordered: 1, available: 0, short: 1 },
    ]);

    expect(await f.stockOf(plentyStock)).toEqual({ onHand: 100, reserved: 0 });
    expect(await f.held(1301)).toEqual([]);
  });

  it('releases what an order held before reserving for it again', async () => {
    const product = await f.addProduct('AGAIN-1');
    const stock = await f.addStock(product, f.store(0), 10);

    await f.reserve(1401, [{ productId: product, quantity: 6 }]);
    expect(await f.stockOf(stock)).toEqual({ onHand: 10, reserved: 6 });
    // Fits only because the 6 held by the same order are given back first.
    await f.reserve(1401, [{ productId: product, quantity: 10 }]);
    expect(await f.stockOf(stock)).toEqual({ onHand: 10, reserved: 10 });
    expect(await f.held(1401)).toEqual([{ inventoryId: stock, quantity: 10 }]);

    // Too many even after the release: the release is undone with the rest.
    const refused = await unchanged(() =>
      apiErrorOf(f.reserve(1401, [{ productId: product, quantity: 11 }])),
    );
    expect(refused.errorName).toBe('INSUFFICIENT_INVENTORY');

    // An order with no lines left gives back what it held.
    await f.reserve(1401, [{ productId: product, quantity: 0 }]);
    expect(await f.stockOf(stock)).toEqual({ onHand: 10, reserved: 0 });

    const log = (type: string, quantity: number, reservedAfter: number) => ({
      inventoryId: stock,
      type,
      quantity,
      onHandAfter: 10,
      reservedAfter,
      orderSerialNumber: 1401,
      actor: 'tester',
    });
    expect(await f.logsOf([stock])).toEqual([
      log('accept', 6, 6),
      log('release', -6, 0),
      log('accept', 10, 10),
      log('release', -10, 0),
    ]);
    expect(await f.reservationRows([stock])).toEqual([
      { orderSerialNumber: 1401, inventoryId: stock, quantity: 6, status: 'released' },
      { orderSerialNumber: 1401, inventoryId: stock, quantity: 10, status: 'released' },
    ]);
  });

  it('ships what an order holds: on hand and reserved go down, deliver is logged', async () => {
    const product = await f.addProduct('SHIP-1');
    const first = await f.addStock(product, f.store(0), 10);
    const second = await f.addStock(product, f.store(1), 5);
    await f.reserve(1501, [{ productId: product, quantity: 12 }]);
    expect(await f.held(1501)).toEqual([
      { inventoryId: first, quantity: 10 },
      { inventoryId: second, quantity: 2 },
    ]);

    expect(await f.ship(1501)).toBe(12);

    expect(await f.stockOf(first)).toEqual({ onHand: 0, reserved: 0 });
    expect(await f.stockOf(second)).toEqual({ onHand: 3, reserved: 0 });
    expect(await f.held(1501)).toEqual([]);
    const delivered = (await f.logsOf([first, second])).filter((log) => log.type === 'deliver');
    expect(delivered).toEqual([
      {
        inventoryId: first,
        type: 'deliver',
        quantity: -10,
        onHandAfter: 0,
        reservedAfter: 0,
        orderSerialNumber: 1501,
        actor: 'tester',
      },
      {
        inventoryId: second,
        type: 'deliver',
        quantity: -2,
        onHandAfter: 3,
        reservedAfter: 0,
        orderSerialNumber: 1501,
        actor: 'tester',
      },
    ]);
    expect((await f.reservationRows([first, second])).map((row) => row.status)).toEqual([
      'delivered',
      'delivered',
    ]);

    // Shipped once: shipping or releasing again does nothing.
    expect(await unchanged(() => f.ship(1501))).toBe(0);
    expect(await unchanged(() => f.release(1501))).toBe(0);
  });

  it('releases what an order holds: reserved goes down, release is logged, ship then does nothing', async () => {
    const product = await f.addProduct('REL-1');
    const stock = await f.addStock(product, f.store(2), 9);
    await f.reserve(1601, [{ productId: product, quantity: 7 }]);
    await f.reserve(1602, [{ productId: product, quantity: 2 }]);

    expect(await f.release(1601)).toBe(7);

    expect(await f.stockOf(stock)).toEqual({ onHand: 9, reserved: 2 });
    expect(await f.held(1601)).toEqual([]);
    expect(await f.held(1602)).toEqual([{ inventoryId: stock, quantity: 2 }]);
    expect((await f.logsOf([stock])).at(-1)).toEqual({
      inventoryId: stock,
      type: 'release',
      quantity: -7,
      onHandAfter: 9,
      reservedAfter: 2,
      orderSerialNumber: 1601,
      actor: 'tester',
    });
    const statuses = await f
      .db()
      .select({ status: inventoryReservations.status })
      .from(inventoryReservations)
      .where(
        and(
          eq(inventoryReservations.inventoryId, stock),
          eq(inventoryReservations.orderSerialNumber, 1601),
        ),
      );
    expect(statuses).toEqual([{ status: 'released' }]);

    expect(await unchanged(() => f.ship(1601))).toBe(0);
    expect(await unchanged(() => f.release(1601))).toBe(0);
    // The other order's hold is untouched and still ships.
    expect(await f.ship(1602)).toBe(2);
    expect(await f.stockOf(stock)).toEqual({ onHand: 7, reserved: 0 });
  });
});

/**
 * Many orders accepted at the same moment compete for the same stock. Each reservation runs in
 * its own transaction; on PostgreSQL they really run in parallel on the pool's connections and
 * wait for each other's row locks, on PGlite they are serialised. The result must be the same.
 */
function raceTests(kind: DatabaseKind): void {
  const f = reservationFixture(kind);
  const racers = 25;

  async function race(productId: number, quantity: number, firstSerial: number) {
    let running = 0;
    let mostAtOnce = 0;
    const results = await Promise.allSettled(
      Array.from({ length: racers }, (_, index) =>
        f.db().transaction(async (tx) => {
          running += 1;
          mostAtOnce = Math.max(mostAtOnce, running);
          try {
            await f
              .portal()
              .context.reservations.reserve(
                tx,
                firstSerial + index,
                [{ productId, quantity }],
                'race',
              );
          } finally {
            running -= 1;
          }
        }),
      ),
    );
    const won = results.flatMap((result, index) =>
      result.status === 'fulfilled' ? [firstSerial + index] : [],
    );
    const lost = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    return { won, lost, mostAtOnce };
  }

  /** Checks one race's outcome against the stock it was run on. */
  async function expectFairOutcome(
    outcome: Awaited<ReturnType<typeof race>>,
    options: {
      vendorNumber: string;
      quantity: number;
      stockIds: readonly number[];
      winners: number;
    },
  ) {
    expect(outcome.won).toHaveLength(options.winners);
    expect(outcome.lost).toHaveLength(racers - options.winners);
    for (const reason of outcome.lost) {
      expect(reason).toBeInstanceOf(ApiError);
      expect(reason).toMatchObject({
        errorName: 'INSUFFICIENT_INVENTORY',
        field: options.vendorNumber,
      });
    }
    let reserved = 0;
    for (const id of options.stockIds) {
      const stock = await f.stockOf(id);
      expect(stock.reserved).toBeLessThanOrEqual(stock.onHand);
      reserved += stock.reserved;
    }
    expect(reserved).toBe(options.winners * options.quantity);

    const rows = await f.reservationRows(options.stockIds);
    expect(rows.every((row) => row.status === 'reserved')).toBe(true);
    expect(rows.reduce((sum, row) => sum + row.quantity, 0)).toBe(reserved);
    expect([...new Set(rows.map((row) => row.orderSerialNumber))].sort()).toEqual(
      [...outcome.won].sort(),
    );
    for (const serial of outcome.won) {
      const held = await f.held(serial);
      expect(held.reduce((sum, hold) => sum + hold.quantity, 0)).toBe(options.quantity);
    }

    // Each winner saw what the one before it left: no two accepts started from the same count.
    const accepts = (await f.logsOf(options.stockIds)).filter((log) => log.type === 'accept');
    expect(accepts.every((log) => log.reservedAfter <= log.onHandAfter)).toBe(true);
    expect(accepts.reduce((sum, log) => sum + log.quantity, 0)).toBe(reserved);
  }

  it('holds 10 in stock for exactly 10 of 25 orders of 1', async () => {
    const product = await f.addProduct('RACE-1');
    const stock = await f.addStock(product, f.store(0), 10);

    const outcome = await race(product, 1, 5000);

    await expectFairOutcome(outcome, {
      vendorNumber: 'RACE-1',
      quantity: 1,
      stockIds: [stock],
      winners: 10,
    });
    expect(await f.stockOf(stock)).toEqual({ onHand: 10, reserved: 10 });
    const after = (await f.logsOf([stock])).map((log) => log.reservedAfter);
    expect(after).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    if (kind === 'postgres') expect(outcome.mostAtOnce).toBeGreaterThan(1);
  });

  it('holds 10 in stock for exactly 3 of 25 orders of 3', async () => {
    const product = await f.addProduct('RACE-3');
    const stock = await f.addStock(product, f.store(0), 10);

    const outcome = await race(product, 3, 6000);

    await expectFairOutcome(outcome, {
      vendorNumber: 'RACE-3',
      quantity: 3,
      stockIds: [stock],
      winners: 3,
    });
    expect(await f.stockOf(stock)).toEqual({ onHand: 10, reserved: 9 });
    expect((await f.logsOf([stock])).map((log) => log.reservedAfter)).toEqual([3, 6, 9]);
    if (kind === 'postgres') expect(outcome.mostAtOnce).toBeGreaterThan(1);
  });

  it('holds 7 + 5 in two stores for exactly 4 of 25 orders of 3, splitting the last', async () => {
    const product = await f.addProduct('RACE-SPLIT');
    const seven = await f.addStock(product, f.store(0), 7);
    const five = await f.addStock(product, f.store(1), 5);

    const outcome = await race(product, 3, 7000);

    await expectFairOutcome(outcome, {
      vendorNumber: 'RACE-SPLIT',
      quantity: 3,
      stockIds: [seven, five],
      winners: 4,
    });
    expect(await f.stockOf(seven)).toEqual({ onHand: 7, reserved: 7 });
    expect(await f.stockOf(five)).toEqual({ onHand: 5, reserved: 5 });
  });
}

describe('the reservation race on PostgreSQL (parallel transactions on the pool)', () => {
  raceTests('postgres');
});

describe('the reservation race on PGlite (serialised transactions)', () => {
  raceTests('pglite');
});
