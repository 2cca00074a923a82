import { mayOpenPath, menuGroups, screenMenuGroups, screenOfPath } from '@portal/contracts';
import type { MenuGroup, Role } from '@portal/contracts';
import type { RemoteContract } from '@portal/shell-contract';
import { demoSections, type DemoSection } from '../pages/shell-pages';

export interface MenuItem {
  id: string;
  path: string;
  /** Full i18n keys (namespace included). */
  label: string;
  description: string;
  order: number;
  group: MenuGroup;
  /**
   * Loads the code of the screen the entry opens, so that the click after a pointer rests on the
   * entry (or focus reaches it) renders the screen without waiting for its chunk.
   */
  preload?: () => Promise<void>;
}

/** One collapsible group of the sidebar and its entries, in menu order. */
export interface MenuSection {
  group: MenuGroup;
  items: MenuItem[];
}

/**
 * Demo sections keep the spec's positions (Settlement, Report, Partner: 16–18) inside the group
 * their subject belongs to.
 */
const demoPlaces: Record<DemoSection, { order: number; group: MenuGroup }> = {
  settlement: { order: 16, group: 'shippingInvoicing' },
  report: { order: 17, group: 'orders' },
  partner: { order: 18, group: 'administration' },
};

/**
 * The sidebar: every loaded remote's entries plus the shell's demo entries, group by group
 * (`menuGroups`), in the spec's menu order inside a group. `roles` is null until a user is known;
 * then only entries whose path the role table opens for the user are kept, as the route guard
 * decides.
 */
export function buildMenu(
  contracts: readonly RemoteContract[],
  options: { demoMode: boolean; roles: readonly Role[] | null },
): MenuItem[] {
  // An entry outside every screen cannot be guarded; contractProblems refuses such a contract.
  const items: MenuItem[] = contracts.flatMap((contract) =>
    contract.menu.flatMap((entry) => {
      const screen = screenOfPath(entry.path);
      if (screen === undefined) return [];
      const preload = contract.screens.find(
        (candidate) => entry.path === candidate.path || entry.path.startsWith(`${candidate.path}/`),
      )?.preload;
      return [
        {
          id: entry.id,
          path: entry.path,
          label: `${contract.namespace}:${entry.labelKey}`,
          description: `${contract.namespace}:${entry.descriptionKey}`,
          order: entry.order,
          group: screenMenuGroups[screen],
          ...(preload ? { preload } : {}),
        },
      ];
    }),
  );
  if (options.demoMode) {
    for (const section of demoSections) {
      items.push({
        id: `demo-${section}`,
        path: `/demo/${section}`,
        label: `shell:demo.${section}.label`,
        description: `shell:demo.${section}.description`,
        ...demoPlaces[section],
      });
    }
  }
  const { roles } = options;
  return items
    .filter((item) => roles === null || mayOpenPath(roles, item.path))
    .sort(
      (a, b) =>
        menuGroups.indexOf(a.group) - menuGroups.indexOf(b.group) ||
        a.order - b.order ||
        a.id.localeCompare(b.id),
    );
}

/** The menu's groups in order, each with its entries; a group the user has no entry in is left out. */
export function groupMenu(items: readonly MenuItem[]): MenuSection[] {
  return menuGroups
    .map((group) => ({ group, items: items.filter((item) => item.group === group) }))
    .filter((section) => section.items.length > 0);
}

/** The entry for the current path: the longest menu path that the pathname starts with. */
export function activeMenuPath(items: readonly MenuItem[], pathname: string): string | undefined {
  return items
    .map((item) => item.path)
    .filter((path) => pathname === path || pathname.startsWith(`${path}/`))
    .sort((a, b) => b.length - a.length)[0];
}

/**
 * Which groups each account opened or closed, by account, so another user of the same browser
 * keeps their own. A group the account never touched is open.
 */
export type MenuGroupStates = Readonly<Record<string, Partial<Record<MenuGroup, boolean>>>>;

export function isGroupOpen(states: MenuGroupStates, account: string, group: MenuGroup): boolean {
  return states[account]?.[group] ?? true;
}

export function withGroupOpen(
  states: MenuGroupStates,
  account: string,
  group: MenuGroup,
  open: boolean,
): MenuGroupStates {
  return { ...states, [account]: { ...states[account], [group]: open } };
}
