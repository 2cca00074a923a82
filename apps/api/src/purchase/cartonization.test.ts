import { defaultProjectFeatures, errorCatalogue, type PackingPlan } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { checkPlan, proposePlan, type PlanLine } from './cartonization';

const switches = { ...defaultProjectFeatures, maxItemsPerOuterPack: 40 };
const lines: PlanLine[] = [
  { lineNumber: '1', quantity: 24, packSize: 6 },
  { lineNumber: '2', quantity: 10, packSize: 4 },
  { lineNumber: '3', quantity: 2, packSize: null },
];
const ordered = new Map(lines.map((line) => [line.lineNumber, line.quantity]));

const failure = (work: () => unknown): { code: string; field: string | undefined } => {
  try {
    work();
  } catch (error) {
    if (error instanceof ApiError) {
      return { code: errorCatalogue[error.errorName].code, field: error.field };
    }
    throw error;
  }
  throw new Error('no refusal');
};

const packedTotals = (plan: PackingPlan) => {
  const totals = new Map<string, number>();
  for (const unit of plan.packages) {
    for (const content of unit.contents) {
      totals.set(content.lineNumber, (totals.get(content.lineNumber) ?? 0) + content.quantity);
    }
  }
  return totals;
};

describe('cartonization', () => {
  it('packs each line in cartons of its PO4 pack, the rest in a last partial carton', () => {
    const plan = proposePlan(lines, { ...switches, hasOuterPackage: false });
    const cartons = plan.packages.filter((unit) => unit.level === 'carton');
    // 24 / 6 = 4 cartons, 10 / 4 = 2 full + 1 of 2, and line 3 ships alone: 2 cartons of 1.
    expect(cartons.map((unit) => unit.contents[0]?.quantity)).toEqual([6, 6, 6, 6, 4, 4, 2, 1, 1]);
    expect(packedTotals(plan)).toEqual(ordered);
    expect(plan.packages.some((unit) => unit.level === 'pallet')).toBe(false);
  });

  it('loads the cartons on pallets of at most maxItemsPerOuterPack items', () => {
    const plan = proposePlan(lines, switches);
    const pallets = plan.packages.filter((unit) => unit.level === 'pallet');
    expect(pallets.map((unit) => unit.key)).toEqual(['P1']);
    const heavy = proposePlan(lines, { ...switches, maxItemsPerOuterPack: 12 });
    const loads = new Map<string, number>();
    for (const unit of heavy.packages) {
      if (unit.palletKey === undefined) continue;
      const items = unit.contents.reduce((sum, content) => sum + content.quantity, 0);
      loads.set(unit.palletKey, (loads.get(unit.palletKey) ?? 0) + items);
    }
    expect([...loads.values()].every((load) => load <= 12)).toBe(true);
    expect([...loads.values()].reduce((sum, load) => sum + load, 0)).toBe(36);
    expect(checkPlan(heavy, ordered, { ...switches, allowOverShipment: false })).toEqual(ordered);
  });

  it('uses bulk units of maxItemsPerNoPackage without inner packages', () => {
    const plan = proposePlan([{ lineNumber: '1', quantity: 120, packSize: null }], {
      ...switches,
      hasInnerPackage: false,
      hasOuterPackage: false,
      hasNoPackage: true,
      maxItemsPerNoPackage: 50,
    });
    expect(plan.packages.map((unit) => [unit.level, unit.contents[0]?.quantity])).toEqual([
      ['bulk', 50],
      ['bulk', 50],
      ['bulk', 20],
    ]);
  });

  it('refuses plans that do not describe this order, naming what to fix', () => {
    const options = { ...switches, allowOverShipment: false };
    const carton = (key: string, lineNumber: string, quantity: number, palletKey?: string) => ({
      key,
      level: 'carton' as const,
      ...(palletKey === undefined ? {} : { palletKey }),
      contents: [{ lineNumber, quantity }],
    });
    expect(
      failure(() => checkPlan({ packages: [carton('C1', '9', 1)] }, ordered, options)),
    ).toEqual({ code: '3006', field: '9' });
    expect(
      failure(() => checkPlan({ packages: [carton('C1', '1', 25)] }, ordered, options)),
    ).toEqual({ code: '4024', field: '1' });
    expect(
      failure(() =>
        checkPlan({ packages: [carton('C1', '1', 1), carton('C1', '1', 1)] }, ordered, options),
      ),
    ).toEqual({ code: '2010', field: 'C1' });
    expect(
      failure(() => checkPlan({ packages: [carton('C1', '1', 1, 'P9')] }, ordered, options)),
    ).toEqual({ code: '2010', field: 'C1' });
    expect(
      failure(() =>
        checkPlan({ packages: [{ key: 'P1', level: 'pallet', contents: [] }] }, ordered, options),
      ),
    ).toEqual({ code: '2009', field: 'P1' });
    expect(
      failure(() =>
        checkPlan({ packages: [carton('C1', '1', 1)] }, ordered, {
          ...options,
          hasInnerPackage: false,
        }),
      ),
    ).toEqual({ code: '2009', field: 'packages.1.level' });
    expect(failure(() => checkPlan({ packages: [] }, ordered, options))).toEqual({
      code: '2009',
      field: 'plan',
    });
    // Over-shipment is the project's call.
    expect(
      checkPlan({ packages: [carton('C1', '1', 25)] }, ordered, {
        ...options,
        allowOverShipment: true,
      }).get('1'),
    ).toBe(25);
  });

  it('proposes nothing for an order that would need more packages than a shipment holds', () => {
    // 50 million loose items without a pack size: refused before a single carton is built.
    expect(
      failure(() =>
        proposePlan([{ lineNumber: '1', quantity: 50_000_000, packSize: null }], switches),
      ),
    ).toEqual({ code: '2009', field: 'packages' });
  });
});
