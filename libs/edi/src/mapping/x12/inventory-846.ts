/** CanonicalInventoryReport → 846 inventory inquiry/advice. */
import { type CanonicalInventoryReport, x12OriginalPurpose } from '@portal/contracts';
import type { SegmentInput } from '../../segment';
import { formatDate, formatNumber, itemIdElements, partySegments } from './common';

/** DTM01 / SCH05: 018 available. */
const available = '018';

/**
 * The segments between ST and SE of an 846 (BIA01 00 original, BIA02 SI seller inventory
 * report). Per item: LIN, PID, REF WS warehouse, QTY 33 (quantity available for sale, on hand)
 * with an SCH for the next quantity available and its date; a next-available date without a
 * quantity is a DTM 018. SCH01 and SCH06 are both mandatory, so a next-available quantity
 * without a date is not written.
 */
export function inventoryReportSegments(report: CanonicalInventoryReport): SegmentInput[] {
  const segments: SegmentInput[] = [
    {
      tag: 'BIA',
      elements: [
        x12OriginalPurpose,
        'SI',
        report.reportNumber,
        formatDate(report.reportDate, 'BIA04'),
      ],
    },
  ];
  for (const party of report.parties) segments.push(...partySegments(party));
  for (const item of report.items) {
    segments.push({ tag: 'LIN', elements: ['', ...itemIdElements(item)] });
    if (item.description !== undefined) {
      segments.push({ tag: 'PID', elements: ['F', '', '', '', item.description] });
    }
    if (item.warehouseCode !== undefined) {
      segments.push({ tag: 'REF', elements: ['WS', item.warehouseCode] });
    }
    const date = formatDate(item.nextAvailableDate, 'SCH06');
    if (date !== '' && item.nextAvailableQuantity === undefined) {
      segments.push({ tag: 'DTM', elements: [available, date] });
    }
    segments.push({
      tag: 'QTY',
      elements: ['33', formatNumber(item.quantityOnHand), item.unit],
    });
    if (date !== '' && item.nextAvailableQuantity !== undefined) {
      segments.push({
        tag: 'SCH',
        elements: [formatNumber(item.nextAvailableQuantity), item.unit, '', '', available, date],
      });
    }
  }
  segments.push({ tag: 'CTT', elements: [String(report.items.length)] });
  return segments;
}
