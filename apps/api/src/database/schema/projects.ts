import {
  boolean,
  integer,
  jsonb,
  pgTable,
  serial,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ProjectConnection, ProjectFieldType } from '@portal/contracts';
import { createdAt, updatedAt } from './columns';

// Trading-partner projects and their custom fields.

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
