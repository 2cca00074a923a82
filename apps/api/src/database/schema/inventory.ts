import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { InventoryLogType } from '@portal/contracts';
import { createdAt, updatedAt } from './columns';
import { products, stores } from './master-data';

// Stock per product and store, its log and what orders hold of it.

/**
 * The stock of one product in one store. `reserved` never exceeds `on_hand` and neither goes
 * below 0: the checks hold even against a bug, and reservations lock the row they change.
 */
export const inventories = pgTable(
  'inventories',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    onHand: integer('on_hand').notNull(),
    reserved: integer('reserved').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('inventories_product_store_idx').on(table.productId, table.storeId),
    index('inventories_store_idx').on(table.storeId),
    check(
      'inventories_quantities_check',
      sql`${table.reserved} >= 0 and ${table.reserved} <= ${table.onHand}`,
    ),
  ],
);

/**
 * Every change of stock (spec §4 record types): who, when, by how much, and what was left. The
 * product number and store ID are copied so the log outlives a deleted record.
 */
export const inventoryLogs = pgTable(
  'inventory_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    inventoryId: integer('inventory_id'),
    projectKey: varchar('project_key', { length: 32 }).notNull(),
    vendorNumber: varchar('vendor_number', { length: 32 }).notNull(),
    storeCode: varchar('store_code', { length: 32 }).notNull(),
    type: varchar('type', { length: 16 }).$type<InventoryLogType>().notNull(),
    quantity: integer('quantity').notNull(),
    onHandAfter: integer('on_hand_after').notNull(),
    reservedAfter: integer('reserved_after').notNull(),
    orderSerialNumber: bigint('order_serial_number', { mode: 'number' }),
    note: varchar('note', { length: 128 }).notNull().default(''),
    actor: varchar('actor', { length: 32 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('inventory_logs_product_idx').on(table.projectKey, table.vendorNumber, table.id),
    index('inventory_logs_inventory_idx').on(table.inventoryId),
  ],
);

/**
 * What an accepted order holds: per order, the quantity taken from each inventory record. It
 * ends released (cancel) or delivered (shipped), so both undo or settle exactly what was held.
 */
export const inventoryReservations = pgTable(
  'inventory_reservations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderSerialNumber: bigint('order_serial_number', { mode: 'number' }).notNull(),
    inventoryId: integer('inventory_id')
      .notNull()
      .references(() => inventories.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    status: varchar('status', { length: 16 })
      .$type<'reserved' | 'released' | 'delivered'>()
      .notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('inventory_reservations_order_idx').on(table.orderSerialNumber, table.status),
    index('inventory_reservations_inventory_idx').on(table.inventoryId),
  ],
);
