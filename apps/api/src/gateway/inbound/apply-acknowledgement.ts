import type { CanonicalAcknowledgement } from '@portal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { messages, type Transaction } from '../../database';

type MessageStatus = (typeof messages.$inferSelect)['status'];

/** 997 AK5/AK9 or CONTRL UCM/UCI codes → the message status of decisions.md §2. */
const statusOf = (code: 'A' | 'E' | 'P' | 'R'): MessageStatus =>
  code === 'A' ? 'success' : code === 'R' ? 'failed' : 'pok';

/**
 * An inbound 997 / CONTRL settles the outbound messages it answers: a 997 names our group
 * (AK1: GS06) and transaction sets (AK2: ST02); a CONTRL names our interchange (UCI: UNB05) and
 * messages (UCM: UNH01). A set it does not name takes the group's / interchange's verdict.
 * Acknowledgements are never acknowledged, and one for a message we do not know changes nothing.
 */
export async function applyAcknowledgement(
  tx: Transaction,
  projectKey: string,
  acknowledgement: CanonicalAcknowledgement,
  standard: 'X12' | 'EDIFACT' | undefined,
  now: Date,
): Promise<number> {
  const byGroup = standard === 'X12';
  const reference = byGroup
    ? acknowledgement.groupControlNumber
    : acknowledgement.interchangeControlNumber;
  if (reference === undefined) return 0;
  const candidates = await tx
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.projectKey, projectKey),
        eq(messages.acknowledgementExpected, true),
        inArray(messages.status, ['new', 'doing', 'pok', 'success', 'failed', 'unknown']),
        byGroup
          ? eq(messages.groupControlNumber, String(Number(reference)))
          : eq(messages.interchangeControlNumber, reference.padStart(9, '0')),
      ),
    );
  let updated = 0;
  for (const message of candidates) {
    const named = acknowledgement.transactions.find(
      (transaction) =>
        Number(transaction.controlNumber) === Number(message.transactionControlNumber),
    );
    const status = statusOf(named?.status ?? acknowledgement.status);
    const errors = named?.errors ?? [];
    await tx
      .update(messages)
      .set({
        status,
        acknowledgedAt: now,
        updatedAt: now,
        errors: errors.length === 0 ? message.errors : [...message.errors, ...errors],
      })
      .where(eq(messages.id, message.id));
    updated += 1;
  }
  return updated;
}
