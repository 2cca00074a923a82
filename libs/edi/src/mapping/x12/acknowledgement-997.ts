/**
 * 997 functional acknowledgment, both ways: CanonicalAcknowledgement ↔ AK1, AK2 / AK3 / AK4 /
 * AK5 per transaction set, AK9. An error with an element position is an AK4 under an AK3 with
 * code 8 (segment has data element errors); one without is an AK3 with its own code.
 */
import type { CanonicalAcknowledgement } from '@portal/contracts';
import type { Segment, SegmentInput } from '../../segment';
import { EdiWriteError } from '../../writer-common';
import type { X12TransactionSet } from '../../x12-envelope';
import type { InboundMapping } from '../mapping-types';
import { defined, SetReader } from './common';

type Transaction = CanonicalAcknowledgement['transactions'][number];
type AcknowledgedError = Transaction['errors'][number];

/** AK501: M, W and X (security failures) are rejections too. */
const setStatusCodes = { A: 'A', E: 'E', R: 'R', M: 'R', W: 'R', X: 'R' } as const;
/** AK901 */
const groupStatusCodes = { A: 'A', E: 'E', P: 'P', R: 'R', M: 'R', W: 'R', X: 'R' } as const;
/** AK502–AK506 and AK905–AK909: five codes at most. */
const maxCodes = 5;
const segmentHasElementErrors = '8';

const codesOf = (reader: SetReader, segment: Segment, first: number): string[] => {
  const codes: string[] = [];
  for (let position = first; position < first + maxCodes; position += 1) {
    const code = reader.text(segment, position);
    if (code !== undefined) codes.push(code);
  }
  return codes;
};

interface OpenTransaction {
  readonly segment: Segment;
  readonly setId: string | undefined;
  readonly controlNumber: string | undefined;
  readonly errors: AcknowledgedError[];
  status?: Transaction['status'];
  codes: string[];
}

interface OpenSegmentError {
  readonly error: AcknowledgedError;
  /** AK304 8 is reported through its AK4s; alone, it is the error itself. */
  readonly deferred: boolean;
  elementErrors: number;
}

export function mapX12FunctionalAcknowledgment(set: X12TransactionSet): InboundMapping {
  const reader = new SetReader(set);
  const ak1 = set.segments[0];
  if (ak1?.tag !== 'AK1') {
    reader.missingSegment('AK1', 2, 'The 997 has no AK1 group response header after its ST');
    return { ok: false, issues: reader.issues };
  }
  const functionalId = reader.required(ak1, 1, 'functional identifier code');
  const groupControlNumber = reader.required(ak1, 2, 'group control number');

  const transactions: OpenTransaction[] = [];
  let transaction: OpenTransaction | undefined;
  let segmentError: OpenSegmentError | undefined;
  let ak9: Segment | undefined;

  const closeSegmentError = (): void => {
    if (segmentError?.deferred === true && segmentError.elementErrors === 0) {
      transaction?.errors.push(segmentError.error);
    }
    segmentError = undefined;
  };
  const closeTransaction = (next: Segment | undefined): void => {
    closeSegmentError();
    if (transaction !== undefined && transaction.status === undefined) {
      reader.missingSegment(
        'AK5',
        next === undefined ? reader.trailerPosition : reader.positionOf(next),
        `The AK2 at segment ${reader.positionOf(transaction.segment)} has no AK5 response trailer`,
      );
    }
    transaction = undefined;
  };

  for (const segment of set.segments.slice(1)) {
    switch (segment.tag) {
      case 'AK2':
        closeTransaction(segment);
        transaction = {
          segment,
          setId: reader.required(segment, 1, 'transaction set identifier code'),
          controlNumber: reader.required(segment, 2, 'transaction set control number'),
          errors: [],
          codes: [],
        };
        transactions.push(transaction);
        break;
      case 'AK3': {
        closeSegmentError();
        if (transaction === undefined) break;
        const code = reader.text(segment, 4);
        const error = defined({
          segmentTag: reader.required(segment, 1, 'segment id code'),
          segmentPosition: reader.integer(segment, 2, 'segment position in transaction set', true),
          code: code ?? segmentHasElementErrors,
        });
        const deferred = code === undefined || code === segmentHasElementErrors;
        if (!deferred) transaction.errors.push(error);
        segmentError = { error, deferred, elementErrors: 0 };
        break;
      }
      case 'AK4': {
        if (transaction === undefined) break;
        const code = reader.required(segment, 3, 'data element syntax error code');
        if (code === undefined) break;
        const error = defined({
          segmentTag: segmentError?.error.segmentTag,
          segmentPosition: segmentError?.error.segmentPosition,
          elementPosition: reader.integer(segment, 1, 'position in segment', true),
          code,
          badValue: reader.text(segment, 4),
        });
        transaction.errors.push(error);
        if (segmentError !== undefined) segmentError.elementErrors += 1;
        break;
      }
      case 'AK5':
        closeSegmentError();
        if (transaction === undefined) break;
        transaction.status = reader.code(
          segment,
          1,
          'transaction set acknowledgment code',
          setStatusCodes,
          true,
        );
        // Even an unreadable AK501 closes the set: only the missing AK5 is reported as such.
        transaction.status ??= 'R';
        transaction.codes = codesOf(reader, segment, 2);
        closeTransaction(undefined);
        break;
      case 'AK9':
        closeTransaction(segment);
        ak9 ??= segment;
        break;
      default:
        break;
    }
  }
  closeTransaction(undefined);
  if (ak9 === undefined) {
    reader.missingSegment(
      'AK9',
      reader.trailerPosition,
      'The 997 has no AK9 group response trailer',
    );
    return { ok: false, issues: reader.issues };
  }
  const status = reader.code(ak9, 1, 'functional group acknowledge code', groupStatusCodes, true);
  const transactionsIncluded = reader.integer(ak9, 2, 'number of transaction sets included', true);
  const transactionsReceived = reader.integer(ak9, 3, 'number of received transaction sets', true);
  const transactionsAccepted = reader.integer(ak9, 4, 'number of accepted transaction sets', true);
  if (status === undefined || !reader.ok) return { ok: false, issues: reader.issues };

  const document: CanonicalAcknowledgement = defined({
    kind: 'acknowledgement',
    functionalId,
    groupControlNumber,
    status,
    codes: codesOf(reader, ak9, 5),
    transactionsIncluded,
    transactionsReceived,
    transactionsAccepted,
    transactions: transactions.map((open): Transaction => ({
      setId: open.setId ?? '',
      controlNumber: open.controlNumber ?? '',
      status: open.status ?? 'R',
      codes: open.codes,
      errors: open.errors,
    })),
  });
  return { ok: true, document };
}

