import { describe, expect, it } from 'vitest';
import { common } from './common';
import { uncountedTexts, unpairedPlurals, type TextNamespaces } from './counted-texts';

describe('counted texts', () => {
  it('count in plural forms in the common texts', () => {
    expect(uncountedTexts({ common })).toEqual([]);
    expect(unpairedPlurals({ common })).toEqual([]);
  });

  it('finds a count before a plural noun and a lone plural form (the check itself)', () => {
    const planted: TextNamespaces = {
      planted: {
        'zh-cn': { 'table.total': '共 {{total}} 条', rows_other: '{{count}} 行' },
        'en-us': {
          'table.total': 'Total {{total}} items',
          rows_other: '{{count}} rows',
          'orders.selected': 'Accept the {{count}} selected orders?',
          'list.rows': 'Rows: {{count}}',
          'list.selected': 'Accept selected ({{count}})',
        },
      },
    };
    expect(uncountedTexts(planted)).toEqual([
      'planted:table.total "Total {{total}} items"',
      'planted:orders.selected "Accept the {{count}} selected orders?"',
    ]);
    expect(unpairedPlurals(planted)).toEqual([
      'planted:rows_one (zh-cn)',
      'planted:rows_one (en-us)',
    ]);
  });
});
