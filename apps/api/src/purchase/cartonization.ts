import {
  maxShipmentPackages,
  type PackingPlan,
  type PlanPackage,
  type ProjectFeatures,
} from '@portal/contracts';
import { ApiError } from '../errors';

// The packing plan (docs/fulfilment.md, "Packing plan"): what cartonization proposes, and the
// checks every saved plan passes.

/** One order line as cartonization sees it. */
export interface PlanLine {
  readonly lineNumber: string;
  /** What ships: the ordered quantity. */
  readonly quantity: number;
  /** PO4 pack (items per inner pack), when the order names one. */
  readonly packSize: number | null;
}

export type PlanSwitches = Pick<
  ProjectFeatures,
  | 'hasOuterPackage'
  | 'hasInnerPackage'
  | 'hasNoPackage'
  | 'maxItemsPerOuterPack'
  | 'maxItemsPerNoPackage'
>;

/** Package type codes (X12 TD1 / EDIFACT 7065) the proposal writes; the user may change them. */
export const proposedPackageTypes = { pallet: 'PLT94', carton: 'CTN25', bulk: 'BLK' } as const;

/**
 * Proposes a plan: each line in single-item cartons of its PO4 pack size (an item without one
 * ships alone, one per carton), or, without inner packages, in bulk units of at most
 * `maxItemsPerNoPackage`; with outer packages, the packages are loaded in order onto pallets of
 * at most `maxItemsPerOuterPack` items (a package bigger than that gets a pallet of its own).
 */
export function proposePlan(lines: readonly PlanLine[], switches: PlanSwitches): PackingPlan {
  const packages: PlanPackage[] = [];
  const level = switches.hasInnerPackage ? 'carton' : 'bulk';
  const capacityOf = (line: PlanLine): number => {
    const capacity = Math.max(
      1,
      Math.floor(
        level === 'carton'
          ? (line.packSize ?? 1)
          : (line.packSize ?? switches.maxItemsPerNoPackage),
      ),
    );
    return level === 'bulk' ? Math.min(capacity, switches.maxItemsPerNoPackage) : capacity;
  };
  // Counted before anything is built: an order of millions of loose items proposes nothing.
  const needed = lines.reduce(
    (sum, line) => sum + Math.ceil(Math.max(0, Math.floor(line.quantity)) / capacityOf(line)),
    0,
  );
  if (needed > maxShipmentPackages) {
    throw new ApiError('PACKAGE_PARAMETERS_INVALID', { field: 'packages' });
  }
  let counter = 0;
  for (const line of lines) {
    const bulkCapacity = capacityOf(line);
    let left = Math.floor(line.quantity);
    while (left > 0) {
      const quantity = Math.min(left, bulkCapacity);
      counter += 1;
      packages.push({
        key: `${level === 'carton' ? 'C' : 'B'}${counter}`,
        level,
        packageType: proposedPackageTypes[level],
        contents: [{ lineNumber: line.lineNumber, quantity }],
      });
      left -= quantity;
    }
  }
  if (!switches.hasOuterPackage) return { packages };
  const pallets: PlanPackage[] = [];
  let load = 0;
  for (const unit of packages) {
    const items = itemsIn(unit);
    const current = pallets.at(-1);
    if (current === undefined || load + items > switches.maxItemsPerOuterPack) {
      pallets.push({
        key: `P${pallets.length + 1}`,
        level: 'pallet',
        packageType: proposedPackageTypes.pallet,
        contents: [],
      });
      load = 0;
    }
    unit.palletKey = pallets.at(-1)?.key;
    load += items;
  }
  return { packages: [...pallets, ...packages] };
}

const itemsIn = (unit: PlanPackage): number =>
  unit.contents.reduce((sum, content) => sum + content.quantity, 0);

/**
 * Checks a plan against the order and the project's switches; returns the packed quantity per
 * line. Refusals name what to fix: a key used twice or a pallet that is not in the plan (2010), a
 * level the project does not use or an empty package (2009), a line the order lacks (3006), more
 * packed than ordered where the project does not allow it (4024).
 */
export function checkPlan(
  plan: PackingPlan,
  ordered: ReadonlyMap<string, number>,
  switches: PlanSwitches & { readonly allowOverShipment: boolean },
): Map<string, number> {
  // A plan has packages: an empty one would let a labelled shipment leave without labels.
  if (plan.packages.length === 0)
    throw new ApiError('PACKAGE_PARAMETERS_INVALID', { field: 'plan' });
  const keys = new Set<string>();
  const pallets = new Set(
    plan.packages.filter((unit) => unit.level === 'pallet').map((unit) => unit.key),
  );
  const loaded = new Set(plan.packages.map((unit) => unit.palletKey).filter(Boolean));
  const packed = new Map<string, number>();
  plan.packages.forEach((unit, index) => {
    const field = `packages.${index + 1}`;
    if (keys.has(unit.key)) throw new ApiError('PACKAGE_OR_ITEM_INVALID', { field: unit.key });
    keys.add(unit.key);
    if (!levelUsed(unit.level, switches)) {
      throw new ApiError('PACKAGE_PARAMETERS_INVALID', { field: `${field}.level` });
    }
    if (unit.palletKey !== undefined && (unit.level === 'pallet' || !pallets.has(unit.palletKey))) {
      throw new ApiError('PACKAGE_OR_ITEM_INVALID', { field: unit.key });
    }
    if (unit.contents.length === 0 && !(unit.level === 'pallet' && loaded.has(unit.key))) {
      throw new ApiError('PACKAGE_PARAMETERS_INVALID', { field: unit.key });
    }
    for (const content of unit.contents) {
      if (!ordered.has(content.lineNumber)) {
        throw new ApiError('ORDER_LINE_NOT_FOUND', { field: content.lineNumber });
      }
      packed.set(content.lineNumber, (packed.get(content.lineNumber) ?? 0) + content.quantity);
    }
  });
  if (!switches.allowOverShipment) {
    for (const [lineNumber, quantity] of packed) {
      if (quantity > (ordered.get(lineNumber) ?? 0)) {
        throw new ApiError('OVER_SHIPMENT_REFUSED', { field: lineNumber });
      }
    }
  }
  return packed;
}

/** Pallets need outer packages, cartons inner ones; bulk units are always allowed when neither is. */
function levelUsed(level: PlanPackage['level'], switches: PlanSwitches): boolean {
  switch (level) {
    case 'pallet':
      return switches.hasOuterPackage;
    case 'carton':
      return switches.hasInnerPackage;
    case 'bulk':
      return switches.hasNoPackage || !switches.hasInnerPackage;
  }
}
