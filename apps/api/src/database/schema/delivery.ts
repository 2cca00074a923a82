import { bigint, index, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { DeliveryData, DeliveryType } from '@portal/contracts';
import { createdAt, updatedAt } from './columns';
import { messages } from './gateway-outbound';
import { orders } from './orders';

// Ship notices (docs/ship-notices.md): the drafts the ASN builder saves, the message each was
// sent as, and the files uploaded on the delivery screen.

/**
 * One ship notice of an order. A draft (`messageId` null) may be edited, deleted and sent; once
 * sent it is locked and its status is its message's (new, doing, success, pok, failed, unknown).
 * `updatedAt` is the version a save sends back, so a draft is never overwritten unseen.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    projectKey: varchar('project_key', { length: 32 }).notNull(),
    serialNumber: bigint('serial_number', { mode: 'number' })
      .notNull()
      .references(() => orders.serialNumber, { onDelete: 'cascade' }),
    deliveryType: varchar('delivery_type', { length: 16 }).$type<DeliveryType>().notNull(),
    data: jsonb('data').$type<DeliveryData>().notNull(),
    /** Where the first draft's data came from: `fulfilment` or `order`. */
    prefilledFrom: varchar('prefilled_from', { length: 16 }).$type<'fulfilment' | 'order'>(),
    /** The 856 / DESADV message it was sent as (the latest, after a resend). */
    messageId: bigint('message_id', { mode: 'number' }).references(() => messages.id),
    createdBy: varchar('created_by', { length: 32 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentBy: varchar('sent_by', { length: 32 }),
  },
  (table) => [
    index('deliveries_order_idx').on(table.serialNumber),
    index('deliveries_project_idx').on(table.projectKey, table.updatedAt),
    index('deliveries_message_idx').on(table.messageId),
  ],
);

/**
 * A file uploaded on the delivery screen (spec §3 File: name, path, size, type): a shipment's
 * report file or a line-item workbook. The bytes live in the project's upload directory under
 * `storedName` (written atomically before this row is inserted); the row is what lists it.
 */
export const deliveryUploads = pgTable(
  'delivery_uploads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    projectKey: varchar('project_key', { length: 32 }).notNull(),
    serialNumber: bigint('serial_number', { mode: 'number' }).references(
      () => orders.serialNumber,
      { onDelete: 'set null' },
    ),
    kind: varchar('kind', { length: 16 }).$type<'report' | 'deliveryItems'>().notNull(),
    /** The name the user's file had, cleaned of path parts. */
    name: varchar('name', { length: 255 }).notNull(),
    /** Relative to the project's upload directory. */
    storedName: varchar('stored_name', { length: 255 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    mediaType: varchar('media_type', { length: 128 }).notNull(),
    createdBy: varchar('created_by', { length: 32 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('delivery_uploads_project_idx').on(table.projectKey, table.createdAt),
    index('delivery_uploads_order_idx').on(table.serialNumber),
  ],
);
