import {
  decimalOfNumber,
  formatMinor,
  minorUnitOf,
  multiplyToMinor,
  type CanonicalPaymentOrder,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { paymentLines, paymentOrders, type Transaction } from '../database';
import type { GatewayLog } from '../gateway/gateway';
import type { InboundHandlers, StoredInboundDocument } from '../gateway/inbound/inbound-handlers';
import { findInvoiceFor, settleOrders } from './payment-matching';

/** One, to round a decimal to the currency's digits by multiplying once. */
const one = { units: 1n, scale: 0 };

/**
 * A canonical amount (a number as the mapper read it from the EDI text) as an exact decimal
 * string in the currency's digits: the number's shortest text is what the partner wrote.
 */
export function amountText(value: number, minorUnit: number): string {
  return formatMinor(multiplyToMinor(decimalOfNumber(value), one, minorUnit), minorUnit);
}

const optionalAmount = (value: number | undefined, minorUnit: number): string | null =>
  value === undefined ? null : amountText(value, minorUnit);

/** Text cut to its column: a partner's overlong value is kept, not a reason to drop the file. */
const clip = (value: string | undefined, length: number): string | null =>
  value === undefined ? null : value.slice(0, length);

/**
 * Stores one 820 / REMADV as a payment order with one line per remittance, matches each line to
 * our sent invoices (invoice number, then PO), and ends the orders whose invoices are now paid.
 */
async function receivePaymentOrder(
  tx: Transaction,
  stored: StoredInboundDocument<CanonicalPaymentOrder>,
  now: Date,
  log: GatewayLog,
): Promise<void> {
  const { document, projectKey } = stored;
  const currencyCode = clip(document.currencyCode, 3);
  const digits = minorUnitOf(currencyCode);
  const documentType = stored.standard === 'X12' ? '820' : 'REMADV';
  const [order] = await tx
    .insert(paymentOrders)
    .values({
      projectKey,
      documentId: stored.documentId,
      documentType,
      paymentOrderNumber: document.paymentOrderNumber.slice(0, 80),
      assignedVendorNumber: clip(document.assignedVendorNumber, 80),
      creditDebit: document.creditDebit ?? null,
      paymentMethod: clip(document.paymentMethod, 8),
      totalAmount: amountText(document.totalAmount, digits),
      currencyCode,
      paymentDate: document.paymentDate ?? null,
      receivedAt: now,
    })
    .returning({ id: paymentOrders.id });
  if (order === undefined) throw new Error('payment order insert returned nothing');
  if (document.remittances.length === 0) return;

  const lines = await tx
    .insert(paymentLines)
    .values(
      document.remittances.map((line, index) => ({
        paymentOrderId: order.id,
        projectKey,
        position: index + 1,
        invoiceNumber: line.invoiceNumber.slice(0, 80),
        relatedInvoiceNumber: clip(line.relatedInvoiceNumber, 80),
        invoiceDate: line.invoiceDate ?? null,
        poNumber: clip(line.poNumber, 80),
        amount: amountText(line.amount, digits),
        invoiceAmount: optionalAmount(line.invoiceAmount, digits),
        discountAmount: optionalAmount(line.discountAmount, digits),
        adjustmentAmount: optionalAmount(line.adjustmentAmount, digits),
        adjustmentReason: clip(line.adjustmentReason, 16),
      })),
    )
    .returning();

  // One line after the other: a line matched by PO counts as paying its invoice for the next.
  const matchedInvoices = new Set<number>();
  for (const line of lines.sort((a, b) => a.position - b.position)) {
    const found = await findInvoiceFor(tx, projectKey, line, currencyCode);
    if (found === undefined) {
      log.info(
        {
          projectKey,
          paymentOrderNumber: document.paymentOrderNumber,
          paymentLineId: line.id,
          invoiceNumber: line.invoiceNumber,
          poNumber: line.poNumber,
          amount: line.amount,
        },
        'payment line matches no invoice of ours; left for matching by hand',
      );
      continue;
    }
    await tx
      .update(paymentLines)
      .set({ invoiceId: found.invoiceId, matchedBy: found.matchedBy, matchedAt: now })
      .where(eq(paymentLines.id, line.id));
    matchedInvoices.add(found.invoiceId);
  }
  await settleOrders(tx, [...matchedInvoices], {
    actor: 'system',
    note: {
      event: 'paymentReceived',
      params: { documentType, paymentNumber: document.paymentOrderNumber },
    },
    now,
  });
}

/**
 * What the payments area does with inbound 820 / REMADV documents (registered with the gateway
 * by context.ts): each becomes a payment order, in document order, inside the ingest transaction.
 */
export function paymentInboundHandlers(log: GatewayLog): Pick<InboundHandlers, 'paymentOrder'> {
  return {
    paymentOrder: {
      async handle(tx, documents, now) {
        for (const stored of documents) await receivePaymentOrder(tx, stored, now, log);
        return 0;
      },
    },
  };
}
