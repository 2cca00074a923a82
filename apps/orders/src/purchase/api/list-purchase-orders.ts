import { apiClient } from '@portal/api-client';
import { purchaseEndpoints, type PurchasePage, type PurchasePageQuery } from '@portal/contracts';

/** One page of the orders to fulfil (accepted, routed, printed, delivered) matching the filters. */
export const listPurchaseOrders = (query: PurchasePageQuery): Promise<PurchasePage> =>
  apiClient().call(purchaseEndpoints.orders, { query });
