import { atom } from 'jotai';
import { RESET, atomWithStorage, createJSONStorage } from 'jotai/utils';
import { storageKeys, userSchema, type Role, type User } from '@portal/contracts';
import { systemSettingsAtom } from './system-settings';

/**
 * The signed-in session as the browser knows it: the access token (spec §7: kept in local
 * storage) and the current user. The server stays the judge of both on every call.
 */
export const tokenAtom = atomWithStorage<string | null>(
  storageKeys.token,
  null,
  createJSONStorage<string | null>(() => localStorage),
  { getOnInit: true },
);

/** The signed-in user, as `GET /api/user/current` returns it. */
export const sessionUserSchema = userSchema;
export type SessionUser = User;

export const currentUserAtom = atom<SessionUser | null>(null);

export const isSignedInAtom = atom((get) => get(tokenAtom) !== null);

/** The roles the menu mirrors; an unknown user holds none. */
export const currentRolesAtom = atom<readonly Role[]>((get) => get(currentUserAtom)?.roles ?? []);

/**
 * Why the user is back at the sign-in page, as a catalogue code (e.g. 1002 "log in again"), shown
 * there once.
 */
export const sessionNoticeAtom = atom<string | null>(null);

/** Forgets the session: token and user, e.g. on logout or when the server says it expired. */
export const signOutAtom = atom(null, (_get, set, notice?: string) => {
  set(tokenAtom, RESET);
  set(currentUserAtom, null);
  // The next user may see other settings (the initial password is for admins only).
  set(systemSettingsAtom, null);
  set(sessionNoticeAtom, notice ?? null);
});
