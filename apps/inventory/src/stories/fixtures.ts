import { type Inventory, type InventoryLog, type Product, type Store } from '@portal/contracts';

/**
 * Story data of the inventory screen (docs/storybook.md): ACME Retail's cups and kettles counted
 * in its Shanghai, Hangzhou and Suzhou stores in 2026, orders reserving and shipping them.
 */

const stamp = '2026-11-19T08:30:00.000Z';

/** The smallest file an .xlsx template can be told by: a ZIP's end-of-directory record. */
export const tinyXlsx = new Uint8Array([
  0x50, 0x4b, 0x05, 0x06, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
]);

export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const stores: Store[] = [
  {
    id: 1,
    storeCode: 'SH-PD-001',
    name: '上海浦东配送中心',
    city: '上海',
    state: 'SH',
    zip: '201210',
    createdAt: '2026-01-08T02:00:00.000Z',
    updatedAt: '2026-01-08T02:00:00.000Z',
  },
  {
    id: 2,
    storeCode: 'HZ-XH-002',
    name: 'Hangzhou Xihu Store',
    city: '杭州',
    state: 'ZJ',
    zip: '310007',
    createdAt: '2026-01-08T02:00:00.000Z',
    updatedAt: '2026-01-08T02:00:00.000Z',
  },
  {
    id: 3,
    storeCode: 'SZ-GY-003',
    name: '苏州工业园区门店',
    city: '苏州',
    state: 'JS',
    zip: '215021',
    createdAt: '2026-01-08T02:00:00.000Z',
    updatedAt: '2026-01-08T02:00:00.000Z',
  },
];

function product(
  id: number,
  vendorNumber: string,
  name: string,
  overrides: Partial<Product> = {},
): Product {
  return {
    id,
    projectKey: 'ACME',
    vendorNumber,
    name,
    description: '304 食品级不锈钢，礼盒包装 Food-grade 304 stainless steel, gift box',
    color: '曜石黑 Obsidian black',
    size: '500ml',
    weight: 0.42,
    unitWeightBasis: 'KG',
    customerItemNumber: `ACME-${vendorNumber}`,
    skuNumber: `SKU-${vendorNumber}`,
    upcNumber: `00614141${String(id).padStart(5, '0')}2`,
    unit: 'EA',
    nextAvailableDate: '2026-12-05',
    nextAvailableQuantity: 1200,
    createdAt: '2026-02-14T03:00:00.000Z',
    updatedAt: '2026-10-30T06:00:00.000Z',
    ...overrides,
  };
}

export const products: Product[] = [
  product(101, 'HS-VF-500', '不锈钢保温杯 500ml Stainless steel vacuum flask'),
  product(102, 'HS-VF-750', '不锈钢保温杯 750ml Stainless steel vacuum flask', {
    size: '750ml',
    weight: 0.51,
  }),
  product(103, 'HS-KT-1700', '电热水壶 1.7L Electric kettle', {
    description: '1800W 快速沸腾，自动断电 Rapid boil, auto shut-off',
    color: '珍珠白 Pearl white',
    size: '1.7L',
    weight: 1.25,
    nextAvailableDate: null,
    nextAvailableQuantity: null,
  }),
  product(104, 'HS-LB-1200', '儿童吸管水杯 Kids straw bottle', { size: '400ml', weight: 0.3 }),
];

function inventory(
  id: number,
  item: Product,
  where: Store,
  onHand: number,
  reserved: number,
  overrides: Partial<Inventory> = {},
): Inventory {
  return {
    id,
    projectKey: 'ACME',
    productId: item.id,
    vendorNumber: item.vendorNumber,
    productName: item.name,
    unit: item.unit,
    storeId: where.id,
    storeCode: where.storeCode,
    storeName: where.name,
    onHand,
    reserved,
    available: onHand - reserved,
    createdAt: '2026-03-02T01:00:00.000Z',
    updatedAt: stamp,
    ...overrides,
  };
}

const [flask500, flask750, kettle, straw] = products as [Product, Product, Product, Product];
const [shanghai, hangzhou, suzhou] = stores as [Store, Store, Store];

/** Stock of four products in three stores; one sold out, one with everything reserved. */
export const inventoryRows: Inventory[] = [
  inventory(1, flask500, shanghai, 1240, 240),
  inventory(2, flask500, hangzhou, 360, 0, { updatedAt: '2026-11-18T10:05:00.000Z' }),
  inventory(3, flask750, shanghai, 820, 120),
  inventory(4, flask750, suzhou, 96, 96),
  inventory(5, kettle, shanghai, 150, 36),
  inventory(6, kettle, hangzhou, 0, 0, { updatedAt: '2026-11-17T04:40:00.000Z' }),
  inventory(7, straw, suzhou, 2000, 450),
  inventory(8, straw, shanghai, 45, 5),
];

/** The record the details stories open. */
export const firstRow = inventoryRows[0] ?? inventory(1, flask500, shanghai, 1240, 240);

function log(id: number, overrides: Partial<InventoryLog>): InventoryLog {
  return {
    id,
    inventoryId: 1,
    projectKey: 'ACME',
    vendorNumber: 'HS-VF-500',
    storeCode: 'SH-PD-001',
    type: 'create',
    quantity: 1000,
    onHandAfter: 1000,
    reservedAfter: 0,
    orderSerialNumber: null,
    note: '',
    actor: 'li.wei',
    at: '2026-03-02T01:00:00.000Z',
    ...overrides,
  };
}

/** HS-VF-500's history, newest first: counted, topped up, reserved, shipped, released. */
export const logRows: InventoryLog[] = [
  log(9, {
    type: 'accept',
    quantity: 240,
    onHandAfter: 1240,
    reservedAfter: 240,
    orderSerialNumber: 26_001,
    note: 'PO-4501001',
    actor: 'system',
    at: '2026-11-19T08:30:00.000Z',
  }),
  log(8, {
    type: 'add',
    quantity: 600,
    onHandAfter: 1240,
    reservedAfter: 0,
    note: '入库单 GRN-2026-1118 到货 Goods received',
    at: '2026-11-18T06:00:00.000Z',
  }),
  log(7, {
    type: 'deliver',
    quantity: -300,
    onHandAfter: 640,
    reservedAfter: 0,
    orderSerialNumber: 25_987,
    note: 'ASN-2026-110301',
    actor: 'system',
    at: '2026-11-03T09:10:00.000Z',
  }),
  log(6, {
    type: 'release',
    quantity: -60,
    onHandAfter: 940,
    reservedAfter: 300,
    orderSerialNumber: 25_990,
    note: 'PO-4500990 取消 Cancelled',
    actor: 'system',
    at: '2026-10-28T02:20:00.000Z',
  }),
  log(5, {
    type: 'accept',
    quantity: 360,
    onHandAfter: 940,
    reservedAfter: 360,
    orderSerialNumber: 25_987,
    note: 'PO-4500987',
    actor: 'system',
    at: '2026-10-25T01:00:00.000Z',
  }),
  log(4, {
    type: 'update',
    quantity: -60,
    onHandAfter: 940,
    note: '盘点差异 Stock-take difference',
    actor: 'zhang.min',
    at: '2026-09-30T09:00:00.000Z',
  }),
  log(3, { type: 'create', at: '2026-03-02T01:00:00.000Z' }),
];
