import { describe, expect, it } from 'vitest';
import { screenPaths, screenRoles } from '@portal/contracts';
import type { RemoteContract } from '@portal/shell-contract';
import {
  activeMenuPath,
  buildMenu,
  groupMenu,
  isGroupOpen,
  withGroupOpen,
  type MenuGroupStates,
} from './menu';

type Entry = RemoteContract['menu'][number];

const contract = (area: 'orders' | 'settings' | 'master-data', menu: Entry[]): RemoteContract => ({
  area,
  namespace: area,
  build: 'test',
  translations: { 'zh-cn': {}, 'en-us': {} },
  screens: [],
  menu,
});

const entry = (id: string, path: string, order: number, roles: Entry['roles']): Entry => ({
  id,
  path,
  labelKey: `${id}.label`,
  descriptionKey: `${id}.description`,
  order,
  roles,
});

const contracts = [
  contract('settings', [
    entry('settings', '/space/settings', 19, screenRoles.settings),
    entry('config', '/config', 2, screenRoles.config),
  ]),
  contract('orders', [
    entry('dashboard', '/space/dashboard', 1, screenRoles.dashboard),
    entry('order', '/space/order', 3, screenRoles.order),
  ]),
  contract('master-data', [entry('store', '/space/store', 15, screenRoles.store)]),
];

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

describe('menu', () => {
  it('gives each entry the preload of the screen that owns its path, and none without a screen', async () => {
    const ordersScreen = {
      path: screenPaths.order,
      titleKey: 'order.title',
      roles: screenRoles.order,
    };
    const deliveryScreen = {
      path: screenPaths.delivery,
      titleKey: 'delivery.title',
      roles: screenRoles.delivery,
    };
    const loaded: string[] = [];
    const withScreens: RemoteContract[] = [
      {
        ...contract('orders', [
          entry('order', '/space/order', 3, screenRoles.order),
          entry('dashboard', '/space/dashboard', 1, screenRoles.dashboard),
        ]),
        screens: [
          {
            ...ordersScreen,
            Component: () => null,
            preload: async () => {
              loaded.push('order');
            },
          },
        ],
      },
      {
        ...contract('settings', [entry('file', '/space/delivery/file', 8, screenRoles.delivery)]),
        screens: [
          {
            ...deliveryScreen,
            Component: () => null,
            preload: async () => {
              loaded.push('delivery');
            },
          },
        ],
      },
    ];
    const menu = buildMenu(withScreens, { demoMode: false, roles: null });
    const byId = new Map(menu.map((item) => [item.id, item]));
    expect(byId.get('dashboard')?.preload).toBeUndefined();
    await byId.get('order')?.preload?.();
    await byId.get('file')?.preload?.();
    expect(loaded).toEqual(['order', 'delivery']);
  });

  it('lists the entries group by group, in the spec order inside a group, with namespaced keys', () => {
    const menu = buildMenu(contracts, { demoMode: false, roles: null });
    expect(ids(menu)).toEqual(['dashboard', 'order', 'store', 'config', 'settings']);
    expect(menu[0]).toMatchObject({
      label: 'orders:dashboard.label',
      description: 'orders:dashboard.description',
      group: 'orders',
    });
    expect(groupMenu(menu).map((section) => [section.group, ids(section.items)] as const)).toEqual([
      ['orders', ['dashboard', 'order']],
      ['stockMasterData', ['store']],
      ['administration', ['config', 'settings']],
    ]);
  });

  it('shows the demo sections only in demo mode, each in the group of its subject', () => {
    expect(ids(buildMenu(contracts, { demoMode: false, roles: null }))).not.toContain(
      'demo-report',
    );
    const sections = groupMenu(buildMenu(contracts, { demoMode: true, roles: null }));
    expect(sections.map((section) => [section.group, ids(section.items)] as const)).toEqual([
      ['orders', ['dashboard', 'order', 'demo-report']],
      ['shippingInvoicing', ['demo-settlement']],
      ['stockMasterData', ['store']],
      ['administration', ['config', 'demo-partner', 'settings']],
    ]);
  });

  it('keeps only what the role table opens for the user: ORDER sees the dashboard and orders', () => {
    expect(ids(buildMenu(contracts, { demoMode: false, roles: ['ORDER'] }))).toEqual([
      'dashboard',
      'order',
    ]);
    expect(ids(buildMenu(contracts, { demoMode: false, roles: ['ALL'] }))).toEqual([
      'dashboard',
      'order',
      'store',
    ]);
    expect(buildMenu(contracts, { demoMode: false, roles: ['ADMIN'] })).toHaveLength(5);
    // The table decides, not what an entry claims: the guard would refuse the screen anyway.
    const claimsTooMuch = [contract('master-data', [entry('store', '/space/store', 15, ['USER'])])];
    expect(buildMenu(claimsTooMuch, { demoMode: false, roles: ['ORDER'] })).toEqual([]);
  });

  it('leaves out a group the user has no entry in', () => {
    const menu = buildMenu(contracts, { demoMode: false, roles: ['STORE'] });
    expect(groupMenu(menu).map((section) => section.group)).toEqual(['orders', 'stockMasterData']);
  });

  it('marks the longest matching entry active', () => {
    const items = buildMenu(
      [
        {
          ...contract('orders', []),
          area: 'delivery',
          namespace: 'delivery',
          menu: [
            entry('delivery', '/space/delivery', 5, screenRoles.delivery),
            entry('delivery-file', '/space/delivery/file', 6, screenRoles.delivery),
          ],
        },
      ],
      { demoMode: false, roles: null },
    );
    expect(items.map((item) => item.group)).toEqual(['shippingInvoicing', 'shippingInvoicing']);
    expect(activeMenuPath(items, '/space/delivery/file')).toBe('/space/delivery/file');
    expect(activeMenuPath(items, '/space/delivery/42')).toBe('/space/delivery');
    expect(activeMenuPath(items, '/space/deliveryx')).toBeUndefined();
  });
});

describe('menu group state', () => {
  it('opens every group an account never touched', () => {
    expect(isGroupOpen({}, 'clerk', 'orders')).toBe(true);
  });

  it('keeps each account its own choices, and survives being stored as JSON', () => {
    let states: MenuGroupStates = {};
    states = withGroupOpen(states, 'clerk', 'administration', false);
    states = withGroupOpen(states, 'clerk', 'orders', false);
    states = withGroupOpen(states, 'clerk', 'orders', true);
    const stored = JSON.parse(JSON.stringify(states)) as MenuGroupStates;
    expect(isGroupOpen(stored, 'clerk', 'administration')).toBe(false);
    expect(isGroupOpen(stored, 'clerk', 'orders')).toBe(true);
    expect(isGroupOpen(stored, 'admin', 'administration')).toBe(true);
  });
});
