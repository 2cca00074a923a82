/**
 * Everything the browser keeps in local storage (spec §9), under one prefix so apps never collide.
 * Spec §9 also names login count, serial number, PO number, dropdown options, current user and
 * project id: nothing reads them and no planned issue will, so they have no key (deep links and
 * the server hold those).
 */
export const storageKeys = {
  token: 'portal.token',
  language: 'portal.language',
  sidebarCollapsed: 'portal.sidebarCollapsed',
  demoMode: 'portal.demoMode',
  currentMenu: 'portal.currentMenu',
  // which menu groups each account has opened or closed (issue 20: the menu is grouped).
  menuGroups: 'portal.menuGroups',
  pageSize: 'portal.pageSize',
  fieldConfig: 'portal.fieldConfig',
  // used by everyday use (issue 20): the project the user chose before is preselected.
  projectKey: 'portal.projectKey',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];
