import {
  invoicePageQuerySchema,
  type InvoiceFilter,
  type InvoicePageQuery,
} from '@portal/contracts';
import type { InvoiceFilters } from '../state/invoice-list-query';

const text = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The filter the screen's fields say: only the fields that say something. */
export function invoiceFilterOf(filters: InvoiceFilters): InvoiceFilter {
  const filter: InvoiceFilter = {};
  const projectKey = text(filters.projectKey);
  if (projectKey !== undefined) filter.project_key = projectKey;
  if (filters.status !== '') filter.status = filters.status;
  const invoiceNumber = text(filters.invoiceNumber);
  if (invoiceNumber !== undefined) filter.invoiceNumber = invoiceNumber;
  const poNumber = text(filters.poNumber);
  if (poNumber !== undefined) filter.poNumber = poNumber;
  if (filters.from !== '') filter.from = filters.from;
  if (filters.to !== '') filter.to = filters.to;
  if (filters.unpaidOnly) filter.unpaidOnly = 'true';
  return filter;
}

/** The query of one page; null when the contract refuses it, so nothing refused is sent. */
export function invoiceListQuery(
  filters: InvoiceFilters,
  page: number,
  size: number,
): InvoicePageQuery | null {
  const query: InvoicePageQuery = { page, size, ...invoiceFilterOf(filters) };
  return invoicePageQuerySchema.safeParse(query).success ? query : null;
}
