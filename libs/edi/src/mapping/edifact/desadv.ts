/**
 * CanonicalShipNotice → DESADV. Heading: BGM 351, DTM 137/11/17, MEA gross weight, RFF BM/CN and
 * ON per order, NAD, TDT, EQD. Then the CPS hierarchy: CPS 1 is the shipment (with the unpacked
 * items), each pallet a CPS whose parent is 1, each carton a CPS whose parent is its pallet (or
 * 1 when it is not on one); a package has PAC, MEA, PCI 33E and GIN BJ (its SSCC), then the LIN
 * groups of its items. CNT 2 counts the LIN segments.
 */
import {
  type CanonicalShipNotice,
  edifactDefaultWeightUnit,
  edifactOriginalFunction,
  edifactScacAgency,
  type Party,
} from '@portal/contracts';
import type { EdifactMessageInput } from '../../edifact-writer';
import type { SegmentInput } from '../../segment';
import type { EdifactBuildOptions } from '../mapping-types';
import {
  descriptionSegment,
  dtmSegment,
  formatNumber,
  itemSegments,
  messageHeader,
  partySegments,
  quantitySegment,
} from './common';

type ShipOrder = CanonicalShipNotice['orders'][number];
type Tare = ShipOrder['tares'][number];
type Pack = ShipOrder['packs'][number];
type Item = ShipOrder['items'][number];

/** Default PAC 7065 package types (UN/ECE Rec. 21): PX pallet, CT carton. */
const pallet = 'PX';
const carton = 'CT';

/** MEA with a weight: 6311 purpose, 6313 property (AAD total gross, AAB unit gross). */
function weightSegment(
  purpose: string,
  property: string,
  weight: number | undefined,
  unit: string | undefined,
): SegmentInput[] {
  if (weight === undefined) return [];
  return [
    {
      tag: 'MEA',
      elements: [
        purpose,
        property,
        [unit ?? edifactDefaultWeightUnit, formatNumber(weight, `MEA ${property}`)],
      ],
    },
  ];
}

class ShipNoticeWriter {
  readonly segments: SegmentInput[] = [];
  private nextId = 2;
  private lineItems = 0;

  constructor(private readonly options: EdifactBuildOptions) {}

  heading(notice: CanonicalShipNotice): void {
    const segments = this.segments;
    segments.push(
      { tag: 'BGM', elements: ['351', notice.shipmentNumber, edifactOriginalFunction] },
      dtmSegment('137', notice.noticeDate, notice.noticeTime),
    );
    // 11 despatch date, 17 estimated delivery date.
    if (notice.shippedDate !== undefined) {
      segments.push(dtmSegment('11', notice.shippedDate, notice.shippedTime));
    }
    if (notice.scheduledDeliveryDate !== undefined) {
      segments.push(dtmSegment('17', notice.scheduledDeliveryDate));
    }
    segments.push(...weightSegment('AAX', 'AAD', notice.grossWeight, notice.weightUnit));
    // BM bill of lading, CN carrier's reference (tracking) number.
    if (notice.billOfLading !== undefined) {
      segments.push({ tag: 'RFF', elements: [['BM', notice.billOfLading]] });
    }
    if (notice.trackingNumber !== undefined) {
      segments.push({ tag: 'RFF', elements: [['CN', notice.trackingNumber]] });
    }
    for (const order of notice.orders) {
      segments.push({ tag: 'RFF', elements: [['ON', order.orderNumber]] });
      if (order.orderDate !== undefined) segments.push(dtmSegment('171', order.orderDate));
      // AAN: delivery schedule (release) number.
      if (order.releaseNumber !== undefined) {
        segments.push({ tag: 'RFF', elements: [['AAN', order.releaseNumber]] });
      }
    }
    for (const party of shipNoticeParties(notice)) segments.push(...partySegments(party));
    if (
      notice.carrierName !== undefined ||
      notice.scac !== undefined ||
      notice.transportMode !== undefined
    ) {
      // TDT 20 main carriage; C040 carrier: id (SCAC, 1131 172 carrier code, 3055 182) and name.
      const name = notice.carrierName ?? '';
      const carrier =
        notice.scac === undefined
          ? ['', '', '', name]
          : [notice.scac, '172', edifactScacAgency, name];
      segments.push({ tag: 'TDT', elements: ['20', '', notice.transportMode ?? '', '', carrier] });
    }
    if (notice.equipmentNumber !== undefined) {
      segments.push({ tag: 'EQD', elements: ['CN', notice.equipmentNumber] });
    }
  }

