/**
 * What to acknowledge for an inbound X12 functional group (the 997 content) and for an interchange
 * whose groups cannot be read (a TA1). Pure functions of what the parse and the mappings found.
 */
import type { CanonicalAcknowledgement } from '@portal/contracts';
import type { Ta1NoteCode, X12EnvelopeError } from '../../envelope-error';
import type { SegmentInput } from '../../segment';
import type { X12GroupHeader, X12InterchangeHeader } from '../../x12-envelope';
import type { MappingIssue } from '../mapping-types';
import { defined } from './common';

type Transaction = CanonicalAcknowledgement['transactions'][number];
type AcknowledgedError = Transaction['errors'][number];

/** One transaction set of the group. An `X12TransactionSet` (parsed or streamed) is one. */
export interface X12AcknowledgedSet {
  /** ST01 */
  readonly setId: string;
  /** ST02 */
  readonly controlNumber: string;
  /**
   * Position of the ST in the interchange (`X12TransactionSet.position`): envelope errors count
   * segments in the interchange, AK302 counts them in the set. Without it, envelope errors give
   * AK5 codes but no AK3/AK4.
   */
  readonly position?: number;
  /** The set's envelope errors (`X12TransactionSet.errors`). */
  readonly errors?: readonly X12EnvelopeError[];
}

/**
 * One functional group to acknowledge. An `X12FunctionalGroup` from `parseX12` is one; when
 * streaming with `readX12`, collect the `transaction` of each event of the group and take
 * `header` and `errors` from the group's `X12GroupSummary` in the summary event.
 */
export interface X12GroupToAcknowledge {
  readonly header: Pick<X12GroupHeader, 'functionalId' | 'controlNumber'>;
  /** Every transaction set read in the group, in order. */
  readonly transactions: readonly X12AcknowledgedSet[];
  /**
   * Envelope errors of the group: its own (level `group`, reported in AK9) and, if the caller
   * has them only here, its sets' (level `transaction`, matched to a set by ST02). An error
   * given both here and in a set's `errors` (same code, place and message) counts once.
   */
  readonly errors?: readonly X12EnvelopeError[];
}

export interface X12AcknowledgeOptions {
  /** Mapping issues (from `mapX12Transaction`) by the ST02 of their set. */
  readonly issues?:
    | ReadonlyMap<string, readonly MappingIssue[]>
    | Readonly<Record<string, readonly MappingIssue[]>>;
  /** GE01 as the partner sent it, when known; by default the number of sets read. */
  readonly transactionsIncluded?: number;
  /** The interchange the group came in, recorded in the acknowledgement (a 997 omits it). */
  readonly interchange?: Pick<X12InterchangeHeader, 'controlNumber' | 'senderId' | 'receiverId'>;
}

const issuesOf = (
  issues: X12AcknowledgeOptions['issues'],
  controlNumber: string,
): readonly MappingIssue[] => {
  if (issues === undefined) return [];
  if (issues instanceof Map) return issues.get(controlNumber) ?? [];
  return Object.hasOwn(issues, controlNumber)
    ? ((issues as Readonly<Record<string, readonly MappingIssue[]>>)[controlNumber] ?? [])
    : [];
};

/** AK502 one or more segments in error: what mapping issues and AK3-only errors reject a set with. */
const segmentsInError = '5';

/**
 * The functional acknowledgement of one group:
 * - a set with envelope errors or mapping issues is rejected (AK5 R) with the AK5 codes of its
 *   errors and AK3/AK4 entries for the segments and elements at fault; an issue on ST carries an
 *   AK5 code (e.g. '1', not supported) and is reported in AK5 only;
 * - group errors (GE count or control number, missing GE…) reject the group and every set in it,
 *   with their AK9 codes;
 * - AK9 is A when every set is accepted, P when some are, R when none are (or the group has
 *   errors or no sets). Counts: included = `transactionsIncluded` or the sets read, received =
 *   the sets read, accepted = the sets with AK5 A.
 */
