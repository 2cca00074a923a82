import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { InboundDocument } from '@portal/contracts';
import { createdAt } from './columns';

// What the EDI gateway takes in: files, read attempts, interchanges and their documents.

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
