import type { CanonicalOrder, OrderChange, OrderLine } from '@portal/contracts';

// What an order change (860 / ORDCHG) does to its order: the merge, and the comparison the
// detail shows ("before → after").

type Flat = Map<string, string>;

/** Nested values as dotted paths to text; arrays of values are compared as a whole. */
function flatten(value: unknown, prefix: string, into: Flat = new Map()): Flat {
  if (value === undefined || value === null) return into;
  if (typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) {
      flatten(inner, prefix === '' ? key : `${prefix}.${key}`, into);
    }
  } else {
    into.set(prefix, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return into;
}

/** Fields that name the document rather than the order, or are counted from the lines. */
const notCompared = new Set([
  'kind',
  'documentType',
  'documentNumber',
  'purposeCode',
  'documentVersion',
  'documentTime',
  'parties',
  'lines',
  'lineCount',
]);

function compare(
  before: Flat,
  after: Flat,
  scope: OrderChange['scope'],
  lineNumber?: string,
): OrderChange[] {
  const fields = [...new Set([...before.keys(), ...after.keys()])].sort();
  return fields.flatMap((field) => {
    const old = before.get(field) ?? null;
    const next = after.get(field) ?? null;
    if (old === next) return [];
    return [{ scope, change: 'change' as const, field, before: old, after: next, lineNumber }];
  });
}

const header = (order: CanonicalOrder): Flat => {
  const flat: Flat = new Map();
  for (const [key, value] of Object.entries(order)) {
    if (!notCompared.has(key)) flatten(value, key, flat);
  }
  for (const party of order.parties) flatten(party, `parties.${party.role}`, flat);
  flat.forEach((_value, key) => key.endsWith('.role') && flat.delete(key));
  return flat;
};

const lineSummary = (line: OrderLine): string =>
  [
    line.vendorItemNumber ?? line.buyerItemNumber ?? line.upc ?? '',
    line.quantities.ordered === undefined ? '' : `${line.quantities.ordered} ${line.unit ?? ''}`,
  ]
    .join(' ')
    .trim();

/**
 * What a change did to an order: header fields and parties by name, lines by line number
 * (added, deleted, or field by field), so the screen can show "before → after".
 */
export function diffOrders(before: CanonicalOrder, after: CanonicalOrder): OrderChange[] {
  const changes = compare(header(before), header(after), 'header');
  const oldLines = new Map(before.lines.map((line) => [line.lineNumber, line]));
  const newLines = new Map(after.lines.map((line) => [line.lineNumber, line]));
  for (const [lineNumber, line] of oldLines) {
    const next = newLines.get(lineNumber);
    if (next === undefined) {
      changes.push({
        scope: 'line',
        lineNumber,
        change: 'delete',
        field: 'line',
        before: lineSummary(line),
        after: null,
      });
    } else {
      changes.push(
        ...compare(
          flatten(withoutChangeType(line), ''),
          flatten(withoutChangeType(next), ''),
          'line',
          lineNumber,
        ),
      );
    }
  }
  for (const [lineNumber, line] of newLines) {
    if (oldLines.has(lineNumber)) continue;
    changes.push({
      scope: 'line',
      lineNumber,
      change: 'add',
      field: 'line',
      before: null,
      after: lineSummary(line),
    });
  }
  for (const change of changes) {
    // Header entries carry no line number at all (not an undefined one) on the wire.
    if (change.lineNumber === undefined) delete change.lineNumber;
  }
  return changes;
}

/** Header fields a change may replace; numbers that identify the document are its own. */
const replaceableHeader = [
  'originalDocumentNumber',
  'businessNumber',
  'documentTime',
  'orderDate',
  'effectiveFrom',
  'effectiveTo',
  'horizonStart',
  'horizonEnd',
  'currencyCode',
  'description',
  'purchaseOrderTypeCode',
  'forecastOrderNumber',
  'salesOrderNumber',
  'releaseNumber',
  'contractNumbers',
  'priceQuoteNumber',
  'paymentMethod',
  'transportationTerms',
  'taxRatePercent',
  'saleTerms',
  'serviceCharges',
] as const satisfies readonly (keyof CanonicalOrder)[];

/**
 * The order after a change: header values the change sends replace the order's, parties are
 * replaced by role, and lines follow their change type (add, change: merged field by field,
 * delete: removed, unchanged: kept). Totals are counted again from the lines.
 */
export function mergeOrderChange(
  order: CanonicalOrder,
  change: CanonicalOrder,
  version: number,
): CanonicalOrder {
  const header: Partial<CanonicalOrder> = {};
  for (const key of replaceableHeader) {
    if (change[key] !== undefined) Object.assign(header, { [key]: change[key] });
  }
  const changedRoles = new Set(change.parties.map((party) => party.role));
  const parties = [
    ...order.parties.filter((party) => !changedRoles.has(party.role)),
    ...change.parties,
  ];
  const lines = order.lines.map((line) => ({ ...line }));
  for (const line of change.lines) {
    const index = lines.findIndex((existing) => existing.lineNumber === line.lineNumber);
    const type = line.changeType ?? 'change';
    if (type === 'delete') {
      if (index >= 0) lines.splice(index, 1);
    } else if (type === 'unchanged') {
      continue;
    } else if (index < 0) {
      lines.push(withoutChangeType(line));
    } else {
      const current = lines[index];
      if (current !== undefined) lines[index] = mergeLine(current, line);
    }
  }
  const quantity = lines.reduce((sum, line) => sum + (line.quantities.ordered ?? 0), 0);
  const amount = lines.reduce(
    (sum, line) => sum + (line.quantities.ordered ?? 0) * (line.unitPrice ?? 0),
    0,
  );
  return {
    ...order,
    ...header,
    documentType: 'ORDER_CHANGE',
    documentNumber: change.documentNumber,
    purposeCode: change.purposeCode ?? order.purposeCode,
    documentVersion: version,
    parties,
    lines,
    lineCount: lines.length,
    quantity,
    amount: Math.round(amount * 10_000) / 10_000,
  } as CanonicalOrder;
}

/** A line as the order keeps it: what the change did to it belongs to the change. */
export function withoutChangeType(line: OrderLine): OrderLine {
  const copy = { ...line };
  delete copy.changeType;
  return copy;
}

function mergeLine(current: OrderLine, change: OrderLine): OrderLine {
  const { quantities, dates, ...rest } = withoutChangeType(change);
  return {
    ...current,
    ...definedOnly(rest),
    quantities: { ...current.quantities, ...definedOnly(quantities) },
    dates: { ...current.dates, ...definedOnly(dates) },
  };
}

/** The entries that have a value: a change that does not mention a field leaves it as it was. */
function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, inner]) => inner !== undefined),
  ) as Partial<T>;
}
