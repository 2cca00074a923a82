import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { signOutAtom } from '@portal/auth';
import { logout } from './api/logout';

/** Ends the session on the server, then in this browser even when the server cannot be reached. */
export function useSignOut(): () => Promise<void> {
  const signOut = useSetAtom(signOutAtom);
  return useCallback(async () => {
    try {
      await logout();
    } finally {
      signOut();
    }
  }, [signOut]);
}
