import type {
  EdifactDelimiters,
  EdifactEnvelopeError,
  EdifactInterchangeHeader,
  X12Delimiters,
  X12EnvelopeError,
  X12GroupHeader,
  X12InterchangeHeader,
  X12TransactionEvent,
} from '@portal/edi';
import type { EnvelopeScan, ScannedGroup, ScannedInterchange } from './inbound-standard';

/*
 * The first-pass results of each standard. They live apart from the scanners so that
 * acknowledgements.ts (which the scanners call) can read them without importing the scanners back.
 */

export interface X12ScannedInterchange extends ScannedInterchange<X12EnvelopeError> {
  header: X12InterchangeHeader | undefined;
  delimiters: X12Delimiters | undefined;
  errors: readonly X12EnvelopeError[];
  groups: (ScannedGroup<X12EnvelopeError> & {
    header: X12GroupHeader;
    errors: readonly X12EnvelopeError[];
  })[];
}

export interface X12Scan extends EnvelopeScan {
  readonly interchanges: X12ScannedInterchange[];
  /** The scan's transaction sets in file order, kept for the second pass of a small body (their
   * segments are still undecoded bytes); undefined when the second pass reads the body again.
   * The second pass takes them (and lets each go once mapped). */
  transactions: (X12TransactionEvent | undefined)[] | undefined;
}

export interface EdifactScannedInterchange extends ScannedInterchange<EdifactEnvelopeError> {
  header: EdifactInterchangeHeader | undefined;
  delimiters: EdifactDelimiters | undefined;
  errors: readonly EdifactEnvelopeError[];
  groups: (ScannedGroup<EdifactEnvelopeError> & { errors: readonly EdifactEnvelopeError[] })[];
}

export interface EdifactScan extends EnvelopeScan {
  readonly interchanges: EdifactScannedInterchange[];
}
