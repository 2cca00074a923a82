import {
  invoiceProblemText,
  invoiceProblems,
  minorUnitOf,
  subtractAmounts,
  sumAmounts,
  type InvoiceData,
  type InvoiceProblem,
  type Language,
  type ProjectConnection,
  type invoiceSendSchema,
} from '@portal/contracts';
import { EdiWriteError } from '@portal/edi';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Clock } from '../common/clock';
import { invoices, orderLogs, type Database, type Executor } from '../database';
import { canonicalOrderOf, lockOrder, type OrderRow } from '../delivery/delivery-store';
import { ApiError } from '../errors';
import type { EdiGateway } from '../gateway/gateway';
import type { MessageRow } from '../gateway/outbound/outbound-messages';
import { logColumns, moveOrder } from '../orders/order-lifecycle';
import { projectConnection } from '../projects/projects.service';
import { toCanonicalInvoice } from './invoice-document';
import {
  billedQuantities,
  invoiceById,
  invoiceSendAllowed,
  sentCreditMemosOf,
  sentInvoicesOf,
  shippedOf,
  type InvoiceRow,
} from './invoice-store';

// Sending a draft (docs/invoices.md, "Checks before sending" and "Sending").

type SendBody = z.output<typeof invoiceSendSchema>;

/** Where a failure after the commit is told (the request's log). */
export interface SendingLog {
  error(object: object, message: string): void;
}

export interface SendingServices {
  readonly db: Database;
  readonly clock: Clock;
  readonly gateway: EdiGateway;
  readonly log?: SendingLog;
}

export interface SendOutcome {
  /** False: only questions stood in the way and the user has not answered them yet. */
  readonly sent: boolean;
  readonly problems: InvoiceProblem[];
}

/** What the checks compare an invoice with: the order's lines, shipped and already invoiced. */
export async function checkContext(
  executor: Executor,
  order: OrderRow,
  invoice: InvoiceRow,
  connection: ProjectConnection,
): Promise<{
  orderLines: { lineNumber: string; shipped: number; invoiced: number }[];
  creditable: string | undefined;
}> {
  const canonical = canonicalOrderOf(order);
  const ordered = canonical.lines.map((line) => ({
    lineNumber: line.lineNumber,
    ordered: line.quantities.ordered ?? 0,
  }));
  const shipped = await shippedOf(executor, order, connection.features, ordered);
  const invoiced = billedQuantities(await sentInvoicesOf(executor, order.serialNumber, invoice.id));
  return {
    orderLines: ordered.map((line) => ({
      lineNumber: line.lineNumber,
      shipped: shipped.quantities.get(line.lineNumber) ?? 0,
      invoiced: invoiced.get(line.lineNumber) ?? 0,
    })),
    creditable: await creditableOf(executor, invoice),
  };
}

/**
 * A credit memo: what of its original is not credited yet (the original's grand total less the
 * other credit memos sent against it), exactly. Undefined for an invoice.
 */
async function creditableOf(executor: Executor, invoice: InvoiceRow): Promise<string | undefined> {
  if (invoice.kind !== 'creditMemo' || invoice.originalInvoiceId === null) return undefined;
  const original = await invoiceById(executor, invoice.originalInvoiceId, { field: 'invoiceId' });
  const minor = minorUnitOf(original.currencyCode);
  const credited = await sentCreditMemosOf(executor, original.id, invoice.id);
  return subtractAmounts(
    original.grandTotal,
    sumAmounts(
      credited.map((memo) => memo.grandTotal),
      minor,
    ),
    minor,
  );
}