/**
 * The segments between ST and SE of a 997 for `acknowledgement`. A 997 answers one functional
 * group: without `functionalId` and `groupControlNumber` (a CONTRL-only acknowledgement) there is
 * nothing to write, a programming error. Codes beyond the fifth and errors without a segment tag
 * and position (AK301/AK302 are mandatory) are not written.
 */
export function functionalAcknowledgmentSegments(
  acknowledgement: CanonicalAcknowledgement,
): SegmentInput[] {
  const { functionalId, groupControlNumber } = acknowledgement;
  if (functionalId === undefined || groupControlNumber === undefined) {
    throw new EdiWriteError(
      'A 997 answers one functional group: the acknowledgement needs functionalId and groupControlNumber',
      'AK1',
    );
  }
  const segments: SegmentInput[] = [{ tag: 'AK1', elements: [functionalId, groupControlNumber] }];
  for (const transaction of acknowledgement.transactions) {
    segments.push({ tag: 'AK2', elements: [transaction.setId, transaction.controlNumber] });
    for (const group of bySegment(transaction.errors)) segments.push(...errorSegments(group));
    segments.push({
      tag: 'AK5',
      elements: [transaction.status, ...transaction.codes.slice(0, maxCodes)],
    });
  }
  const { transactions } = acknowledgement;
  const accepted = transactions.filter((t) => t.status === 'A' || t.status === 'E').length;
  segments.push({
    tag: 'AK9',
    elements: [
      acknowledgement.status,
      String(acknowledgement.transactionsIncluded ?? transactions.length),
      String(acknowledgement.transactionsReceived ?? transactions.length),
      String(acknowledgement.transactionsAccepted ?? accepted),
      ...acknowledgement.codes.slice(0, maxCodes),
    ],
  });
  return segments;
}

/** Consecutive errors of the same segment, which share one AK3 (or a run of AK3s). */
function bySegment(errors: readonly AcknowledgedError[]): AcknowledgedError[][] {
  const groups: AcknowledgedError[][] = [];
  let last: AcknowledgedError[] | undefined;
  for (const error of errors) {
    if (error.segmentTag === undefined || error.segmentPosition === undefined) continue;
    const head = last?.[0];
    if (
      last !== undefined &&
      head?.segmentTag === error.segmentTag &&
      head.segmentPosition === error.segmentPosition
    ) {
      last.push(error);
    } else {
      last = [error];
      groups.push(last);
    }
  }
  return groups;
}

/** AK3s for the segment's own errors (or one AK3 8), then an AK4 per element error. */
function errorSegments(errors: readonly AcknowledgedError[]): SegmentInput[] {
  const [first] = errors;
  if (first === undefined) return [];
  const ak3 = (code: string): SegmentInput => ({
    tag: 'AK3',
    elements: [first.segmentTag ?? '', String(first.segmentPosition ?? ''), '', code],
  });
  const own = errors.filter((error) => error.elementPosition === undefined);
  const elements = errors.filter((error) => error.elementPosition !== undefined);
  const segments: SegmentInput[] =
    own.length === 0 ? [ak3(segmentHasElementErrors)] : own.map((error) => ak3(error.code));
  for (const error of elements) {
    segments.push({
      tag: 'AK4',
      elements: [String(error.elementPosition), '', error.code, error.badValue ?? ''],
    });
  }
  return segments;
}
