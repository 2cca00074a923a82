import {
  AppShell,
  Box,
  Burger,
  Group,
  NavLink,
  ScrollArea,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { currentUserAtom } from '@portal/auth';
import type { RemoteContract } from '@portal/shell-contract';
import { ScreenGuard } from '../access/components/screen-guard';
import { remoteAreasAtom } from '../remotes/remote-areas';
import { UserMenu } from '../session/components/user-menu';
import { LanguageSwitch } from './language-switch';
import {
  activeMenuPath,
  buildMenu,
  groupMenu,
  isGroupOpen,
  withGroupOpen,
  type MenuItem,
  type MenuSection,
} from './menu';
import {
  currentMenuAtom,
  demoModeAtom,
  menuGroupStatesAtom,
  sidebarCollapsedAtom,
} from './layout-state';
import { useLoadSystemSettings, useSiteTitle } from './use-system-settings';

/** Where the skip link sends the focus: the screen's own content. */
const mainContentId = 'main-content';

export function PortalLayout() {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useAtom(sidebarCollapsedAtom);
  const demoMode = useAtomValue(demoModeAtom);
  const setCurrentMenu = useSetAtom(currentMenuAtom);
  const [groupStates, setGroupStates] = useAtom(menuGroupStatesAtom);
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
  const activeGroup = menu.find((item) => item.path === active)?.group;
  const account = user?.account ?? '';

  // Arriving at a page opens its group, so the current entry is always in view; a group the
  // user closes while on it stays closed until the next arrival.
  useEffect(() => {
    if (activeGroup === undefined) return;
    setGroupStates((states) =>
      isGroupOpen(states, account, activeGroup)
        ? states
        : withGroupOpen(states, account, activeGroup, true),
    );
  }, [account, activeGroup, setGroupStates]);

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
      <SkipLink />
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
          {groupMenu(menu).map((section) => (
            <MenuGroupSection
              key={section.group}
              section={section}
              open={isGroupOpen(groupStates, account, section.group)}
              onToggle={(open) =>
                setGroupStates((states) => withGroupOpen(states, account, section.group, open))
              }
              active={active}
              onChoose={(item) => user && setCurrentMenu({ account, path: item.path })}
            />
          ))}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id={mainContentId} tabIndex={-1}>
        <ScreenGuard>
          <Outlet />
        </ScreenGuard>
      </AppShell.Main>
    </AppShell>
  );
}

/**
 * One group of the sidebar: a button that opens or closes it, then its entries on one line each
 * (the description is the entry's tooltip).
 */
function MenuGroupSection({
  section,
  open,
  onToggle,
  active,
  onChoose,
}: {
  section: MenuSection;
  open: boolean;
  onToggle: (open: boolean) => void;
  active: string | undefined;
  onChoose: (item: MenuItem) => void;
}) {
  const { t } = useTranslation();
  const entriesId = `menu-group-${section.group}`;
  return (
    <Box mb={4}>
      <UnstyledButton
        w="100%"
        px="sm"
        py={6}
        aria-expanded={open}
        aria-controls={entriesId}
        data-menu-group={section.group}
        onClick={() => onToggle(!open)}
      >
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" fw={700}>
            {t(`shell:nav.group.${section.group}`)}
          </Text>
          <IconChevronDown
            size={16}
            aria-hidden
            style={{ transform: open ? undefined : 'rotate(-90deg)' }}
          />
        </Group>
      </UnstyledButton>
      <div id={entriesId}>
        {open &&
          section.items.map((item) => (
            <NavLink
              key={item.id}
              component={Link}
              to={item.path}
              label={t(item.label)}
              title={t(item.description)}
              noWrap
              active={item.path === active}
              aria-current={item.path === active ? 'page' : undefined}
              onClick={() => onChoose(item)}
              onPointerEnter={() => preloadScreen(item)}
              onFocus={() => preloadScreen(item)}
              data-menu-id={item.id}
            />
          ))}
      </div>
    </Box>
  );
}

/** A failed preload is left to the screen, which loads its chunk again and shows its own error. */
function preloadScreen(item: MenuItem): void {
  void item.preload?.().catch(() => undefined);
}

/** The first tab stop of every signed-in page: hidden until focused, it moves focus to the screen. */
function SkipLink() {
  const { t } = useTranslation();
  const [focused, setFocused] = useState(false);
  return (
    <Box
      component="a"
      href={`#${mainContentId}`}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onClick={(event) => {
        // Focus, not the address: a hash would become part of the route.
        event.preventDefault();
        document.getElementById(mainContentId)?.focus();
      }}
      style={
        focused
          ? {
              position: 'fixed',
              top: 8,
              left: 8,
              zIndex: 1000,
              padding: '8px 16px',
              background: 'var(--mantine-color-body)',
              color: 'var(--mantine-color-anchor)',
              border: '2px solid currentColor',
              borderRadius: 4,
            }
          : {
              position: 'absolute',
              left: -10000,
              width: 1,
              height: 1,
              overflow: 'hidden',
            }
      }
    >
      {t('shell:skipToContent')}
    </Box>
  );
}
