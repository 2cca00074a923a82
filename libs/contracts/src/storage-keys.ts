/** Everything the browser keeps in local storage (spec §9), under one prefix so apps never collide. */
export const storageKeys = {
  token: 'portal.token',
  language: 'portal.language',
  loginCount: 'portal.loginCount',
  sidebarCollapsed: 'portal.sidebarCollapsed',
  demoMode: 'portal.demoMode',
  currentMenu: 'portal.currentMenu',
  pageSize: 'portal.pageSize',
  serialNumber: 'portal.serialNumber',
  poNumber: 'portal.poNumber',
  fieldConfig: 'portal.fieldConfig',
  dropdownOptions: 'portal.dropdownOptions',
  currentUser: 'portal.currentUser',
  projectId: 'portal.projectId',
  projectKey: 'portal.projectKey',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];
