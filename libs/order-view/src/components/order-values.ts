import {
  deletableStatuses,
  type CanonicalOrder,
  type OrderLine,
  type OrderSummary,
  type Party,
  type PartyRole,
  type ProjectFeatures,
} from '@portal/contracts';

/** Badge colours of the order statuses: one table in libs/ui, which its story shows too. */
export { orderStatusTones } from '@portal/ui';

/** An order may be deleted only where its project allows it and it holds or sent nothing. */
export const canDeleteOrder = (
  status: string,
  features: Pick<ProjectFeatures, 'allowDelete'> | undefined,
): boolean =>
  features?.allowDelete === true && (deletableStatuses as readonly string[]).includes(status);

export type ServiceCharge = NonNullable<CanonicalOrder['serviceCharges']>[number];

/** The header services, allowances and charges (SAC / ALC) of an order: the SPAC tab. */
export const serviceChargesOf = (order: CanonicalOrder): ServiceCharge[] =>
  order.serviceCharges ?? [];

/** The parties of the given roles, in the order the roles are listed. */
export const partiesOf = (order: CanonicalOrder, roles: readonly PartyRole[]): Party[] =>
  roles.flatMap((role) => order.parties.filter((party) => party.role === role));

/** Rounds money to cents, away from binary noise (0.1 + 0.2). */
const cents = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

/** The amount of a line: ordered quantity × unit price; null when the partner sent no price. */
export const lineAmount = (line: OrderLine): number | null =>
  line.unitPrice === undefined ? null : cents((line.quantities.ordered ?? 0) * line.unitPrice);

export interface InvoiceTotals {
  lineTotal: number;
  chargeTotal: number;
  allowanceTotal: number;
  taxBasisTotal: number;
  /** Null when the order names no tax rate. */
  taxTotal: number | null;
  grandTotal: number;
}

/**
 * What an invoice for the whole order adds up to: the lines, plus charges, less allowances, plus
 * tax at the order's rate (spec §3 invoice totals).
 */
export function invoiceTotals(order: CanonicalOrder): InvoiceTotals {
  const lineTotal = cents(order.lines.reduce((sum, line) => sum + (lineAmount(line) ?? 0), 0));
  const charges = serviceChargesOf(order);
  const sumOf = (indicator: ServiceCharge['indicator']) =>
    cents(
      charges
        .filter((charge) => charge.indicator === indicator)
        .reduce((sum, charge) => sum + Math.abs(charge.amount), 0),
    );
  const chargeTotal = sumOf('C');
  const allowanceTotal = sumOf('A');
  const taxBasisTotal = cents(lineTotal + chargeTotal - allowanceTotal);
  const taxTotal =
    order.taxRatePercent === undefined ? null : cents((taxBasisTotal * order.taxRatePercent) / 100);
  return {
    lineTotal,
    chargeTotal,
    allowanceTotal,
    taxBasisTotal,
    taxTotal,
    grandTotal: cents(taxBasisTotal + (taxTotal ?? 0)),
  };
}

/** Every schedule entry of the order's lines, for the part list's empty state. */
export const scheduleCount = (order: CanonicalOrder): number =>
  order.lines.reduce((count, line) => count + (line.schedule?.length ?? 0), 0);

/** How a row names itself (its checkbox, its actions): serial number and PO number. */
export const describeOrder = (order: Pick<OrderSummary, 'serialNumber' | 'orderNumber'>): string =>
  `${order.serialNumber} / ${order.orderNumber}`;
