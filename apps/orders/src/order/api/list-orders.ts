import { orderPageSchema, type OrderPage, type orderPageQuerySchema } from '@portal/contracts';
import { apiClient } from '@portal/api-client';
import type { z } from 'zod';

export type OrderListQuery = z.output<typeof orderPageQuerySchema>;

/** GET /api/order/page: one page of orders matching the filters (keyset when `after` is set). */
export const listOrders = (query: OrderListQuery): Promise<OrderPage> =>
  apiClient().get('/order/page', orderPageSchema, {
    ...query,
    status: query.status?.join(','),
  });
