import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

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

export const schema = { users, sessions, captchas, systemSettings, auditEvents };
