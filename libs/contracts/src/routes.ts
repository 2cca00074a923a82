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
