import type { Executor } from '../database';
import { ApiError } from '../errors';
import type { MessageRow } from '../gateway/outbound/outbound-messages';
import { moveOrderIfAllowed } from './order-lifecycle';

/** The document types a ship notice is written as: X12 856, EDIFACT DESADV. */
const shipNoticeTypes: ReadonlySet<string> = new Set(['856', 'DESADV']);

/**
 * The gateway's written hook for ship notices (docs/ship-notices.md, "Sending"): once an 856 /
 * DESADV file is written, its order moves SEND_ASN → SENT_ASN (`noticeWritten`, actor `system`)
 * in the transaction that marks the message written. The lifecycle refuses quietly when the order
 * is elsewhere (a resend written while it is already SENT_ASN changes nothing), and an order
 * deleted since is skipped: throwing would roll the batch back and have it written again forever.
 * Orders are locked in serial-number order, so two batches never wait on each other in a cycle.
 */
export async function shipNoticesWritten(
  tx: Executor,
  written: readonly MessageRow[],
  now: Date,
): Promise<void> {
  const notices = new Map<number, MessageRow>();
  for (const message of written) {
    if (!shipNoticeTypes.has(message.documentType) || message.orderSerialNumber === null) continue;
    // Two notices of one order in a batch: one move, named after the later message.
    const known = notices.get(message.orderSerialNumber);
    if (known === undefined || known.id < message.id) {
      notices.set(message.orderSerialNumber, message);
    }
  }
  for (const serialNumber of [...notices.keys()].sort((a, b) => a - b)) {
    const message = notices.get(serialNumber);
    if (message === undefined) continue;
    try {
      await moveOrderIfAllowed(
        tx,
        serialNumber,
        {
          move: 'noticeWritten',
          apply: async () => ({
            note: {
              event: 'shipNoticeWritten',
              params: {
                documentType: message.documentType,
                controlNumber: message.interchangeControlNumber,
              },
            },
            messageIds: [],
          }),
        },
        { actor: 'system', now },
      );
    } catch (error) {
      if (!(error instanceof ApiError && error.errorName === 'ORDER_NOT_FOUND')) throw error;
    }
  }
}
