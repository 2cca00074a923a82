import {
  purchasePageQuerySchema,
  type PurchasePageQuery,
  type purchaseFilterSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import type { PurchaseFilters } from '../state/purchase-list-query';

/** The browser's IANA time zone (Asia/Shanghai, …): "today" of the due-soon mark. */
export const userTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The list's filter as the contract reads it (the report for a filter takes the same). */
export type PurchaseFilterQuery = z.input<typeof purchaseFilterSchema>;

/** What the filters ask the server: only the fields that say something, and the user's zone. */
export function purchaseFilterInput(filters: PurchaseFilters): PurchaseFilterQuery {
  const input: PurchaseFilterQuery = {};
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const projectKey = text(filters.projectKey);
  if (projectKey !== undefined) input.project_key = projectKey;
  if (filters.statuses.length > 0) input.status = filters.statuses;
  const orderNumber = text(filters.orderNumber);
  if (orderNumber !== undefined) input.orderNumber = orderNumber;
  const shipTo = text(filters.shipTo);
  if (shipTo !== undefined) input.shipTo = shipTo;
  if (filters.windowFrom !== '') input.windowFrom = filters.windowFrom;
  if (filters.windowTo !== '') input.windowTo = filters.windowTo;
  if (filters.dueSoon) input.dueSoon = 'true';
  input.timeZone = userTimeZone();
  return input;
}

/**
 * The query of one page, checked by the contract first; null when it refuses it, so nothing the
 * server would refuse is sent.
 */
export function purchaseListQuery(
  filters: PurchaseFilters,
  page: number,
  size: number,
): PurchasePageQuery | null {
  const query: PurchasePageQuery = { ...purchaseFilterInput(filters), page, size };
  return purchasePageQuerySchema.safeParse(query).success ? query : null;
}
