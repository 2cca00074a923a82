/** CanonicalOrderResponse → 855 purchase order acknowledgment. */
import {
  type CanonicalOrderResponse,
  x12CancellationPurpose,
  x12OriginalPurpose,
} from '@portal/contracts';
import type { SegmentInput } from '../../segment';
import { formatDate, formatNumber, itemIdElements, partySegments, roundAmount } from './common';

type ResponseType = CanonicalOrderResponse['responseType'];
type LineStatus = CanonicalOrderResponse['lines'][number]['status'];

/**
 * BAK02 acknowledgment type. A cancellation (BAK01 01) withdraws the order as a rejection with
 * detail would.
 */
const acknowledgmentTypes: Readonly<Record<ResponseType, string>> = {
  accept: 'AD', // acknowledge, with detail, no change
  reject: 'RD', // reject with detail
  backorder: 'AC', // acknowledge, with detail and change
  cancel: 'RD',
};

/** ACK01 line item status. */
const lineStatusCodes: Readonly<Record<LineStatus, string>> = {
  accepted: 'IA', // item accepted
  backordered: 'IB', // item backordered
  rejected: 'IR', // item rejected
  canceled: 'ID', // item deleted
};

/**
 * The segments between ST and SE of an 855. BAK04 (purchase order date) is mandatory: when the
 * response does not know the order's date, the response date stands in for it.
 */
export function orderResponseSegments(response: CanonicalOrderResponse): SegmentInput[] {
  const segments: SegmentInput[] = [
    {
      tag: 'BAK',
      elements: [
        response.responseType === 'cancel' ? x12CancellationPurpose : x12OriginalPurpose,
        acknowledgmentTypes[response.responseType],
        response.orderNumber,
        formatDate(response.orderDate ?? response.responseDate, 'BAK04'),
        '',
        '',
        '',
        response.responseNumber ?? '',
        formatDate(response.responseDate, 'BAK09'),
      ],
    },
  ];
  if (response.currencyCode !== undefined) {
    segments.push({ tag: 'CUR', elements: ['SE', response.currencyCode] });
  }
  for (const party of response.parties) segments.push(...partySegments(party));
  let hashTotal = 0;
  for (const line of response.lines) {
    hashTotal += line.quantityOrdered;
    segments.push(
      {
        tag: 'PO1',
        elements: [
          line.lineNumber,
          formatNumber(line.quantityOrdered),
          line.unit ?? '',
          formatNumber(line.unitPrice),
          '',
          ...itemIdElements(line),
        ],
      },
      {
        tag: 'ACK',
        elements: [
          lineStatusCodes[line.status],
          formatNumber(line.quantity),
          line.unit ?? '',
          ...(line.scheduledDate === undefined
            ? []
            : ['068', formatDate(line.scheduledDate, 'ACK05')]), // current schedule ship
        ],
      },
    );
  }
  segments.push({
    tag: 'CTT',
    elements: [String(response.lines.length), formatNumber(roundAmount(hashTotal))],
  });
  return segments;
}
