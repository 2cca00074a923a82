/**
 * Generated input for tests and benchmarks: as many X12 850 purchase orders or EDIFACT ORDERS
 * as asked for in one interchange, produced as text chunks so even a file of hundreds of
 * megabytes is never held whole.
 */
import { writeEdifact, type EdifactMessageInput } from './edifact-writer';
import type { SegmentInput } from './segment';
import { X12Writer } from './x12-writer';

export interface X12PurchaseOrderGeneratorOptions {
  /** Number of 850 transaction sets. */
  readonly count: number;
  /** PO1 lines per order; default 3. */
  readonly linesPerOrder?: number;
  /** Sets per GS/GE group (GE01 allows at most 6 digits); default 10,000. */
  readonly setsPerGroup?: number;
  /** ISA06 / GS02; default RETAILCO. */
  readonly senderId?: string;
  /** ISA08 / GS03; default ACMESUPPLY. */
  readonly receiverId?: string;
  /** ISA13; default 1. */
  readonly interchangeControlNumber?: number;
  /** GS06 of the first group, the next ones counting up; default 1. */
  readonly firstGroupControlNumber?: number;
  /** ISA12; default 00401. */
  readonly version?: string;
  /** After each segment; default `\n`. */
  readonly newline?: string;
  /** Approximate size of the chunks yielded, in characters; default 64 KiB. */
  readonly chunkSize?: number;
  /** Envelope dates; default 2025-11-20 10:30 UTC, so the output is reproducible. */
  readonly timestamp?: Date;
}

/** The segments between ST and SE of the `index`-th generated purchase order. */
export function x12PurchaseOrderSegments(index: number, lines = 3): SegmentInput[] {
  const poNumber = `PO${String(index).padStart(10, '0')}`;
  const segments: SegmentInput[] = [
    { tag: 'BEG', elements: ['00', 'SA', poNumber, '', '20251120'] },
    { tag: 'CUR', elements: ['BY', 'USD'] },
    { tag: 'REF', elements: ['DP', '00092'] },
    { tag: 'DTM', elements: ['010', '20251201'] },
    { tag: 'N1', elements: ['ST', 'RETAILCO DC 6094', '92', '6094'] },
    { tag: 'N3', elements: ['1200 INDUSTRIAL PKWY'] },
    { tag: 'N4', elements: ['BENTONVILLE', 'AR', '72712', 'US'] },
  ];
  let quantity = 0;
  for (let line = 1; line <= lines; line += 1) {
    const qty = 6 * (((index + line) % 8) + 1);
    quantity += qty;
    const sku = `ACM-${String(1000 + ((index * 7 + line) % 9000)).padStart(4, '0')}`;
    segments.push(
      {
        tag: 'PO1',
        elements: [String(line), String(qty), 'EA', '12.50', '', 'UP', '012345678905', 'VN', sku],
      },
      { tag: 'PID', elements: ['F', '', '', '', `GENERATED ITEM ${line}`] },
    );
  }
  segments.push({ tag: 'CTT', elements: [String(lines), String(quantity)] });
  return segments;
}

/** One interchange of `count` 850s, as text chunks of about `chunkSize` characters. */
export async function* generateX12PurchaseOrders(
  options: X12PurchaseOrderGeneratorOptions,
): AsyncGenerator<string, void, undefined> {
  const senderId = options.senderId ?? 'RETAILCO';
  const receiverId = options.receiverId ?? 'ACMESUPPLY';
  const setsPerGroup = options.setsPerGroup ?? 10_000;
  const chunkSize = options.chunkSize ?? 64 * 1024;
  const lines = options.linesPerOrder ?? 3;
  const writer = new X12Writer(
    {
      senderQualifier: 'ZZ',
      senderId,
      receiverQualifier: 'ZZ',
      receiverId,
      controlNumber: options.interchangeControlNumber ?? 1,
      version: options.version ?? '00401',
    },
    {
      newline: options.newline ?? '\n',
      timestamp: options.timestamp ?? new Date(Date.UTC(2025, 10, 20, 10, 30)),
    },
  );
  let chunk = writer.begin();
  let groupControlNumber = options.firstGroupControlNumber ?? 1;
  for (let index = 0; index < options.count; index += 1) {
    if (index % setsPerGroup === 0) {
      chunk += writer.beginGroup({
        functionalId: 'PO',
        applicationSender: senderId,
        applicationReceiver: receiverId,
        controlNumber: groupControlNumber,
      });
      groupControlNumber += 1;
    }
    chunk += writer.transaction({
      setId: '850',
      controlNumber: (index % setsPerGroup) + 1,
      segments: x12PurchaseOrderSegments(index + 1, lines),
    });
    if (chunk.length >= chunkSize) {
      yield chunk;
      chunk = '';
    }
  }
  yield chunk + writer.end();
}

