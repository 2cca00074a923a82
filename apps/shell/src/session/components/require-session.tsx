import { Alert, Button, Center, Stack } from '@mantine/core';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ApiError } from '@portal/api-client';
import { currentUserAtom, signOutAtom, tokenAtom } from '@portal/auth';
import { PageLoader } from '@portal/ui';
import { getCurrentUser } from '../api/get-current-user';
import { useDocumentTitle } from '../../layout/use-document-title';
import { useSignOut } from '../use-sign-out';
import { AuthCard } from './auth-card';
import { ChangePasswordForm } from './change-password-form';

/**
 * Guards every signed-in route (spec §2): without a token, to `/login` and back here afterwards;
 * with one, the current user is fetched once; a user who must change the initial password does
 * that before anything else. The server checks every call regardless.
 */
export function RequireSession() {
  const { t } = useTranslation();
  const token = useAtomValue(tokenAtom);
  const [user, setUser] = useAtom(currentUserAtom);
  const signOut = useSetAtom(signOutAtom);
  const location = useLocation();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (token === null || user !== null) return;
    let active = true;
    getCurrentUser().then(
      (current) => {
        if (active) setUser(current);
      },
      (error: unknown) => {
        // An expired session has already signed out (the api client's handler).
        if (active && !(error instanceof ApiError && error.sessionExpired)) {
          setFailure(error instanceof Error ? error.message : String(error));
        }
      },
    );
    return () => {
      active = false;
    };
  }, [token, user, setUser]);

  if (token === null) {
    const target = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(target)}`} replace />;
  }
  if (failure !== null) {
    return (
      <Center mih="100vh">
        <Stack>
          <Alert color="red" role="alert">
            {failure}
          </Alert>
          <Button variant="default" onClick={() => signOut()}>
            {t('shell:user.logout')}
          </Button>
        </Stack>
      </Center>
    );
  }
  if (user === null) return <PageLoader label={t('shell:session.loading')} />;
  if (user.mustChangePassword) return <ForcedPasswordChange />;
  return <Outlet />;
}

/**
 * Nothing else opens before the initial password is changed; the user may still switch the
 * language or sign out (another account, or later).
 */
function ForcedPasswordChange() {
  const { t } = useTranslation();
  const signOff = useSignOut();
  useDocumentTitle(t('shell:password.title'));
  return (
    <AuthCard title={t('shell:password.title')}>
      <Alert color="yellow" mb="md">
        {t('shell:password.forced')}
      </Alert>
      <ChangePasswordForm />
      <Button variant="subtle" fullWidth mt="sm" onClick={() => void signOff()}>
        {t('shell:user.logout')}
      </Button>
    </AuthCard>
  );
}
