import { jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

// The system settings an administrator changed.

/** System settings that differ from their defaults (the defaults live in libs/contracts). */
export const systemSettings = pgTable('system_settings', {
  name: varchar('name', { length: 64 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
  updatedBy: varchar('updated_by', { length: 32 }),
});
