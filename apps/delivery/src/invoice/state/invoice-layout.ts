import { storageKeys } from '@portal/contracts';
import type { FieldLayout } from '../../notice/state/field-layout';

/**
 * Which columns the invoice items, SPAC entries and messages show, and in what order: the user's choice,
 * kept in local storage per user and per section, beside the ship notice's (the spec's
 * field-settings dialog of every delivery-screen section).
 */
export const invoiceSections = ['items', 'charges', 'messages'] as const;
export type InvoiceSection = (typeof invoiceSections)[number];

/** Where one user's arrangements of the invoice sections are kept. */
export const invoiceLayoutKey = (user: string): string =>
  `${storageKeys.fieldConfig}.deliveryInvoice.${user}`;

const isKeyList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

const entriesOf = (raw: string | null): Record<string, unknown> => {
  try {
    const parsed: unknown = raw === null ? {} : JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? { ...(parsed as Record<string, unknown>) }
      : {};
  } catch {
    // An unreadable entry counts as none, and is replaced at the next save.
    return {};
  }
};

/** The stored arrangement of one section; anything unreadable counts as none. */
export function storedInvoiceLayout(
  raw: string | null,
  section: InvoiceSection,
): FieldLayout | undefined {
  const entry = entriesOf(raw)[section];
  if (typeof entry !== 'object' || entry === null) return undefined;
  const { order, hidden } = entry as Record<string, unknown>;
  return isKeyList(order) && isKeyList(hidden) ? { order, hidden } : undefined;
}

/** All of a user's arrangements with one section's replaced (or removed: back to the default). */
export function withInvoiceLayout(
  raw: string | null,
  section: InvoiceSection,
  layout: FieldLayout | undefined,
): string {
  const others = Object.fromEntries(
    Object.entries(entriesOf(raw)).filter(([name]) => name !== section),
  );
  return JSON.stringify(
    layout === undefined
      ? others
      : { ...others, [section]: { order: [...layout.order], hidden: [...layout.hidden] } },
  );
}
