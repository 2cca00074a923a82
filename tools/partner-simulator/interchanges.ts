/**
 * Whole interchanges from the customer to us: the documents asked for, cut into interchanges of
 * `perInterchange` documents, each with fresh control numbers. The same options (seed, date,
 * first control numbers, known orders) give the same texts, byte for byte.
 */
import {
  writeEdifact,
  writeX12,
  type EdifactMessageInput,
  type SegmentInput,
  type X12GroupInput,
} from '@portal/edi';
import type { GeneratedDocument, OpenInvoice, SentOrder } from './documents';
import { edifactOrder, edifactRemittance, glnOf, type EdifactDirectory } from './edifact-documents';
import { Random, seedOf } from './random';
import {
  x12OrderChange,
  x12PlanningSchedule,
  x12PurchaseOrder,
  x12Remittance,
} from './x12-documents';

/** The documents the simulator writes, and the X12 functional group each goes in. */
export const x12DocumentTypes = { '850': 'PO', '860': 'PC', '830': 'PS', '820': 'RA' } as const;
export type X12DocumentType = keyof typeof x12DocumentTypes;
export const edifactDocumentTypes = ['ORDERS', 'REMADV'] as const;
export type EdifactDocumentType = (typeof edifactDocumentTypes)[number];

export interface DocumentCount<T extends string = string> {
  readonly type: T;
  readonly count: number;
}

/** One side of the exchange: interchange id and qualifier, and the GS02/GS03 id (X12). */
export interface PartyIds {
  readonly id: string;
  readonly qualifier: string;
  /** GS02 / GS03; default `id`. */
  readonly applicationId?: string;
}

/** The next control numbers to use; X12 groups have their own sequence. */
export interface ControlNumbers {
  readonly interchange: number;
  readonly group: number;
}

interface BatchOptions<T extends string> {
  readonly seed: number | string;
  readonly documents: readonly DocumentCount<T>[];
  /** Documents per interchange; default 10. */
  readonly perInterchange?: number;
  /** The customer (interchange sender). */
  readonly partner: PartyIds;
  /** Us (interchange receiver). */
  readonly supplier: PartyIds;
  readonly controlNumbers: ControlNumbers;
  /** Document and envelope date; default now (pass one for reproducible output). */
  readonly date?: Date;
  /** Orders sent before (an 860 changes one of them). */
  readonly knownOrders?: readonly SentOrder[];
  /** Our invoices not paid yet (an 820 / REMADV pays them first). */
  readonly openInvoices?: readonly OpenInvoice[];
}

export interface X12BatchOptions extends BatchOptions<X12DocumentType> {
  /** Default 004010. */
  readonly version?: '004010' | '005010';
  /** ISA15; default P. */
  readonly usage?: 'P' | 'T';
}

export interface EdifactBatchOptions extends BatchOptions<EdifactDocumentType> {
  /** Default D96A. */
  readonly version?: EdifactDirectory;
}

export interface GeneratedInterchange {
  readonly text: string;
  /** ISA13 (9 digits) / UNB05 */
  readonly controlNumber: string;
  /** `<partner>_<types>_<control number>.edi`, the way our own outbound files are named. */
  readonly fileName: string;
  readonly documents: readonly GeneratedDocument[];
}

export interface GeneratedBatch {
  readonly interchanges: readonly GeneratedInterchange[];
  /** The PO numbers of the 850s / ORDERS made, in order. */
  readonly poNumbers: readonly string[];
  /** Known orders with the new and changed ones (to remember for the next run). */
  readonly orders: readonly SentOrder[];
  /** Invoices still open after the payments made. */
  readonly openInvoices: readonly OpenInvoice[];
  /** The control numbers to use next. */
  readonly next: ControlNumbers;
}

/** `850:10,860:2` → counts; throws on an unknown type or a bad count. */
export function parseDocumentCounts<T extends string>(
  text: string,
  types: readonly T[],
): DocumentCount<T>[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const [type = '', count = '1'] = part.split(':');
      const known = types.find((candidate) => candidate === type.toUpperCase());
      if (known === undefined) {
        throw new Error(`Unknown document type '${type}': use ${types.join(', ')}`);
      }
      if (!/^\d+$/.test(count)) throw new Error(`Bad count '${count}' for ${type}`);
      return { type: known, count: Number(count) };
    });
}

