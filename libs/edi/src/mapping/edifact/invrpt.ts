/**
 * CanonicalInventoryReport → INVRPT: BGM 35, DTM 137 and 366 (inventory report date), NAD, then
 * per item LIN/PIA/IMD, LOC 18 (warehouse), QTY 145 (actual stock) and, when known, QTY 198
 * (quantity in transit: the next delivery) with DTM 17 (its estimated delivery date).
 */
import { type CanonicalInventoryReport, edifactOriginalFunction } from '@portal/contracts';
import type { EdifactMessageInput } from '../../edifact-writer';
import type { SegmentInput } from '../../segment';
import type { EdifactBuildOptions } from '../mapping-types';
import {
  descriptionSegment,
  dtmSegment,
  itemSegments,
  messageHeader,
  partySegments,
  quantitySegment,
} from './common';

export function buildInventoryReport(
  report: CanonicalInventoryReport,
  options: EdifactBuildOptions,
): EdifactMessageInput {
  const segments: SegmentInput[] = [
    { tag: 'BGM', elements: ['35', report.reportNumber, edifactOriginalFunction] },
    dtmSegment('137', report.reportDate),
    dtmSegment('366', report.reportDate),
  ];
  for (const party of report.parties) segments.push(...partySegments(party));
  report.items.forEach((item, index) => {
    segments.push(...itemSegments(String(index + 1), '', item, options));
    if (item.description !== undefined) segments.push(descriptionSegment(item.description));
    if (item.warehouseCode !== undefined) {
      segments.push({ tag: 'LOC', elements: ['18', item.warehouseCode] });
    }
    segments.push(quantitySegment('145', item.quantityOnHand, item.unit));
    if (item.nextAvailableQuantity !== undefined) {
      segments.push(quantitySegment('198', item.nextAvailableQuantity, item.unit));
    }
    if (item.nextAvailableDate !== undefined) {
      segments.push(dtmSegment('17', item.nextAvailableDate));
    }
  });
  return { ...messageHeader('INVRPT', options), segments };
}
