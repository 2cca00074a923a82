import {
  bigint,
  boolean,
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
import type { MessageStatus, OutboundDocument } from '@portal/contracts';
import { createdAt, updatedAt } from './columns';

// What the EDI gateway sends: envelope control numbers and outbound messages.

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
