import type {
  CanonicalOrder,
  DeliveryAddress,
  DeliveryData,
  DeliveryLine,
  DeliveryPackage,
  DeliveryShipment,
  Party,
  ProjectFeatures,
} from '@portal/contracts';
import type { locations } from '../database';
import type { PackageRow, ShipmentRow } from '../purchase/shipment-store';

// A new ship notice prefilled from the order and its fulfilment (docs/ship-notices.md,
// "Prefilled from fulfilment"): what GET /delivery/info answers before anything is saved.

type LocationRow = typeof locations.$inferSelect;

/** What the prefill reads: the order, the project's switches, the shipment and its packages. */
export interface PrefillSource {
  readonly orderNumber: string;
  readonly order: CanonicalOrder;
  readonly features: Pick<ProjectFeatures, 'autoLabelNumber'>;
  readonly shipment: ShipmentRow | undefined;
  /** The shipment's packages that were not voided, in plan order. */
  readonly packages: readonly PackageRow[];
  /** The first ship-from address of master data: the ship-from when the PO names none. */
  readonly shipFromLocation: LocationRow | undefined;
}

export interface Prefilled {
  readonly data: DeliveryData;
  readonly prefilledFrom: 'fulfilment' | 'order';
}

/**
 * The notice's fields take at most so many characters (the contracts' limits); longer inbound
 * values are cut, so a prefilled notice can always be saved back as it was answered.
 */
const cut = (value: string | null | undefined, max: number): string | undefined => {
  const text = value?.trim() ?? '';
  return text === '' ? undefined : text.slice(0, max);
};

/** Keeps the keys whose value is defined: the stored JSON holds no `undefined` noise. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

export function partyAddress(party: Party | undefined): DeliveryAddress | undefined {
  if (party === undefined) return undefined;
  return defined({
    id: cut(party.id, 32),
    agencyCode: cut(party.agencyCode, 32),
    name: cut(party.name, 128),
    address: cut(party.street ?? party.address, 128),
    city: cut(party.city, 128),
    state: cut(party.state, 32),
    postcode: cut(party.postcode, 32),
    country: cut(party.country, 32),
  });
}

function locationAddress(location: LocationRow | undefined): DeliveryAddress | undefined {
  if (location === undefined) return undefined;
  return defined({
    id: cut(location.partyId, 32),
    agencyCode: cut(location.agencyCode, 32),
    name: cut(location.partyName, 128) ?? cut(location.name, 128),
    address: cut(location.street, 128) ?? cut(location.address, 128),
    city: cut(location.city, 128),
    state: cut(location.stateCode, 32),
    postcode: cut(location.postcode, 32),
    country: cut(location.countryCode, 32),
  });
}

const partyOf = (order: CanonicalOrder, ...roles: Party['role'][]): Party | undefined =>
  roles.map((role) => order.parties.find((party) => party.role === role)).find(Boolean);

/** Sums in thousandths, as integers: quantities and weights add up exactly. */
const exactSum = (values: readonly number[]): number =>
  values.reduce((sum, value) => sum + Math.round(value * 1000), 0) / 1000;

/**
 * The prefilled notice. After fulfilment packed the shipment, its packages (not voided) with
 * their SSCCs and one line item per package content; otherwise the order's lines with what was
 * shipped (or ordered) and no packages, for the user to pack. The routing and the shipped date
 * come from the shipment whenever there is one.
 */
export function prefillDelivery(source: PrefillSource): Prefilled {
  const { order, shipment, packages } = source;
  const orderLines = new Map(order.lines.map((line) => [line.lineNumber, line]));
  const fromFulfilment = shipment?.shippedAt != null && packages.length > 0;

  const itemFields = (lineNumber: string) => {
    const line = orderLines.get(lineNumber);
    return {
      lineNumber,
      buyerItemNumber: cut(line?.buyerItemNumber, 32),
      vendorItemNumber: cut(line?.vendorItemNumber, 32),
      upc: cut(line?.upc, 32),
      description: cut(line?.description, 128),
      unit: cut(line?.unit, 32),
    };
  };

  let deliveryPackages: DeliveryPackage[] = [];
  let lines: DeliveryLine[];
  if (fromFulfilment) {
    const ssccOf = new Map(packages.map((unit) => [unit.key, unit.sscc]));
    deliveryPackages = packages.map((unit) => {
      const pallet = unit.palletKey === null ? undefined : ssccOf.get(unit.palletKey);
      return defined({
        key: unit.key,
        level: unit.level,
        parentKey: unit.palletKey ?? undefined,
        packageType: cut(unit.packageType, 32),
        labelNumber: unit.sscc ?? undefined,
        // A package fulfilment did not label is numbered on save when the project says so.
        autoLabel: unit.sscc === null && source.features.autoLabelNumber,
        masterLabel: pallet ?? undefined,
        grossWeight: unit.weight === null ? undefined : Number(unit.weight),
        weightUnit: unit.weight === null ? undefined : ('KG' as const),
      });
    });
    lines = packages
      .flatMap((unit) => unit.contents.map((content) => ({ packageKey: unit.key, content })))
      .map(({ packageKey, content }, index) =>
        defined({
          key: `L${index + 1}`,
          packageKey,
          ...itemFields(content.lineNumber),
          quantity: content.quantity,
        }),
      );
  } else {
    const shipped = shipment?.shippedQuantities ?? undefined;
    lines = order.lines.map((line, index) =>
      defined({
        key: `L${index + 1}`,
        ...itemFields(line.lineNumber),
        quantity: shipped?.[line.lineNumber] ?? line.quantities.ordered ?? 0,
      }),
    );
  }

  const weights = deliveryPackages
    .filter((unit) => unit.parentKey === undefined)
    .map((unit) => unit.grossWeight);
  const grossWeight =
    weights.length > 0 && weights.every((weight) => weight !== undefined)
      ? exactSum(weights as number[])
      : undefined;
  const shipmentData: DeliveryShipment = defined({
    shipmentNumber: cut(source.orderNumber, 32),
    billOfLading: cut(shipment?.billOfLading, 32),
    trackingNumber: cut(shipment?.trackingNumber, 32),
    carrierName: cut(shipment?.carrierName, 128),
    scac: cut(shipment?.scac, 4),
    transportMode: (shipment?.transportMode ?? undefined) as DeliveryShipment['transportMode'],
    equipmentNumber: cut(shipment?.equipmentNumber, 32),
    shippedDate: shipment?.shippedDate ?? undefined,
    scheduledDeliveryDate: shipment?.scheduledDeliveryDate ?? undefined,
    grossWeight,
    weightUnit: grossWeight === undefined ? undefined : ('KG' as const),
    packageCount: deliveryPackages.length,
    totalQuantity: exactSum(lines.map((line) => line.quantity ?? 0)),
    shipFrom: partyAddress(partyOf(order, 'shipFrom')) ?? locationAddress(source.shipFromLocation),
    shipTo: partyAddress(partyOf(order, 'shipTo', 'deliveryParty')),
  });
  return {
    data: { shipment: shipmentData, packages: deliveryPackages, lines },
    prefilledFrom: fromFulfilment ? 'fulfilment' : 'order',
  };
}
