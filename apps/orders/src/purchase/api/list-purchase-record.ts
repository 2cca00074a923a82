import { apiClient } from '@portal/api-client';
import { purchaseEndpoints, type OrderLog } from '@portal/contracts';

/** The order's operation log, fulfilment steps included. */
export const listPurchaseRecord = (orderNumber: string, projectKey: string): Promise<OrderLog[]> =>
  apiClient().call(purchaseEndpoints.record, {
    params: { po_number: orderNumber },
    query: { project_key: projectKey },
  });