/** The invoice's fields an X12 element may be written from, searched for a value it cannot carry. */
function fieldHolding(data: InvoiceData, value: string): string {
  const holds = (candidate: unknown): boolean =>
    typeof candidate === 'string' && candidate.trim() === value;
  const header: [string, unknown][] = [
    ['shipNoticeNumber', data.shipNoticeNumber],
    ['originalInvoiceNumber', data.originalInvoiceNumber],
  ];
  for (const [name, entry] of header) if (holds(entry)) return name;
  for (const [group, entries] of [
    ['billTo', data.billTo],
    ['remitTo', data.remitTo],
    ['terms', data.terms],
    ['settlement', data.settlement],
    ['tax', data.tax],
  ] as const) {
    for (const [name, entry] of Object.entries(entries ?? {})) {
      if (holds(entry)) return `${group}.${name}`;
    }
  }
  for (const [kind, rows] of [
    ['lines', data.lines],
    ['charges', data.charges],
  ] as const) {
    for (const row of rows) {
      for (const [name, entry] of Object.entries(row)) {
        if (holds(entry)) return `${kind}.${row.key}.${name}`;
      }
    }
  }
  return 'invoiceNumber';
}

const separatorTexts: Record<Language, (value: string, char: string) => string> = {
  'zh-cn': (value, char) => `“${value}”含有EDI分隔符“${char}”，请删除该字符`,
  'en-us': (value, char) => `“${value}” contains the EDI separator “${char}”: remove it`,
};

const unwritableTexts: Record<Language, string> = {
  'zh-cn': '发票中有EDI报文无法写入的内容，请检查各字段',
  'en-us': 'The invoice holds a value the EDI file cannot carry: check its fields',
};

/**
 * X12 has no escape character: a typed value holding one of its separators cannot be written.
 * The user is told which of the invoice's fields to change (4031), never a server error.
 */
function writeFinding(error: unknown, data: InvoiceData, language: Language): ApiError {
  if (!(error instanceof EdiWriteError)) throw error;
  const found = /value '(.*)' contains the [a-z ]+ '(.+)'; X12 cannot escape it$/s.exec(
    error.message,
  );
  if (found === null) {
    const message = unwritableTexts[language];
    return new ApiError('INVOICE_CHECKS_FAILED', {
      field: message,
      detail: { issues: [{ field: 'invoiceNumber', message }] },
    });
  }
  const [, value = '', char = ''] = found;
  const message = separatorTexts[language](value, char);
  return new ApiError('INVOICE_CHECKS_FAILED', {
    field: message,
    detail: { issues: [{ field: fieldHolding(data, value), message }] },
  });
}

/** Makes the 810 / INVOIC of the invoice, in the caller's transaction; locks the invoice onto it. */
async function issueMessage(
  tx: Executor,
  services: SendingServices,
  invoice: InvoiceRow,
  order: OrderRow,
  connection: ProjectConnection,
  actor: string,
  language: Language,
  now: Date,
): Promise<MessageRow> {
  const canonical = canonicalOrderOf(order);
  const message = await services.gateway.outbound
    .create(tx, {
      projectKey: order.projectKey,
      connection,
      document: toCanonicalInvoice(invoice.data, {
        kind: invoice.kind,
        orderNumber: order.orderNumber,
        orderDate: canonical.orderDate,
      }),
      createdBy: actor,
      orderSerialNumber: order.serialNumber,
    })
    .catch((error: unknown) => {
      throw writeFinding(error, invoice.data, language);
    });
  await tx
    .update(invoices)
    .set({ messageId: message.id, sentAt: now, sentBy: actor, updatedAt: now })
    .where(eq(invoices.id, invoice.id));
  return message;
}

/**
 * Sends a saved draft: the contracts' checks first (the same the builder shows), then, in one
 * transaction, the 810 / INVOIC with fresh control numbers, the invoice locked onto it and, for
 * an invoice, the order's `sendInvoice` move; the gateway writes the file after the commit. A
 * credit memo moves no status: its order keeps where it is, with a log row saying what was sent.
 * A `block` finding refuses the send (4031, every finding in `detail.issues`); `ask` findings
 * alone answer `sent: false` until the user confirms.
 */
