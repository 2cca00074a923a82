/**
 * CanonicalShipNotice → 856 ship notice/manifest. One HL tree (BSN05 0001, pick and pack):
 * shipment S > order O > tare T (pallet) > pack P (carton) > item I. Cartons not on a pallet
 * hang under their order, and so do bulk items; items loaded on a pallet without a carton hang
 * under the tare.
 */
import { type CanonicalShipNotice, x12OriginalPurpose } from '@portal/contracts';
import type { SegmentInput } from '../../segment';
import { formatDate, formatNumber, formatTime, itemIdElements, partySegments } from './common';

type Order = CanonicalShipNotice['orders'][number];
type Tare = Order['tares'][number];
type Pack = Order['packs'][number];
type Item = Pack['items'][number];

/** HL03 hierarchical level codes. */
type Level = 'S' | 'O' | 'T' | 'P' | 'I';

/** Builds the HL segments: ids count up from 1, HL04 says whether children follow. */
class Hierarchy {
  readonly segments: SegmentInput[] = [];
  private count = 0;

  get hlCount(): number {
    return this.count;
  }

  /** Adds an HL and its segments; `children` adds what hangs under it. */
  level(
    level: Level,
    parent: number | undefined,
    body: readonly SegmentInput[],
    children: (id: number) => void = () => undefined,
  ): void {
    this.count += 1;
    const id = this.count;
    const hl: { tag: string; elements: string[] } = {
      tag: 'HL',
      elements: [String(id), parent === undefined ? '' : String(parent), level, '0'],
    };
    this.segments.push(hl, ...body);
    const before = this.count;
    children(id);
    hl.elements[3] = this.count > before ? '1' : '0';
  }
}

/** TD1 for a package: packaging code, lading quantity, gross weight. */
function packageTd1(unit: {
  readonly packageType?: string | undefined;
  readonly weight?: number | undefined;
  readonly weightUnit?: string | undefined;
}): SegmentInput[] {
  if (unit.packageType === undefined && unit.weight === undefined) return [];
  const weight =
    unit.weight === undefined
      ? []
      : ['', '', '', 'G', formatNumber(unit.weight), unit.weightUnit ?? ''];
  return [{ tag: 'TD1', elements: [unit.packageType ?? '', '1', ...weight] }];
}

function itemSegments(item: Item): SegmentInput[] {
  const segments: SegmentInput[] = [
    { tag: 'LIN', elements: [item.lineNumber, ...itemIdElements(item)] },
    {
      tag: 'SN1',
      elements: [
        '',
        formatNumber(item.quantityShipped),
        item.unit,
        '',
        formatNumber(item.quantityOrdered),
        item.quantityOrdered === undefined ? '' : item.unit,
      ],
    },
  ];
  if (item.description !== undefined) {
    segments.push({ tag: 'PID', elements: ['F', '', '', '', item.description] });
  }
  if (item.batchNumber !== undefined) {
    segments.push({ tag: 'REF', elements: ['LT', item.batchNumber] });
  }
  return segments;
}

/**
 * The segments between ST and SE of an 856. BSN04 (time) is mandatory: without a notice time,
 * 0000 is written.
 */
export function shipNoticeSegments(notice: CanonicalShipNotice): SegmentInput[] {
  const tree = new Hierarchy();
  const items = (parent: number, list: readonly Item[]): void => {
    for (const item of list) tree.level('I', parent, itemSegments(item));
  };
  const packs = (parent: number, list: readonly Pack[]): void => {
    for (const pack of list) {
      tree.level(
        'P',
        parent,
        [...packageTd1(pack), { tag: 'MAN', elements: ['GM', pack.sscc] }],
        (id) => items(id, pack.items),
      );
    }
  };
  const tares = (parent: number, list: readonly Tare[]): void => {
    for (const tare of list) {
      tree.level(
        'T',
        parent,
        [...packageTd1(tare), { tag: 'MAN', elements: ['GM', tare.sscc] }],
        (id) => {
          packs(id, tare.packs);
          items(id, tare.items);
        },
      );
    }
  };

  tree.level('S', undefined, shipmentSegments(notice), (shipment) => {
    for (const order of notice.orders) {
      const body: SegmentInput[] = [
        {
          tag: 'PRF',
          elements: [
            order.orderNumber,
            order.releaseNumber ?? '',
            '',
            formatDate(order.orderDate, 'PRF04'),
          ],
        },
      ];
      for (const party of order.parties ?? []) body.push(...partySegments(party));
      tree.level('O', shipment, body, (id) => {
        tares(id, order.tares);
        packs(id, order.packs);
        items(id, order.items);
      });
    }
  });

  return [
    {
      tag: 'BSN',
      elements: [
        x12OriginalPurpose,
        notice.shipmentNumber,
        formatDate(notice.noticeDate, 'BSN03'),
        formatTime(notice.noticeTime ?? '00:00', 'BSN04'),
        '0001',
      ],
    },
    ...tree.segments,
    { tag: 'CTT', elements: [String(tree.hlCount)] },
  ];
}

/** TD1, TD5, TD3, REF BM / CN, DTM 011 / 017 and the N1 loops of the shipment level. */
function shipmentSegments(notice: CanonicalShipNotice): SegmentInput[] {
  const segments: SegmentInput[] = [];
  if (notice.packageCount !== undefined || notice.grossWeight !== undefined) {
    const weight =
      notice.grossWeight === undefined
        ? []
        : ['', '', '', 'G', formatNumber(notice.grossWeight), notice.weightUnit ?? ''];
    segments.push({
      tag: 'TD1',
      elements: [
        notice.packageCount === undefined ? '' : 'CTN',
        notice.packageCount === undefined ? '' : String(notice.packageCount),
        ...weight,
      ],
    });
  }
  if (
    notice.scac !== undefined ||
    notice.transportMode !== undefined ||
    notice.carrierName !== undefined
  ) {
    segments.push({
      tag: 'TD5',
      elements: [
        'B', // origin carrier
        notice.scac === undefined ? '' : '2',
        notice.scac ?? '',
        notice.transportMode ?? '',
        notice.carrierName ?? '',
      ],
    });
  }
  if (notice.equipmentNumber !== undefined) {
    segments.push({ tag: 'TD3', elements: ['TL', '', notice.equipmentNumber] });
  }
  if (notice.billOfLading !== undefined) {
    segments.push({ tag: 'REF', elements: ['BM', notice.billOfLading] });
  }
  if (notice.trackingNumber !== undefined) {
    segments.push({ tag: 'REF', elements: ['CN', notice.trackingNumber] });
  }
  if (notice.shippedDate !== undefined) {
    const shipped = [formatDate(notice.shippedDate, 'DTM02')];
    // DTM03: the time of day it left, when known (HHMM).
    if (notice.shippedTime !== undefined) {
      shipped.push(formatTime(notice.shippedTime, 'DTM03').slice(0, 4));
    }
    segments.push({ tag: 'DTM', elements: ['011', ...shipped] });
  }
  if (notice.scheduledDeliveryDate !== undefined) {
    segments.push({
      tag: 'DTM',
      elements: ['017', formatDate(notice.scheduledDeliveryDate, 'DTM02')],
    });
  }
  for (const party of notice.parties) segments.push(...partySegments(party));
  return segments;
}
