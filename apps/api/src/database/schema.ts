import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  numeric,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type {
  InboundDocument,
  InventoryLogType,
  MessageStatus,
  OutboundDocument,
  ProjectConnection,
  ProjectFieldType,
} from '@portal/contracts';

/**
 * The one database schema (drizzle pg-core). `npm run db:generate` turns changes into a new SQL
 * migration under ./migrations; the server applies pending migrations at start. Every timestamp
 * is stored in UTC (`timestamptz`).
 */
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  account: varchar('account', { length: 32 }).notNull().unique(),
  nickname: varchar('nickname', { length: 32 }).notNull(),
  email: varchar('email', { length: 128 }).notNull().default(''),
  phone: varchar('phone', { length: 16 }).notNull().default(''),
  /** scrypt of what the browser sends (sha256(sha256(password))); never the value itself. */
  passwordHash: text('password_hash').notNull(),
  active: boolean('active').notNull().default(true),
  roles: text('roles')
    .array()
    .notNull()
    .default(sql`'{USER}'::text[]`),
  mustChangePassword: boolean('must_change_password').notNull().default(true),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Access tokens: only their sha256 is stored, so a database dump holds no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: varchar('revoke_reason', { length: 32 }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Login captchas live server side so that any instance can check them; single use. */
export const captchas = pgTable('captchas', {
  id: varchar('id', { length: 36 }).primaryKey(),
  answerHash: varchar('answer_hash', { length: 64 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** System settings that differ from their defaults (the defaults live in libs/contracts). */
export const systemSettings = pgTable('system_settings', {
  name: varchar('name', { length: 64 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
  updatedBy: varchar('updated_by', { length: 32 }),
});

/** Who did what and when: sign-ins, failures, locks, user and role changes, setting changes. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorId: integer('actor_id'),
    actorAccount: varchar('actor_account', { length: 32 }),
    action: varchar('action', { length: 64 }).notNull(),
    target: varchar('target', { length: 128 }),
    detail: jsonb('detail'),
    ip: varchar('ip', { length: 64 }),
  },
  (table) => [
    index('audit_events_at_idx').on(table.at),
    index('audit_events_action_idx').on(table.action),
  ],
);

/** A trading-partner connection (decisions.md §2); `connection` is checked by contracts. */
export const projects = pgTable('projects', {
  projectKey: varchar('project_key', { length: 32 }).primaryKey(),
  nameZh: varchar('name_zh', { length: 32 }).notNull(),
  nameEn: varchar('name_en', { length: 32 }).notNull(),
  description: varchar('description', { length: 128 }).notNull().default(''),
  sort: integer('sort').notNull().default(0),
  connection: jsonb('connection').$type<ProjectConnection>().notNull(),
  /** sha256 of the inbound HTTP API key; the key itself is shown once, when it is made. */
  apiKeyHash: varchar('api_key_hash', { length: 64 }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const projectFields = pgTable(
  'project_fields',
  {
    id: serial('id').primaryKey(),
    projectKey: varchar('project_key', { length: 32 })
      .notNull()
      .references(() => projects.projectKey, { onDelete: 'cascade' }),
    key: varchar('key', { length: 32 }).notNull(),
    name: varchar('name', { length: 32 }).notNull(),
    type: varchar('type', { length: 16 }).$type<ProjectFieldType>().notNull(),
    defaultValue: varchar('default_value', { length: 128 }).notNull().default(''),
    maxLength: integer('max_length'),
    tips: varchar('tips', { length: 128 }).notNull().default(''),
    customListHeader: boolean('custom_list_header').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    required: boolean('required').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    options: jsonb('options').$type<{ value: string; label: string }[]>().notNull().default([]),
  },
  (table) => [uniqueIndex('project_fields_key_idx').on(table.projectKey, table.key)],
);

/**
 * The last envelope control number used per project and level (interchange, group, message):
 * taken with one `UPDATE … RETURNING`, so numbers only increase and are never handed out twice,
 * across restarts and server instances.
 */
export const controlNumbers = pgTable(
  'control_numbers',
  {
    projectKey: varchar('project_key', { length: 32 }).notNull(),
    level: varchar('level', { length: 16 }).notNull(),
    lastValue: bigint('last_value', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.projectKey, table.level] })],
);

/**
 * One inbound file or HTTP body as received, with its outcome and its bytes as text. A file seen
 * again while `settled_at` is null is this receipt's unfinished move, not a new document.
 */
export const inboundFiles = pgTable(
  'inbound_files',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    projectKey: varchar('project_key', { length: 32 }).notNull(),
    channel: varchar('channel', { length: 8 }).$type<'file' | 'http'>().notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    contentSha256: varchar('content_sha256', { length: 64 }).notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    format: varchar('format', { length: 8 }).notNull(),
    status: varchar('status', { length: 16 })
      .$type<'accepted' | 'partial' | 'rejected' | 'duplicate'>()
      .notNull(),
    reason: text('reason'),
    errors: jsonb('errors').$type<unknown[]>().notNull().default([]),
    /** The text as received (null when it was too large or not text). */
    originalText: text('original_text'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the file left the inbound directory (file channel); null while the move is due. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** Where the file went, relative to the project root: processed/… or error/…. */
    settledPath: varchar('settled_path', { length: 512 }),
  },
  (table) => [
    index('inbound_files_name_idx').on(table.projectKey, table.fileName, table.contentSha256),
    index('inbound_files_received_idx').on(table.receivedAt),
  ],
);

/**
 * How often reading an inbound file was started and not finished (the file channel). A file whose
 * reading kills the process would otherwise be read again after every restart: past
 * `maxInboundAttempts` it is quarantined unread. The row goes when the file is settled.
 */
export const inboundAttempts = pgTable(
  'inbound_attempts',
  {
    projectKey: varchar('project_key', { length: 32 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    contentSha256: varchar('content_sha256', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.projectKey, table.fileName, table.contentSha256] })],
);

/**
 * One interchange envelope (ISA…IEA, UNB…UNZ) of an inbound file. The same sender and control
 * number as an interchange already taken in is a duplicate: recorded, never ingested twice.
 */
export const interchanges = pgTable(
  'interchanges',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    fileId: bigint('file_id', { mode: 'number' })
      .notNull()
      .references(() => inboundFiles.id),
    projectKey: varchar('project_key', { length: 32 }).notNull(),
    standard: varchar('standard', { length: 8 }).$type<'X12' | 'EDIFACT'>().notNull(),
    senderId: varchar('sender_id', { length: 64 }).notNull(),
    receiverId: varchar('receiver_id', { length: 64 }).notNull(),
    controlNumber: varchar('control_number', { length: 16 }).notNull(),
    status: varchar('status', { length: 16 })
      .$type<'accepted' | 'partial' | 'rejected' | 'duplicate'>()
      .notNull(),
    duplicateOf: bigint('duplicate_of', { mode: 'number' }),
    errors: jsonb('errors').$type<unknown[]>().notNull().default([]),
    documentCount: integer('document_count').notNull().default(0),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('interchanges_first_receipt_idx')
      .on(table.projectKey, table.senderId, table.controlNumber)
      .where(sql`status in ('accepted', 'partial')`),
    index('interchanges_file_idx').on(table.fileId),
  ],
);

/** Every inbound transaction set / message: its canonical form and its original text. */
export const documents = pgTable(
  'documents',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    interchangeId: bigint('interchange_id', { mode: 'number' })
      .notNull()
      .references(() => interchanges.id),
    projectKey: varchar('project_key', { length: 32 }).notNull(),
    standard: varchar('standard', { length: 8 }).$type<'X12' | 'EDIFACT'>().notNull(),
    /** 850, 860, ORDERS, REMADV… */
    documentType: varchar('document_type', { length: 8 }).notNull(),
    controlNumber: varchar('control_number', { length: 16 }).notNull(),
    groupControlNumber: varchar('group_control_number', { length: 16 }),
    documentNumber: varchar('document_number', { length: 64 }),
    status: varchar('status', { length: 16 }).$type<'accepted' | 'rejected'>().notNull(),
    errors: jsonb('errors').$type<unknown[]>().notNull().default([]),
    canonical: jsonb('canonical').$type<InboundDocument>(),
    originalText: text('original_text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('documents_interchange_idx').on(table.interchangeId),
    index('documents_project_number_idx').on(table.projectKey, table.documentNumber),
  ],
);

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
    message: varchar('message', { length: 512 }).notNull().default(''),
  },
  (table) => [index('order_logs_serial_idx').on(table.serialNumber)],
);

/** Every outbound document: 997/CONTRL, 855/ORDRSP, 856/DESADV, 810/INVOIC, 846/INVRPT. */
export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    projectKey: varchar('project_key', { length: 32 }).notNull(),
    standard: varchar('standard', { length: 8 }).$type<'X12' | 'EDIFACT'>().notNull(),
    documentType: varchar('document_type', { length: 8 }).notNull(),
    status: varchar('status', { length: 8 }).$type<MessageStatus>().notNull(),
    orderSerialNumber: bigint('order_serial_number', { mode: 'number' }),
    /** The inbound interchange a 997 / CONTRL answers. */
    answersInterchangeId: bigint('answers_interchange_id', { mode: 'number' }),
    /** The message this one sends again, with new control numbers. */
    resendOf: bigint('resend_of', { mode: 'number' }),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    interchangeControlNumber: varchar('interchange_control_number', { length: 16 }).notNull(),
    groupControlNumber: varchar('group_control_number', { length: 16 }),
    transactionControlNumber: varchar('transaction_control_number', { length: 16 }).notNull(),
    /** Whether the partner is expected to answer with a 997 / CONTRL. */
    acknowledgementExpected: boolean('acknowledgement_expected').notNull(),
    canonical: jsonb('canonical').$type<OutboundDocument>().notNull(),
    text: text('text').notNull(),
    errors: jsonb('errors').$type<unknown[]>().notNull().default([]),
    attempts: integer('attempts').notNull().default(0),
    createdBy: varchar('created_by', { length: 32 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    writtenAt: timestamp('written_at', { withTimezone: true }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('messages_interchange_control_idx').on(
      table.projectKey,
      table.interchangeControlNumber,
    ),
    index('messages_order_idx').on(table.orderSerialNumber),
    index('messages_status_idx').on(table.projectKey, table.status),
    index('messages_group_control_idx').on(table.projectKey, table.groupControlNumber),
  ],
);

const measure = (name: string) => numeric(name, { precision: 12, scale: 3 });

/** A customer's product (spec §3); the product number is unique within its project. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    projectKey: varchar('project_key', { length: 32 })
      .notNull()
      .references(() => projects.projectKey, { onDelete: 'cascade' }),
    vendorNumber: varchar('vendor_number', { length: 32 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    description: varchar('description', { length: 128 }).notNull().default(''),
    color: varchar('color', { length: 32 }).notNull().default(''),
    size: varchar('size', { length: 32 }).notNull().default(''),
    weight: measure('weight'),
    unitWeightBasis: varchar('unit_weight_basis', { length: 32 }).notNull().default(''),
    customerItemNumber: varchar('customer_item_number', { length: 32 }).notNull().default(''),
    skuNumber: varchar('sku_number', { length: 32 }).notNull().default(''),
    upcNumber: varchar('upc_number', { length: 32 }).notNull().default(''),
    unit: varchar('unit', { length: 32 }).notNull().default(''),
    nextAvailableDate: varchar('next_available_date', { length: 10 }),
    nextAvailableQuantity: integer('next_available_quantity'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('products_project_number_idx').on(table.projectKey, table.vendorNumber)],
);

/** A package kind of a project: pallet, carton… with its size and weight (spec §3). */
export const packages = pgTable(
  'packages',
  {
    id: serial('id').primaryKey(),
    projectKey: varchar('project_key', { length: 32 })
      .notNull()
      .references(() => projects.projectKey, { onDelete: 'cascade' }),
    type: varchar('type', { length: 32 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    agencyCode: varchar('agency_code', { length: 32 }).notNull().default(''),
    length: measure('length'),
    width: measure('width'),
    height: measure('height'),
    dimensionUnit: varchar('dimension_unit', { length: 32 }).notNull().default(''),
    weight: measure('weight'),
    weightUnit: varchar('weight_unit', { length: 32 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('packages_project_idx').on(table.projectKey)],
);

/** An address: ship to, ship from or remit to (spec §3). */
export const locations = pgTable('locations', {
  id: serial('id').primaryKey(),
  type: varchar('type', { length: 32 }).notNull(),
  name: varchar('name', { length: 128 }).notNull(),
  partyName: varchar('party_name', { length: 128 }).notNull().default(''),
  partyId: varchar('party_id', { length: 32 }).notNull().default(''),
  agencyCode: varchar('agency_code', { length: 32 }).notNull().default(''),
  address: varchar('address', { length: 128 }).notNull(),
  street: varchar('street', { length: 128 }).notNull().default(''),
  city: varchar('city', { length: 32 }).notNull().default(''),
  stateCode: varchar('state_code', { length: 32 }).notNull().default(''),
  postcode: varchar('postcode', { length: 32 }).notNull().default(''),
  countryCode: varchar('country_code', { length: 2 }).notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A store (spec §3); its store ID is the customer's store number, unique. */
export const stores = pgTable('stores', {
  id: serial('id').primaryKey(),
  storeCode: varchar('store_code', { length: 32 }).notNull().unique(),
  name: varchar('name', { length: 128 }).notNull(),
  city: varchar('city', { length: 32 }).notNull().default(''),
  state: varchar('state', { length: 32 }).notNull().default(''),
  zip: varchar('zip', { length: 32 }).notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** An option list (spec §3): what a dropdown offers, by its key. */
export const optionTypes = pgTable('option_types', {
  id: serial('id').primaryKey(),
  key: varchar('key', { length: 32 }).notNull().unique(),
  name: varchar('name', { length: 32 }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One value of an option list; a disabled one is offered by no dropdown. */
export const optionDetails = pgTable(
  'option_details',
  {
    id: serial('id').primaryKey(),
    optionTypeId: integer('option_type_id')
      .notNull()
      .references(() => optionTypes.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 128 }).notNull(),
    value: varchar('value', { length: 32 }).notNull(),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    description: varchar('description', { length: 128 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('option_details_value_idx').on(table.optionTypeId, table.value)],
);

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

export const schema = {
  users,
  sessions,
  captchas,
  systemSettings,
  auditEvents,
  projects,
  projectFields,
  controlNumbers,
  inboundFiles,
  interchanges,
  documents,
  orders,
  orderLogs,
  messages,
  products,
  packages,
  locations,
  stores,
  optionTypes,
  optionDetails,
  inventories,
  inventoryLogs,
  inventoryReservations,
};
