import type { PagedTableColumn } from '@portal/ui';

type Timestamp = 'createdAt' | 'updatedAt';

/** When a record was created or last changed, as the user's date-time formatter shows it. */
export function timestampColumn<T extends Readonly<Record<Timestamp, string>>>(
  key: Timestamp,
  title: string,
  formatDateTime: (iso: string) => string,
  defaultHidden: boolean,
): PagedTableColumn<T> {
  return { key, title, defaultHidden, render: (record) => formatDateTime(record[key]) };
}

/** The created and updated columns of a record list, `hidden` until the user shows it. */
export function timestampColumns<T extends Readonly<Record<Timestamp, string>>>(
  titles: Readonly<Record<Timestamp, string>>,
  formatDateTime: (iso: string) => string,
  hidden: Timestamp = 'updatedAt',
): PagedTableColumn<T>[] {
  return (['createdAt', 'updatedAt'] as const).map((key) =>
    timestampColumn<T>(key, titles[key], formatDateTime, key === hidden),
  );
}
