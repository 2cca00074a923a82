/** Outbound X12: a canonical document → the transaction set the X12 writer takes. */
import type { OutboundDocument } from '@portal/contracts';
import type { SegmentInput } from '../../segment';
import { EdiWriteError } from '../../writer-common';
import type { X12TransactionSetInput } from '../../x12-writer';
import type { X12BuildOptions } from '../mapping-types';
import { functionalAcknowledgmentSegments } from './acknowledgement-997';
import { inventoryReportSegments } from './inventory-846';
import { invoiceSegments } from './invoice-810';
import { orderResponseSegments } from './order-response-855';
import { shipNoticeSegments } from './ship-notice-856';

/** The transaction set each outbound document kind is written as. */
export const outboundX12TransactionSets = {
  orderResponse: '855',
  shipNotice: '856',
  invoice: '810',
  inventoryReport: '846',
  acknowledgement: '997',
} as const satisfies Record<OutboundDocument['kind'], string>;

/**
 * The transaction set for an outbound document: orderResponse → 855, shipNotice → 856,
 * invoice → 810, inventoryReport → 846, acknowledgement → 997. The segments are valid in 004010
 * and 005010 alike, so `options.version` changes nothing in them (ST03 is not written).
 *
 * Throws EdiWriteError only for a programming error: a document that skipped its schema (a kind
 * with no X12 set, a malformed date) or a 997 without the functional group it answers.
 */
export function buildX12Transaction(
  document: OutboundDocument,
  options: X12BuildOptions,
): X12TransactionSetInput {
  const segments = segmentsOf(document);
  const setId: string = outboundX12TransactionSets[document.kind];
  return { setId, controlNumber: options.controlNumber, segments };
}

function segmentsOf(document: OutboundDocument): SegmentInput[] {
  switch (document.kind) {
    case 'orderResponse':
      return orderResponseSegments(document);
    case 'shipNotice':
      return shipNoticeSegments(document);
    case 'invoice':
      return invoiceSegments(document);
    case 'inventoryReport':
      return inventoryReportSegments(document);
    case 'acknowledgement':
      return functionalAcknowledgmentSegments(document);
    default: {
      // Reached only by a value the type system did not check (e.g. parsed JSON).
      const kind: unknown = (document as { kind?: unknown }).kind;
      throw new EdiWriteError(`No X12 transaction set is written for a '${String(kind)}' document`);
    }
  }
}
