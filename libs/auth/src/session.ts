import { atom } from 'jotai';
import { RESET, atomWithStorage, createJSONStorage } from 'jotai/utils';
import { z } from 'zod';
import { roleSchema, storageKeys, type Role } from '@portal/contracts';

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

export const sessionUserSchema = z.object({
  userId: z.string(),
  account: z.string(),
  nickname: z.string(),
  roles: z.array(roleSchema),
  mustChangePassword: z.boolean(),
});

export type SessionUser = z.infer<typeof sessionUserSchema>;

export const currentUserAtom = atom<SessionUser | null>(null);

export const isSignedInAtom = atom((get) => get(tokenAtom) !== null);

/** The roles the menu mirrors; an unknown user holds none. */
export const currentRolesAtom = atom<readonly Role[]>((get) => get(currentUserAtom)?.roles ?? []);

/** Forgets the session: token and user, e.g. on logout or when the server says it expired. */
export const signOutAtom = atom(null, (_get, set) => {
  set(tokenAtom, RESET);
  set(currentUserAtom, null);
});
