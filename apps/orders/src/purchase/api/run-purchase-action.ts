import { apiClient } from '@portal/api-client';
import {
  purchaseEndpoints,
  type PurchaseAction,
  type PurchaseActionRequest,
  type PurchaseActionResult,
} from '@portal/contracts';

/**
 * route (store the routing), propose (a packing plan, not stored), pack (store the plan), print
 * (labels and documents) or cancel one order; the answer holds the order's fulfilment as it is now,
 * its due-soon mark in the user's zone.
 */
export const runPurchaseAction = (
  action: PurchaseAction,
  body: PurchaseActionRequest,
): Promise<PurchaseActionResult> =>
  apiClient().call(purchaseEndpoints.action, {
    params: { action },
    body: { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, ...body },
  });
