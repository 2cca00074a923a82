import type {
  DeliveryData,
  DeliveryLine,
  DeliveryOrderLine,
  DeliveryPackage,
  PackageLevel,
} from '@portal/contracts';

/**
 * The edits of the ASN builder as pure functions of the notice: add, change and remove packages
 * and line items, keeping the references between them (a carton's pallet, a line's package)
 * sound. The screen applies them to its draft; nothing here talks to the server.
 */

/** The letter a new package's key starts with: P(allet), C(arton), B(ulk). */
export const packageKeyPrefix: Readonly<Record<PackageLevel, string>> = {
  pallet: 'P',
  carton: 'C',
  bulk: 'B',
};

/** `prefix` + one more than the highest number any key with that prefix carries. */
export function nextKey(keys: Iterable<string>, prefix: string): string {
  let highest = 0;
  for (const key of keys) {
    if (!key.startsWith(prefix)) continue;
    const number = Number(key.slice(prefix.length));
    if (Number.isInteger(number) && number > highest) highest = number;
  }
  return `${prefix}${highest + 1}`;
}

/**
 * A record without the fields that say nothing (undefined, or text left empty): the stored notice
 * holds no noise, and an emptied field counts as missing to the checks.
 */
export function compact<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== undefined && entry !== ''),
  ) as T;
}

/** A package added at the end of the notice, numbered on save when `autoLabel` (the default). */
export function addPackage(
  data: DeliveryData,
  level: PackageLevel,
  autoLabel: boolean,
): { data: DeliveryData; key: string } {
  const key = nextKey(
    data.packages.map((found) => found.key),
    packageKeyPrefix[level],
  );
  const added: DeliveryPackage = { key, level, autoLabel };
  return { data: { ...data, packages: [...data.packages, added] }, key };
}

/** One package changed (fields set to undefined are removed). */
export function updatePackage(
  data: DeliveryData,
  key: string,
  patch: Partial<Omit<DeliveryPackage, 'key' | 'level'>>,
): DeliveryData {
  return {
    ...data,
    packages: data.packages.map((found) =>
      found.key === key ? compact({ ...found, ...patch }) : found,
    ),
  };
}

/**
 * One package replaced by its edited version; a new key is carried over to the packages on it
 * and the line items in it.
 */
export function replacePackage(
  data: DeliveryData,
  key: string,
  next: DeliveryPackage,
): DeliveryData {
  const renamed = next.key !== key;
  return {
    ...data,
    packages: data.packages.map((found) => {
      if (found.key === key) return compact(next);
      return renamed && found.parentKey === key ? { ...found, parentKey: next.key } : found;
    }),
    lines: renamed
      ? data.lines.map((line) =>
          line.packageKey === key ? { ...line, packageKey: next.key } : line,
        )
      : data.lines,
  };
}

/** A package removed: what was on it or in it stays in the notice, without a package. */
export function removePackage(data: DeliveryData, key: string): DeliveryData {
  return {
    ...data,
    packages: data.packages
      .filter((found) => found.key !== key)
      .map((found) =>
        found.parentKey === key ? compact({ ...found, parentKey: undefined }) : found,
      ),
    lines: data.lines.map((line) =>
      line.packageKey === key ? compact({ ...line, packageKey: undefined }) : line,
    ),
  };
}

/** The item fields a line item takes from its order line. */
export function itemFieldsOf(
  orderLine: DeliveryOrderLine,
): Pick<
  DeliveryLine,
  'lineNumber' | 'buyerItemNumber' | 'vendorItemNumber' | 'upc' | 'description' | 'unit'
> {
  return compact({
    lineNumber: orderLine.lineNumber,
    buyerItemNumber: orderLine.buyerItemNumber?.slice(0, 32) ?? undefined,
    vendorItemNumber: orderLine.vendorItemNumber?.slice(0, 32) ?? undefined,
    upc: orderLine.upc?.slice(0, 32) ?? undefined,
    description: orderLine.description?.slice(0, 128) ?? undefined,
    unit: orderLine.unit?.slice(0, 32) ?? undefined,
  });
}

/** A line item added at the end, for the first order line (the user picks another if need be). */
export function addLine(
  data: DeliveryData,
  orderLines: readonly DeliveryOrderLine[],
): { data: DeliveryData; key: string } {
  const key = nextKey(
    data.lines.map((line) => line.key),
    'L',
  );
  const first = orderLines[0];
  const added: DeliveryLine =
    first === undefined ? { key, lineNumber: '' } : { key, ...itemFieldsOf(first) };
  return { data: { ...data, lines: [...data.lines, added] }, key };
}

/** One line item changed (fields set to undefined are removed). */
export function updateLine(
  data: DeliveryData,
  key: string,
  patch: Partial<Omit<DeliveryLine, 'key'>>,
): DeliveryData {
  return {
    ...data,
    lines: data.lines.map((line) => (line.key === key ? compact({ ...line, ...patch }) : line)),
  };
}

/** A line item now ships another order line: its item numbers, description and unit follow. */
export function chooseOrderLine(
  data: DeliveryData,
  key: string,
  orderLine: DeliveryOrderLine,
): DeliveryData {
  return {
    ...data,
    lines: data.lines.map((line) =>
      line.key === key
        ? compact({
            ...line,
            buyerItemNumber: undefined,
            vendorItemNumber: undefined,
            upc: undefined,
            description: undefined,
            unit: undefined,
            ...itemFieldsOf(orderLine),
          })
        : line,
    ),
  };
}

/** One line item replaced by its edited version. */
export function replaceLine(data: DeliveryData, key: string, next: DeliveryLine): DeliveryData {
  return {
    ...data,
    lines: data.lines.map((line) => (line.key === key ? compact(next) : line)),
  };
}

export function removeLine(data: DeliveryData, key: string): DeliveryData {
  return { ...data, lines: data.lines.filter((line) => line.key !== key) };
}

/**
 * The line items made from the order (the builder's "import"): one per order line, with what was
 * shipped, else what was ordered; the user puts them in packages.
 */
export function linesFromOrder(orderLines: readonly DeliveryOrderLine[]): DeliveryLine[] {
  return orderLines.map((orderLine, index) =>
    compact({
      key: `L${index + 1}`,
      ...itemFieldsOf(orderLine),
      quantity: orderLine.shipped ?? orderLine.ordered,
    }),
  );
}

/** What is in or on each package: its line items and the packages loaded on it. */
export interface PackageContents {
  readonly lines: number;
  readonly packages: number;
}

/** Contents of every package, counted once per notice (it may hold 5,000 packages). */
export function contentsOf(data: DeliveryData): ReadonlyMap<string, PackageContents> {
  const lines = new Map<string, number>();
  const packages = new Map<string, number>();
  for (const line of data.lines) {
    if (line.packageKey !== undefined)
      lines.set(line.packageKey, (lines.get(line.packageKey) ?? 0) + 1);
  }
  for (const found of data.packages) {
    if (found.parentKey !== undefined)
      packages.set(found.parentKey, (packages.get(found.parentKey) ?? 0) + 1);
  }
  return new Map(
    data.packages.map((found) => [
      found.key,
      { lines: lines.get(found.key) ?? 0, packages: packages.get(found.key) ?? 0 },
    ]),
  );
}
