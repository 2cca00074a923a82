import type {
  FulfilmentLine,
  PackageContent,
  PackageLevel,
  PackingPlan,
  PlanPackage,
  PurchaseDetail,
  ShipmentPackage,
} from '@portal/contracts';

/**
 * The packing plan as the screen edits it, and every edit as a pure function: each takes a plan
 * and returns a new one (the old one is left as it was), so the editor can keep, compare and
 * throw away drafts. Quantities are whole items; an edit never makes a negative quantity, and a
 * content that reaches zero leaves its package.
 */

/** The letter a new package's key starts with, by level (P1, C2, B3). */
const keyPrefix: Readonly<Record<PackageLevel, string>> = { pallet: 'P', carton: 'C', bulk: 'B' };

/** What the editor keeps of a saved package: what `pack` sends (no id, SSCC or sequence). */
export function planOf(packages: readonly ShipmentPackage[]): PackingPlan {
  return {
    packages: packages.map((saved) => {
      const editable: PlanPackage = {
        key: saved.key,
        level: saved.level,
        contents: saved.contents.map((content) => ({ ...content })),
      };
      if (saved.palletKey !== undefined) editable.palletKey = saved.palletKey;
      if (saved.packageType !== undefined) editable.packageType = saved.packageType;
      if (saved.weight !== undefined) editable.weight = saved.weight;
      return editable;
    }),
  };
}

/** A key no package of the plan has yet: the level's letter and the next free number. */
export function nextKey(plan: PackingPlan, level: PackageLevel): string {
  const taken = new Set(plan.packages.map((found) => found.key));
  let number = plan.packages.filter((found) => found.level === level).length + 1;
  while (taken.has(`${keyPrefix[level]}${number}`)) number += 1;
  return `${keyPrefix[level]}${number}`;
}

const whole = (quantity: number): number =>
  Number.isFinite(quantity) ? Math.max(0, Math.floor(quantity)) : 0;

/** Contents with `lineNumber` set to `quantity` (added at the end when new, gone when 0). */
function withQuantity(
  contents: readonly PackageContent[],
  lineNumber: string,
  quantity: number,
): PackageContent[] {
  const amount = whole(quantity);
  const found = contents.some((content) => content.lineNumber === lineNumber);
  const updated = found
    ? contents.map((content) =>
        content.lineNumber === lineNumber ? { ...content, quantity: amount } : content,
      )
    : [...contents, { lineNumber, quantity: amount }];
  return updated.filter((content) => content.quantity > 0);
}

/** How many items of a line a package holds (0 when none). */
export function quantityIn(plan: PackingPlan, key: string, lineNumber: string): number {
  const found = plan.packages.find((candidate) => candidate.key === key);
  return found?.contents.find((content) => content.lineNumber === lineNumber)?.quantity ?? 0;
}

function updatePackage(
  plan: PackingPlan,
  key: string,
  change: (found: PlanPackage) => PlanPackage,
): PackingPlan {
  return {
    packages: plan.packages.map((found) => (found.key === key ? change(found) : found)),
  };
}

/** Sets how many items of a line a package holds; 0 takes the line out of it. */
export function setContentQuantity(
  plan: PackingPlan,
  key: string,
  lineNumber: string,
  quantity: number,
): PackingPlan {
  return updatePackage(plan, key, (found) => ({
    ...found,
    contents: withQuantity(found.contents, lineNumber, quantity),
  }));
}

/**
 * Moves up to `quantity` items of a line from one package to another (no more than the first
 * holds). Moving to the package itself, or to one the plan lacks, changes nothing.
 */
export function moveQuantity(
  plan: PackingPlan,
  fromKey: string,
  toKey: string,
  lineNumber: string,
  quantity: number,
): PackingPlan {
  if (fromKey === toKey || !plan.packages.some((found) => found.key === toKey)) return plan;
  const held = quantityIn(plan, fromKey, lineNumber);
  const moved = Math.min(held, whole(quantity));
  if (moved === 0) return plan;
  const taken = setContentQuantity(plan, fromKey, lineNumber, held - moved);
  return setContentQuantity(taken, toKey, lineNumber, quantityIn(plan, toKey, lineNumber) + moved);
}

/** A new empty package of a level, at the end of the plan. */
export function addPackage(
  plan: PackingPlan,
  level: PackageLevel,
): { plan: PackingPlan; key: string } {
  const key = nextKey(plan, level);
  return { plan: { packages: [...plan.packages, { key, level, contents: [] }] }, key };
}

/**
 * Takes a package out of the plan. Its contents are no longer packed; the packages loaded on a
 * pallet that goes stay in the plan, off any pallet.
 */
export function removePackage(plan: PackingPlan, key: string): PackingPlan {
  return {
    packages: plan.packages
      .filter((found) => found.key !== key)
      .map((found) => (found.palletKey === key ? withoutPallet(found) : found)),
  };
}

function withoutPallet(found: PlanPackage): PlanPackage {
  const rest = { ...found };
  delete rest.palletKey;
  return rest;
}

/**
 * Splits a package: a new one of the same level, on the same pallet, right after it, holding the
 * quantities `take` names (at most what the package holds of each line). Nothing to take leaves
 * the plan as it was (and no key).
 */
