import { z } from 'zod';

/** Roles of spec §6; decisions.md §4 says what each one opens. */
export const roles = [
  'ADMIN',
  'ALL',
  'USER',
  'ORDER',
  'PURCHASE',
  'DELIVERY',
  'INVOICE',
  'PAYMENT',
  'INVENTORY',
  'PRODUCT',
  'LOCATION',
  'PACKAGE',
  'OPTION',
  'STORE',
] as const;

export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/**
 * Whether a user holding `held` may use something guarded by `allowed` (decisions.md §4):
 * ADMIN opens everything; ALL opens every business area but nothing reserved to ADMIN;
 * USER is every signed-in user's role, so a USER guard admits anyone signed in.
 */
export function rolesAllow(held: readonly Role[], allowed: readonly Role[]): boolean {
  if (held.length === 0) return false;
  if (held.includes('ADMIN') || allowed.includes('USER')) return true;
  const adminOnly = allowed.every((role) => role === 'ADMIN');
  if (held.includes('ALL') && !adminOnly) return true;
  return allowed.some((role) => held.includes(role));
}
