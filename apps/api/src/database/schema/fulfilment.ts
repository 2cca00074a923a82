import {
  bigint,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { PackageContent, PackageLevel, ShipmentDocumentKind } from '@portal/contracts';
import { createdAt, updatedAt } from './columns';
import { orders } from './orders';

// Fulfilment (docs/fulfilment.md): an accepted order's shipment, its packages and their SSCCs,
// the documents printed for it, and the per-project SSCC counter.

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * One shipment per order: its routing (route form or route upload) and, once confirmed, the
 * shipped quantities. `shippedAt` set means locked: the ship notice reads it as it stands.
 */
export const shipments = pgTable('shipments', {
  serialNumber: bigint('serial_number', { mode: 'number' })
    .primaryKey()
    .references(() => orders.serialNumber, { onDelete: 'cascade' }),
  projectKey: varchar('project_key', { length: 32 }).notNull(),
  carrierName: varchar('carrier_name', { length: 128 }),
  scac: varchar('scac', { length: 4 }),
  transportMode: varchar('transport_mode', { length: 2 }),
  equipmentNumber: varchar('equipment_number', { length: 32 }),
  billOfLading: varchar('bill_of_lading', { length: 32 }),
  trackingNumber: varchar('tracking_number', { length: 32 }),
  pickupDate: varchar('pickup_date', { length: 10 }),
  pickupTime: varchar('pickup_time', { length: 5 }),
  scheduledDeliveryDate: varchar('scheduled_delivery_date', { length: 10 }),
  loadNumber: varchar('load_number', { length: 32 }),
  routedAt: timestamp('routed_at', { withTimezone: true }),
  /** When the packing plan was last saved: labels printed before it are stale. */
  planSavedAt: timestamp('plan_saved_at', { withTimezone: true }),
  /** Final quantity per order line, set by the ship confirmation. */
  shippedQuantities: jsonb('shipped_quantities').$type<Record<string, number>>(),
  shippedAt: timestamp('shipped_at', { withTimezone: true }),
  /** The shipped date as the user typed it (`YYYY-MM-DD`), printed on the documents. */
  shippedDate: varchar('shipped_date', { length: 10 }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The packages of a shipment: pallets, cartons and bulk units, each with what it holds. A
 * package's SSCC is assigned when labels are printed and kept on reprint; a package taken out of
 * the plan (or an order cancelled) is voided, never deleted, so its number is never reused.
 */
export const shipmentPackages = pgTable(
  'shipment_packages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    serialNumber: bigint('serial_number', { mode: 'number' })
      .notNull()
      .references(() => shipments.serialNumber, { onDelete: 'cascade' }),
    key: varchar('key', { length: 20 }).notNull(),
    level: varchar('level', { length: 8 }).$type<PackageLevel>().notNull(),
    palletKey: varchar('pallet_key', { length: 20 }),
    packageType: varchar('package_type', { length: 32 }),
    weight: numeric('weight', { precision: 12, scale: 3 }),
    contents: jsonb('contents').$type<PackageContent[]>().notNull(),
    sequence: integer('sequence').notNull(),
    sscc: varchar('sscc', { length: 18 }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('shipment_packages_order_idx').on(table.serialNumber, table.sequence),
    uniqueIndex('shipment_packages_sscc_idx').on(table.sscc),
  ],
);

/**
 * The last SSCC serial reference handed out per GS1 company prefix: taken with one
 * `UPDATE … RETURNING` (or the insert of the first row), so across projects, restarts and server
 * instances a number is never handed out twice. Keyed on the prefix alone: a supplier may use its
 * one prefix for several customers' projects, and an SSCC must be unique per prefix.
 */
export const ssccCounters = pgTable('sscc_counters', {
  companyPrefix: varchar('company_prefix', { length: 10 }).primaryKey(),
  lastSerial: bigint('last_serial', { mode: 'number' }).notNull(),
  updatedAt: updatedAt(),
});

/** Documents printed for a shipment, kept so they can be downloaded again. */
export const shipmentDocuments = pgTable(
  'shipment_documents',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    serialNumber: bigint('serial_number', { mode: 'number' })
      .notNull()
      .references(() => shipments.serialNumber, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).$type<ShipmentDocumentKind>().notNull(),
    fileName: varchar('file_name', { length: 128 }).notNull(),
    mediaType: varchar('media_type', { length: 64 }).notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('shipment_documents_kind_idx').on(table.serialNumber, table.kind)],
);
