import type { ProjectFeatures } from '@portal/contracts';
import { and, desc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { deliveries, invoices, messages, type Executor } from '../database';
import { ApiError } from '../errors';
import { outboundDocumentType } from '../gateway/outbound/outbound-documents';
import type { MessageRow } from '../gateway/outbound/outbound-messages';
import { canonicalOrderOf, type OrderRow } from '../delivery/delivery-store';
import { projectConnection } from '../projects/projects.service';
import { shipmentOf } from '../purchase/shipment-store';
import { exactQuantitySum, quantityLeft } from './invoice-amounts';

// Reading invoices and what they bill (docs/invoices.md): shared by the service and sending.

export type InvoiceRow = typeof invoices.$inferSelect;

/** The document types an invoice is sent as: X12 810, EDIFACT INVOIC. */
export const invoiceMessageTypes: readonly string[] = [
  outboundDocumentType('X12', 'invoice'),
  outboundDocumentType('EDIFACT', 'invoice'),
];

/**
 * The order statuses a draft may be saved in: once its ship notice is sent (SENT_ASN and after),
 * or delivered when the project sends no ship notices (decisions.md §3). A paid order
 * (PAYMENT_ORDER) takes credit memos only: an invoice drafted then could never be sent.
 */
export function invoiceSaveAllowed(
  status: string,
  features: ProjectFeatures,
  kind: 'invoice' | 'creditMemo',
): boolean {
  if (status === 'DELIVERED') return !features.sendShipNotice;
  if (status === 'PAYMENT_ORDER') return kind === 'creditMemo';
  return ['SENT_ASN', 'SEND_INV', 'SENT_INV'].includes(status);
}

/**
 * Whether an invoice (not a credit memo) may be sent for an order now: SENT_ASN, or DELIVERED
 * when ship notices are off; again from SEND_INV or SENT_INV for a further partial invoice or a
 * corrected one. A paid order (PAYMENT_ORDER) takes no more invoices, only credit memos.
 */
export function invoiceSendAllowed(status: string, features: ProjectFeatures): boolean {
  if (status === 'DELIVERED') return !features.sendShipNotice;
  return status === 'SENT_ASN' || status === 'SEND_INV' || status === 'SENT_INV';
}

/** An invoice by its id; 3003 naming `field` when there is none. `lock` holds it. */
export async function invoiceById(
  executor: Executor,
  invoiceId: number,
  { lock = false, field = 'invoice_id' }: { lock?: boolean; field?: string } = {},
): Promise<InvoiceRow> {
  const query = executor.select().from(invoices).where(eq(invoices.id, invoiceId));
  const [row] = lock ? await query.for('update') : await query;
  if (row === undefined) throw new ApiError('INVOICE_NOT_FOUND', { field });
  return row;
}

/** The order's newest invoice we issue (a draft or sent; credit memos are not counted). */
export async function latestOrderInvoice(
  executor: Executor,
  serialNumber: number,
): Promise<InvoiceRow | undefined> {
  const [row] = await executor
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.serialNumber, serialNumber),
        eq(invoices.direction, 'sent'),
        eq(invoices.kind, 'invoice'),
      ),
    )
    .orderBy(desc(invoices.id))
    .limit(1);
  return row;
}

/** The order's unsent invoice draft, if it has one (one at a time, as ship notices). */
export async function orderDraft(
  executor: Executor,
  serialNumber: number,
): Promise<InvoiceRow | undefined> {
  const [row] = await executor
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.serialNumber, serialNumber),
        eq(invoices.direction, 'sent'),
        eq(invoices.kind, 'invoice'),
        isNull(invoices.messageId),
      ),
    )
    .limit(1);
  return row;
}

/** The order's sent invoices (not credit memos), but `except`. */
export function sentInvoicesOf(
  executor: Executor,
  serialNumber: number,
  except?: number,
): Promise<InvoiceRow[]> {
  return executor
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.serialNumber, serialNumber),
        eq(invoices.direction, 'sent'),
        eq(invoices.kind, 'invoice'),
        isNotNull(invoices.messageId),
        except === undefined ? undefined : ne(invoices.id, except),
      ),
    );
}