export function acknowledgeX12Group(
  group: X12GroupToAcknowledge,
  options: X12AcknowledgeOptions = {},
): CanonicalAcknowledgement {
  const groupErrors = (group.errors ?? []).filter((error) => error.level === 'group');
  const groupRejected = groupErrors.length > 0;
  const transactions = group.transactions.map((set) => {
    // Keyed by content: the same error may come from the set and the group, or from copies.
    const envelopeErrors = new Map<string, X12EnvelopeError>();
    const add = (error: X12EnvelopeError): void => {
      const key = [error.code, error.segmentPosition, error.elementPosition, error.message];
      envelopeErrors.set(JSON.stringify(key), error);
    };
    for (const error of set.errors ?? []) add(error);
    for (const error of group.errors ?? []) {
      if (error.level === 'transaction' && error.controlNumber === set.controlNumber) add(error);
    }
    return acknowledgeSet(
      set,
      [...envelopeErrors.values()],
      issuesOf(options.issues, set.controlNumber),
      groupRejected,
    );
  });
  const received = transactions.length;
  const accepted = transactions.filter((transaction) => transaction.status === 'A').length;
  const status = groupRejected || accepted === 0 ? 'R' : accepted === received ? 'A' : 'P';
  return defined({
    kind: 'acknowledgement',
    interchangeControlNumber: options.interchange?.controlNumber,
    interchangeSender: options.interchange?.senderId,
    interchangeRecipient: options.interchange?.receiverId,
    functionalId: group.header.functionalId,
    groupControlNumber: group.header.controlNumber,
    status,
    codes: unique(groupErrors.map((error) => error.ack.ak9)),
    transactionsIncluded: options.transactionsIncluded ?? received,
    transactionsReceived: received,
    transactionsAccepted: accepted,
    transactions,
  });
}

function acknowledgeSet(
  set: X12AcknowledgedSet,
  envelopeErrors: readonly X12EnvelopeError[],
  issues: readonly MappingIssue[],
  groupRejected: boolean,
): Transaction {
  const codes: (string | undefined)[] = [];
  const errors: AcknowledgedError[] = [];
  for (const error of envelopeErrors) {
    const { ak3, ak4, ak5 } = error.ack;
    codes.push(ak5 ?? (ak3 !== undefined || ak4 !== undefined ? segmentsInError : undefined));
    const code = ak4 ?? ak3;
    if (code === undefined || set.position === undefined) continue;
    errors.push(
      defined({
        segmentTag: error.segmentTag,
        segmentPosition: error.segmentPosition - set.position + 1,
        // An AK3-only error is about the segment: its element position is not reported.
        elementPosition: ak4 === undefined ? undefined : error.elementPosition,
        code,
      }),
    );
  }
  for (const issue of issues) {
    if (issue.segmentTag === 'ST') {
      codes.push(issue.code);
      continue;
    }
    codes.push(segmentsInError);
    errors.push(
      defined({
        segmentTag: issue.segmentTag,
        segmentPosition: issue.segmentPosition,
        elementPosition: issue.elementPosition,
        code: issue.code,
        badValue: issue.badValue,
      }),
    );
  }
  const rejected = groupRejected || envelopeErrors.length > 0 || issues.length > 0;
  return {
    setId: set.setId,
    controlNumber: set.controlNumber,
    status: rejected ? 'R' : 'A',
    codes: unique(codes),
    errors,
  };
}

const unique = (codes: readonly (string | undefined)[]): string[] => [
  ...new Set(codes.filter((code): code is string => code !== undefined)),
];

/**
 * The TA1 interchange acknowledgment for an interchange: ISA13, ISA09, ISA10, the
 * acknowledgment code (A with note 000, else R unless `ackCode` says E) and the note code. It is
 * written between ISA and the first GS (e.g. `X12Writer.segment`), for interchanges whose groups
 * cannot be read or whose sender asked for it (ISA14 = 1).
 */
export function x12InterchangeAcknowledgement(
  header: Pick<X12InterchangeHeader, 'controlNumber' | 'date' | 'time'>,
  noteCode: Ta1NoteCode,
  ackCode?: 'A' | 'E' | 'R',
): SegmentInput {
  return {
    tag: 'TA1',
    elements: [
      header.controlNumber,
      header.date,
      header.time,
      ackCode ?? (noteCode === '000' ? 'A' : 'R'),
      noteCode,
    ],
  };
}
