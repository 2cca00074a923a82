import type { CanonicalOrder, OrderChange, OrderLine } from '@portal/contracts';
import { withoutChangeType } from './order-ingest';

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
