import type { ReactNode } from 'react';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { currentUserAtom } from '@portal/auth';
import {
  firstOpenScreen,
  remoteAreaNames,
  remoteAreas,
  rolesAllow,
  screenOfPath,
  screenPaths,
  screenRoles,
  type RemoteArea,
  type Screen,
} from '@portal/contracts';
import { useDocumentTitle } from '../../layout/use-document-title';
import { remoteAreasAtom } from '../../remotes/remote-areas';

/**
 * Renders the route below only when the user's roles open the screen the path belongs to
 * (`screenRoles`, the table the server and the menu read). Otherwise the no-permission page
 * shows in its place, so nothing of the remote mounts and it makes no call. Deep links below a
 * screen (`/space/order/123`) are guarded with their screen.
 */
export function ScreenGuard({ children }: { children: ReactNode }) {
  const user = useAtomValue(currentUserAtom);
  const { pathname } = useLocation();
  const screen = screenOfPath(pathname);
  if (screen === undefined || user === null || rolesAllow(user.roles, screenRoles[screen]))
    return children;
  return <NoPermissionPage screen={screen} next={firstOpenScreen(user.roles)} />;
}

function NoPermissionPage({ screen, next }: { screen: Screen; next: Screen | undefined }) {
  const { t } = useTranslation();
  const screenName = useScreenName(screen);
  const nextName = useScreenName(next ?? screen);
  useDocumentTitle(t('shell:access.title'));
  return (
    <Center py={64} px="md" data-testid="no-permission">
      <Stack align="center" gap="sm" maw={560} ta="center">
        <Title order={1} size="h2">
          {t('shell:access.title')}
        </Title>
        <Text>{t('shell:access.message', { screen: screenName })}</Text>
        <Text>{t('shell:access.askAdmin')}</Text>
        {next !== undefined && (
          <Button mt="md" component={Link} to={screenPaths[next]}>
            {t('shell:access.goTo', { screen: nextName })}
          </Button>
        )}
      </Stack>
    </Center>
  );
}

function areaOfScreen(screen: Screen): RemoteArea | undefined {
  return remoteAreaNames.find((area) =>
    (remoteAreas[area].screens as readonly Screen[]).includes(screen),
  );
}

/** The screen's own title from its remote's contract; the area's name while that is not loaded. */
function useScreenName(screen: Screen): string {
  const { t } = useTranslation();
  const { areas } = useAtomValue(remoteAreasAtom);
  const area = areaOfScreen(screen) ?? 'portal';
  const state = area === 'portal' ? undefined : areas[area];
  if (state?.status === 'ready') {
    const served = state.contract.screens.find(
      (candidate) => candidate.path === screenPaths[screen],
    );
    if (served) return t(`${state.contract.namespace}:${served.titleKey}`);
  }
  return t(`shell:area.${area}`);
}
