import { rolesAllow, type Role } from './roles';

/**
 * The portal's screens (spec §2) and the app that serves each one (decisions.md §1).
 * Remotes take their paths from here and the server builds its remotes manifest from it,
 * so the shell knows which remote owns a path even when that remote fails to load.
 */
export const screenPaths = {
  dashboard: '/space/dashboard',
  order: '/space/order',
  orderOperation: '/space/order-operation',
  purchase: '/space/purchase',
  delivery: '/space/delivery',
  invoice: '/space/invoice',
  payment: '/space/payment',
  inventory: '/space/inventory',
  product: '/space/product',
  package: '/space/package',
  location: '/space/location',
  store: '/space/store',
  option: '/space/option',
  settings: '/space/settings',
  config: '/config',
} as const;

export type Screen = keyof typeof screenPaths;
export type ScreenPath = (typeof screenPaths)[Screen];

/**
 * Who may open each screen (decisions.md §4), the one table the browser reads: the shell's route
 * guard, the menu and the remotes' contracts. Each screen allows exactly what its main list call
 * allows on the server (routes.test.ts), so a screen that opens can also load.
 */
export const screenRoles: Readonly<Record<Screen, readonly Role[]>> = {
  dashboard: ['USER'],
  order: ['ORDER'],
  orderOperation: ['ORDER'],
  purchase: ['PURCHASE'],
  delivery: ['DELIVERY'],
  invoice: ['INVOICE'],
  payment: ['PAYMENT'],
  inventory: ['INVENTORY'],
  product: ['PRODUCT'],
  package: ['PACKAGE'],
  location: ['LOCATION'],
  store: ['STORE'],
  option: ['OPTION'],
  settings: ['ADMIN'],
  config: ['ADMIN'],
};

/** The sidebar's groups, in the order they are shown (issue 20: the menu is grouped). */
export const menuGroups = [
  'orders',
  'shippingInvoicing',
  'stockMasterData',
  'administration',
] as const;
export type MenuGroup = (typeof menuGroups)[number];

/** The menu group each screen's entries sit in. */
export const screenMenuGroups: Readonly<Record<Screen, MenuGroup>> = {
  dashboard: 'orders',
  order: 'orders',
  orderOperation: 'orders',
  purchase: 'orders',
  delivery: 'shippingInvoicing',
  invoice: 'shippingInvoicing',
  payment: 'shippingInvoicing',
  inventory: 'stockMasterData',
  product: 'stockMasterData',
  package: 'stockMasterData',
  location: 'stockMasterData',
  store: 'stockMasterData',
  option: 'stockMasterData',
  settings: 'administration',
  config: 'administration',
};

const screens = Object.keys(screenPaths) as Screen[];

/**
 * The screen a browser path belongs to: the longest screen path it equals or lies below, so
 * `/space/order/123` is the order screen and `/space/deliveryx` none.
 */
export function screenOfPath(pathname: string): Screen | undefined {
  let found: Screen | undefined;
  for (const screen of screens) {
    const path = screenPaths[screen];
    if (pathname !== path && !pathname.startsWith(`${path}/`)) continue;
    if (found === undefined || path.length > screenPaths[found].length) found = screen;
  }
  return found;
}

/**
 * Whether a user holding `held` may open a browser path. A path outside every screen (a demo
 * section, an unknown address) is not the role table's to refuse: the router answers it.
 */
export function mayOpenPath(held: readonly Role[], pathname: string): boolean {
  const screen = screenOfPath(pathname);
  return screen === undefined || rolesAllow(held, screenRoles[screen]);
}

/** The first screen, in the order of `screenPaths`, that `held` may open; none without a role. */
export function firstOpenScreen(held: readonly Role[]): Screen | undefined {
  return screens.find((screen) => rolesAllow(held, screenRoles[screen]));
}

/** Feature remotes: the Nx project, the Module Federation container name and its screens. */
export const remoteAreas = {
  orders: {
    container: 'orders',
    screens: ['dashboard', 'order', 'orderOperation', 'purchase'],
  },
  delivery: { container: 'delivery', screens: ['delivery'] },
  'invoice-payment': { container: 'invoice_payment', screens: ['invoice', 'payment'] },
  inventory: { container: 'inventory', screens: ['inventory'] },
  'master-data': {
    container: 'master_data',
    screens: ['product', 'package', 'location', 'store', 'option'],
  },
  settings: { container: 'settings', screens: ['settings', 'config'] },
} as const satisfies Record<string, { container: string; screens: readonly Screen[] }>;

export type RemoteArea = keyof typeof remoteAreas;
export const remoteAreaNames = Object.keys(remoteAreas) as RemoteArea[];

/** The paths a remote serves, in the order its area lists them. */
export function remoteScreenPaths(area: RemoteArea): ScreenPath[] {
  return remoteAreas[area].screens.map((screen) => screenPaths[screen]);
}
