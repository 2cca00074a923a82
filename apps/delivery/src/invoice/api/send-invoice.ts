import { apiClient } from '@portal/api-client';
import { invoiceEndpoints, type InvoiceSendResult } from '@portal/contracts';

/**
 * Sends a saved draft as 810 / INVOIC after the server's checks: a `block` finding refuses it
 * (4031, every finding in `detail.issues`); `ask` findings alone answer `sent: false` until the
 * user confirms with `confirmIncomplete`. `version` is the draft's the user sees (4034 when saved
 * since by someone else).
 */
export const sendInvoice = (
  invoiceId: number,
  version: string | null,
  confirmIncomplete: boolean,
  timeZone: string,
): Promise<InvoiceSendResult> =>
  apiClient().call(invoiceEndpoints.send, {
    body: { invoiceId, version, confirmIncomplete, timeZone },
  });
