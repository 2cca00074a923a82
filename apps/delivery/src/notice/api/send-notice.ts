import { apiClient } from '@portal/api-client';
import { deliveryEndpoints, type DeliverySendResult } from '@portal/contracts';

/**
 * Sends a saved draft as 856 / DESADV after the server's checks: a `block` finding refuses it
 * (4027, every finding in `detail.issues`); `ask` findings alone answer `sent: false` until the
 * user confirms with `confirmIncomplete`. `timeZone` is the user's: "today" of the ship-date rule.
 */
export const sendNotice = (
  deliveryId: number,
  timeZone: string,
  confirmIncomplete = false,
): Promise<DeliverySendResult> =>
  apiClient().call(deliveryEndpoints.send, {
    body: { deliveryId, timeZone, confirmIncomplete },
  });
