import { describe, expect, it } from 'vitest';
import type { PackingPlan, ShipmentPackage } from '@portal/contracts';
import {
  addPackage,
  assignPallet,
  emptyPackages,
  lineTotals,
  mergePackages,
  moveQuantity,
  nextKey,
  offeredLevels,
  planOf,
  quantityIn,
  quantityMark,
  removePackage,
  samePlan,
  setContentQuantity,
  splitPackage,
} from './packing-plan';

/** Two cartons of line 1 (12 and 12) and one of line 2 (6), the first two on pallet P1. */
const plan: PackingPlan = {
  packages: [
    { key: 'P1', level: 'pallet', contents: [] },
    { key: 'C1', level: 'carton', palletKey: 'P1', contents: [{ lineNumber: '1', quantity: 12 }] },
    { key: 'C2', level: 'carton', palletKey: 'P1', contents: [{ lineNumber: '1', quantity: 12 }] },
    { key: 'C3', level: 'carton', contents: [{ lineNumber: '2', quantity: 6 }] },
  ],
};

const lines = [
  { lineNumber: '1', ordered: 24 },
  { lineNumber: '2', ordered: 10 },
];

describe('packing plan edits', () => {
  it('keeps what pack sends of the saved packages, dropping ids, SSCCs and sequences', () => {
    const saved: ShipmentPackage[] = [
      {
        id: 7,
        key: 'C1',
        level: 'carton',
        palletKey: 'P1',
        packageType: 'CTN25',
        weight: 4.5,
        sscc: '000123456700000017',
        sequence: 1,
        contents: [{ lineNumber: '1', quantity: 3 }],
      },
    ];
    expect(planOf(saved)).toEqual({
      packages: [
        {
          key: 'C1',
          level: 'carton',
          palletKey: 'P1',
          packageType: 'CTN25',
          weight: 4.5,
          contents: [{ lineNumber: '1', quantity: 3 }],
        },
      ],
    });
  });

  it('names a new package by its level with the next free number', () => {
    expect(nextKey(plan, 'carton')).toBe('C4');
    expect(nextKey(plan, 'pallet')).toBe('P2');
    expect(nextKey(plan, 'bulk')).toBe('B1');
    // A number already taken (after a removal) is skipped.
    expect(nextKey(removePackage(plan, 'C1'), 'carton')).toBe('C4');
  });

  it('changes a content quantity, and a zero takes the line out', () => {
    const changed = setContentQuantity(plan, 'C1', '1', 10);
    expect(quantityIn(changed, 'C1', '1')).toBe(10);
    expect(quantityIn(plan, 'C1', '1')).toBe(12);
    const emptied = setContentQuantity(plan, 'C3', '2', 0);
    expect(emptied.packages.find((found) => found.key === 'C3')?.contents).toEqual([]);
    // A new line goes in at the end.
    const added = setContentQuantity(plan, 'C3', '1', 2);
    expect(added.packages.find((found) => found.key === 'C3')?.contents).toEqual([
      { lineNumber: '2', quantity: 6 },
      { lineNumber: '1', quantity: 2 },
    ]);
  });

  it('moves an item quantity to another package, never more than it holds', () => {
    const moved = moveQuantity(plan, 'C1', 'C3', '1', 5);
    expect(quantityIn(moved, 'C1', '1')).toBe(7);
    expect(quantityIn(moved, 'C3', '1')).toBe(5);
    const all = moveQuantity(plan, 'C1', 'C2', '1', 99);
    expect(quantityIn(all, 'C2', '1')).toBe(24);
    expect(all.packages.find((found) => found.key === 'C1')?.contents).toEqual([]);
    // Onto itself, or into a package the plan lacks: nothing changes.
    expect(moveQuantity(plan, 'C1', 'C1', '1', 5)).toBe(plan);
    expect(moveQuantity(plan, 'C1', 'C9', '1', 5)).toBe(plan);
  });

  it('splits a carton into a new one on the same pallet, right after it', () => {
    const { plan: split, key } = splitPackage(plan, 'C1', [{ lineNumber: '1', quantity: 5 }]);
    expect(key).toBe('C4');
    expect(split.packages.map((found) => found.key)).toEqual(['P1', 'C1', 'C4', 'C2', 'C3']);
    expect(split.packages[2]).toEqual({
      key: 'C4',
      level: 'carton',
      palletKey: 'P1',
      contents: [{ lineNumber: '1', quantity: 5 }],
    });
    expect(quantityIn(split, 'C1', '1')).toBe(7);
    // What the carton does not hold is not taken; nothing to take makes no new carton.
    expect(splitPackage(plan, 'C1', [{ lineNumber: '2', quantity: 3 }])).toEqual({
      plan,
      key: null,
    });
    const capped = splitPackage(plan, 'C3', [{ lineNumber: '2', quantity: 50 }]);
    expect(quantityIn(capped.plan, 'C4', '2')).toBe(6);
    expect(quantityIn(capped.plan, 'C3', '2')).toBe(0);
  });

  it('merges two cartons into one, adding their contents', () => {
    const merged = mergePackages(plan, 'C1', 'C3');
    expect(merged.packages.map((found) => found.key)).toEqual(['P1', 'C1', 'C2']);
    expect(merged.packages[1]?.contents).toEqual([
      { lineNumber: '1', quantity: 12 },
      { lineNumber: '2', quantity: 6 },
    ]);
    const same = mergePackages(plan, 'C1', 'C2');
    expect(quantityIn(same, 'C1', '1')).toBe(24);
    // Different levels, or a package with itself: nothing changes.
    expect(mergePackages(plan, 'P1', 'C1')).toBe(plan);
    expect(mergePackages(plan, 'C1', 'C1')).toBe(plan);
  });

  it('merging pallets moves what the merged one carried', () => {
    const twoPallets = assignPallet(addPackage(plan, 'pallet').plan, 'C3', 'P2');
    const merged = mergePackages(twoPallets, 'P1', 'P2');
    expect(merged.packages.find((found) => found.key === 'C3')?.palletKey).toBe('P1');
    expect(merged.packages.some((found) => found.key === 'P2')).toBe(false);
  });

  it('puts cartons on a pallet and takes them off', () => {
    const loaded = assignPallet(plan, 'C3', 'P1');
    expect(loaded.packages.find((found) => found.key === 'C3')?.palletKey).toBe('P1');
    const unloaded = assignPallet(plan, 'C1', undefined);
    expect(unloaded.packages.find((found) => found.key === 'C1')).toEqual({
      key: 'C1',
      level: 'carton',
      contents: [{ lineNumber: '1', quantity: 12 }],
    });
    // A pallet goes on no pallet; a carton is no pallet; an unknown pallet changes nothing.
    expect(assignPallet(addPackage(plan, 'pallet').plan, 'P2', 'P1').packages[4]).toEqual({
      key: 'P2',
      level: 'pallet',
      contents: [],
    });
    expect(assignPallet(plan, 'C3', 'C1')).toBe(plan);
    expect(assignPallet(plan, 'C3', 'P7')).toBe(plan);
  });

  it('adds an empty pallet and removes one, its cartons staying off any pallet', () => {
    const { plan: added, key } = addPackage(plan, 'pallet');
    expect(key).toBe('P2');
    expect(added.packages.at(-1)).toEqual({ key: 'P2', level: 'pallet', contents: [] });
    const removed = removePackage(plan, 'P1');
    expect(removed.packages.map((found) => found.key)).toEqual(['C1', 'C2', 'C3']);
    expect(removed.packages.every((found) => found.palletKey === undefined)).toBe(true);
  });

  it('adds up each line packed against what it ships', () => {
    expect(lineTotals(plan, lines)).toEqual([
      { lineNumber: '1', packed: 24, toShip: 24, difference: 0 },
      { lineNumber: '2', packed: 6, toShip: 10, difference: -4 },
    ]);
    const over = setContentQuantity(plan, 'C3', '2', 12);
    expect(lineTotals(over, lines)[1]).toEqual({
      lineNumber: '2',
      packed: 12,
      toShip: 10,
      difference: 2,
    });
    expect(lineTotals({ packages: [] }, lines).map((total) => total.packed)).toEqual([0, 0]);
  });

  it('marks short, over and exact quantities', () => {
    expect(quantityMark(6, 10)).toBe('short');
    expect(quantityMark(12, 10)).toBe('over');
    expect(quantityMark(10, 10)).toBe('exact');
  });

  it('finds the packages the server would refuse as empty (a loaded pallet is not)', () => {
    expect(emptyPackages(plan)).toEqual([]);
    const { plan: withEmpty } = addPackage(addPackage(plan, 'carton').plan, 'pallet');
    expect(emptyPackages(withEmpty)).toEqual(['C4', 'P2']);
  });

  it('offers the levels the project packs in', () => {
    const off = { hasOuterPackage: false, hasInnerPackage: false, hasNoPackage: false };
    expect(offeredLevels(off)).toEqual(['bulk']);
    expect(offeredLevels({ ...off, hasOuterPackage: true, hasInnerPackage: true })).toEqual([
      'pallet',
      'carton',
    ]);
    expect(offeredLevels({ ...off, hasInnerPackage: true, hasNoPackage: true })).toEqual([
      'carton',
      'bulk',
    ]);
  });

  it('tells an edited plan from the one it started as', () => {
    expect(samePlan(plan, planOf([]))).toBe(false);
    expect(samePlan(plan, { packages: plan.packages.map((found) => ({ ...found })) })).toBe(true);
    expect(samePlan(plan, moveQuantity(plan, 'C1', 'C2', '1', 1))).toBe(false);
  });
});
