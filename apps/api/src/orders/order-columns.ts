import type { CanonicalOrder, Party } from '@portal/contracts';
import type { orders } from '../database';

type OrderInsert = typeof orders.$inferInsert;

const partyName = (parties: readonly Party[], role: Party['role']): string | null =>
  parties.find((party) => party.role === role)?.name?.slice(0, 128) ?? null;

/** The list columns copied out of the canonical order (the list never reads the jsonb). */
export function orderColumnsOf(document: CanonicalOrder) {
  return { ...orderListColumnsOf(document), data: document } satisfies Partial<OrderInsert>;
}

/** {@link orderColumnsOf} without `data`, for a statement that copies the jsonb it already has. */
export function orderListColumnsOf(document: CanonicalOrder) {
  return {
    documentType: document.documentType,
    documentNumber: document.documentNumber.slice(0, 64),
    orderNumber: document.orderNumber.slice(0, 64),
    documentVersion: document.documentVersion,
    quantity: String(document.quantity),
    amount: String(document.amount),
    currencyCode: document.currencyCode?.slice(0, 3) ?? null,
    orderDate: document.orderDate ?? null,
    buyerName: partyName(document.parties, 'buyer'),
    shipToName: partyName(document.parties, 'shipTo'),
    lineCount: document.lines.length,
  } satisfies Partial<OrderInsert>;
}
