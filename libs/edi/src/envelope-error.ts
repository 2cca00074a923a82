/**
 * Envelope errors and the acknowledgment codes they carry.
 *
 * Every error has a symbolic `code` (what went wrong, the same for X12 and EDIFACT), the place
 * (`segmentPosition`, `segmentTag`, `elementPosition`, `level`, `controlNumber` of the envelope it
 * belongs to) and `ack`: the code values an acknowledgment reports it with, so a 997 or CONTRL
 * builder needs no mapping of its own:
 * - X12 (`X12AckCodes`): `ta1` TA105 interchange note code, `ak9` AK905 functional group error
 *   code, `ak5` AK502 transaction set error code, `ak3` AK304 segment error code and `ak4` AK403
 *   element error code; only the ones that apply are set (an SE01 count error has `ak5: '4'`).
 * - EDIFACT (`ContrlCodes`): the action code (0083) of the UCI / UCF / UCM that reports the level,
 *   and the syntax error code (0085), e.g. `{ action: '4', syntaxError: '29' }` for a UNT count.
 * The code tables below give each value its standard description.
 */
import type { EdiSyntaxErrorCode } from './segment';

export type EnvelopeLevel = 'interchange' | 'group' | 'transaction';

export type EnvelopeErrorCode =
  | EdiSyntaxErrorCode
  /** A trailer's control number / reference differs from its header's. */
  | 'CONTROL_NUMBER_MISMATCH'
  /** SE01 / UNT01 differs from the segments counted. */
  | 'SEGMENT_COUNT_MISMATCH'
  /** GE01 / UNE01 / UNZ01 differs from the transaction sets or messages counted. */
  | 'TRANSACTION_COUNT_MISMATCH'
  /** IEA01 / UNZ01 differs from the functional groups counted. */
  | 'GROUP_COUNT_MISMATCH'
  /** SE, GE, IEA, UNT, UNE or UNZ missing (a truncated file, or the next header came first). */
  | 'MISSING_TRAILER'
  /** A segment that is not an envelope segment between envelopes (outside ST..SE / UNH..UNT). */
  | 'SEGMENT_OUTSIDE_ENVELOPE'
  /** An envelope segment where it cannot stand (SE with no ST open, GE with no GS…). */
  | 'UNEXPECTED_SEGMENT'
  /** A segment tag that is not 2–3 upper-case letters or digits. */
  | 'INVALID_SEGMENT_TAG'
  | 'MISSING_ELEMENT'
  /** An envelope segment with more elements than its definition has. */
  | 'TOO_MANY_ELEMENTS'
  /** An envelope element with a value of the wrong form (date, control number, code). */
  | 'INVALID_ELEMENT'
  /** A transaction set / message type outside the supported list (the caller decides). */
  | 'UNSUPPORTED_TRANSACTION_SET'
  | 'DUPLICATE_CONTROL_NUMBER'
  /** EDIFACT: messages directly in an interchange that also has UNG groups. */
  | 'GROUPS_AND_MESSAGES_MIXED';

/** TA105 interchange note codes. */
export const ta1NoteCodes = {
  '000': 'No error',
  '001': 'The Interchange Control Number in the Header and Trailer Do Not Match',
  '002': 'This Standard as Noted in the Control Standards Identifier is Not Supported',
  '003': 'This Version of the Controls is Not Supported',
  '004': 'The Segment Terminator is Invalid',
  '005': 'Invalid Interchange ID Qualifier for Sender',
  '006': 'Invalid Interchange Sender ID',
  '007': 'Invalid Interchange ID Qualifier for Receiver',
  '008': 'Invalid Interchange Receiver ID',
  '009': 'Unknown Interchange Receiver ID',
  '010': 'Invalid Authorization Information Qualifier Value',
  '011': 'Invalid Authorization Information Value',
  '012': 'Invalid Security Information Qualifier Value',
  '013': 'Invalid Security Information Value',
  '014': 'Invalid Interchange Date Value',
  '015': 'Invalid Interchange Time Value',
  '016': 'Invalid Interchange Standards Identifier Value',
  '017': 'Invalid Interchange Version ID Value',
  '018': 'Invalid Interchange Control Number Value',
  '019': 'Invalid Acknowledgment Requested Value',
  '020': 'Invalid Test Indicator Value',
  '021': 'Invalid Number of Included Groups Value',
  '022': 'Invalid Control Structure',
  '023': 'Improper (Premature) End-of-File (Transmission)',
  '024': 'Invalid Interchange Content (e.g., Invalid GS Segment)',
  '025': 'Duplicate Interchange Control Number',
  '026': 'Invalid Data Element Separator',
  '027': 'Invalid Component Element Separator',
} as const;
export type Ta1NoteCode = keyof typeof ta1NoteCodes;

/** AK905–AK909 functional group syntax error codes. */
export const ak9ErrorCodes = {
  '1': 'Functional Group Not Supported',
  '2': 'Functional Group Version Not Supported',
  '3': 'Functional Group Trailer Missing',
  '4': 'Group Control Number in the Functional Group Header and Trailer Do Not Agree',
  '5': 'Number of Included Transaction Sets Does Not Match Actual Count',
  '6': 'Group Control Number Violates Syntax',
  '19': 'Functional Group Control Number not Unique within Interchange',
} as const;
export type Ak9ErrorCode = keyof typeof ak9ErrorCodes;

