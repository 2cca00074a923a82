import {
  Alert,
  AppShell,
  Button,
  Group,
  List,
  NavLink,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { Provider as StoreProvider, useAtomValue, type createStore } from 'jotai';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { BrowserRouter, Link, Navigate, Route, Routes, useLocation } from 'react-router';
import { languages, rolesAllow } from '@portal/contracts';
import { currentUserAtom, tokenAtom, useDateFormat } from '@portal/auth';
import { currentLanguage, isLanguage, storeLanguage, useDateFieldLabels } from '@portal/i18n';
import type { RemoteContract } from '@portal/shell-contract';
import { PageLoader, PortalDatesProvider, portalCssVariables, portalTheme } from '@portal/ui';
import { MantineProvider } from '@mantine/core';
import { useSessionUser, useSignOut } from './session';
import { SignIn } from './sign-in';

interface HostProps {
  contract: RemoteContract;
  /** What contractProblems() found; the shell would refuse the remote, the dev host shows them. */
  problems: readonly string[];
}

/**
 * One remote alone in the providers the shell gives it (theme, dates, store, i18n, router),
 * behind a sign-in against the local API, its screens mounted at their paths.
 */
export function StandaloneApp(
  props: HostProps & { store: ReturnType<typeof createStore>; i18n: I18n },
) {
  return (
    <StoreProvider store={props.store}>
      <I18nextProvider i18n={props.i18n}>
        <MantineProvider theme={portalTheme} cssVariablesResolver={portalCssVariables}>
          <HostDates>
            <Notifications position="top-center" />
            <BrowserRouter>
              <SignedIn>
                <HostLayout contract={props.contract} problems={props.problems} />
              </SignedIn>
            </BrowserRouter>
          </HostDates>
        </MantineProvider>
      </I18nextProvider>
    </StoreProvider>
  );
}

/** Date fields in the current language and the admin's date format, as in the shell. */
function HostDates({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <PortalDatesProvider
      language={currentLanguage(i18n)}
      valueFormat={useDateFormat()}
      labels={useDateFieldLabels()}
    >
      {children}
    </PortalDatesProvider>
  );
}

function SignedIn({ children }: { children: ReactNode }) {
  const { t } = useTranslation('standalone');
  const token = useAtomValue(tokenAtom);
  const user = useAtomValue(currentUserAtom);
  useSessionUser();
  if (token === null) return <SignIn />;
  if (user === null) return <PageLoader label={t('user.loading')} />;
  return children;
}

function HostLayout({ contract, problems }: HostProps) {
  const { t, i18n } = useTranslation('standalone');
  const user = useAtomValue(currentUserAtom);
  const signOut = useSignOut();
  const { pathname } = useLocation();
  const held = user?.roles ?? [];
  const [first] = contract.screens;
  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 240, breakpoint: 0 }} padding="md">
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between">
          <Text fw={600}>{t('title', { area: contract.area })}</Text>
          <Group>
            <SegmentedControl
              size="xs"
              aria-label={t('common:language.label')}
              value={currentLanguage(i18n)}
              data={languages.map((language) => ({
                value: language,
                label: t(`common:language.${language}`),
              }))}
              onChange={(value) => {
                // As in the shell: store the choice and start again in it.
                if (!isLanguage(value)) return;
                storeLanguage(value);
                window.location.reload();
              }}
            />
            <Text size="sm">{user?.account}</Text>
            <Button size="xs" variant="default" onClick={signOut}>
              {t('user.signOut')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('menu.label')}>
        {[...contract.menu]
          .filter((entry) => rolesAllow(held, entry.roles))
          .sort((a, b) => a.order - b.order)
          .map((entry) => (
            <NavLink
              key={entry.id}
              component={Link}
              to={entry.path}
              active={pathname === entry.path}
              label={t(`${contract.namespace}:${entry.labelKey}`)}
              description={t(`${contract.namespace}:${entry.descriptionKey}`)}
            />
          ))}
      </AppShell.Navbar>
      <AppShell.Main>
        <Stack>
          {problems.length > 0 && (
            <Alert color="red" title={t('contract.problems')}>
              <List size="sm">
                {problems.map((problem) => (
                  <List.Item key={problem}>{problem}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          <Routes>
            {first && <Route path="/" element={<Navigate to={first.path} replace />} />}
            {contract.screens.map(({ path, roles, Component }) => (
              <Route
                key={path}
                path={`${path}/*`}
                element={
                  rolesAllow(held, roles) ? (
                    <div data-remote={contract.area} data-build={contract.build}>
                      <Suspense fallback={<PageLoader label={t('common:state.loading')} />}>
                        <Component />
                      </Suspense>
                    </div>
                  ) : (
                    <Alert color="yellow">{t('screen.noAccess')}</Alert>
                  )
                }
              />
            ))}
          </Routes>
        </Stack>
      </AppShell.Main>
    </AppShell>
  );
}
