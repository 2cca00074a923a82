import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { InvoiceData, InvoiceDirection, InvoiceKind, MatchMethod } from '@portal/contracts';
import { createdAt, updatedAt } from './columns';
import { documents } from './gateway-inbound';
import { messages } from './gateway-outbound';
import { orders } from './orders';

// Invoices and payments (docs/invoices.md, docs/payments.md). Amounts are `numeric`, read and
// written as exact decimal strings: money never passes through a float.

/**
 * One invoice: sent by us (a draft until `messageId` is set, then locked) or received from the
 * customer (inbound 810 / INVOIC, `documentId`). A credit memo names the invoice it corrects.
 * `grandTotal` and `duePayable` repeat the data's totals for lists, filters and matching.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    projectKey: varchar('project_key', { length: 32 }).notNull(),
    serialNumber: bigint('serial_number', { mode: 'number' }).references(
      () => orders.serialNumber,
      { onDelete: 'set null' },
    ),
    direction: varchar('direction', { length: 8 }).$type<InvoiceDirection>().notNull(),
    kind: varchar('kind', { length: 16 }).$type<InvoiceKind>().notNull(),
    invoiceNumber: varchar('invoice_number', { length: 40 }).notNull(),
    poNumber: varchar('po_number', { length: 64 }),
    invoiceDate: varchar('invoice_date', { length: 10 }).notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    grandTotal: numeric('grand_total', { precision: 20, scale: 6 }).notNull(),
    duePayable: numeric('due_payable', { precision: 20, scale: 6 }).notNull(),
    data: jsonb('data').$type<InvoiceData>().notNull(),
    originalInvoiceId: bigint('original_invoice_id', { mode: 'number' }).references(
      (): AnyPgColumn => invoices.id,
    ),
    /** The 810 / INVOIC message it was sent as (the latest, after a resend). */
    messageId: bigint('message_id', { mode: 'number' }).references(() => messages.id),
    /** A received invoice: the stored inbound document. */
    documentId: bigint('document_id', { mode: 'number' }).references(() => documents.id),
    createdBy: varchar('created_by', { length: 32 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentBy: varchar('sent_by', { length: 32 }),
  },
  (table) => [
    // Invoice numbers are unique per project among the invoices we issue (decided in the issue).
    uniqueIndex('invoices_number_unique')
      .on(table.projectKey, table.invoiceNumber)
      .where(sql`direction = 'sent' AND invoice_number <> ''`),
    index('invoices_order_idx').on(table.serialNumber),
    index('invoices_project_idx').on(table.projectKey, table.invoiceDate),
    index('invoices_po_idx').on(table.projectKey, table.poNumber),
    index('invoices_message_idx').on(table.messageId),
    index('invoices_original_idx').on(table.originalInvoiceId),
  ],
);

/** The per-project invoice-number sequence (prefix from the project's settings). */
export const invoiceSequences = pgTable('invoice_sequences', {
  projectKey: varchar('project_key', { length: 32 }).primaryKey(),
  lastNumber: bigint('last_number', { mode: 'number' }).notNull(),
});

/** One inbound 820 / REMADV: the payment order of spec §3. */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    projectKey: varchar('project_key', { length: 32 }).notNull(),
    documentId: bigint('document_id', { mode: 'number' })
      .notNull()
      .references(() => documents.id),
    /** 820 or REMADV. */
    documentType: varchar('document_type', { length: 16 }).notNull(),
    paymentOrderNumber: varchar('payment_order_number', { length: 80 }).notNull(),
    assignedVendorNumber: varchar('assigned_vendor_number', { length: 80 }),
    creditDebit: varchar('credit_debit', { length: 1 }).$type<'C' | 'D'>(),
    paymentMethod: varchar('payment_method', { length: 8 }),
    totalAmount: numeric('total_amount', { precision: 20, scale: 6 }).notNull(),
    currencyCode: varchar('currency_code', { length: 3 }),
    /** BPR16 / DTM: `YYYY-MM-DD`, when the partner gave one. */
    paymentDate: varchar('payment_date', { length: 10 }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('payment_orders_project_idx').on(table.projectKey, table.receivedAt),
    index('payment_orders_document_idx').on(table.documentId),
  ],
);

/** One remittance line (820 RMR, REMADV DOC/MOA) and the invoice of ours it was matched to. */
export const paymentLines = pgTable(
  'payment_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    paymentOrderId: bigint('payment_order_id', { mode: 'number' })
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    projectKey: varchar('project_key', { length: 32 }).notNull(),
    position: integer('position').notNull(),
    invoiceNumber: varchar('invoice_number', { length: 80 }).notNull(),
    relatedInvoiceNumber: varchar('related_invoice_number', { length: 80 }),
    invoiceDate: varchar('invoice_date', { length: 10 }),
    poNumber: varchar('po_number', { length: 80 }),
    amount: numeric('amount', { precision: 20, scale: 6 }).notNull(),
    invoiceAmount: numeric('invoice_amount', { precision: 20, scale: 6 }),
    discountAmount: numeric('discount_amount', { precision: 20, scale: 6 }),
    adjustmentAmount: numeric('adjustment_amount', { precision: 20, scale: 6 }),
    adjustmentReason: varchar('adjustment_reason', { length: 16 }),
    invoiceId: bigint('invoice_id', { mode: 'number' }).references(() => invoices.id, {
      onDelete: 'set null',
    }),
    matchedBy: varchar('matched_by', { length: 16 }).$type<MatchMethod>(),
    matchedAt: timestamp('matched_at', { withTimezone: true }),
    matchedByUser: varchar('matched_by_user', { length: 32 }),
  },
  (table) => [
    index('payment_lines_order_idx').on(table.paymentOrderId),
    index('payment_lines_invoice_idx').on(table.invoiceId),
    index('payment_lines_project_idx').on(table.projectKey, table.invoiceNumber),
  ],
);
