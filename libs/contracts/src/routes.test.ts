import { describe, expect, it } from 'vitest';
import type { EndpointDefinition } from './endpoint';
import {
  deliveryEndpoints,
  inventoryEndpoints,
  invoiceEndpoints,
  locationEndpoints,
  optionEndpoints,
  orderEndpoints,
  packageEndpoints,
  paymentEndpoints,
  productEndpoints,
  projectEndpoints,
  purchaseEndpoints,
  statisticEndpoints,
  storeEndpoints,
  userEndpoints,
} from './endpoints';
import { roles, rolesAllow, type Role } from './roles';
import {
  firstOpenScreen,
  mayOpenPath,
  menuGroups,
  screenMenuGroups,
  screenOfPath,
  screenPaths,
  screenRoles,
  type Screen,
} from './routes';

/** The call each screen makes first to show its list: if the server refuses it, the screen is empty. */
const mainListCall: Record<Screen, EndpointDefinition> = {
  dashboard: statisticEndpoints.orderQuantity,
  order: orderEndpoints.page,
  orderOperation: orderEndpoints.page,
  purchase: purchaseEndpoints.orders,
  delivery: deliveryEndpoints.page,
  invoice: invoiceEndpoints.page,
  payment: paymentEndpoints.orders,
  inventory: inventoryEndpoints.page,
  product: productEndpoints.page,
  package: packageEndpoints.page,
  location: locationEndpoints.page,
  store: storeEndpoints.page,
  option: optionEndpoints.page,
  settings: userEndpoints.list,
  config: projectEndpoints.page,
};

const screens = Object.keys(screenPaths) as Screen[];

describe('the screen role table', () => {
  for (const screen of screens) {
    it(`lets exactly the callers of its main list call open ${screen}`, () => {
      const { access } = mainListCall[screen];
      if ('public' in access) throw new Error(`${screen}: its list call is public`);
      expect([...screenRoles[screen]].sort()).toEqual([...access.roles].sort());
      // Role by role, as the guard and the server decide (ADMIN and ALL included).
      for (const role of roles) {
        expect(rolesAllow([role], screenRoles[screen]), `${screen} for ${role}`).toBe(
          rolesAllow([role], access.roles),
        );
      }
    });
  }

  it('follows decisions.md §4: ORDER opens the dashboard and both order screens, nothing else', () => {
    const opened = (held: Role[]) =>
      screens.filter((screen) => rolesAllow(held, screenRoles[screen]));
    expect(opened(['ORDER'])).toEqual(['dashboard', 'order', 'orderOperation']);
    expect(opened(['ALL'])).toEqual(screens.filter((s) => s !== 'settings' && s !== 'config'));
    expect(opened(['ADMIN'])).toEqual(screens);
    expect(opened([])).toEqual([]);
  });

  it('puts every screen in one of the menu groups, each group holding some', () => {
    for (const group of menuGroups)
      expect(
        screens.some((screen) => screenMenuGroups[screen] === group),
        group,
      ).toBe(true);
    expect(screenMenuGroups.settings).toBe('administration');
    expect(screenMenuGroups.config).toBe('administration');
  });
});

describe('screenOfPath', () => {
  it('finds the screen a path lies below, by the longest screen path', () => {
    expect(screenOfPath('/space/order')).toBe('order');
    expect(screenOfPath('/space/order/123')).toBe('order');
    expect(screenOfPath('/space/order-operation')).toBe('orderOperation');
    expect(screenOfPath('/space/delivery/invoice/9')).toBe('delivery');
    expect(screenOfPath('/config')).toBe('config');
    expect(screenOfPath('/config/projects')).toBe('config');
  });

  it('names no screen for a path that only starts like one, or lies outside them', () => {
    expect(screenOfPath('/space/orderx')).toBeUndefined();
    expect(screenOfPath('/space')).toBeUndefined();
    expect(screenOfPath('/demo/report')).toBeUndefined();
    expect(screenOfPath('/configuration')).toBeUndefined();
  });
});

describe('mayOpenPath', () => {
  it('guards a screen and every deep link below it with the table', () => {
    expect(mayOpenPath(['ORDER'], '/space/order/SN-1')).toBe(true);
    expect(mayOpenPath(['ORDER'], '/space/product')).toBe(false);
    expect(mayOpenPath(['ORDER'], '/space/settings')).toBe(false);
    expect(mayOpenPath(['ORDER'], '/config')).toBe(false);
    expect(mayOpenPath(['ALL'], '/config')).toBe(false);
    expect(mayOpenPath(['ALL'], '/space/inventory/7')).toBe(true);
    expect(mayOpenPath(['ADMIN'], '/config')).toBe(true);
  });

  it('leaves paths outside every screen to the router', () => {
    expect(mayOpenPath(['ORDER'], '/demo/partner')).toBe(true);
  });
});

describe('firstOpenScreen', () => {
  it('is the first screen in menu order the roles open', () => {
    expect(firstOpenScreen(['PRODUCT'])).toBe('dashboard');
    expect(firstOpenScreen([])).toBeUndefined();
  });
});
