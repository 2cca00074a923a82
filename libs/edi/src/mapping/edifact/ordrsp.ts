/**
 * CanonicalOrderResponse → ORDRSP: BGM 231 with the answer as message function, DTM 137, RFF ON
 * (+ DTM 171) for the order answered, NAD, CUX, one LIN per line with its action, UNS, CNT.
 */
import type { CanonicalOrderResponse } from '@portal/contracts';
import type { EdifactMessageInput } from '../../edifact-writer';
import type { SegmentInput } from '../../segment';
import type { EdifactBuildOptions } from '../mapping-types';
import {
  dtmSegment,
  formatNumber,
  itemSegments,
  messageHeader,
  partySegments,
  quantitySegment,
} from './common';

type ResponseLine = CanonicalOrderResponse['lines'][number];

/** BGM03 (1225): 29 accepted without amendment, 27 not accepted, 4 change, 1 cancellation. */
const messageFunctions: Readonly<Record<CanonicalOrderResponse['responseType'], string>> = {
  accept: '29',
  reject: '27',
  backorder: '4',
  cancel: '1',
};

/**
 * Per line status: LIN02 (1229) action and the QTY qualifier (6063) of the quantity answered.
 * 5 accepted without amendment with 113 (to be delivered); 3 changed with 83 (backorder); 7 not
 * accepted with 185 (rejected); 2 deleted with 182 (cancelled).
 */
const lineStatuses: Readonly<Record<ResponseLine['status'], { action: string; qty: string }>> = {
  accepted: { action: '5', qty: '113' },
  backordered: { action: '3', qty: '83' },
  rejected: { action: '7', qty: '185' },
  canceled: { action: '2', qty: '182' },
};

export function buildOrderResponse(
  response: CanonicalOrderResponse,
  options: EdifactBuildOptions,
): EdifactMessageInput {
  const segments: SegmentInput[] = [
    {
      tag: 'BGM',
      elements: [
        '231',
        response.responseNumber ?? response.orderNumber,
        messageFunctions[response.responseType],
      ],
    },
    dtmSegment('137', response.responseDate),
    { tag: 'RFF', elements: [['ON', response.orderNumber]] },
  ];
  if (response.orderDate !== undefined) segments.push(dtmSegment('171', response.orderDate));
  for (const party of response.parties) segments.push(...partySegments(party));
  if (response.currencyCode !== undefined) {
    segments.push({ tag: 'CUX', elements: [['2', response.currencyCode, '9']] });
  }
  for (const line of response.lines) {
    const status = lineStatuses[line.status];
    segments.push(
      ...itemSegments(line.lineNumber, status.action, line, options),
      quantitySegment('21', line.quantityOrdered, line.unit),
      quantitySegment(status.qty, line.quantity, line.unit),
    );
    // 69: delivery date promised for.
    if (line.scheduledDate !== undefined) segments.push(dtmSegment('69', line.scheduledDate));
    if (line.unitPrice !== undefined) {
      segments.push({ tag: 'PRI', elements: [['AAA', formatNumber(line.unitPrice, 'PRI AAA')]] });
    }
  }
  segments.push(
    { tag: 'UNS', elements: ['S'] },
    { tag: 'CNT', elements: [['2', String(response.lines.length)]] },
  );
  return { ...messageHeader('ORDRSP', options), segments };
}
