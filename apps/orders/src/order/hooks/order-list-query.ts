import { orderPageQuerySchema, type OrderPageQuery } from '@portal/contracts';
import type { OrderListQuery } from '../api/list-orders';
import type { OrderFilters, OrderListPosition } from '../state/order-list-query';

/** The browser's IANA time zone (Asia/Shanghai, …). */
export const userTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** What the filters ask the server, in the contract's input form: only the fields that say something. */
export function orderFilterInput(filters: OrderFilters): OrderPageQuery {
  const input: OrderPageQuery = { sort: filters.sort, direction: filters.direction };
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const fields = {
    project_key: text(filters.projectKey),
    documentType: filters.documentType === '' ? undefined : filters.documentType,
    status: filters.statuses.length === 0 ? undefined : filters.statuses,
    serialNumber: text(filters.serialNumber),
    documentNumber: text(filters.documentNumber),
    orderNumber: text(filters.orderNumber),
    receivedFrom: text(filters.receivedFrom),
    receivedTo: text(filters.receivedTo),
    orderDateFrom: text(filters.orderDateFrom),
    orderDateTo: text(filters.orderDateTo),
  };
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) Object.assign(input, { [name]: value });
  }
  // Received dates are days where the user is, not in UTC.
  if (fields.receivedFrom !== undefined || fields.receivedTo !== undefined) {
    input.timeZone = userTimeZone();
  }
  return input;
}

/**
 * The query of one page, checked by the contract (end dates, number formats); null when the
 * contract refuses it, so that nothing the server would refuse is sent.
 */
export function orderListQuery(
  filters: OrderFilters,
  position: OrderListPosition,
  size: number,
): OrderListQuery | null {
  const parsed = orderPageQuerySchema.safeParse({
    ...orderFilterInput(filters),
    page: position.page,
    size,
    ...(position.after === undefined ? {} : { after: position.after }),
  });
  return parsed.success ? parsed.data : null;
}
