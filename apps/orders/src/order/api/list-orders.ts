import { apiClient } from '@portal/api-client';
import { orderEndpoints, type OrderPage, type orderPageQuerySchema } from '@portal/contracts';
import type { z } from 'zod';

export type OrderListQuery = z.output<typeof orderPageQuerySchema>;

/** One page of orders matching the filters (keyset when `after` is set). */
export const listOrders = (query: OrderListQuery): Promise<OrderPage> =>
  apiClient().call(orderEndpoints.page, { query });
