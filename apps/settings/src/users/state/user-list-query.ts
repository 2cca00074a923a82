import { atom } from 'jotai';
import type { Role, UserStatus } from '@portal/contracts';

/** The filters of the user list as typed in the form; empty means "any". */
export interface UserFilters {
  account: string;
  nickname: string;
  email: string;
  status: UserStatus | '';
  role: Role | '';
}

export const emptyUserFilters: UserFilters = {
  account: '',
  nickname: '',
  email: '',
  status: '',
  role: '',
};

/**
 * The filters last searched with and the page shown. They live in the portal's store, so
 * switching tabs or screens and coming back shows the same list.
 */
export const userFiltersAtom = atom<UserFilters>(emptyUserFilters);
export const userPageAtom = atom(1);