/** The documents in the order asked, cut into interchanges. */
function plan<T extends string>(documents: readonly DocumentCount<T>[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new Error('perInterchange must be 1 or more');
  const all = documents.flatMap(({ type, count }) => Array.from({ length: count }, () => type));
  const chunks: T[][] = [];
  for (let start = 0; start < all.length; start += size)
    chunks.push(all.slice(start, start + size));
  return chunks;
}

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

const fileNameOf = (partnerId: string, types: readonly string[], control: string): string =>
  `${partnerId.replace(/[^A-Za-z0-9]/g, '') || 'PARTNER'}_${[...new Set(types)].join('-')}_${control}.edi`;

/** Keeps the latest version of each order (a change replaces the order it changes). */
function remember(orders: SentOrder[], order: SentOrder): void {
  const index = orders.findIndex((known) => known.poNumber === order.poNumber);
  if (index >= 0) orders.splice(index, 1);
  orders.push(order);
}

/** X12 850 / 860 / 830 / 820 interchanges from the partner to the supplier. */
export function makeX12Interchanges(options: X12BatchOptions): GeneratedBatch {
  const random = new Random(seedOf(options.seed));
  const date = options.date ?? new Date();
  const version = options.version ?? '004010';
  const orders = [...(options.knownOrders ?? [])];
  const open = [...(options.openInvoices ?? [])];
  const poNumbers: string[] = [];
  let { interchange: control, group: groupControl } = options.controlNumbers;
  const interchanges: GeneratedInterchange[] = [];

  for (const types of plan(options.documents, options.perInterchange ?? 10)) {
    const isa13 = pad(control, 9);
    const groups = new Map<string, { header: X12GroupInput['header']; sets: SegmentInput[][] }>();
    const documents: GeneratedDocument[] = [];
    types.forEach((type, index) => {
      const number = `${isa13}${pad(index + 1, 3)}`;
      const functionalId = x12DocumentTypes[type];
      let group = groups.get(functionalId);
      if (group === undefined) {
        group = {
          header: {
            functionalId,
            applicationSender: options.partner.applicationId ?? options.partner.id,
            applicationReceiver: options.supplier.applicationId ?? options.supplier.id,
            controlNumber: groupControl,
            version,
          },
          sets: [],
        };
        groupControl += 1;
        groups.set(functionalId, group);
      }
      const controlNumber = pad(group.sets.length + 1, 4);
      switch (type) {
        case '850': {
          const made = x12PurchaseOrder(random, `45${number}`, date);
          group.sets.push(made.segments);
          remember(orders, made.order);
          poNumbers.push(made.order.poNumber);
          documents.push({
            type,
            controlNumber,
            documentNumber: made.order.poNumber,
            poNumber: made.order.poNumber,
          });
          break;
        }
        case '860': {
          // Without an order sent before, the change is about one made up for it.
          const earlier =
            orders.length > 0
              ? random.pick(orders)
              : x12PurchaseOrder(random, `45${number}`, date).order;
          const made = x12OrderChange(random, earlier, date);
          group.sets.push(made.segments);
          remember(orders, made.order);
          documents.push({
            type,
            controlNumber,
            documentNumber: earlier.poNumber,
            poNumber: earlier.poNumber,
          });
          break;
        }
        case '830': {
          const reference = `FC${number}`;
          group.sets.push(x12PlanningSchedule(random, reference, date));
          documents.push({ type, controlNumber, documentNumber: reference });
          break;
        }
        case '820': {
          const trace = `PAY${number}`;
          const made = x12Remittance(random, trace, date, open, orders);
          group.sets.push(made.segments);
          documents.push({
            type,
            controlNumber,
            documentNumber: trace,
            invoiceNumbers: made.invoices.map((invoice) => invoice.invoiceNumber),
          });
          break;
        }
      }
    });
    const text = writeX12(
      {
        header: {
          senderQualifier: options.partner.qualifier,
          senderId: options.partner.id,
          receiverQualifier: options.supplier.qualifier,
          receiverId: options.supplier.id,
          version: version === '005010' ? '00501' : '00401',
          controlNumber: control,
          usageIndicator: options.usage ?? 'P',
        },
        groups: [...groups.values()].map((group) => ({
          header: group.header,
          transactions: group.sets.map((segments, index) => ({
            setId: documentTypeOf(group.header.functionalId),
            controlNumber: index + 1,
            segments,
          })),
        })),
      },
      { newline: '\n', timestamp: date },
    );
    interchanges.push({
      text,
      controlNumber: isa13,
      fileName: fileNameOf(options.partner.id, types, isa13),
      documents,
    });
    control += 1;
  }
  return {
    interchanges,
    poNumbers,
    orders,
    openInvoices: open,
    next: { interchange: control, group: groupControl },
  };
}

const documentTypeOf = (functionalId: string): X12DocumentType => {
  const found = Object.entries(x12DocumentTypes).find(([, id]) => id === functionalId);
  if (found === undefined) throw new Error(`no document type for group ${functionalId}`);
  return found[0] as X12DocumentType;
};

/** EDIFACT ORDERS / REMADV interchanges (UNOC, no groups) from the partner to the supplier. */
export function makeEdifactInterchanges(options: EdifactBatchOptions): GeneratedBatch {
  const random = new Random(seedOf(options.seed));
  const date = options.date ?? new Date();
  const version = options.version ?? 'D96A';
  const orders = [...(options.knownOrders ?? [])];
  const open = [...(options.openInvoices ?? [])];
  const parties = {
    partnerGln: glnOf(options.partner.id, '4012345000009'),
    supplierGln: glnOf(options.supplier.id, '4098765000002'),
  };
  const release = version === 'D96A' ? '96A' : '01B';
  const poNumbers: string[] = [];
  let control = options.controlNumbers.interchange;
  const interchanges: GeneratedInterchange[] = [];

  for (const types of plan(options.documents, options.perInterchange ?? 10)) {
    const reference = String(control);
    const messages: EdifactMessageInput[] = [];
    const documents: GeneratedDocument[] = [];
    types.forEach((type, index) => {
      const number = `${pad(control, 9)}${pad(index + 1, 3)}`;
      const header = { reference: index + 1, version: 'D', release, agency: 'UN' };
      if (type === 'ORDERS') {
        const made = edifactOrder(random, version, `EU${number}`, date, parties);
        messages.push({
          ...header,
          type,
          associationCode: version === 'D96A' ? 'EAN008' : 'EAN010',
          segments: made.segments,
        });
        remember(orders, made.order);
        poNumbers.push(made.order.poNumber);
        documents.push({
          type,
          controlNumber: String(index + 1),
          documentNumber: made.order.poNumber,
          poNumber: made.order.poNumber,
        });
      } else {
        const documentNumber = `REM${number}`;
        const made = edifactRemittance(random, documentNumber, date, parties, open, orders);
        // EAN003 is the EANCOM 1997 REMADV; for D01B the plain UN message is written.
        messages.push({
          ...header,
          type,
          ...(version === 'D96A' ? { associationCode: 'EAN003' } : {}),
          segments: made.segments,
        });
        documents.push({
          type,
          controlNumber: String(index + 1),
          documentNumber,
          invoiceNumbers: made.invoices.map((invoice) => invoice.invoiceNumber),
        });
      }
    });
    const text = writeEdifact(
      {
        header: {
          syntaxId: 'UNOC',
          senderId: options.partner.id,
          ...(options.partner.qualifier === ''
            ? {}
            : { senderQualifier: options.partner.qualifier }),
          recipientId: options.supplier.id,
          ...(options.supplier.qualifier === ''
            ? {}
            : { recipientQualifier: options.supplier.qualifier }),
          controlReference: control,
          ackRequested: true,
        },
        messages,
      },
      { newline: '\n', timestamp: date },
    );
    interchanges.push({
      text,
      controlNumber: reference,
      fileName: fileNameOf(options.partner.id, types, pad(control, 9)),
      documents,
    });
    control += 1;
  }
  return {
    interchanges,
    poNumbers,
    orders,
    openInvoices: open,
    next: { interchange: control, group: options.controlNumbers.group },
  };
}
