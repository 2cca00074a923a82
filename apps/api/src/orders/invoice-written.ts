import { and, eq, inArray } from 'drizzle-orm';
import { invoices, type Executor } from '../database';
import { ApiError } from '../errors';
import type { MessageRow } from '../gateway/outbound/outbound-messages';
import { moveOrderIfAllowed } from './order-lifecycle';

/** The document types an invoice is written as: X12 810, EDIFACT INVOIC. */
const invoiceTypes: ReadonlySet<string> = new Set(['810', 'INVOIC']);

/**
 * The gateway's written hook for invoices (docs/invoices.md, "Sending"): once an 810 / INVOIC
 * file of an invoice is written, its order moves SEND_INV → SENT_INV (`invoiceWritten`, actor
 * `system`) in the transaction that marks the message written. A credit memo's message moves
 * nothing (credit memos are told apart by the invoice row the message belongs to). The lifecycle
 * refuses quietly when the order is elsewhere (a resend written while it is already SENT_INV), and
 * an order deleted since is skipped: throwing would roll the batch back and have it written again
 * forever. Orders are locked in serial-number order, so two batches never wait on each other.
 */
export async function invoicesWritten(
  tx: Executor,
  written: readonly MessageRow[],
  now: Date,
): Promise<void> {
  const candidates = written.filter(
    (message) => invoiceTypes.has(message.documentType) && message.orderSerialNumber !== null,
  );
  if (candidates.length === 0) return;
  const ofInvoices = new Set(
    (
      await tx
        .select({ messageId: invoices.messageId })
        .from(invoices)
        .where(
          and(
            inArray(
              invoices.messageId,
              candidates.map((message) => message.id),
            ),
            eq(invoices.kind, 'invoice'),
          ),
        )
    ).map((row) => row.messageId),
  );
  const byOrder = new Map<number, MessageRow>();
  for (const message of candidates) {
    if (!ofInvoices.has(message.id) || message.orderSerialNumber === null) continue;
    // Two invoices of one order in a batch: one move, named after the later message.
    const known = byOrder.get(message.orderSerialNumber);
    if (known === undefined || known.id < message.id)
      byOrder.set(message.orderSerialNumber, message);
  }
  for (const serialNumber of [...byOrder.keys()].sort((a, b) => a - b)) {
    const message = byOrder.get(serialNumber);
    if (message === undefined) continue;
    try {
      await moveOrderIfAllowed(
        tx,
        serialNumber,
        {
          move: 'invoiceWritten',
          apply: async () => ({
            note: {
              event: 'invoiceWritten',
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
