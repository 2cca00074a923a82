import type { SQL } from 'drizzle-orm';
import type { Executor } from './executor';

/**
 * Runs one hand-written statement and returns its rows keyed by column name. For the few hot
 * statements whose rows drizzle's builder would cost more to assemble than the database takes to
 * store (a whole interchange's documents or orders as one JSON parameter). pg and PGlite both
 * answer `{ rows }`; drizzle types that answer per driver, so it is checked here.
 */
export async function rawRows(
  executor: Executor,
  statement: SQL,
): Promise<Record<string, unknown>[]> {
  const result: unknown = await executor.execute(statement);
  const rows =
    typeof result === 'object' && result !== null && 'rows' in result ? result.rows : undefined;
  if (!Array.isArray(rows)) throw new Error('the statement answered without rows');
  return rows.filter(
    (row): row is Record<string, unknown> => typeof row === 'object' && row !== null,
  );
}

/** A bigint column as a number: pg gives text, PGlite a number or a bigint. */
export function bigintColumn(row: Record<string, unknown>, column: string): number {
  const value = row[column];
  const number =
    typeof value === 'number' || typeof value === 'bigint' || typeof value === 'string'
      ? Number(value)
      : Number.NaN;
  if (!Number.isSafeInteger(number))
    throw new Error(`${column} is not a whole number: ${String(value)}`);
  return number;
}
