import { deliveryPageQuerySchema, type DeliveryPageQuery } from '@portal/contracts';
import type { DeliveryFilters } from '../state/delivery-list-query';
import { userTimeZone } from '../../common/use-delivery-format';

const text = (value: string) => (value.trim() === '' ? undefined : value.trim());

/**
 * The query of one page: the view, only the filters that say something, and the user's zone
 * (the days are the user's days). Null when the contract refuses it, so nothing the server would
 * refuse is sent.
 */
export function deliveryListQuery(
  filters: DeliveryFilters,
  page: number,
  size: number,
): DeliveryPageQuery | null {
  const query: DeliveryPageQuery = { view: filters.view, page, size };
  const projectKey = text(filters.projectKey);
  if (projectKey !== undefined) query.project_key = projectKey;
  if (filters.status !== '') query.status = filters.status;
  const poNumber = text(filters.poNumber);
  if (poNumber !== undefined) query.poNumber = poNumber;
  if (filters.from !== '') query.from = filters.from;
  if (filters.to !== '') query.to = filters.to;
  query.timeZone = userTimeZone();
  return deliveryPageQuerySchema.safeParse(query).success ? query : null;
}
