import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

// Who may sign in: accounts, their sessions and the login captchas.

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
