import type { ProjectConnection } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { inventories, orders, products, stores, type Database } from '../../database';
import { readFixture, renumberX12 } from '../../gateway/testing/gateway-fixtures';
import type { TestPortal } from '../../testing/test-portal';

/** The items of the 850 fixture (x12-004010-850-single.edi): vendor number and quantity. */
export const fixtureItems = [
  { vendorNumber: 'ACM-1001', ordered: 24 },
  { vendorNumber: 'ACM-1002', ordered: 12 },
  { vendorNumber: 'ACM-2001', ordered: 6 },
] as const;

let nextControlNumber = 500;

/**
 * Sends the 850 fixture through the gateway as a new interchange with its own PO number, the way
 * a partner's file arrives, and returns the order it made (RECEIVED once the 997 is written).
 */
export async function receiveOrder(
  portal: TestPortal,
  projectKey: string,
  connection: ProjectConnection,
  poNumber: string,
): Promise<number> {
  const text = (await readFixture('x12-004010-850-single.edi')).toString('utf8');
  nextControlNumber += 1;
  const outcome = await portal.context.gateway.receiveBody(
    projectKey,
    connection,
    `${poNumber}.edi`,
    Buffer.from(renumberX12(text, nextControlNumber, poNumber)),
  );
  if (outcome.orders !== 1) throw new Error(`the 850 made ${outcome.orders} orders`);
  const [order] = await portal.database.db
    .select({ serialNumber: orders.serialNumber })
    .from(orders)
    .where(eq(orders.orderNumber, poNumber));
  if (order === undefined) throw new Error('order not stored');
  return order.serialNumber;
}

/** Sends a change for a PO number: the 860 fixture (line 1 quantity left 12, line 3 deleted). */
export async function receiveChange(
  portal: TestPortal,
  projectKey: string,
  connection: ProjectConnection,
  poNumber: string,
): Promise<void> {
  const text = (await readFixture('x12-004010-860-change.edi')).toString('utf8');
  nextControlNumber += 1;
  const isa13 = String(nextControlNumber).padStart(9, '0');
  const renumbered = text
    .replace(/^(ISA(?:\*[^*]*){12}\*)\d{9}/, `$1${isa13}`)
    .replace(/(IEA\*\d+\*)\d{9}/, `$1${isa13}`)
    .replace(/BCH\*04\*SA\*[^*]+\*/, `BCH*04*SA*${poNumber}*`);
  await portal.context.gateway.receiveBody(
    projectKey,
    connection,
    `${poNumber}-change-${nextControlNumber}.edi`,
    Buffer.from(renumbered),
  );
}

/** The fixture's three products in a project, each with `quantity` on hand in one store. */
export async function stockFixtureItems(
  db: Database,
  projectKey: string,
  storeCode: string,
  quantity: number,
): Promise<Map<string, number>> {
  const [store] = await db
    .insert(stores)
    .values({ storeCode, name: `Store ${storeCode}` })
    .returning({ id: stores.id });
  if (store === undefined) throw new Error('store not created');
  const inventoryIds = new Map<string, number>();
  for (const item of fixtureItems) {
    const [product] = await db
      .insert(products)
      .values({ projectKey, vendorNumber: item.vendorNumber, name: item.vendorNumber, unit: 'EA' })
      .returning({ id: products.id });
    if (product === undefined) throw new Error('product not created');
    const [inventory] = await db
      .insert(inventories)
      .values({ productId: product.id, storeId: store.id, onHand: quantity, reserved: 0 })
      .returning({ id: inventories.id });
    if (inventory === undefined) throw new Error('inventory not created');
    inventoryIds.set(item.vendorNumber, inventory.id);
  }
  return inventoryIds;
}