/** AK502 (IK502 in the 999) transaction set syntax error codes. */
export const ak5ErrorCodes = {
  '1': 'Transaction Set Not Supported',
  '2': 'Transaction Set Trailer Missing',
  '3': 'Transaction Set Control Number in Header and Trailer Do Not Match',
  '4': 'Number of Included Segments Does Not Match Actual Count',
  '5': 'One or More Segments in Error',
  '6': 'Missing or Invalid Transaction Set Identifier',
  '7': 'Missing or Invalid Transaction Set Control Number',
  '23': 'Transaction Set Control Number Not Unique within the Functional Group',
} as const;
export type Ak5ErrorCode = keyof typeof ak5ErrorCodes;

/** AK304 segment syntax error codes. */
export const ak3ErrorCodes = {
  '1': 'Unrecognized segment ID',
  '2': 'Unexpected segment',
  '3': 'Mandatory segment missing',
  '4': 'Loop Occurs Over Maximum Times',
  '5': 'Segment Exceeds Maximum Use',
  '6': 'Segment Not in Defined Transaction Set',
  '7': 'Segment Not in Proper Sequence',
  '8': 'Segment Has Data Element Errors',
} as const;
export type Ak3ErrorCode = keyof typeof ak3ErrorCodes;

/** AK403 data element syntax error codes. */
export const ak4ErrorCodes = {
  '1': 'Mandatory data element missing',
  '2': 'Conditional required data element missing',
  '3': 'Too many data elements',
  '4': 'Data element too short',
  '5': 'Data element too long',
  '6': 'Invalid character in data element',
  '7': 'Invalid code value',
  '8': 'Invalid Date',
  '9': 'Invalid Time',
  '10': 'Exclusion Condition Violated',
  '12': 'Too many repetitions',
  '13': 'Too many components',
} as const;
export type Ak4ErrorCode = keyof typeof ak4ErrorCodes;

/** CONTRL action codes (0083) for UCI, UCF and UCM. */
export const contrlActionCodes = {
  '4': 'This level and all lower levels rejected',
  '7': 'This level acknowledged and all lower levels acknowledged if not explicitly rejected',
  '8': 'Interchange received',
} as const;
export type ContrlActionCode = keyof typeof contrlActionCodes;

/** CONTRL syntax error codes (0085). */
export const contrlSyntaxErrorCodes = {
  '2': 'Syntax version or level not supported',
  '12': 'Invalid value',
  '13': 'Missing',
  '14': 'Value not supported in this position',
  '15': 'Not supported in this position',
  '16': 'Too many constituents',
  '18': 'Unspecified error',
  '20': 'Character invalid as service character',
  '21': 'Invalid character(s)',
  '22': 'Invalid service character(s)',
  '26': 'Duplicate detected',
  '28': 'References do not match',
  '29': 'Control count does not match',
  '30': 'Functional groups and messages mixed',
  '32': 'Lower level empty',
  '33': 'Invalid occurrence outside message, package or group',
  '39': 'Data element too long',
  '40': 'Data element too short',
} as const;
export type ContrlSyntaxErrorCode = keyof typeof contrlSyntaxErrorCodes;

export interface X12AckCodes {
  readonly ta1?: Ta1NoteCode;
  readonly ak9?: Ak9ErrorCode;
  readonly ak5?: Ak5ErrorCode;
  readonly ak3?: Ak3ErrorCode;
  readonly ak4?: Ak4ErrorCode;
}

export interface ContrlCodes {
  readonly action: ContrlActionCode;
  readonly syntaxError: ContrlSyntaxErrorCode;
}

export interface EnvelopeErrorBase {
  readonly code: EnvelopeErrorCode;
  /** English, with the values involved: "IEA02 000000999 does not match ISA13 000000108". */
  readonly message: string;
  /** 1-based position of the segment in the interchange; 0 when no segment was read. */
  readonly segmentPosition: number;
  /** Tag of the segment at fault, or of the missing one for MISSING_TRAILER. */
  readonly segmentTag: string;
  /** 1-based element position (SE01 → 1). */
  readonly elementPosition?: number;
  readonly componentPosition?: number;
  readonly level: EnvelopeLevel;
  /**
   * Control number of the envelope at `level`: ISA13 / GS06 / ST02, UNB05 / UNG05 / UNH01.
   */
  readonly controlNumber?: string;
  /** Byte offset, for errors found while reading the bytes. */
  readonly offset?: number;
}

export interface X12EnvelopeError extends EnvelopeErrorBase {
  readonly ack: X12AckCodes;
}

export interface EdifactEnvelopeError extends EnvelopeErrorBase {
  readonly ack: ContrlCodes;
}

/** 2-digit element reference as EDI writes it: `ref('SE', 1)` is `SE01`. */
export const elementRef = (tag: string, position: number): string =>
  `${tag}${String(position).padStart(2, '0')}`;
