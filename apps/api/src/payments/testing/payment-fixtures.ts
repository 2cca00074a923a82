import type { InvoiceData, InvoiceKind } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { invoices, messages, orders, type Database } from '../../database';
import { canonicalOrderOf } from '../../delivery/delivery-store';

/**
 * Invoices as the invoice server leaves them once sent, written straight into the tables the
 * payments area reads: a sent invoice is a `sent` row with its 810 / INVOIC message made.
 */
export interface SentInvoiceSeed {
  readonly projectKey: string;
  readonly invoiceNumber: string;
  readonly invoiceDate: string;
  readonly grandTotal: string;
  /** Defaults to the grand total (nothing prepaid). */
  readonly duePayable?: string;
  readonly currencyCode?: string;
  readonly poNumber?: string | null;
  readonly serialNumber?: number | null;
  readonly kind?: InvoiceKind;
  readonly originalInvoiceId?: number | null;
  /** False: a draft, no message yet. */
  readonly sent?: boolean;
  /** When its message was made (statistics count messages by it). */
  readonly messageAt?: Date;
  /**
   * The order lines it bills, by line number. Defaults: an invoice of an order bills every line
   * at its ordered quantity (so paying it may end the order); otherwise none.
   */
  readonly lines?: readonly { readonly lineNumber: string; readonly quantity: number }[];
}

/** An invoice of an order bills all it ordered unless told otherwise. */
async function billedLines(db: Database, seed: SentInvoiceSeed): Promise<InvoiceData['lines']> {
  let lines = seed.lines;
  if (lines === undefined && (seed.kind ?? 'invoice') === 'invoice' && seed.serialNumber != null) {
    const [order] = await db
      .select()
      .from(orders)
      .where(eq(orders.serialNumber, seed.serialNumber));
    lines =
      order === undefined
        ? []
        : canonicalOrderOf(order).lines.map((line) => ({
            lineNumber: line.lineNumber,
            quantity: line.quantities.ordered ?? 0,
          }));
  }
  return (lines ?? []).map((line) => ({
    key: `L${line.lineNumber}`,
    lineNumber: line.lineNumber,
    quantity: line.quantity,
  }));
}

let nextInterchange = 700_000_000;

/** Inserts one invoice (and, when sent, the 810 message it went as); returns its id. */
export async function insertInvoice(db: Database, seed: SentInvoiceSeed): Promise<number> {
  const currencyCode = seed.currencyCode ?? 'USD';
  let messageId: number | null = null;
  if (seed.sent !== false) {
    nextInterchange += 1;
    const control = String(nextInterchange);
    const [message] = await db
      .insert(messages)
      .values({
        projectKey: seed.projectKey,
        standard: 'X12',
        documentType: '810',
        status: 'success',
        orderSerialNumber: seed.serialNumber ?? null,
        fileName: `${seed.projectKey}_810_${control}.edi`,
        interchangeControlNumber: control,
        transactionControlNumber: '0001',
        acknowledgementExpected: true,
        // The message's canonical document is not what these tests read.
        canonical: { kind: 'acknowledgement', status: 'A', codes: [], transactions: [] },
        text: `ISA*${control}~`,
        createdBy: 'billing',
        ...(seed.messageAt === undefined ? {} : { createdAt: seed.messageAt }),
      })
      .returning({ id: messages.id });
    messageId = message?.id ?? null;
  }
  const [row] = await db
    .insert(invoices)
    .values({
      projectKey: seed.projectKey,
      serialNumber: seed.serialNumber ?? null,
      direction: 'sent',
      kind: seed.kind ?? 'invoice',
      invoiceNumber: seed.invoiceNumber,
      poNumber: seed.poNumber ?? null,
      invoiceDate: seed.invoiceDate,
      currencyCode,
      grandTotal: seed.grandTotal,
      duePayable: seed.duePayable ?? seed.grandTotal,
      data: {
        invoiceNumber: seed.invoiceNumber,
        invoiceDate: seed.invoiceDate,
        currencyCode,
        lines: await billedLines(db, seed),
        charges: [],
      },
      originalInvoiceId: seed.originalInvoiceId ?? null,
      messageId,
      createdBy: 'billing',
      sentAt: messageId === null ? null : new Date(`${seed.invoiceDate}T12:00:00Z`),
      sentBy: messageId === null ? null : 'billing',
    })
    .returning({ id: invoices.id });
  if (row === undefined) throw new Error('invoice not stored');
  return row.id;
}

