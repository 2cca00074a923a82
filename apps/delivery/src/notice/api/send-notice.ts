import { apiClient } from '@portal/api-client';
import { deliveryEndpoints, type DeliverySendResult } from '@portal/contracts';

/**
 * Sends a saved draft as 856 / DESADV after the server's checks: a `block` finding refuses it
 * (4027, every finding in `detail.issues`); `ask` findings alone answer `sent: false` until the
 * user confirms with `confirmIncomplete`. `timeZone` is the user's: "today" of the ship-date rule.
 * `version` is the draft's the user sees: one saved since by someone else is not sent (4030).
 */
export const sendNotice = (
  deliveryId: number,
  timeZone: string,
  confirmIncomplete: boolean,
  version: string | null,
): Promise<DeliverySendResult> =>
  apiClient().call(deliveryEndpoints.send, {
    body: { deliveryId, timeZone, confirmIncomplete, version },
  });
