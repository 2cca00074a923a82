import {
  paymentPageQuerySchema,
  type PaymentFilter,
  type PaymentPageQuery,
} from '@portal/contracts';
import type { PaymentFilters } from '../state/payment-list-query';

const text = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The filter the screen's fields say: only the fields that say something. */
export function paymentFilterOf(filters: PaymentFilters): PaymentFilter {
  const filter: PaymentFilter = {};
  const projectKey = text(filters.projectKey);
  if (projectKey !== undefined) filter.project_key = projectKey;
  if (filters.from !== '') filter.from = filters.from;
  if (filters.to !== '') filter.to = filters.to;
  const invoiceNumber = text(filters.invoiceNumber);
  if (invoiceNumber !== undefined) filter.invoiceNumber = invoiceNumber;
  const poNumber = text(filters.poNumber);
  if (poNumber !== undefined) filter.poNumber = poNumber;
  if (filters.matchState !== '') filter.matchState = filters.matchState;
  return filter;
}

/** The query of one page; null when the contract refuses it, so nothing refused is sent. */
export function paymentListQuery(
  filters: PaymentFilters,
  page: number,
  size: number,
): PaymentPageQuery | null {
  const query: PaymentPageQuery = { page, size, ...paymentFilterOf(filters) };
  return paymentPageQuerySchema.safeParse(query).success ? query : null;
}
