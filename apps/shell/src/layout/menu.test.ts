import { describe, expect, it } from 'vitest';
import type { RemoteContract } from '@portal/shell-contract';
import { activeMenuPath, buildMenu } from './menu';

const contract = (area: 'orders' | 'settings', menu: RemoteContract['menu']): RemoteContract => ({
  area,
  namespace: area,
  build: 'test',
  translations: { 'zh-cn': {}, 'en-us': {} },
  screens: [],
  menu,
});

const contracts = [
  contract('settings', [
    {
      id: 'settings',
      path: '/space/settings',
      labelKey: 's',
      descriptionKey: 'sd',
      order: 19,
      roles: ['ADMIN'],
    },
    {
      id: 'config',
      path: '/config',
      labelKey: 'c',
      descriptionKey: 'cd',
      order: 2,
      roles: ['ADMIN'],
    },
  ]),
  contract('orders', [
    {
      id: 'dashboard',
      path: '/space/dashboard',
      labelKey: 'd',
      descriptionKey: 'dd',
      order: 1,
      roles: ['USER'],
    },
    {
      id: 'order',
      path: '/space/order',
      labelKey: 'o',
      descriptionKey: 'od',
      order: 3,
      roles: ['ORDER'],
    },
  ]),
];

describe('menu', () => {
  it('puts every loaded entry in the spec order, with namespaced keys', () => {
    const menu = buildMenu(contracts, { demoMode: false, roles: null });
    expect(menu.map((item) => item.id)).toEqual(['dashboard', 'config', 'order', 'settings']);
    expect(menu[0]).toMatchObject({ label: 'orders:d', description: 'orders:dd' });
  });

  it('shows the demo sections only in demo mode, at positions 16 to 18', () => {
    const ids = buildMenu(contracts, { demoMode: true, roles: null }).map((item) => item.id);
    expect(ids).toEqual([
      'dashboard',
      'config',
      'order',
      'demo-settlement',
      'demo-report',
      'demo-partner',
      'settings',
    ]);
  });

  it('mirrors roles once a user is known: ORDER sees dashboard and orders, not admin screens', () => {
    expect(
      buildMenu(contracts, { demoMode: false, roles: ['ORDER'] }).map((item) => item.id),
    ).toEqual(['dashboard', 'order']);
    expect(
      buildMenu(contracts, { demoMode: false, roles: ['ALL'] }).map((item) => item.id),
    ).toEqual(['dashboard', 'order']);
    expect(buildMenu(contracts, { demoMode: false, roles: ['ADMIN'] })).toHaveLength(4);
  });

  it('marks the longest matching entry active', () => {
    const items = [
      { id: 'a', path: '/space/delivery', label: '', description: '', order: 5 },
      { id: 'b', path: '/space/delivery/file', label: '', description: '', order: 6 },
    ];
    expect(activeMenuPath(items, '/space/delivery/file')).toBe('/space/delivery/file');
    expect(activeMenuPath(items, '/space/delivery/42')).toBe('/space/delivery');
    expect(activeMenuPath(items, '/space/deliveryx')).toBeUndefined();
  });
});
