import type { Page } from '@portal/contracts';
import { ilike, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** LIKE wildcards typed by the user are searched for, not expanded. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `column` contains `text`, case-insensitively; undefined (no filter) for an empty text. */
export const containsText = (column: AnyColumn, text: string | undefined): SQL | undefined =>
  text ? ilike(column, `%${escapeLike(text)}%`) : undefined;

/** Codes sort by their bytes, the same on every database whatever its collation. */
export const byBytes = (column: AnyColumn): SQL => sql`${column} collate "C"`;

/** One page of a list: its total and the rows of page `page` of `size`, mapped for the client. */
export async function pageOf<Row, T>(
  query: { readonly page: number; readonly size: number },
  total: Promise<readonly { total: number | string | bigint }[]>,
  rows: (limit: number, offset: number) => Promise<readonly Row[]>,
  map: (row: Row) => T,
): Promise<Page<T>> {
  const [counted] = await total;
  const found = await rows(query.size, (query.page - 1) * query.size);
  return {
    records: found.map(map),
    total: Number(counted?.total ?? 0),
    page: query.page,
    size: query.size,
  };
}

/** A numeric column's text as a number (null stays null). */
export const numberOrNull = (value: string | null): number | null =>
  value === null ? null : Number(value);

/** A measure as the numeric column takes it. */
export const measureText = (value: number | undefined): string | null =>
  value === undefined ? null : String(value);
