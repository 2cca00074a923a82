import { useAtomValue } from 'jotai';
import { rolesAllow, type Role } from '@portal/contracts';
import { currentRolesAtom } from '@portal/auth';

/** Whether the signed-in user holds one of `roles`: links to screens they may not open are left out. */
export function useRoleAllows(roles: readonly Role[]): boolean {
  return rolesAllow(useAtomValue(currentRolesAtom), roles);
}
