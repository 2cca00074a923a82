import { timestamp } from 'drizzle-orm/pg-core';

// Columns every domain's tables share. Every timestamp is stored in UTC (`timestamptz`).

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
