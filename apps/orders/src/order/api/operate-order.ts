import { apiClient } from '@portal/api-client';
import { orderEndpoints, type OrderOperate, type OrderOperateResult } from '@portal/contracts';

/** Accepts, rejects, backorders or cancels one order. */
export const operateOrder = (operation: OrderOperate): Promise<OrderOperateResult> =>
  apiClient().call(orderEndpoints.operate, { body: operation });
