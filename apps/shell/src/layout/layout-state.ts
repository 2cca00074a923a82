import { atomWithStorage } from 'jotai/utils';
import { storageKeys } from '@portal/contracts';
import type { MenuGroupStates } from './menu';

/**
 * The layout's choices, kept in local storage (spec §9): sidebar, demo mode, current menu, and the
 * menu groups opened.
 */
export const sidebarCollapsedAtom = atomWithStorage(
  storageKeys.sidebarCollapsed,
  false,
  undefined,
  {
    getOnInit: true,
  },
);
export const demoModeAtom = atomWithStorage(storageKeys.demoMode, false, undefined, {
  getOnInit: true,
});
/**
 * The menu entry the user last chose; `/space` opens it again (spec §9's "current menu"). It
 * names the account, so another user of the same browser does not inherit it.
 */
export const currentMenuAtom = atomWithStorage<{ account: string; path: string } | null>(
  storageKeys.currentMenu,
  null,
  undefined,
  { getOnInit: true },
);

/** The menu groups each account opened or closed (menu.ts `isGroupOpen`), kept across reloads. */
export const menuGroupStatesAtom = atomWithStorage<MenuGroupStates>(
  storageKeys.menuGroups,
  {},
  undefined,
  { getOnInit: true },
);