export function splitPackage(
  plan: PackingPlan,
  key: string,
  take: readonly PackageContent[],
): { plan: PackingPlan; key: string | null } {
  const source = plan.packages.find((found) => found.key === key);
  if (source === undefined) return { plan, key: null };
  const taken = take
    .map((content) => ({
      lineNumber: content.lineNumber,
      quantity: Math.min(whole(content.quantity), quantityIn(plan, key, content.lineNumber)),
    }))
    .filter((content) => content.quantity > 0);
  if (taken.length === 0) return { plan, key: null };

  const newKey = nextKey(plan, source.level);
  let remaining = source.contents;
  for (const content of taken) {
    const held = remaining.find((found) => found.lineNumber === content.lineNumber)?.quantity ?? 0;
    remaining = withQuantity(remaining, content.lineNumber, held - content.quantity);
  }
  const split: PlanPackage = { key: newKey, level: source.level, contents: taken };
  if (source.palletKey !== undefined) split.palletKey = source.palletKey;
  if (source.packageType !== undefined) split.packageType = source.packageType;

  const packages = plan.packages.flatMap((found) =>
    found.key === key ? [{ ...found, contents: remaining }, split] : [found],
  );
  return { plan: { packages }, key: newKey };
}

/**
 * Merges package `fromKey` into `intoKey` (both of one level): its contents add to the other's,
 * the packages on it (when it is a pallet) move onto the other, and it leaves the plan.
 */
export function mergePackages(plan: PackingPlan, intoKey: string, fromKey: string): PackingPlan {
  const into = plan.packages.find((found) => found.key === intoKey);
  const from = plan.packages.find((found) => found.key === fromKey);
  if (into === undefined || from === undefined || intoKey === fromKey) return plan;
  if (into.level !== from.level) return plan;
  let contents = into.contents;
  for (const content of from.contents) {
    const held = contents.find((found) => found.lineNumber === content.lineNumber)?.quantity ?? 0;
    contents = withQuantity(contents, content.lineNumber, held + content.quantity);
  }
  return {
    packages: plan.packages
      .filter((found) => found.key !== fromKey)
      .map((found) => {
        if (found.key === intoKey) return { ...found, contents };
        if (found.palletKey === fromKey) return { ...found, palletKey: intoKey };
        return found;
      }),
  };
}

/**
 * Loads a carton or bulk unit onto a pallet of the plan, or takes it off (`undefined`). A pallet
 * goes on no pallet, and a pallet the plan lacks changes nothing.
 */
export function assignPallet(
  plan: PackingPlan,
  key: string,
  palletKey: string | undefined,
): PackingPlan {
  const found = plan.packages.find((candidate) => candidate.key === key);
  if (found === undefined || found.level === 'pallet') return plan;
  if (palletKey === undefined) return updatePackage(plan, key, withoutPallet);
  const pallet = plan.packages.find((candidate) => candidate.key === palletKey);
  if (pallet === undefined || pallet.level !== 'pallet') return plan;
  return updatePackage(plan, key, (current) => ({ ...current, palletKey }));
}

/** One order line's packed quantity against what it ships. */
export interface LineTotal {
  readonly lineNumber: string;
  readonly packed: number;
  readonly toShip: number;
  /** packed − toShip: below zero is short, above is over. */
  readonly difference: number;
}

/** Per order line: what the plan packs of it, and what it ships (the ordered quantity). */
export function lineTotals(
  plan: PackingPlan,
  lines: readonly Pick<FulfilmentLine, 'lineNumber' | 'ordered'>[],
): LineTotal[] {
  const packed = new Map<string, number>();
  for (const found of plan.packages) {
    for (const content of found.contents) {
      packed.set(content.lineNumber, (packed.get(content.lineNumber) ?? 0) + content.quantity);
    }
  }
  return lines.map((line) => {
    const total = packed.get(line.lineNumber) ?? 0;
    return {
      lineNumber: line.lineNumber,
      packed: total,
      toShip: line.ordered,
      difference: total - line.ordered,
    };
  });
}

/** How a shipped or packed quantity compares with what was ordered. */
export type QuantityMark = 'short' | 'over' | 'exact';

export const quantityMark = (quantity: number, ordered: number): QuantityMark =>
  quantity < ordered ? 'short' : quantity > ordered ? 'over' : 'exact';

/** The packages the server would refuse as empty (2009): none of their own and nothing on them. */
export function emptyPackages(plan: PackingPlan): string[] {
  return plan.packages
    .filter(
      (found) =>
        found.contents.length === 0 &&
        !(
          found.level === 'pallet' &&
          plan.packages.some((candidate) => candidate.palletKey === found.key)
        ),
    )
    .map((found) => found.key);
}

/** The package levels a project's switches allow (pallets need outer packages, cartons inner). */
export function offeredLevels(
  switches: Pick<
    PurchaseDetail['switches'],
    'hasOuterPackage' | 'hasInnerPackage' | 'hasNoPackage'
  >,
): PackageLevel[] {
  const levels: PackageLevel[] = [];
  if (switches.hasOuterPackage) levels.push('pallet');
  if (switches.hasInnerPackage) levels.push('carton');
  if (switches.hasNoPackage || !switches.hasInnerPackage) levels.push('bulk');
  return levels;
}

/** Whether two plans hold the same packages with the same contents and pallets. */
export const samePlan = (left: PackingPlan, right: PackingPlan): boolean =>
  JSON.stringify(left.packages) === JSON.stringify(right.packages);
