/**
 * CONTRL ↔ CanonicalAcknowledgement. UCI answers the interchange (action 4 rejected, 7
 * acknowledged, 8 received), UCF a group, UCM a message; UCS names a segment by its position in
 * the message (UNH = 1) and UCD an element of it, each with a syntax error code (0085). Errors
 * of the UNH/UNT themselves are UCM04-06, not UCS.
 */
import type { CanonicalAcknowledgement } from '@portal/contracts';
import type { EdifactMessage } from '../../edifact-envelope';
import type { EdifactMessageInput } from '../../edifact-writer';
import { getElement, type Segment, type SegmentInput } from '../../segment';
import { EdiWriteError, fieldRef } from '../../writer-common';
import type { EdifactBuildOptions, EdifactMappingContext, InboundMapping } from '../mapping-types';
import { MessageReader, messageHeader, syntaxErrors, withoutUndefined } from './common';

type Transaction = CanonicalAcknowledgement['transactions'][number];
type AcknowledgedError = Transaction['errors'][number];

/** Service segments whose errors a UCM (or UCI) reports itself. */
const serviceSegments = new Set(['UNA', 'UNB', 'UNG', 'UNH', 'UNT', 'UNE', 'UNZ']);

interface TransactionDraft {
  readonly setId: string;
  readonly controlNumber: string;
  readonly rejected: boolean;
  readonly codes: string[];
  readonly errors: AcknowledgedError[];
  readonly groupRejected: boolean;
}

export function mapControlMessage(
  message: EdifactMessage,
  context: EdifactMappingContext,
): InboundMapping {
  const reader = new MessageReader(message, context);
  let uci: Segment | undefined;
  let interchangeRejected = false;
  const codes: string[] = [];
  const header: Partial<CanonicalAcknowledgement> = {};
  const transactions: TransactionDraft[] = [];
  const groupsRejected: boolean[] = [];
  let groupRejected = false;
  let segmentPosition: number | undefined;

  /** 0083: 4 rejected; 7 acknowledged and 8 received are not rejections. */
  const rejected = (segment: Segment, element: number): boolean | undefined => {
    const action = reader.required(segment, element, 1, 'action');
    if (action === undefined) return undefined;
    if (action === '4') return true;
    if (action === '7' || action === '8') return false;
    reader.report(
      segment,
      syntaxErrors.invalidValue,
      `${fieldRef(segment.tag, element)} action '${action}' is not 4, 7 or 8`,
      { element, badValue: action },
    );
    return undefined;
  };

  for (const segment of reader.segments) {
    const value = (element: number, component = 1) => reader.value(segment, element, component);
    switch (segment.tag) {
      case 'UCI':
        if (uci !== undefined) break;
        uci = segment;
        header.interchangeControlNumber = reader.required(segment, 1, 1, 'interchange reference');
        header.interchangeSender = value(2);
        header.interchangeRecipient = value(3);
        interchangeRejected = rejected(segment, 4) ?? false;
        if (value(5) !== undefined) codes.push(getElement(segment, 5));
        break;
      case 'UCF':
        header.groupControlNumber ??= value(1);
        groupRejected = rejected(segment, 4) ?? false;
        groupsRejected.push(groupRejected);
        break;
      case 'UCM': {
        const setId = reader.required(segment, 2, 1, 'message type');
        const controlNumber = reader.required(segment, 1, 1, 'message reference');
        const isRejected = rejected(segment, 3);
        if (setId === undefined || controlNumber === undefined || isRejected === undefined) break;
        const code = value(4);
        const tag = value(5);
        const errors: AcknowledgedError[] = [];
        if (tag !== undefined) {
          const element = reader.integer(segment, 6, 1, 'element position');
          errors.push(
            withoutUndefined({ segmentTag: tag, elementPosition: element, code: code ?? '18' }),
          );
        }
        transactions.push({
          setId,
          controlNumber,
          rejected: isRejected,
          codes: code === undefined ? [] : [code],
          errors,
          groupRejected,
        });
        segmentPosition = undefined;
        break;
      }
      case 'UCS': {
        const transaction = transactions[transactions.length - 1];
        segmentPosition = reader.integer(segment, 1, 1, 'segment position');
        const code = value(2);
        if (transaction !== undefined && code !== undefined) {
          transaction.errors.push(withoutUndefined({ segmentPosition, code }));
        }
        break;
      }
      case 'UCD': {
        const transaction = transactions[transactions.length - 1];
        const code = reader.required(segment, 1, 1, 'syntax error');
        const elementPosition = reader.integer(segment, 2, 1, 'element position');
        if (transaction !== undefined && code !== undefined) {
          transaction.errors.push(withoutUndefined({ segmentPosition, elementPosition, code }));
        }
        break;
      }
      default:
        break;
    }
  }
  if (uci === undefined) reader.missingSegment('UCI', undefined, 'CONTRL has no UCI segment');
  if (reader.issues.length > 0) return { ok: false, issues: reader.issues };

  const mapped: Transaction[] = transactions.map((draft) => ({
    setId: draft.setId,
    controlNumber: draft.controlNumber,
    status: draft.rejected || draft.groupRejected ? 'R' : draft.errors.length > 0 ? 'E' : 'A',
    codes: draft.codes,
    errors: draft.errors,
  }));
  const acknowledgement: CanonicalAcknowledgement = {
    ...header,
    kind: 'acknowledgement',
    status: overallStatus(interchangeRejected, mapped, groupsRejected),
    codes,
    transactions: mapped,
  };
  return { ok: true, document: withoutUndefined(acknowledgement) };
}