/** The sent credit memos against an invoice, but `except`. */
export function sentCreditMemosOf(
  executor: Executor,
  originalId: number,
  except?: number,
): Promise<InvoiceRow[]> {
  return executor
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.originalInvoiceId, originalId),
        eq(invoices.kind, 'creditMemo'),
        isNotNull(invoices.messageId),
        except === undefined ? undefined : ne(invoices.id, except),
      ),
    );
}

/** Per order line number: the quantity the invoices bill, summed exactly. */
export function billedQuantities(rows: readonly InvoiceRow[]): Map<string, number> {
  const quantities = new Map<string, number[]>();
  for (const row of rows) {
    for (const line of row.data.lines) {
      quantities.set(line.lineNumber, [...(quantities.get(line.lineNumber) ?? []), line.quantity]);
    }
  }
  return new Map(
    [...quantities].map(([lineNumber, values]) => [lineNumber, exactQuantitySum(values)]),
  );
}

/**
 * Whether the order's sent invoices bill everything it shipped, on every order line (exact
 * quantity sums): until they do, a further invoice is still to come and the order is not paid
 * off however its sent invoices stand.
 */
export async function everythingShippedInvoiced(
  executor: Executor,
  order: OrderRow,
): Promise<boolean> {
  const { features } = await projectConnection(executor, order.projectKey);
  const ordered = canonicalOrderOf(order).lines.map((line) => ({
    lineNumber: line.lineNumber,
    ordered: line.quantities.ordered ?? 0,
  }));
  const shipped = await shippedOf(executor, order, features, ordered);
  const billed = billedQuantities(await sentInvoicesOf(executor, order.serialNumber));
  return ordered.every(
    (line) =>
      quantityLeft(
        shipped.quantities.get(line.lineNumber) ?? 0,
        billed.get(line.lineNumber) ?? 0,
      ) === 0,
  );
}

/** What was shipped per order line, and the shipment number of the ship notice that said so. */
export interface Shipped {
  readonly quantities: ReadonlyMap<string, number>;
  readonly shipNoticeNumber: string | undefined;
}

/**
 * What the order shipped, per order line: the lines of its latest sent ship notice when the
 * project sends them; otherwise (or before one is sent) fulfilment's confirmed quantities, else
 * the ordered ones.
 */
export async function shippedOf(
  executor: Executor,
  order: OrderRow,
  features: ProjectFeatures,
  ordered: readonly { readonly lineNumber: string; readonly ordered: number }[],
): Promise<Shipped> {
  if (features.sendShipNotice) {
    const [notice] = await executor
      .select({ data: deliveries.data })
      .from(deliveries)
      .where(and(eq(deliveries.serialNumber, order.serialNumber), isNotNull(deliveries.messageId)))
      .orderBy(desc(deliveries.id))
      .limit(1);
    if (notice !== undefined) {
      const perLine = new Map<string, number[]>();
      for (const line of notice.data.lines) {
        perLine.set(line.lineNumber, [...(perLine.get(line.lineNumber) ?? []), line.quantity ?? 0]);
      }
      return {
        quantities: new Map(
          ordered.map((line) => [
            line.lineNumber,
            exactQuantitySum(perLine.get(line.lineNumber) ?? []),
          ]),
        ),
        shipNoticeNumber: notice.data.shipment.shipmentNumber || undefined,
      };
    }
  }
  const shipment = await shipmentOf(executor, order.serialNumber);
  const confirmed = shipment?.shippedQuantities ?? undefined;
  return {
    quantities: new Map(
      ordered.map((line) => [line.lineNumber, confirmed?.[line.lineNumber] ?? line.ordered]),
    ),
    shipNoticeNumber: undefined,
  };
}

/** The messages an invoice was sent as: its latest, then each one it was resent from. */
export async function messageChainOf(
  executor: Executor,
  messageId: number | null,
): Promise<MessageRow[]> {
  const chain: MessageRow[] = [];
  const seen = new Set<number>();
  for (let id = messageId; id !== null && !seen.has(id);) {
    seen.add(id);
    const [message] = await executor.select().from(messages).where(eq(messages.id, id));
    if (message === undefined) break;
    chain.push(message);
    id = message.resendOf;
  }
  return chain;
}
