import type {
  CanonicalAcknowledgement,
  InboundDocument,
  OutboundDocument,
} from '@portal/contracts';
import type { X12GroupHeader, X12InterchangeHeader } from '../x12-envelope';
import type { EdifactInterchangeHeader } from '../edifact-envelope';

/**
 * The contract between the codecs and the gateway: an inbound transaction set / message maps to a
 * canonical document or to the segment and element errors that a 997 (AK3/AK4) or CONTRL
 * (UCS/UCD) reports; a canonical outbound document maps to the segments between ST/SE or UNH/UNT.
 */

/** Why a transaction set / message could not be mapped, pointing at what the partner sent. */
export interface MappingIssue {
  readonly segmentTag: string;
  /** 1-based position of the segment in its transaction set (ST = 1) or message (UNH = 1). */
  readonly segmentPosition: number;
  /** 1-based element position, when one element is at fault. */
  readonly elementPosition?: number;
  /** 1-based component position inside the element. */
  readonly componentPosition?: number;
  /**
   * X12: AK4 code when an element is at fault ('1' mandatory element missing, '7' invalid code,
   * '8' invalid date…), else AK3 code ('3' mandatory segment missing…). EDIFACT: the CONTRL
   * syntax error code ('12' invalid value, '13' missing…).
   */
  readonly code: string;
  readonly badValue?: string;
  /** English, for logs, the message's error list and the reason file. */
  readonly message: string;
}

export type InboundMapping =
  | { readonly ok: true; readonly document: InboundDocument }
  | { readonly ok: false; readonly issues: readonly MappingIssue[] };

export interface X12MappingContext {
  readonly interchange: X12InterchangeHeader;
  readonly group: X12GroupHeader;
}

export interface EdifactMappingContext {
  readonly interchange: EdifactInterchangeHeader;
}

export interface X12BuildOptions {
  /** GS08 / ST03 version: 004010 or 005010 (…X… implementation references are not written). */
  readonly version: '004010' | '005010';
  /** ST02 */
  readonly controlNumber: number;
}

export interface EdifactBuildOptions {
  readonly version: 'D96A' | 'D01B';
  /** UNH01 */
  readonly reference: number;
}

/** An outbound document ready for the X12 writer: the transaction set id and its segments. */
export type { CanonicalAcknowledgement, InboundDocument, OutboundDocument };