/**
 * UCI 4 rejects everything. Otherwise the messages listed decide: all accepted → A (E when some
 * were accepted with errors), none → R, some → P. Without UCMs the groups decide the same way.
 */
function overallStatus(
  interchangeRejected: boolean,
  transactions: readonly Transaction[],
  groupsRejected: readonly boolean[],
): CanonicalAcknowledgement['status'] {
  if (interchangeRejected) return 'R';
  const outcomes =
    transactions.length > 0
      ? transactions.map((transaction) => transaction.status !== 'R')
      : groupsRejected.map((isRejected) => !isRejected);
  const accepted = outcomes.filter(Boolean).length;
  if (outcomes.length > 0 && accepted === 0) return 'R';
  if (accepted < outcomes.length) return 'P';
  return transactions.some((transaction) => transaction.status === 'E') ? 'E' : 'A';
}

/** CanonicalAcknowledgement → CONTRL (see the module comment). */
export function buildControlMessage(
  acknowledgement: CanonicalAcknowledgement,
  options: EdifactBuildOptions,
): EdifactMessageInput {
  const { interchangeControlNumber, interchangeSender, interchangeRecipient } = acknowledgement;
  if (
    interchangeControlNumber === undefined ||
    interchangeSender === undefined ||
    interchangeRecipient === undefined
  ) {
    throw new EdiWriteError(
      'A CONTRL answers an interchange: interchangeControlNumber, interchangeSender and interchangeRecipient are required',
      'UCI',
    );
  }
  const action = (status: string): string => (status === 'R' ? '4' : '7');
  const segments: SegmentInput[] = [
    {
      tag: 'UCI',
      elements: [
        interchangeControlNumber,
        interchangeSender,
        interchangeRecipient,
        action(acknowledgement.status),
        acknowledgement.codes[0] ?? '',
      ],
    },
  ];
  if (acknowledgement.groupControlNumber !== undefined) {
    segments.push({
      tag: 'UCF',
      elements: [
        acknowledgement.groupControlNumber,
        interchangeSender,
        interchangeRecipient,
        action(acknowledgement.status),
      ],
    });
  }
  // UCM02 names the answered message's directory, which the acknowledgement does not record.
  const release = options.version === 'D96A' ? '96A' : '01B';
  for (const transaction of acknowledgement.transactions) {
    const service = transaction.errors.find(
      (error) => error.segmentTag !== undefined && serviceSegments.has(error.segmentTag),
    );
    segments.push({
      tag: 'UCM',
      elements: [
        transaction.controlNumber,
        [transaction.setId, 'D', release, 'UN'],
        action(transaction.status),
        transaction.codes[0] ?? service?.code ?? '',
        service?.segmentTag ?? '',
        service?.elementPosition === undefined ? '' : [String(service.elementPosition)],
      ],
    });
    segments.push(...segmentErrors(transaction.errors));
  }
  return { ...messageHeader('CONTRL', options), segments };
}

/**
 * UCS per segment in error, in the order first reported: its code when the segment itself is at
 * fault, then a UCD per element error. Errors of service segments or without a position are
 * left to the UCM.
 */
function segmentErrors(errors: readonly AcknowledgedError[]): SegmentInput[] {
  const bySegment = new Map<number, AcknowledgedError[]>();
  for (const error of errors) {
    const position = error.segmentPosition;
    if (position === undefined) continue;
    if (error.segmentTag !== undefined && serviceSegments.has(error.segmentTag)) continue;
    bySegment.set(position, [...(bySegment.get(position) ?? []), error]);
  }
  const segments: SegmentInput[] = [];
  for (const [position, list] of bySegment) {
    const segmentError = list.find((error) => error.elementPosition === undefined);
    segments.push({ tag: 'UCS', elements: [String(position), segmentError?.code ?? ''] });
    for (const error of list) {
      if (error.elementPosition === undefined) continue;
      segments.push({ tag: 'UCD', elements: [error.code, [String(error.elementPosition)]] });
    }
  }
  return segments;
}
