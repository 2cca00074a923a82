import { apiClient } from '@portal/api-client';
import { orderEndpoints, type OrderOperate, type OrderOperateResult } from '@portal/contracts';

/**
 * Accepts, rejects, backorders or cancels one order. The screen reports every refusal itself (the
 * run's notice, the restock hint), so the portal's snackbar does not repeat it.
 */
export const operateOrder = (operation: OrderOperate): Promise<OrderOperateResult> =>
  apiClient().call(orderEndpoints.operate, { body: operation, failuresShownHere: 'all' });
