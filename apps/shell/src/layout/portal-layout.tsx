import { AppShell, Burger, Group, NavLink, ScrollArea, Title } from '@mantine/core';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { currentUserAtom } from '@portal/auth';
import type { RemoteContract } from '@portal/shell-contract';
import { remoteAreasAtom } from '../remotes/remote-areas';
import { UserMenu } from '../session/components/user-menu';
import { LanguageSwitch } from './language-switch';
import { activeMenuPath, buildMenu } from './menu';
import { currentMenuAtom, demoModeAtom, sidebarCollapsedAtom } from './layout-state';
import { useLoadSystemSettings, useSiteTitle } from './use-system-settings';

export function PortalLayout() {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useAtom(sidebarCollapsedAtom);
  const demoMode = useAtomValue(demoModeAtom);
  const setCurrentMenu = useSetAtom(currentMenuAtom);
  const user = useAtomValue(currentUserAtom);
  const { areas } = useAtomValue(remoteAreasAtom);
  const { pathname } = useLocation();
  useLoadSystemSettings();
  const siteTitle = useSiteTitle();

  const menu = useMemo(() => {
    const contracts = Object.values(areas).flatMap((state): RemoteContract[] =>
      state.status === 'ready' ? [state.contract] : [],
    );
    return buildMenu(contracts, { demoMode, roles: user?.roles ?? null });
  }, [areas, demoMode, user]);
  const active = activeMenuPath(menu, pathname);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{
        width: 272,
        breakpoint: 'sm',
        collapsed: { mobile: collapsed, desktop: collapsed },
      }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={!collapsed}
              onClick={() => setCollapsed(!collapsed)}
              size="sm"
              aria-label={t('shell:header.toggleNavigation')}
            />
            <Title order={4} component="p" data-testid="site-title">
              {siteTitle}
            </Title>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('shell:nav.label')}>
        <AppShell.Section grow component={ScrollArea}>
          {menu.map((item) => (
            <NavLink
              key={item.id}
              component={Link}
              to={item.path}
              label={t(item.label)}
              description={t(item.description)}
              active={item.path === active}
              onClick={() => user && setCurrentMenu({ account: user.account, path: item.path })}
              data-menu-id={item.id}
            />
          ))}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
