import { bigint, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

// The audit trail.

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
