import { apiClient } from '@portal/api-client';
import { purchaseEndpoints, type PurchaseDetail } from '@portal/contracts';

/**
 * One order's fulfilment: lines, routing, packages, documents and the moves allowed now.
 * `timeZone` is the user's, for the due-soon mark.
 */
export const getPurchaseDetail = (
  orderNumber: string,
  projectKey: string,
  timeZone: string,
): Promise<PurchaseDetail> =>
  apiClient().call(purchaseEndpoints.detail, {
    params: { po_number: orderNumber },
    query: { project_key: projectKey, timeZone },
  });
