import type { CanonicalInvoice } from '@portal/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { invoices, orders, type Transaction } from '../database';
import type { InboundHandlers, StoredInboundDocument } from '../gateway/inbound/inbound-handlers';
import { isOrderDocument } from '../delivery/delivery-store';
import { cleanText, fromCanonicalInvoice, receivedAmount } from './invoice-document';

/**
 * Received invoices (docs/invoices.md, "Received invoices"): every inbound 810 / INVOIC is kept as
 * an invoice of direction `received`, beside the stored document, linked to the project's order
 * its PO names (the newest, when a PO number was used twice). A credit memo stays a credit memo.
 * Amounts are the partner's, as exact decimal texts in the currency's digits.
 */
async function storeReceived(
  tx: Transaction,
  stored: StoredInboundDocument<CanonicalInvoice>,
  now: Date,
): Promise<void> {
  const { document } = stored;
  const poNumber = cleanText(document.orderNumber, 64);
  const [order] =
    poNumber === undefined
      ? []
      : await tx
          .select({ serialNumber: orders.serialNumber, currencyCode: orders.currencyCode })
          .from(orders)
          .where(
            and(
              eq(orders.projectKey, stored.projectKey),
              eq(orders.orderNumber, poNumber),
              isOrderDocument,
            ),
          )
          .orderBy(desc(orders.serialNumber))
          .limit(1);
  const named = (document.currencyCode ?? order?.currencyCode ?? '').trim().toUpperCase();
  const currencyCode = /^[A-Z]{3}$/.test(named) ? named : 'USD';
  const data = fromCanonicalInvoice(document, currencyCode, now.toISOString().slice(0, 10));
  await tx.insert(invoices).values({
    projectKey: stored.projectKey,
    serialNumber: order?.serialNumber ?? null,
    direction: 'received',
    kind: document.purpose === 'creditMemo' ? 'creditMemo' : 'invoice',
    invoiceNumber: cleanText(document.invoiceNumber, 40) ?? '',
    poNumber: poNumber ?? null,
    invoiceDate: data.invoiceDate,
    currencyCode,
    grandTotal: receivedAmount(document.totals.grandTotal, currencyCode),
    duePayable: receivedAmount(document.totals.duePayable, currencyCode),
    data,
    documentId: stored.documentId,
    createdBy: 'system',
    createdAt: now,
    updatedAt: now,
  });
}

export const invoiceInboundHandlers: Pick<InboundHandlers, 'invoice'> = {
  invoice: {
    async handle(tx, documents, now) {
      for (const stored of documents) await storeReceived(tx, stored, now);
      return 0;
    },
  },
};
