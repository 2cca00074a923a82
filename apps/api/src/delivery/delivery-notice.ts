import {
  edifactTransportModeOf,
  edifactWeightUnitOf,
  type CanonicalOrder,
  type CanonicalShipNotice,
  type DeliveryAddress,
  type DeliveryData,
  type DeliveryLine,
  type DeliveryPackage,
  type PackageLevel,
  type Party,
  type ProjectConnection,
} from '@portal/contracts';

// A saved draft as the 856 / DESADV the gateway writes (docs/ship-notices.md, "The structure
// written"): pallets are tares, cartons and bulk units are packs, each announced by its SSCC.

type Order = CanonicalShipNotice['orders'][number];
type Tare = Order['tares'][number];
type Pack = Order['packs'][number];
type Item = Order['items'][number];

/** What the mapping needs of the order besides the notice. */
export interface NoticeOrder {
  readonly orderNumber: string;
  readonly orderDate: string | null;
  readonly lines: CanonicalOrder['lines'];
}

// Weight units and transport modes are kept as X12 codes; a DESADV writes their EDIFACT codes
// (MEA KGM / LBR, TDT 8067 Rec. 19 modes) from the contracts' code tables (edi-codes.ts).
const edifactWeightUnits = edifactWeightUnitOf;
const edifactTransportModes = edifactTransportModeOf;

/** UN/ECE Rec. 21 (7065) package type of each level, when the typed one does not say. */
const edifactLevelTypes: Record<PackageLevel, string> = { pallet: 'PX', carton: 'CT', bulk: 'NE' };

/**
 * A package type as the DESADV's PAC 7065 writes it: the X12 TD101 style codes the builder
 * offers (PLT94, CTN25, BLK…) become their Rec. 21 code (PX pallet, CT carton, NE unpacked); a
 * 2-character code is taken as Rec. 21 already; anything else says only what its level says.
 */
function edifactPackageType(type: string | undefined, level: PackageLevel): string {
  const code = (type ?? '').trim().toUpperCase();
  if (code.startsWith('PLT')) return 'PX';
  if (code.startsWith('CTN')) return 'CT';
  if (code.startsWith('BLK')) return 'NE';
  if (code.length === 2) return code;
  return edifactLevelTypes[level];
}

const present = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

/** Keeps the keys whose value is defined: the canonical document holds no empty elements. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

function party(role: 'shipFrom' | 'shipTo', address: DeliveryAddress | undefined): Party[] {
  if (address === undefined) return [];
  const found: Party = defined({
    role,
    id: present(address.id),
    // An agency without an id says nothing (X12 N103 / EDIFACT 3055 qualify the id).
    agencyCode: present(address.id) === undefined ? undefined : present(address.agencyCode),
    name: present(address.name),
    street: present(address.address),
    city: present(address.city),
    state: present(address.state),
    postcode: present(address.postcode),
    country: present(address.country),
  });
  return found.id === undefined && found.name === undefined ? [] : [found];
}

/** The UTC day and minute of `now`: the notice's own date (BSN03-04 / DTM 137). */
const utcDay = (now: Date): string => now.toISOString().slice(0, 10);
const utcTime = (now: Date): string => now.toISOString().slice(11, 16);

/**
 * The canonical ship notice of a delivery: one order (PRF / RFF+ON the PO), its pallets (tares)
 * with the cartons and bulk units on them (packs) and the items loaded on them directly, the
 * cartons and bulk units not on a pallet, and the items without a package (only when the notice
 * has none). Line rows of one order line in one package stay separate rows. Rows shipping
 * nothing are left out. The send checks have passed: every package has a valid SSCC and every
 * row names an order line.
 */
