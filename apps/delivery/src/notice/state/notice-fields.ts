import type { PackageLevel } from '@portal/contracts';
import type { FieldChoice } from './field-layout';

/**
 * The fields of the builder's sections, described once: what kind of input each takes, how wide
 * its column is and whether it shows by default. The tables, the edit dialogs, the shipment form
 * and the field-settings dialogs are all made from these. A field's `key` is its path in the
 * record (`grossWeight`, `returnableContainer.type`): the same path the checks name.
 */

/** What a field holds and how it is typed in. */
export type FieldKind =
  | {
      readonly type: 'text';
      readonly max: number;
      readonly digits?: boolean;
      readonly upper?: boolean;
    }
  | { readonly type: 'number'; readonly integer?: boolean }
  | { readonly type: 'weightUnit' }
  | { readonly type: 'switch' }
  | { readonly type: 'transportMode' }
  | { readonly type: 'date' }
  | { readonly type: 'time' }
  /** A carton's or bulk unit's pallet. */
  | { readonly type: 'pallet' }
  /** The package a line item is in. */
  | { readonly type: 'package' }
  /** The order line a line item ships. */
  | { readonly type: 'orderLine' }
  /** Filled in by the server (label numbering, the pallet's label): shown, not typed. */
  | { readonly type: 'info' }
  /** A ship-from or ship-to block of its own fields. */
  | { readonly type: 'address' };

export interface FieldSpec extends FieldChoice {
  /** Text key of the field's name (`notice.field.*`). */
  readonly label: string;
  readonly kind: FieldKind;
  /** Column width in a table, px. */
  readonly width: number;
  /** Text key of what to type (the country codes): a placeholder. */
  readonly hint?: string;
}

/** A value a field holds. */
export type FieldValue = string | number | boolean | undefined;

const text = (max: number, extra: { digits?: boolean; upper?: boolean } = {}): FieldKind => ({
  type: 'text',
  max,
  ...extra,
});
const spec = (
  key: string,
  kind: FieldKind,
  width: number,
  options: { defaultHidden?: boolean; fixed?: boolean; label?: string; hint?: string } = {},
): FieldSpec => ({
  key,
  label: options.label ?? `notice.field.${key}`,
  kind,
  width,
  ...(options.hint === undefined ? {} : { hint: options.hint }),
  ...(options.defaultHidden ? { defaultHidden: true } : {}),
  ...(options.fixed ? { fixed: true } : {}),
});

const hidden = { defaultHidden: true };

/** A package's fields as table columns (the key column is the row's name, always shown). */
const packageFieldList = (level: PackageLevel): FieldSpec[] => [
  ...(level === 'pallet' ? [] : [spec('parentKey', { type: 'pallet' }, 140)]),
  spec('packageType', text(32), 90),
  spec('agencyCode', text(32), 90, hidden),
  spec('labelNumber', text(20, { digits: true }), 170),
  spec('autoLabel', { type: 'switch' }, 60),
  spec('grossWeight', { type: 'number' }, 90),
  spec('netWeight', { type: 'number' }, 90),
  spec('weightUnit', { type: 'weightUnit' }, 90),
  spec('batchNumber', text(32), 110, hidden),
  spec('carrierPackageNumber', text(32), 120, hidden),
  spec('markingInstructions', text(128), 160, hidden),
  spec('returnableContainer.type', text(32), 110, hidden),
  spec('returnableContainer.number', text(32), 110, hidden),
  spec('returnableContainer.quantity', { type: 'number', integer: true }, 90, hidden),
  spec('masterLabel', { type: 'info' }, 180, hidden),
  spec('labelPrefix', { type: 'info' }, 110, hidden),
  spec('labelLength', { type: 'info' }, 80, hidden),
  spec('labelStart', { type: 'info' }, 110, hidden),
  spec('labelEnd', { type: 'info' }, 110, hidden),
];

export const packageFields: Readonly<Record<PackageLevel, readonly FieldSpec[]>> = {
  pallet: packageFieldList('pallet'),
  carton: packageFieldList('carton'),
  bulk: packageFieldList('bulk'),
};

/** A line item's fields as table columns. */
export const lineFields: readonly FieldSpec[] = [
  spec('packageKey', { type: 'package' }, 130),
  spec('lineNumber', { type: 'orderLine' }, 130),
  spec('vendorItemNumber', text(32), 110),
  spec('buyerItemNumber', text(32), 120, hidden),
  spec('upc', text(32), 120, hidden),
  spec('description', text(128), 180, hidden),
  spec('quantity', { type: 'number' }, 90),
  spec('unit', text(32), 64),
  spec('grossWeight', { type: 'number' }, 84),
  spec('netWeight', { type: 'number' }, 84),
  spec('weightUnit', { type: 'weightUnit' }, 90, hidden),
  spec('countryOfOrigin', text(2, { upper: true }), 80, {
    hint: 'notice.hint.country',
  }),
  spec('batchNumber', text(32), 110, hidden),
];

/** The delivery note info: the shipment's fields, then its ship-from and ship-to. */
export const shipmentFields: readonly FieldSpec[] = [
  spec('shipmentNumber', text(32), 0),
  spec('billOfLading', text(32), 0),
  spec('trackingNumber', text(32), 0),
  spec('carrierName', text(128), 0),
  spec('scac', text(4, { upper: true }), 0),
  spec('transportMode', { type: 'transportMode' }, 0),
  spec('equipmentNumber', text(32), 0),
  spec('shippedDate', { type: 'date' }, 0),
  spec('shippedTime', { type: 'time' }, 0),
  spec('scheduledDeliveryDate', { type: 'date' }, 0),
  spec('grossWeight', { type: 'number' }, 0),
  spec('netWeight', { type: 'number' }, 0),
  spec('weightUnit', { type: 'weightUnit' }, 0),
  spec('packageCount', { type: 'number', integer: true }, 0),
  spec('totalQuantity', { type: 'number' }, 0),
  spec('shipFrom', { type: 'address' }, 0),
  spec('shipTo', { type: 'address' }, 0),
];

/** The fields of a ship-from or ship-to block. */
export const addressFields: readonly FieldSpec[] = (
  ['name', 'id', 'agencyCode', 'address', 'city', 'state', 'postcode', 'country'] as const
).map((key) =>
  spec(key, text(key === 'name' || key === 'address' || key === 'city' ? 128 : 32), 0, {
    label: `notice.address.${key}`,
  }),
);

/** The value at a field's path (one level of nesting: `returnableContainer.type`). */
export function valueAt(record: object, path: string): FieldValue {
  let value: unknown = record;
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? value
    : undefined;
}

/**
 * The record with the field at `path` set; an empty text or no value removes the field, and a
 * nested record left empty goes too.
 */
export function withValue<R extends object>(record: R, path: string, value: FieldValue): R {
  const [head, ...rest] = path.split('.');
  if (head === undefined) return record;
  const others = Object.fromEntries(Object.entries(record).filter(([name]) => name !== head));
  if (rest.length === 0) {
    return (value === undefined || value === '' ? others : { ...others, [head]: value }) as R;
  }
  const inner: unknown = (record as Record<string, unknown>)[head];
  const nested = withValue(
    typeof inner === 'object' && inner !== null ? inner : {},
    rest.join('.'),
    value,
  );
  return (Object.keys(nested).length === 0 ? others : { ...others, [head]: nested }) as R;
}
