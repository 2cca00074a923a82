import { describe, expect, it } from 'vitest';
import type { DeliveryData } from '@portal/contracts';
import { noticeTexts } from '../texts';
import { resolveLayout } from './field-layout';
import { linesFromOrder, removePackage, replacePackage } from './notice-draft';
import { addressFields, lineFields, packageFields, shipmentFields } from './notice-fields';

describe('the builder fields', () => {
  it('name every field in both languages', () => {
    const labels = [
      ...packageFields.pallet,
      ...packageFields.carton,
      ...lineFields,
      ...shipmentFields,
      ...addressFields,
    ].flatMap((spec) => [spec.label, ...(spec.hint === undefined ? [] : [spec.hint])]);
    for (const language of ['zh-cn', 'en-us'] as const) {
      const table: Readonly<Record<string, string>> = noticeTexts[language];
      expect(labels.filter((label) => !(table[label] ?? '').trim())).toEqual([]);
    }
  });

  it('keep the user arrangement, place new fields by default and never hide a fixed one', () => {
    const fields = [
      { key: 'key', fixed: true },
      { key: 'a' },
      { key: 'b', defaultHidden: true },
      { key: 'c' },
    ];
    expect(
      resolveLayout(fields, { order: ['c', 'gone', 'key', 'a'], hidden: ['a', 'key'] }),
    ).toEqual({ order: ['c', 'key', 'a', 'b'], hidden: ['a', 'b'] });
    expect(resolveLayout(fields, undefined)).toEqual({
      order: ['key', 'a', 'b', 'c'],
      hidden: ['b'],
    });
  });
});

describe('editing the notice', () => {
  const data: DeliveryData = {
    shipment: {},
    packages: [
      { key: 'P1', level: 'pallet', autoLabel: true },
      { key: 'C1', level: 'carton', parentKey: 'P1', autoLabel: true },
    ],
    lines: [{ key: 'L1', lineNumber: '1', packageKey: 'C1', quantity: 2 }],
  };

  it('carries a renamed key to what is on and in the package, and frees them on removal', () => {
    const renamed = replacePackage(data, 'P1', { key: 'PAL-1', level: 'pallet', autoLabel: true });
    expect(renamed.packages.map((found) => [found.key, found.parentKey])).toEqual([
      ['PAL-1', undefined],
      ['C1', 'PAL-1'],
    ]);
    const moved = replacePackage(renamed, 'C1', {
      key: 'C9',
      level: 'carton',
      parentKey: 'PAL-1',
      autoLabel: true,
    });
    expect(moved.lines[0]?.packageKey).toBe('C9');
    const removed = removePackage(moved, 'PAL-1');
    expect(removed.packages).toEqual([{ key: 'C9', level: 'carton', autoLabel: true }]);
    expect(removePackage(moved, 'C9').lines[0]).toEqual({
      key: 'L1',
      lineNumber: '1',
      quantity: 2,
    });
  });

  it('fills the line items from the order: what shipped, else what was ordered', () => {
    expect(
      linesFromOrder([
        {
          lineNumber: '1',
          buyerItemNumber: null,
          vendorItemNumber: 'WID-100',
          upc: null,
          description: 'Widget',
          unit: 'EA',
          ordered: 24,
          shipped: 20,
        },
        {
          lineNumber: '2',
          buyerItemNumber: 'B-2',
          vendorItemNumber: null,
          upc: null,
          description: null,
          unit: null,
          ordered: 10,
          shipped: null,
        },
      ]),
    ).toEqual([
      {
        key: 'L1',
        lineNumber: '1',
        vendorItemNumber: 'WID-100',
        description: 'Widget',
        unit: 'EA',
        quantity: 20,
      },
      { key: 'L2', lineNumber: '2', buyerItemNumber: 'B-2', quantity: 10 },
    ]);
  });
});
