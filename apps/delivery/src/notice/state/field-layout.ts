import { storageKeys } from '@portal/contracts';

/**
 * Which fields each section of the ASN builder shows, and in what order: the user's choice,
 * kept in local storage per user and per section (the spec's field-settings dialog).
 */

/** The sections whose fields the user arranges. */
export const noticeSections = [
  'orderResponse',
  'shipment',
  'reportFiles',
  'pallet',
  'carton',
  'bulk',
  'lines',
  'messages',
] as const;
export type NoticeSection = (typeof noticeSections)[number];

/** A field (or column) a section offers. */
export interface FieldChoice {
  readonly key: string;
  /** Hidden until the user shows it. */
  readonly defaultHidden?: boolean;
  /** Always shown (the row's key, say): the dialog offers no way to hide it. */
  readonly fixed?: boolean;
}

/** A section's arrangement: every field in order, and those hidden. */
export interface FieldLayout {
  readonly order: readonly string[];
  readonly hidden: readonly string[];
}

/** The arrangement a section starts with: its own order, the `defaultHidden` fields hidden. */
export function defaultLayout(fields: readonly FieldChoice[]): FieldLayout {
  return {
    order: fields.map((field) => field.key),
    hidden: fields.filter((field) => field.defaultHidden && !field.fixed).map((field) => field.key),
  };
}

/**
 * The arrangement to use: the stored one, with fields it does not know (a newer build's) in their
 * default place and hidden as by default, and fields it names that no longer exist dropped.
 */
export function resolveLayout(
  fields: readonly FieldChoice[],
  stored: FieldLayout | undefined,
): FieldLayout {
  if (stored === undefined) return defaultLayout(fields);
  const known = new Set(fields.map((field) => field.key));
  const order = stored.order.filter((key) => known.has(key));
  const placed = new Set(order);
  fields.forEach((field, index) => {
    if (placed.has(field.key)) return;
    // After the field that precedes it by default, else first.
    const before = fields
      .slice(0, index)
      .reverse()
      .find((other) => placed.has(other.key));
    const at = before === undefined ? 0 : order.indexOf(before.key) + 1;
    order.splice(at, 0, field.key);
    placed.add(field.key);
  });
  const storedKeys = new Set(stored.order);
  const hidden = fields
    .filter((field) => !field.fixed)
    .filter((field) =>
      storedKeys.has(field.key) ? stored.hidden.includes(field.key) : field.defaultHidden === true,
    )
    .map((field) => field.key);
  return { order, hidden };
}

/** Where one user's arrangements are kept. */
export const layoutStorageKey = (user: string): string =>
  `${storageKeys.fieldConfig}.deliveryNotice.${user}`;

const isKeyList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

/** The stored arrangement of one section; anything unreadable counts as none. */
export function storedLayout(raw: string | null, section: NoticeSection): FieldLayout | undefined {
  if (raw === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const entry: unknown = (parsed as Record<string, unknown>)[section];
    if (typeof entry !== 'object' || entry === null) return undefined;
    const { order, hidden } = entry as Record<string, unknown>;
    return isKeyList(order) && isKeyList(hidden) ? { order, hidden } : undefined;
  } catch {
    return undefined;
  }
}

/** All of a user's arrangements with one section's replaced (or removed: back to the default). */
export function withLayout(
  raw: string | null,
  section: NoticeSection,
  layout: FieldLayout | undefined,
): string {
  let all: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw === null ? {} : JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      all = { ...(parsed as Record<string, unknown>) };
  } catch {
    // An unreadable entry is replaced.
  }
  const others = Object.fromEntries(Object.entries(all).filter(([name]) => name !== section));
  return JSON.stringify(
    layout === undefined
      ? others
      : { ...others, [section]: { order: [...layout.order], hidden: [...layout.hidden] } },
  );
}