  hierarchy(notice: CanonicalShipNotice): void {
    this.segments.push({ tag: 'CPS', elements: ['1'] });
    if (notice.packageCount !== undefined) {
      this.segments.push({ tag: 'PAC', elements: [String(notice.packageCount)] });
    }
    // Unpacked (bulk) items belong to the shipment level itself.
    for (const order of notice.orders) {
      for (const item of order.items) this.item(item, order);
    }
    for (const order of notice.orders) {
      for (const tare of order.tares) this.tare(tare, order);
      for (const pack of order.packs) this.pack(pack, '1', order);
    }
    this.segments.push({ tag: 'CNT', elements: [['2', String(this.lineItems)]] });
  }

  private tare(tare: Tare, order: ShipOrder): void {
    const id = this.package('1', tare, pallet);
    for (const item of tare.items) this.item(item, order);
    for (const pack of tare.packs) this.pack(pack, id, order);
  }

  private pack(pack: Pack, parent: string, order: ShipOrder): void {
    this.package(parent, pack, carton);
    for (const item of pack.items) this.item(item, order);
  }

  /** CPS, PAC, MEA, PCI 33E (marked with an SSCC) and GIN BJ; returns the CPS id. */
  private package(parent: string, unit: Tare | Pack, defaultType: string): string {
    const id = String(this.nextId);
    this.nextId += 1;
    this.segments.push(
      { tag: 'CPS', elements: [id, parent] },
      { tag: 'PAC', elements: ['1', '', unit.packageType ?? defaultType] },
      ...weightSegment('PD', 'AAB', unit.weight, unit.weightUnit),
      { tag: 'PCI', elements: ['33E'] },
      { tag: 'GIN', elements: ['BJ', unit.sscc] },
    );
    return id;
  }

  private item(item: Item, order: ShipOrder): void {
    this.lineItems += 1;
    const segments = this.segments;
    segments.push(...itemSegments(item.lineNumber, '', item, this.options));
    if (item.description !== undefined) segments.push(descriptionSegment(item.description));
    segments.push(...weightSegment('PD', 'AAB', item.weight, item.weightUnit));
    // 12 despatch quantity, 21 ordered quantity.
    segments.push(quantitySegment('12', item.quantityShipped, item.unit));
    if (item.quantityOrdered !== undefined) {
      segments.push(quantitySegment('21', item.quantityOrdered, item.unit));
    }
    if (item.countryOfOrigin !== undefined) {
      segments.push({ tag: 'ALI', elements: [item.countryOfOrigin] });
    }
    // GIN BX: batch number.
    if (item.batchNumber !== undefined) {
      segments.push({ tag: 'GIN', elements: ['BX', item.batchNumber] });
    }
    segments.push({ tag: 'RFF', elements: [['ON', order.orderNumber]] });
  }
}

/** The notice's parties, then the orders' parties not already named (same role and id). */
function shipNoticeParties(notice: CanonicalShipNotice): Party[] {
  const parties = [...notice.parties];
  const key = (party: Party): string => `${party.role}/${party.id ?? party.name ?? ''}`;
  const seen = new Set(parties.map(key));
  for (const order of notice.orders) {
    for (const party of order.parties ?? []) {
      if (seen.has(key(party))) continue;
      seen.add(key(party));
      parties.push(party);
    }
  }
  return parties;
}

export function buildShipNotice(
  notice: CanonicalShipNotice,
  options: EdifactBuildOptions,
): EdifactMessageInput {
  const writer = new ShipNoticeWriter(options);
  writer.heading(notice);
  writer.hierarchy(notice);
  return { ...messageHeader('DESADV', options), segments: writer.segments };
}
