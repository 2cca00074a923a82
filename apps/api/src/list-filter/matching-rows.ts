import { maxExportRows, type ListFilter } from '@portal/contracts';
import type { z } from 'zod';
import { FieldValidationError } from '../errors/validation';

/**
 * The page that holds every row a filter matches, and one more: a page that fills it has found
 * more than an export or a report may cover.
 */
export const everyMatchingRow = { page: 1, size: maxExportRows + 1 } as const;

/**
 * A list's filter (as its page query sends it) read with that list's page query schema: what
 * the list itself would be asked. A filter the list would refuse is refused here (field `filter`).
 */
export function readListFilter<S extends z.ZodType>(schema: S, filter: ListFilter): z.output<S> {
  const parsed = schema.safeParse(filter);
  if (!parsed.success) throw FieldValidationError.fromZod(parsed.error, 'filter');
  return parsed.data;
}

/** Whether the rows found with `everyMatchingRow` are more than one call may cover. */
export const tooManyRows = (rows: readonly unknown[]): boolean => rows.length > maxExportRows;