/** Text chunks as UTF-8 bytes, e.g. to feed a generated input to `readX12`. */
export async function* utf8Chunks(
  chunks: AsyncIterable<string> | Iterable<string>,
): AsyncGenerator<Uint8Array, void, undefined> {
  const encoder = new TextEncoder();
  for await (const chunk of chunks) yield encoder.encode(chunk);
}

export interface EdifactOrdersGeneratorOptions {
  /** Number of ORDERS messages. */
  readonly count: number;
  /** LIN lines per order; default 3. */
  readonly linesPerOrder?: number;
  /** UNB02; default 4012345000009 (a GLN). */
  readonly senderId?: string;
  /** UNB03; default 4098765000002. */
  readonly recipientId?: string;
  /** UNB05; default 1. */
  readonly controlReference?: number;
  /** After each segment; default `\n`. */
  readonly newline?: string;
  /** Approximate size of the chunks yielded, in characters; default 64 KiB. */
  readonly chunkSize?: number;
  /** UNB04; default 2025-11-20 10:30 UTC, so the output is reproducible. */
  readonly timestamp?: Date;
}

/**
 * The segments between UNH and UNT of the `index`-th generated EANCOM order. Each order has a
 * released `+` and, under UNOC, a Latin-1 letter, as partners' orders do.
 */
export function edifactOrderSegments(index: number, lines = 3): SegmentInput[] {
  const orderNumber = `PO${String(index).padStart(10, '0')}`;
  const segments: SegmentInput[] = [
    { tag: 'BGM', elements: ['220', orderNumber, '9'] },
    { tag: 'DTM', elements: [['137', '20251120', '102']] },
    { tag: 'DTM', elements: [['2', '20251205', '102']] },
    { tag: 'NAD', elements: ['BY', ['4012345000009', '', '9']] },
    { tag: 'NAD', elements: ['SU', ['4098765000002', '', '9']] },
    {
      tag: 'NAD',
      elements: [
        'DP',
        ['4012345000016', '', '9'],
        '',
        'EUROMART LAGER SÜD',
        'HAFENSTRASSE 12',
        'MÜNCHEN',
        '',
        '80331',
        'DE',
      ],
    },
    { tag: 'CUX', elements: [['2', 'EUR', '9']] },
  ];
  for (let line = 1; line <= lines; line += 1) {
    const qty = 6 * (((index + line) % 8) + 1);
    const sku = `ACM-${String(1000 + ((index * 7 + line) % 9000)).padStart(4, '0')}`;
    segments.push(
      { tag: 'LIN', elements: [String(line), '', [`40063813${String(33931 + line)}`, 'EN']] },
      { tag: 'PIA', elements: ['1', [sku, 'SA']] },
      { tag: 'IMD', elements: ['F', '', ['', '', '', `GENERATED ITEM ${line} + LID`]] },
      { tag: 'QTY', elements: [['21', String(qty)]] },
      { tag: 'PRI', elements: [['AAA', '11.20']] },
    );
  }
  segments.push({ tag: 'UNS', elements: ['S'] }, { tag: 'CNT', elements: [['2', String(lines)]] });
  return segments;
}

/**
 * One UNOC interchange of `count` ORDERS messages (D.96A, EAN008), as text chunks of about
 * `chunkSize` characters: send them as Latin-1 (`encodeEdifactText(chunk, 'UNOC')`).
 */
export async function* generateEdifactOrders(
  options: EdifactOrdersGeneratorOptions,
): AsyncGenerator<string, void, undefined> {
  const chunkSize = options.chunkSize ?? 64 * 1024;
  const lines = options.linesPerOrder ?? 3;
  const newline = options.newline ?? '\n';
  const controlReference = options.controlReference ?? 1;
  const timestamp = options.timestamp ?? new Date(Date.UTC(2025, 10, 20, 10, 30));
  const header = {
    syntaxId: 'UNOC',
    senderId: options.senderId ?? '4012345000009',
    senderQualifier: '14',
    recipientId: options.recipientId ?? '4098765000002',
    recipientQualifier: '14',
    controlReference,
  };
  // The writer writes whole interchanges: its messages are cut out of batches of them, so that
  // only one batch is ever held, and the UNA/UNB and UNZ around them are written once.
  const batchSize = 10;
  let chunk = '';
  for (let first = 0; first < options.count; first += batchSize) {
    const messages: EdifactMessageInput[] = [];
    for (let index = first; index < Math.min(first + batchSize, options.count); index += 1) {
      messages.push({
        reference: index + 1,
        type: 'ORDERS',
        version: 'D',
        release: '96A',
        agency: 'UN',
        associationCode: 'EAN008',
        segments: edifactOrderSegments(index + 1, lines),
      });
    }
    const text = writeEdifact({ header, messages }, { newline, timestamp });
    const body = text.indexOf(`UNH+`);
    if (first === 0) chunk += text.slice(0, body);
    chunk += text.slice(body, text.lastIndexOf(`UNZ+`));
    if (chunk.length >= chunkSize) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}UNZ+${options.count}+${controlReference}'${newline}`;
}
