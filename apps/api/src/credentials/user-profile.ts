import { roles, type Role, type User } from '@portal/contracts';
import type { users } from '../database';

/** The columns of a user that its profile shows: never the password hash nor the failed attempts. */
export type UserProfileRow = Omit<typeof users.$inferSelect, 'passwordHash' | 'failedAttempts'>;

/** The select list of a UserProfileRow in plain SQL, from the users table named `alias`. */
export const userProfileColumns = (alias: string): string =>
  [
    'id',
    'account',
    'nickname',
    'email',
    'phone',
    'active',
    'roles',
    'must_change_password AS "mustChangePassword"',
    'locked_until AS "lockedUntil"',
    'created_at AS "createdAt"',
    'updated_at AS "updatedAt"',
  ]
    .map((column) => `${alias}.${column}`)
    .join(', ');

// A set lookup: this runs on every signed-in call.
const roleNames: ReadonlySet<string> = new Set(roles);

/** Roles the contracts know; a stored role that is no longer one is dropped, not trusted. */
export const knownRoles = (values: readonly string[]): Role[] =>
  values.filter((value): value is Role => roleNames.has(value));

/** A user as the API shows it. */
export function toUser(row: UserProfileRow): User {
  return {
    id: row.id,
    account: row.account,
    nickname: row.nickname,
    email: row.email,
    phone: row.phone,
    status: row.active ? 'activated' : 'deactivated',
    roles: knownRoles(row.roles),
    mustChangePassword: row.mustChangePassword,
    lockedUntil: row.lockedUntil?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
