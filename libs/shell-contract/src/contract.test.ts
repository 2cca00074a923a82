import { describe, expect, it } from 'vitest';
import { contractProblems, contractTexts, screenTitleKey, type RemoteContract } from './index';

const Screen = () => null;

function inventoryContract(overrides: Partial<RemoteContract> = {}): RemoteContract {
  return {
    area: 'inventory',
    namespace: 'inventory',
    build: 'test',
    translations: {
      'zh-cn': { title: '库存查询', label: '库存查询', description: '库存' },
      'en-us': { title: 'Inventory Inquiry', label: 'Inventory Inquiry', description: 'Stock' },
    },
    screens: [
      { path: '/space/inventory', titleKey: 'title', roles: ['INVENTORY'], Component: Screen },
    ],
    menu: [
      {
        id: 'inventory',
        path: '/space/inventory',
        labelKey: 'label',
        descriptionKey: 'description',
        order: 10,
        roles: ['INVENTORY'],
      },
    ],
    ...overrides,
  };
}

describe('contractTexts', () => {
  it("lists the remote's own namespace, then its feature libs'", () => {
    const orderView = { namespace: 'order-view', translations: { 'zh-cn': {}, 'en-us': {} } };
    const contract = inventoryContract({ features: [orderView] });
    expect(contractTexts(contract).map(({ namespace }) => namespace)).toEqual([
      'inventory',
      'order-view',
    ]);
  });
});

describe('contractProblems', () => {
  it('accepts a sound contract', () => {
    expect(contractProblems(inventoryContract())).toEqual([]);
  });

  it('names a missing screen, a foreign screen and a menu entry outside the area', () => {
    const problems = contractProblems(
      inventoryContract({
        screens: [{ path: '/space/order', titleKey: 'title', roles: ['ORDER'], Component: Screen }],
        menu: [
          {
            id: 'x',
            path: '/space/product',
            labelKey: 'label',
            descriptionKey: 'description',
            order: 1,
            roles: [],
          },
        ],
      }),
    );
    expect(problems).toEqual([
      'screen /space/inventory of area inventory is missing',
      'screen /space/order belongs to another area',
      'menu entry x points outside the area: /space/product',
      'menu entry x allows [], the role table [PRODUCT]',
    ]);
  });

  it('names a screen or menu entry whose roles differ from the role table', () => {
    const contract = inventoryContract();
    const problems = contractProblems({
      ...contract,
      screens: contract.screens.map((screen) => ({ ...screen, roles: ['INVENTORY', 'ORDER'] })),
      menu: contract.menu.map((entry) => ({ ...entry, roles: ['USER'] })),
    });
    expect(problems).toEqual([
      'screen /space/inventory allows [INVENTORY, ORDER], the role table [INVENTORY]',
      'menu entry inventory allows [USER], the role table [INVENTORY]',
    ]);
  });

  it('names texts missing in one language', () => {
    const contract = inventoryContract();
    const problems = contractProblems({
      ...contract,
      translations: {
        'zh-cn': contract.translations['zh-cn'],
        'en-us': { title: 'Inventory', label: 'Inventory' },
      },
    });
    expect(problems).toContain('en-us lacks description');
    expect(problems).toContain('en-us has no text for description');
  });

  it("names a feature lib's texts missing in one language, with the lib's namespace", () => {
    const problems = contractProblems(
      inventoryContract({
        features: [
          {
            namespace: 'order-view',
            translations: {
              'zh-cn': { 'status.NEW_ORDER': '新订单' },
              'en-us': { 'status.RECEIVED': 'Awaiting acceptance' },
            },
          },
        ],
      }),
    );
    expect(problems).toEqual([
      'en-us lacks order-view:status.NEW_ORDER',
      'zh-cn lacks order-view:status.RECEIVED',
    ]);
  });
});

describe('pages below a screen', () => {
  const screen = {
    path: '/space/inventory' as const,
    titleKey: 'title',
    pages: [{ path: 'counts', titleKey: 'countsTitle' }],
  };

  it('title the tab with the page the path is at or below, else with the screen', () => {
    expect(screenTitleKey(screen, '/space/inventory')).toBe('title');
    expect(screenTitleKey(screen, '/space/inventory/counts')).toBe('countsTitle');
    expect(screenTitleKey(screen, '/space/inventory/counts/7')).toBe('countsTitle');
    expect(screenTitleKey(screen, '/space/inventory/countsheet')).toBe('title');
  });

  it('must be declared for a menu entry that opens one, with a text for its title', () => {
    const entry = {
      id: 'counts',
      path: '/space/inventory/counts',
      labelKey: 'label',
      descriptionKey: 'description',
      order: 11,
      roles: ['INVENTORY' as const],
    };
    const contract = inventoryContract();
    const undeclared = { ...contract, menu: [...contract.menu, entry] };
    expect(contractProblems(undeclared)).toEqual([
      'menu entry counts opens /space/inventory/counts, which is no page of its screen',
    ]);
    const declared = {
      ...undeclared,
      screens: undeclared.screens.map((each) => ({ ...each, pages: screen.pages })),
    };
    expect(contractProblems(declared)).toEqual([
      'zh-cn has no text for countsTitle',
      'en-us has no text for countsTitle',
    ]);
  });
});
