import { apiClient } from '@portal/api-client';
import { orderEndpoints, type OrderOperate, type OrderOperateResult } from '@portal/contracts';

export type OrderOperation = OrderOperate;

/** Accepts, rejects, backorders or cancels one order. */
export const operateOrder = (operation: OrderOperation): Promise<OrderOperateResult> =>
  apiClient().call(orderEndpoints.operate, { body: operation });
