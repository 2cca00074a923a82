// An independent structural check of the invoices we write (docs/invoices.md): X12 810 and
// EDIFACT INVOIC interchanges, read here without libs/edi (the segment readers of
// ship-notice-structure.ts split the text) so a fault shared by the writer and the reader cannot
// hide, and the amounts compared as exact decimals with the totals the contracts compute. Tests
// only.
import {
  compareDecimals,
  formatMinor,
  isDecimal,
  toMinor,
  type InvoiceAmounts,
} from '@portal/contracts';
import {
  countProblem,
  edifactSegments,
  element,
  referenceProblem,
  x12Segments,
  type Segment,
} from './ship-notice-structure';

/** What the file should say: the totals the invoice was calculated to, its lines, its kind. */
export interface ExpectedInvoice {
  readonly totals: InvoiceAmounts;
  /** IT1 / LIN count. */
  readonly lines?: number;
  /** BIG07 CR / BGM 381 and a reference to the original invoice; false: an invoice. */
  readonly creditMemo?: boolean;
}

/** Decimals are compared in millionths: the finest the contracts' decimals go. */
const scale = 6;
const micros = (text: string): bigint => toMinor(text, scale);
const plain = (value: bigint): string => formatMinor(value, scale).replace(/\.?0+$/, '');

/** `stated` must equal `expected` exactly (both decimal strings). */
function amountProblem(where: string, stated: string, expected: string | undefined): string[] {
  if (expected === undefined) return [];
  return compareDecimals(stated, expected) === 0
    ? []
    : [`${where} is ${stated}, expected ${expected}`];
}

/** `total` must be the exact sum of `parts` (a part is subtracted when its sign is -1). */
function sumProblem(
  where: string,
  total: string | undefined,
  parts: readonly (readonly [sign: 1 | -1, name: string, value: string | undefined])[],
): string[] {
  if (total === undefined || parts.some(([, , value]) => value === undefined)) return [];
  const sum = parts.reduce((acc, [sign, , value]) => acc + BigInt(sign) * micros(value ?? '0'), 0n);
  if (sum === micros(total)) return [];
  const formula = parts
    .map(([sign, name], index) => `${index === 0 ? '' : sign < 0 ? ' − ' : ' + '}${name}`)
    .join('');
  return [`${where} ${total} is not ${formula} (${plain(sum)})`];
}

// ---------------------------------------------------------------------------------------------
// Envelopes

interface Body {
  readonly segments: readonly Segment[];
  /** `set 0001` / `message 1`, for the messages. */
  readonly where: string;
}

/** ISA/IEA, GS/GE and ST/SE counts and control numbers; each 810 body handed to `check`. */
function x12EnvelopeProblems(segments: readonly Segment[], check: (body: Body) => string[]) {
  const problems: string[] = [];
  const [isa] = segments;
  const last = segments[segments.length - 1];
  if (isa?.tag !== 'ISA') return ['the interchange does not start with ISA'];
  if (last?.tag !== 'IEA') problems.push('the interchange does not end with IEA');
  let groups = 0;
  let sets = 0;
  let group: { gs: Segment; sets: number } | undefined;
  let set: { st: Segment; from: number } | undefined;
  segments.forEach((segment, index) => {
    const at = `(${segment.position})`;
    switch (segment.tag) {
      case 'GS':
        if (group !== undefined) problems.push(`GS ${at}: the group before has no GE`);
        groups += 1;
        group = { gs: segment, sets: 0 };
        break;
      case 'GE':
        if (group === undefined) {
          problems.push(`GE ${at}: no GS before it`);
          break;
        }
        problems.push(
          ...countProblem(`GE01 ${at}`, element(segment, 0), group.sets, 'ST in the group'),
          ...referenceProblem(`GE02 ${at}`, element(segment, 1), element(group.gs, 5)),
        );
        group = undefined;
        break;
      case 'ST':
        if (set !== undefined) problems.push(`ST ${at}: the set before has no SE`);
        if (group === undefined) problems.push(`ST ${at}: outside a GS / GE group`);
        else group.sets += 1;
        sets += 1;
        set = { st: segment, from: index };
        if (element(segment, 0) !== '810') {
          problems.push(`ST01 ${at} is ${element(segment, 0)}, not 810`);
        }
        break;
      case 'SE': {
        if (set === undefined) {
          problems.push(`SE ${at}: no ST before it`);
          break;
        }
        problems.push(
          ...countProblem(
            `SE01 ${at}`,
            element(segment, 0),
            index - set.from + 1,
            'segments from ST to SE',
          ),
          ...referenceProblem(`SE02 ${at}`, element(segment, 1), element(set.st, 1)),
          ...check({
            segments: segments.slice(set.from + 1, index),
            where: `set ${element(set.st, 1)}`,
          }),
        );
        set = undefined;
        break;
      }
      default:
    }
  });
  if (group !== undefined) problems.push('the last group has no GE');
  if (set !== undefined) problems.push('the last transaction set has no SE');
  if (sets === 0) problems.push('no 810 transaction set');
  if (last?.tag === 'IEA') {
    problems.push(
      ...countProblem('IEA01', element(last, 0), groups, 'GS groups'),
      ...referenceProblem('IEA02', element(last, 1), element(isa, 12)),
    );
  }
  return problems;
}

