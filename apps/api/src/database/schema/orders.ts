import {
  bigint,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import type { InboundDocument, OrderLogEvent, OrderLogParams } from '@portal/contracts';
import { updatedAt } from './columns';
import { documents } from './gateway-inbound';

// Orders, their earlier versions and their status log.

/**
 * Orders made from inbound 850 / ORDERS and 830 / DELFOR (decisions.md §3). The list's columns
 * (buyer, ship to, line count) are copied out of `data` so the list never reads the jsonb; the
 * indexes serve the list's keyset paging: newest first, by project and status.
 */
export const orders = pgTable(
  'orders',
  {
    serialNumber: bigint('serial_number', { mode: 'number' })
      .primaryKey()
      .generatedAlwaysAsIdentity(),
    projectKey: varchar('project_key', { length: 32 }).notNull(),
    documentId: bigint('document_id', { mode: 'number' })
      .notNull()
      .references(() => documents.id),
    documentType: varchar('document_type', { length: 16 }).notNull(),
    documentNumber: varchar('document_number', { length: 64 }).notNull(),
    orderNumber: varchar('order_number', { length: 64 }).notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    documentVersion: integer('document_version').notNull().default(1),
    quantity: numeric('quantity', { precision: 18, scale: 4 }).notNull().default('0'),
    amount: numeric('amount', { precision: 18, scale: 4 }).notNull().default('0'),
    currencyCode: varchar('currency_code', { length: 3 }),
    orderDate: varchar('order_date', { length: 10 }),
    buyerName: varchar('buyer_name', { length: 128 }),
    shipToName: varchar('ship_to_name', { length: 128 }),
    lineCount: integer('line_count').notNull().default(0),
    data: jsonb('data').$type<InboundDocument>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('orders_received_idx').on(table.receivedAt, table.serialNumber),
    // The 997 release finds the orders of the acknowledged documents (order-ingest.ts).
    index('orders_document_idx').on(table.documentId),
    index('orders_project_received_idx').on(table.projectKey, table.receivedAt, table.serialNumber),
    index('orders_project_status_received_idx').on(
      table.projectKey,
      table.status,
      table.receivedAt,
      table.serialNumber,
    ),
    index('orders_status_received_idx').on(table.status, table.receivedAt, table.serialNumber),
    // Number filters match from the start: pattern ops let `like 'X%'` use the index.
    index('orders_project_number_idx').on(
      table.projectKey,
      table.orderNumber.op('varchar_pattern_ops'),
    ),
    index('orders_project_document_number_idx').on(
      table.projectKey,
      table.documentNumber.op('varchar_pattern_ops'),
    ),
  ],
);

/** The versions an order had before a change (860 / ORDCHG) replaced them. */
export const orderVersions = pgTable(
  'order_versions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    serialNumber: bigint('serial_number', { mode: 'number' })
      .notNull()
      .references(() => orders.serialNumber, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    documentId: bigint('document_id', { mode: 'number' })
      .notNull()
      .references(() => documents.id),
    documentType: varchar('document_type', { length: 16 }).notNull(),
    documentNumber: varchar('document_number', { length: 64 }).notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    data: jsonb('data').$type<InboundDocument>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_versions_serial_idx').on(table.serialNumber, table.version)],
);

/** Every move of an order's status (decisions.md §3): who, when, from, to, message. */
export const orderLogs = pgTable(
  'order_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    serialNumber: bigint('serial_number', { mode: 'number' })
      .notNull()
      .references(() => orders.serialNumber, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor: varchar('actor', { length: 32 }).notNull(),
    fromStatus: varchar('from_status', { length: 16 }),
    toStatus: varchar('to_status', { length: 16 }).notNull(),
    /** What happened, shown in the user's language (order-log-events.ts); null on older rows. */
    event: varchar('event', { length: 32 }).$type<OrderLogEvent>(),
    params: jsonb('params').$type<OrderLogParams>().notNull().default({}),
    /** The row in English: all a row written before events existed has. */
    message: varchar('message', { length: 512 }).notNull().default(''),
  },
  (table) => [index('order_logs_serial_idx').on(table.serialNumber)],
);