export interface RemittanceSeed {
  readonly invoiceNumber: string;
  readonly amount: string;
  readonly invoiceAmount?: string;
  readonly poNumber?: string;
  /** The terms discount taken: 820 RMR06, REMADV MOA 52. */
  readonly discount?: string;
  /** ADX: amount and reason code. */
  readonly adjustment?: { readonly amount: string; readonly reason: string };
}

/**
 * An 820 from RETAILCO to ACMESUPPLY (the fixtures' partners) paying `lines`, in a fresh
 * interchange: BPR with the total and the payment date, TRN with the payment order number, and
 * an RMR loop (REF PO, ADX) per line.
 */
export function x12Remittance(options: {
  readonly control: number;
  readonly paymentOrderNumber: string;
  readonly total: string;
  readonly paymentDate: string;
  readonly lines: readonly RemittanceSeed[];
  /** CUR02; none by default (the invoice's currency is then assumed). */
  readonly currencyCode?: string;
}): string {
  const isa13 = String(options.control).padStart(9, '0');
  const date = options.paymentDate.replaceAll('-', '');
  const set = [
    'ST*820*0001',
    `BPR*C*${options.total}*C*CHK*CCP*01*071000013*DA*123456789*1234567890**01*011000015*DA*987654321*${date}`,
    `TRN*1*${options.paymentOrderNumber}`,
    ...(options.currencyCode === undefined ? [] : [`CUR*PR*${options.currencyCode}`]),
    'REF*VR*V-7788',
    'N1*PR*RETAILCO INC',
    'N1*PE*ACME SUPPLY CO*92*554433',
    'ENT*1',
    ...options.lines.flatMap((line) => [
      `RMR*IV*${line.invoiceNumber}**${line.amount}*${line.invoiceAmount ?? line.amount}${line.discount === undefined ? '' : `*${line.discount}`}`,
      ...(line.poNumber === undefined ? [] : [`REF*PO*${line.poNumber}`]),
      ...(line.adjustment === undefined
        ? []
        : [`ADX*${line.adjustment.amount}*${line.adjustment.reason}`]),
    ]),
  ];
  const segments = [
    `ISA*00*          *00*          *ZZ*RETAILCO       *ZZ*ACMESUPPLY     *251230*0700*U*00401*${isa13}*0*P*>`,
    `GS*RA*RETAILCO*ACMESUPPLY*20251230*0700*${options.control}*X*004010`,
    ...set,
    `SE*${set.length + 1}*0001`,
    `GE*1*${options.control}`,
    `IEA*1*${isa13}`,
  ];
  return `${segments.join('~\n')}~\n`;
}

/** A REMADV from 4012345000009 to 4098765000002 (the fixtures' partners) paying `lines`. */
export function edifactRemittance(options: {
  readonly reference: string;
  readonly paymentOrderNumber: string;
  readonly paymentDate: string;
  readonly currencyCode: string;
  readonly lines: readonly RemittanceSeed[];
}): string {
  const message = [
    "UNH+1+REMADV:D:96A:UN:EAN003'",
    `BGM+481+${options.paymentOrderNumber}+9'`,
    `DTM+137:${options.paymentDate.replaceAll('-', '')}:102'`,
    "NAD+PR+4012345000009::9'",
    "NAD+PE+4098765000002::9'",
    `CUX+2:${options.currencyCode}:11'`,
    ...options.lines.flatMap((line) => [
      `DOC+380+${line.invoiceNumber}'`,
      `MOA+12:${line.amount}'`,
      `MOA+9:${line.invoiceAmount ?? line.amount}'`,
      ...(line.discount === undefined ? [] : [`MOA+52:${line.discount}'`]),
      ...(line.poNumber === undefined ? [] : [`RFF+ON:${line.poNumber}'`]),
      ...(line.adjustment === undefined
        ? []
        : [`AJT+${line.adjustment.reason}'`, `MOA+165:${line.adjustment.amount}'`]),
    ]),
  ];
  return [
    "UNA:+.? '",
    `UNB+UNOC:3+4012345000009:14+4098765000002:14+251230:0700+${options.reference}'`,
    ...message,
    `UNT+${message.length + 1}+1'`,
    `UNZ+1+${options.reference}'`,
  ].join('\n');
}
