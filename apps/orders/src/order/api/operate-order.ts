import {
  orderOperateResultSchema,
  type OrderOperateResult,
  type orderOperateSchema,
} from '@portal/contracts';
import { apiClient } from '@portal/api-client';
import type { z } from 'zod';

export type OrderOperation = z.output<typeof orderOperateSchema>;

/** POST /api/file/action/request/operate: accept, reject, backorder or cancel one order. */
export const operateOrder = (operation: OrderOperation): Promise<OrderOperateResult> =>
  apiClient().post('/file/action/request/operate', orderOperateResultSchema, operation);