/** UNB/UNZ and UNH/UNT counts and references; each INVOIC body handed to `check`. */
function edifactEnvelopeProblems(segments: readonly Segment[], check: (body: Body) => string[]) {
  const problems: string[] = [];
  const [unb] = segments;
  const last = segments[segments.length - 1];
  if (unb?.tag !== 'UNB') return ['the interchange does not start with UNB'];
  if (last?.tag !== 'UNZ') problems.push('the interchange does not end with UNZ');
  let messages = 0;
  let groups = 0;
  let message: { unh: Segment; from: number } | undefined;
  segments.forEach((segment, index) => {
    const at = `(${segment.position})`;
    switch (segment.tag) {
      case 'UNG':
        groups += 1;
        break;
      case 'UNH':
        if (message !== undefined) problems.push(`UNH ${at}: the message before has no UNT`);
        messages += 1;
        message = { unh: segment, from: index };
        if (element(segment, 1) !== 'INVOIC') {
          problems.push(`UNH ${at}: message type ${element(segment, 1)}, not INVOIC`);
        }
        break;
      case 'UNT': {
        if (message === undefined) {
          problems.push(`UNT ${at}: no UNH before it`);
          break;
        }
        const reference = element(message.unh, 0);
        problems.push(
          ...countProblem(
            `UNT01 ${at}`,
            element(segment, 0),
            index - message.from + 1,
            'segments from UNH to UNT',
          ),
          ...referenceProblem(`UNT02 ${at}`, element(segment, 1), reference),
          ...check({
            segments: segments.slice(message.from + 1, index),
            where: `message ${reference}`,
          }),
        );
        message = undefined;
        break;
      }
      default:
    }
  });
  if (message !== undefined) problems.push('the last message has no UNT');
  if (messages === 0) problems.push('no INVOIC message');
  if (last?.tag === 'UNZ') {
    problems.push(
      ...countProblem(
        'UNZ01',
        element(last, 0),
        groups > 0 ? groups : messages,
        groups > 0 ? 'groups' : 'messages',
      ),
      ...referenceProblem('UNZ02', element(last, 1), element(unb, 4)),
    );
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// 810

/** N2 (implied two decimals) as a decimal string: 71445 → 714.45; undefined when not N2. */
const cents = (value: string): string | undefined =>
  /^-?\d+$/.test(value) ? formatMinor(BigInt(value), 2) : undefined;

function invoice810Problems({ segments, where }: Body, expected?: ExpectedInvoice): string[] {
  const problems: string[] = [];
  const at = (segment: Segment): string => `${where} ${segment.tag} (${segment.position})`;
  const indexes = (tag: string): number[] =>
    segments.flatMap((segment, index) => (segment.tag === tag ? [index] : []));
  const [first] = segments;
  if (first?.tag !== 'BIG') problems.push(`${where}: BIG is not the first segment after ST`);
  const lines = indexes('IT1');
  const lastLine = lines[lines.length - 1] ?? -1;
  if (lines.length === 0) problems.push(`${where}: no IT1 line`);
  for (const index of lines) {
    const it1 = segments[index];
    const paired = [1, 2, 3].map((position) => (it1 === undefined ? '' : element(it1, position)));
    if (it1 !== undefined && paired.some((value) => value === '')) {
      problems.push(`${at(it1)}: IT102 quantity, IT103 unit and IT104 price go together`);
    }
  }
  if (expected?.lines !== undefined && lines.length !== expected.lines) {
    problems.push(`${where}: ${lines.length} IT1 lines, expected ${expected.lines}`);
  }

  const tdsAt = indexes('TDS');
  const tds = tdsAt.length === 1 ? segments[tdsAt[0] ?? -1] : undefined;
  if (tdsAt.length !== 1) problems.push(`${where}: ${tdsAt.length} TDS segments, expected 1`);
  if (tds !== undefined && (tdsAt[0] ?? -1) < lastLine) {
    problems.push(`${at(tds)}: the total comes before the last IT1 line`);
  }
  const cttAt = indexes('CTT');
  const ctt = cttAt.length === 1 ? segments[cttAt[0] ?? -1] : undefined;
  if (ctt === undefined) {
    problems.push(`${where}: ${cttAt.length} CTT segments, expected 1`);
  } else {
    problems.push(...countProblem(`${at(ctt)} CTT01`, element(ctt, 0), lines.length, 'IT1 lines'));
    if ((cttAt[0] ?? -1) < (tdsAt[0] ?? -1)) problems.push(`${at(ctt)}: CTT comes before TDS`);
  }

  const credit = first?.tag === 'BIG' && element(first, 6) === 'CR';
  if (expected?.creditMemo !== undefined && credit !== expected.creditMemo) {
    problems.push(
      `${where}: BIG07 is "${first === undefined ? '' : element(first, 6)}", expected ${expected.creditMemo ? '"CR" (a credit memo)' : 'none (an invoice)'}`,
    );
  }
  const heading = segments.slice(0, lines[0] ?? segments.length);
  if (credit && !heading.some((s) => s.tag === 'REF' && element(s, 0) === 'OI')) {
    problems.push(`${where}: a credit memo without REF*OI naming the original invoice`);
  }

  if (tds === undefined) return problems;
  const grand = cents(element(tds, 0));
  const basisText = element(tds, 1);
  const basis = basisText === '' ? undefined : cents(basisText);
  if (grand === undefined) problems.push(`${at(tds)}: TDS01 "${element(tds, 0)}" is not N2 cents`);
  if (basisText !== '' && basis === undefined) {
    problems.push(`${at(tds)}: TDS02 "${basisText}" is not N2 cents`);
  }
  // The summary's TXI amounts: the invoice's tax.
  const summaryTax = segments
    .slice((tdsAt[0] ?? 0) + 1)
    .filter((segment) => segment.tag === 'TXI' && element(segment, 1) !== '');
  const badTax = summaryTax.filter((segment) => !isDecimal(element(segment, 1)));
  for (const segment of badTax) {
    problems.push(`${at(segment)}: TXI02 "${element(segment, 1)}" is not a decimal`);
  }
  const tax =
    summaryTax.length === 0 || badTax.length > 0
      ? undefined
      : plain(summaryTax.reduce((sum, segment) => sum + micros(element(segment, 1)), 0n));
  if (grand !== undefined) {
    problems.push(...amountProblem(`${at(tds)} TDS01`, grand, expected?.totals.grandTotal));
  }
  if (basis !== undefined) {
    problems.push(...amountProblem(`${at(tds)} TDS02`, basis, expected?.totals.taxBasisTotal));
  }
  if (tax !== undefined) {
    problems.push(...amountProblem(`${where} summary TXI02`, tax, expected?.totals.taxTotal));
  } else if (expected !== undefined && compareDecimals(expected.totals.taxTotal, '0') !== 0) {
    problems.push(`${where}: no summary TXI, but the tax total is ${expected.totals.taxTotal}`);
  }
  problems.push(
    ...sumProblem(`${at(tds)} TDS01`, grand, [
      [1, 'TDS02', basis],
      [1, 'TXI02', tax ?? (basis === undefined ? undefined : '0')],
    ]),
  );
  return problems;
}

// ---------------------------------------------------------------------------------------------
// INVOIC

/** BGM 1001 of an invoice and of a credit note. */
const documentNames = { invoice: '380', creditMemo: '381' } as const;

/** Summary MOA qualifiers and the totals they carry. */
const summaryAmounts = {
  '79': 'lineTotal',
  '259': 'chargeTotal',
  '260': 'allowanceTotal',
  '125': 'taxBasisTotal',
  '176': 'taxTotal',
  '77': 'grandTotal',
  '113': 'prepaid',
  '9': 'duePayable',
} as const satisfies Readonly<Record<string, keyof InvoiceAmounts>>;

function invoicProblems({ segments, where }: Body, expected?: ExpectedInvoice): string[] {
  const problems: string[] = [];
  const [bgm] = segments;
  const name = bgm?.tag === 'BGM' ? element(bgm, 0) : '';
  if (bgm?.tag !== 'BGM') problems.push(`${where}: BGM is not the first segment after UNH`);
  else if (name !== documentNames.invoice && name !== documentNames.creditMemo) {
    problems.push(`${where} BGM (${bgm.position}): document name ${name}, not 380 or 381`);
  }
  if (expected?.creditMemo !== undefined && bgm?.tag === 'BGM') {
    const wanted = expected.creditMemo ? documentNames.creditMemo : documentNames.invoice;
    if (name !== wanted) {
      problems.push(
        `${where} BGM (${bgm.position}): document name ${name}, expected ${wanted} (${expected.creditMemo ? 'a credit note' : 'an invoice'})`,
      );
    }
  }
  if (!segments.some((s) => s.tag === 'DTM' && (s.elements[0]?.[0] ?? '') === '137')) {
    problems.push(`${where}: no DTM+137 document date`);
  }
  const firstLine = segments.findIndex((segment) => segment.tag === 'LIN');
  const heading = segments.slice(0, firstLine < 0 ? segments.length : firstLine);
  if (
    name === documentNames.creditMemo &&
    !heading.some((s) => s.tag === 'RFF' && (s.elements[0]?.[0] ?? '') === 'OI')
  ) {
    problems.push(`${where}: a credit note without RFF+OI naming the original invoice`);
  }

  const unsAt = segments.flatMap((segment, index) => (segment.tag === 'UNS' ? [index] : []));
  const uns = unsAt[0];
  if (unsAt.length !== 1 || uns === undefined) {
    problems.push(`${where}: ${unsAt.length} UNS segments, expected 1`);
    return problems;
  }
  const lines = segments.slice(0, uns).filter((segment) => segment.tag === 'LIN').length;
  if (segments.slice(uns).some((segment) => segment.tag === 'LIN')) {
    problems.push(`${where}: a LIN after UNS`);
  }
  if (lines === 0) problems.push(`${where}: no LIN line`);
  if (expected?.lines !== undefined && lines !== expected.lines) {
    problems.push(`${where}: ${lines} LIN lines, expected ${expected.lines}`);
  }
  const summary = segments.slice(uns + 1);
  const counts = summary.filter((s) => s.tag === 'CNT' && (s.elements[0]?.[0] ?? '') === '2');
  const [count] = counts;
  if (count === undefined || counts.length > 1) {
    problems.push(`${where}: ${counts.length} CNT+2 segments, expected 1`);
  } else {
    problems.push(
      ...countProblem(`${where} CNT+2`, count.elements[0]?.[1] ?? '', lines, 'LIN lines'),
    );
  }

  // The summary's own MOAs: those before its first TAX group (whose MOAs are the tax's).
  const firstTax = summary.findIndex((segment) => segment.tag === 'TAX');
  const amounts = new Map<string, string>();
  for (const moa of summary.slice(0, firstTax < 0 ? summary.length : firstTax)) {
    if (moa.tag !== 'MOA') continue;
    const [qualifier = '', value = ''] = moa.elements[0] ?? [];
    if (!isDecimal(value)) {
      problems.push(`${where} MOA (${moa.position}): "${value}" is not a decimal`);
    } else if (!amounts.has(qualifier)) {
      amounts.set(qualifier, value);
    }
  }
  for (const required of ['79', '77']) {
    if (!amounts.has(required)) problems.push(`${where}: no summary MOA+${required}`);
  }
  for (const [qualifier, total] of Object.entries(summaryAmounts)) {
    const stated = amounts.get(qualifier);
    if (stated === undefined) continue;
    problems.push(...amountProblem(`${where} MOA+${qualifier}`, stated, expected?.totals[total]));
  }
  if (expected !== undefined && !amounts.has('176')) {
    if (compareDecimals(expected.totals.taxTotal, '0') !== 0) {
      problems.push(`${where}: no MOA+176, but the tax total is ${expected.totals.taxTotal}`);
    }
  }
  const get = (qualifier: string): string | undefined => amounts.get(qualifier);
  problems.push(
    ...sumProblem(`${where} MOA+125`, get('125'), [
      [1, 'MOA+79', get('79')],
      [1, 'MOA+259', get('259') ?? '0'],
      [-1, 'MOA+260', get('260') ?? '0'],
    ]),
    ...sumProblem(`${where} MOA+77`, get('77'), [
      [1, 'MOA+125', get('125')],
      [1, 'MOA+176', get('176') ?? '0'],
    ]),
    ...sumProblem(`${where} MOA+9`, get('9'), [
      [1, 'MOA+77', get('77')],
      [-1, 'MOA+113', get('113') ?? '0'],
    ]),
  );
  return problems;
}

/**
 * What is structurally wrong with an X12 810 or EDIFACT INVOIC interchange, one sentence each;
 * empty when nothing is. Envelopes as for ship notices (ISA13 = IEA02, GS06 = GE02, ST02 = SE02,
 * the counts; UNB05 = UNZ02, UNH01 = UNT02, the counts). 810: BIG first, IT1 lines each with
 * quantity, unit and price, one TDS after
 * the last IT1, one CTT after it with CTT01 the IT1 count, TDS01 = TDS02 + the summary TXI02s;
 * a credit memo (BIG07 CR) names its original in REF*OI. INVOIC: BGM 380 or 381, DTM+137, one
 * UNS after every LIN, CNT+2 the LIN count, summary MOA 79 and 77, 125 = 79 + 259 − 260,
 * 77 = 125 + 176, 9 = 77 − 113; a credit note (BGM 381) names its original in RFF+OI. With
 * `expected`: TDS01 / MOA+77 the grand total, TDS02 / MOA+125 the tax basis, TXI02 / MOA+176 the
 * tax, MOA+79 the line total, MOA+9 the amount due (and 259, 260, 113 when written), the line
 * count, and BIG07 / BGM saying credit memo exactly when one is expected — all exact decimals.
 */
export function invoiceStructureProblems(fileText: string, expected?: ExpectedInvoice): string[] {
  const start = fileText.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('ISA')) {
    const segments = x12Segments(start);
    if (typeof segments === 'string') return [segments];
    return x12EnvelopeProblems(segments, (body) => invoice810Problems(body, expected));
  }
  if (start.startsWith('UNA') || start.startsWith('UNB')) {
    return edifactEnvelopeProblems(edifactSegments(start), (body) =>
      invoicProblems(body, expected),
    );
  }
  return ['neither an X12 (ISA) nor an EDIFACT (UNA / UNB) interchange'];
}