export function toShipNotice(
  data: DeliveryData,
  order: NoticeOrder,
  standard: ProjectConnection['standard'],
  now: Date,
): CanonicalShipNotice {
  const { shipment, packages, lines } = data;
  const unitOf = (unit: 'KG' | 'LB' | undefined): string | undefined =>
    unit === undefined ? undefined : standard === 'EDIFACT' ? edifactWeightUnits[unit] : unit;
  const orderLines = new Map(order.lines.map((line) => [line.lineNumber, line]));

  const item = (line: DeliveryLine): Item => {
    const ordered = orderLines.get(line.lineNumber);
    return defined({
      lineNumber: line.lineNumber,
      buyerItemNumber: present(line.buyerItemNumber) ?? present(ordered?.buyerItemNumber),
      vendorItemNumber: present(line.vendorItemNumber) ?? present(ordered?.vendorItemNumber),
      upc: present(line.upc) ?? present(ordered?.upc),
      description: present(line.description) ?? present(ordered?.description),
      quantityShipped: line.quantity ?? 0,
      // SN103 / QTY+21 share the item's unit: the ordered quantity only when it is in that unit.
      quantityOrdered:
        present(line.unit) === undefined || present(line.unit) === present(ordered?.unit)
          ? ordered?.quantities.ordered
          : undefined,
      unit: present(line.unit) ?? present(ordered?.unit) ?? 'EA',
      weight: line.grossWeight,
      weightUnit: line.grossWeight === undefined ? undefined : unitOf(line.weightUnit ?? 'KG'),
      countryOfOrigin: present(line.countryOfOrigin),
      batchNumber: present(line.batchNumber),
    });
  };
  const shipping = lines.filter((line) => (line.quantity ?? 0) > 0);
  const itemsIn = (key: string): Item[] =>
    shipping.filter((line) => line.packageKey === key).map(item);
  const packageFields = (unit: DeliveryPackage) =>
    defined({
      sscc: unit.labelNumber ?? '',
      packageType:
        standard === 'EDIFACT'
          ? edifactPackageType(unit.packageType, unit.level)
          : present(unit.packageType),
      weight: unit.grossWeight,
      weightUnit: unit.grossWeight === undefined ? undefined : unitOf(unit.weightUnit ?? 'KG'),
    });
  const pack = (unit: DeliveryPackage): Pack => ({
    ...packageFields(unit),
    items: itemsIn(unit.key),
  });

  const pallets = packages.filter((unit) => unit.level === 'pallet');
  const palletKeys = new Set(pallets.map((unit) => unit.key));
  const tares: Tare[] = pallets.map((pallet) => ({
    ...packageFields(pallet),
    packs: packages
      .filter((unit) => unit.level !== 'pallet' && unit.parentKey === pallet.key)
      .map(pack),
    items: itemsIn(pallet.key),
  }));
  const loose = packages
    .filter(
      (unit) =>
        unit.level !== 'pallet' &&
        (unit.parentKey === undefined || !palletKeys.has(unit.parentKey)),
    )
    .map(pack);
  const unpacked =
    packages.length === 0 ? shipping.filter((line) => line.packageKey === undefined).map(item) : [];

  return defined({
    kind: 'shipNotice' as const,
    shipmentNumber: present(shipment.shipmentNumber) ?? order.orderNumber,
    noticeDate: utcDay(now),
    noticeTime: utcTime(now),
    shippedDate: shipment.shippedDate,
    shippedTime: shipment.shippedDate === undefined ? undefined : shipment.shippedTime,
    scheduledDeliveryDate: shipment.scheduledDeliveryDate,
    billOfLading: present(shipment.billOfLading),
    trackingNumber: present(shipment.trackingNumber),
    carrierName: present(shipment.carrierName),
    scac: present(shipment.scac),
    transportMode:
      shipment.transportMode === undefined || standard !== 'EDIFACT'
        ? shipment.transportMode
        : edifactTransportModes[shipment.transportMode],
    equipmentNumber: present(shipment.equipmentNumber),
    grossWeight: shipment.grossWeight,
    weightUnit:
      shipment.grossWeight === undefined ? undefined : unitOf(shipment.weightUnit ?? 'KG'),
    // TD1*CTN*n / the shipment's PAC count the cartons and bulk units; pallets are their tares.
    packageCount: packages.filter((unit) => unit.level !== 'pallet').length,
    parties: [...party('shipFrom', shipment.shipFrom), ...party('shipTo', shipment.shipTo)],
    orders: [
      defined({
        orderNumber: order.orderNumber,
        orderDate: order.orderDate ?? undefined,
        tares,
        packs: loose,
        items: unpacked,
      }),
    ],
  });
}
