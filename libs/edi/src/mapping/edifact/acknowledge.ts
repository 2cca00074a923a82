/**
 * The CONTRL content for a received interchange, as a CanonicalAcknowledgement: built from what
 * the envelope reader found (EdifactEnvelopeError, with its CONTRL codes) and what the mappings
 * found (MappingIssue per message). Pure: works on a `parseEdifact` result as well as on what a
 * `readEdifact` caller collected while streaming.
 */
import type { CanonicalAcknowledgement } from '@portal/contracts';
import type {
  EdifactGroupHeader,
  EdifactInterchange,
  EdifactInterchangeHeader,
} from '../../edifact-envelope';
import type { EdifactEnvelopeError } from '../../envelope-error';
import type { MappingIssue } from '../mapping-types';

type Transaction = CanonicalAcknowledgement['transactions'][number];
type AcknowledgedError = Transaction['errors'][number];

/** What the acknowledgement needs of one message (an `EdifactMessage` is one). */
export interface EdifactAcknowledgedMessage {
  /** UNH01 */
  readonly reference: string;
  /** UNH02-1 */
  readonly type: string;
  /** Position of the UNH in the interchange: envelope errors are counted from it (UNH = 1). */
  readonly position: number;
  /** The message's own envelope errors (`EdifactMessage.errors`). */
  readonly errors?: readonly EdifactEnvelopeError[];
}

export interface EdifactAcknowledgementInput {
  readonly interchange: EdifactInterchangeHeader;
  /** The group answered, when the interchange has one (UCF). */
  readonly group?: Pick<EdifactGroupHeader, 'messageGroupId' | 'reference'>;
  readonly messages: readonly EdifactAcknowledgedMessage[];
  /**
   * Envelope errors of this interchange and its groups; a message-level error here (level
   * `transaction`) counts for the message whose reference it names. Errors of other interchanges
   * must be left out.
   */
  readonly errors?: readonly EdifactEnvelopeError[];
  /** Mapping issues by message reference (UNH01). */
  readonly issues?: ReadonlyMap<string, readonly MappingIssue[]>;
}

/**
 * Status A when every message is accepted, P when some are, R when none are, when there are
 * none (code 32, lower level empty) or when the interchange or a group has errors (their codes
 * are the acknowledgement's codes, reported with UCI action 4).
 */
export function acknowledgeEdifactInterchange(
  input: EdifactAcknowledgementInput,
): CanonicalAcknowledgement {
  const { interchange, messages } = input;
  const envelopeErrors = input.errors ?? [];
  const interchangeErrors = envelopeErrors.filter((error) => error.level !== 'transaction');
  const transactions = messages.map((message) =>
    acknowledgeMessage(
      message,
      envelopeErrors.filter(
        (error) => error.level === 'transaction' && error.controlNumber === message.reference,
      ),
      input.issues?.get(message.reference) ?? [],
    ),
  );
  const codes = unique(interchangeErrors.map((error) => error.ack.syntaxError));
  if (messages.length === 0 && codes.length === 0) codes.push('32');
  const accepted = transactions.filter((transaction) => transaction.status !== 'R').length;
  const status: CanonicalAcknowledgement['status'] =
    codes.length > 0 || accepted === 0 ? 'R' : accepted < transactions.length ? 'P' : 'A';
  return {
    kind: 'acknowledgement',
    interchangeControlNumber: interchange.controlReference,
    interchangeSender: interchange.senderId,
    interchangeRecipient: interchange.recipientId,
    ...(input.group === undefined
      ? {}
      : { functionalId: input.group.messageGroupId, groupControlNumber: input.group.reference }),
    status,
    codes,
    transactionsIncluded: messages.length,
    transactionsReceived: messages.length,
    transactionsAccepted: codes.length > 0 ? 0 : accepted,
    // Under an interchange-level rejection every message is rejected with it.
    transactions:
      codes.length > 0
        ? transactions.map((transaction) => ({ ...transaction, status: 'R' }))
        : transactions,
  };
}

/**
 * `acknowledgeEdifactInterchange` for one interchange of a `parseEdifact` result: its own,
 * its groups' and its messages' errors, with the mapping issues by message reference.
 */
export function acknowledgeParsedEdifactInterchange(
  interchange: EdifactInterchange,
  issues?: ReadonlyMap<string, readonly MappingIssue[]>,
): CanonicalAcknowledgement {
  const [onlyGroup] = interchange.groups;
  return acknowledgeEdifactInterchange({
    interchange: interchange.header,
    ...(interchange.groups.length === 1 && onlyGroup !== undefined
      ? { group: onlyGroup.header }
      : {}),
    messages: [...interchange.messages, ...interchange.groups.flatMap((group) => group.messages)],
    errors: [...interchange.errors, ...interchange.groups.flatMap((group) => group.errors)],
    ...(issues === undefined ? {} : { issues }),
  });
}

function acknowledgeMessage(
  message: EdifactAcknowledgedMessage,
  listedErrors: readonly EdifactEnvelopeError[],
  issues: readonly MappingIssue[],
): Transaction {
  // The same error may come in both lists.
  const envelopeErrors = [...new Set([...(message.errors ?? []), ...listedErrors])];
  const errors: AcknowledgedError[] = envelopeErrors.map((error) => ({
    segmentTag: error.segmentTag,
    // Envelope positions count in the interchange; CONTRL counts from the UNH.
    segmentPosition: Math.max(1, error.segmentPosition - message.position + 1),
    ...(error.elementPosition === undefined ? {} : { elementPosition: error.elementPosition }),
    code: error.ack.syntaxError,
  }));
  for (const issue of issues) {
    errors.push({
      segmentTag: issue.segmentTag,
      segmentPosition: issue.segmentPosition,
      ...(issue.elementPosition === undefined ? {} : { elementPosition: issue.elementPosition }),
      code: issue.code,
      ...(issue.badValue === undefined ? {} : { badValue: issue.badValue }),
    });
  }
  // UCM04 reports the errors of the UNH and UNT themselves; the others go to UCS/UCD.
  const codes = unique(
    envelopeErrors
      .filter((error) => error.segmentTag === 'UNH' || error.segmentTag === 'UNT')
      .map((error) => error.ack.syntaxError),
  );
  return {
    setId: message.type,
    controlNumber: message.reference,
    status: errors.length > 0 ? 'R' : 'A',
    codes,
    errors,
  };
}

const unique = (values: readonly string[]): string[] => [...new Set(values)];