export async function sendInvoice(
  services: SendingServices,
  body: SendBody,
  actor: string,
  language: Language,
): Promise<SendOutcome> {
  const { db, clock, gateway, log } = services;
  const outcome = await db.transaction(async (tx) => {
    const byId = { field: 'invoiceId' };
    const draft = await invoiceById(tx, body.invoiceId, byId);
    if (draft.direction !== 'sent' || draft.serialNumber === null) {
      throw new ApiError('INVALID_STATUS', { field: 'invoiceId' });
    }
    // The order first, then its invoice: the lifecycle's order of locks.
    const order = await lockOrder(tx, draft.serialNumber);
    const invoice = await invoiceById(tx, body.invoiceId, { ...byId, lock: true });
    if (invoice.messageId !== null) {
      throw new ApiError('INVOICE_ALREADY_SENT', { field: 'invoiceId' });
    }
    // The version the user saw: a draft saved since is not sent unseen.
    if (typeof body.version === 'string' && body.version !== invoice.updatedAt.toISOString()) {
      throw new ApiError('INVOICE_CHANGED', { field: 'version' });
    }
    const connection = await projectConnection(tx, order.projectKey);
    if (!connection.features.sendInvoice) {
      throw new ApiError('INVOICES_OFF', { field: 'sendInvoice' });
    }
    // The status before the checks: an order that cannot be invoiced now is told so.
    if (invoice.kind === 'invoice' && !invoiceSendAllowed(order.status, connection.features)) {
      throw new ApiError('INVALID_STATUS', { field: 'status' });
    }
    const problems = invoiceProblems(invoice.data, {
      kind: invoice.kind,
      standard: connection.standard,
      ...(await checkContext(tx, order, invoice, connection)),
    });
    const blocking = problems.filter((problem) => problem.severity === 'block');
    const first = blocking[0];
    if (first !== undefined) {
      throw new ApiError('INVOICE_CHECKS_FAILED', {
        field: invoiceProblemText(first, language),
        detail: {
          issues: blocking.map((problem) => ({
            field: problem.field,
            message: invoiceProblemText(problem, language),
          })),
        },
      });
    }
    if (problems.length > 0 && !body.confirmIncomplete) {
      return { sent: false, problems, messageIds: [] as readonly number[] };
    }
    const now = clock.now();
    if (invoice.kind === 'creditMemo') {
      const message = await issueMessage(
        tx,
        services,
        invoice,
        order,
        connection,
        actor,
        language,
        now,
      );
      await tx.insert(orderLogs).values({
        serialNumber: order.serialNumber,
        at: now,
        actor,
        fromStatus: order.status,
        toStatus: order.status,
        ...logColumns({
          event: 'creditMemoSent',
          params: {
            documentType: message.documentType,
            controlNumber: message.interchangeControlNumber,
          },
        }),
      });
      return { sent: true, problems, messageIds: [message.id] };
    }
    const moved = await moveOrder(
      tx,
      order.serialNumber,
      {
        move: 'sendInvoice',
        apply: async (inner, locked) => {
          const message = await issueMessage(
            inner,
            services,
            invoice,
            locked,
            connection,
            actor,
            language,
            now,
          );
          return {
            note: {
              event: 'invoiceSent',
              params: {
                documentType: message.documentType,
                controlNumber: message.interchangeControlNumber,
              },
            },
            messageIds: [message.id],
          };
        },
      },
      { actor, now },
    );
    return { sent: true, problems, messageIds: moved.messageIds };
  });
  // Written after the commit: a rolled-back send leaves no file behind. The send is committed
  // whatever happens here: a message left `new` is queued again by the gateway's sweep.
  if (outcome.messageIds.length > 0) {
    try {
      await gateway.deliver(outcome.messageIds);
    } catch (error) {
      log?.error({ err: error, messageIds: outcome.messageIds }, 'invoice not queued');
    }
  }
  return { sent: outcome.sent, problems: outcome.problems };
}
