import type { PackageLevel } from '@portal/contracts';
import type {
  DocumentPackage,
  DocumentParty,
  ShipmentDocumentInput,
} from './shipment-document-input';
import type { DocumentTexts } from './texts';

/** What several documents read off a shipment: addresses, package order, counts and weights. */

export interface PartyBlock {
  name: string;
  lines: string[];
}

const cjk = /[\u3000-\u9fff\uf900-\ufaff]/;
const present = (value: string | null | undefined): value is string =>
  value !== null && value !== undefined && value.trim() !== '';

/**
 * A party's address as printed lines. A Chinese address reads province then city
 * ("广东省深圳市 518000 中国"); others city, state and postal code ("Dallas, TX 75201 US").
 */
export function partyBlock(party: DocumentParty, texts: DocumentTexts): PartyBlock {
  const lines: string[] = [];
  if (present(party.street)) lines.push(party.street.trim());
  if (present(party.address)) lines.push(party.address.trim());
  const city = party.city?.trim() ?? '';
  const state = party.state?.trim() ?? '';
  const postcode = party.postcode?.trim() ?? '';
  const locality = cjk.test(city + state)
    ? [city.startsWith(state) ? city : `${state}${city}`, postcode]
    : [[city, state].filter(Boolean).join(', '), postcode];
  // The country closes the locality line: labels have room for few lines.
  const localityLine = [...locality, party.country?.trim() ?? ''].filter(Boolean).join(' ');
  if (localityLine !== '') lines.push(localityLine);
  if (present(party.id)) lines.push(`${texts.partyId} ${party.id.trim()}`);
  return { name: party.name.trim(), lines };
}

/** The packages that get a label, in label order (their sequence). */
export function labelledPackages(
  input: ShipmentDocumentInput,
): (DocumentPackage & { sscc: string })[] {
  return input.packages
    .filter((unit): unit is DocumentPackage & { sscc: string } => unit.sscc !== null)
    .sort((a, b) => a.sequence - b.sequence);
}

/** A package and what is loaded on it (a pallet's cartons and loose units). */
export interface HandlingUnit {
  unit: DocumentPackage;
  loaded: DocumentPackage[];
}

/**
 * The outermost packages (what the carrier handles) with what each carries, in input order.
 * A package whose pallet is not in the shipment counts as a handling unit of its own.
 */
export function handlingUnits(input: ShipmentDocumentInput): HandlingUnit[] {
  const pallets = new Map<string, HandlingUnit>();
  const units: HandlingUnit[] = [];
  for (const unit of input.packages) {
    if (unit.level === 'pallet' && unit.sscc !== null) {
      const handling = { unit, loaded: [] };
      pallets.set(unit.sscc, handling);
    }
  }
  for (const unit of input.packages) {
    const pallet =
      unit.level === 'pallet' || !unit.palletSscc ? undefined : pallets.get(unit.palletSscc);
    if (pallet === undefined) units.push(pallets.get(unit.sscc ?? '') ?? { unit, loaded: [] });
    else pallet.loaded.push(unit);
  }
  return units;
}

/** The packages in reading order: each handling unit followed by what is loaded on it. */
export function packagesInReadingOrder(input: ShipmentDocumentInput): DocumentPackage[] {
  return handlingUnits(input).flatMap((handling) => [handling.unit, ...handling.loaded]);
}

/** The item quantity packed directly in a package. */
export const packedQuantity = (unit: DocumentPackage): number =>
  unit.contents.reduce((sum, item) => sum + item.quantity, 0);

/**
 * The pieces a handling unit counts on a bill of lading: a carton is one piece, loose units count
 * their items, a pallet counts what is loaded on it plus items stacked on it directly.
 */
export function piecesOf(handling: HandlingUnit): number {
  const own = (unit: DocumentPackage): number =>
    unit.level === 'carton' ? 1 : unit.level === 'bulk' ? Math.max(1, packedQuantity(unit)) : 0;
  if (handling.unit.level !== 'pallet') return own(handling.unit);
  return handling.loaded.reduce((sum, unit) => sum + own(unit), 0) + packedQuantity(handling.unit);
}

/**
 * The gross weight of a handling unit in kilograms: its own when recorded (it includes its load),
 * else the weights of what it carries; null when nothing was weighed.
 */
export function weightOf(handling: HandlingUnit): number | null {
  if (handling.unit.weight !== null && handling.unit.weight !== undefined) {
    return handling.unit.weight;
  }
  const weights = handling.loaded
    .map((unit) => unit.weight)
    .filter((weight): weight is number => weight !== null && weight !== undefined);
  return weights.length === 0 ? null : weights.reduce((sum, weight) => sum + weight, 0);
}

/** The total of known weights, or null when none is known. */
export function totalWeight(weights: (number | null)[]): number | null {
  const known = weights.filter((weight): weight is number => weight !== null);
  return known.length === 0 ? null : known.reduce((sum, weight) => sum + weight, 0);
}

export function weightText(kilograms: number | null, texts: DocumentTexts): string {
  if (kilograms === null) return texts.none;
  const rounded = Math.round(kilograms * 100) / 100;
  return `${rounded.toLocaleString('en-US', { maximumFractionDigits: 2 })} ${texts.kilograms}`;
}

/** Counts by level in a fixed order: "2 pallets, 10 cartons". */
export function levelCounts(units: DocumentPackage[], texts: DocumentTexts): string {
  const order: PackageLevel[] = ['pallet', 'carton', 'bulk'];
  const parts = order
    .map((level) => [level, units.filter((unit) => unit.level === level).length] as const)
    .filter(([, count]) => count > 0)
    .map(([level, count]) => texts.levelCount(level, count));
  return parts.length === 0 ? texts.none : parts.join(texts.listSeparator);
}

/** A date as its calendar day (the input may carry a full timestamp). */
export function dayText(value: string | null | undefined, texts: DocumentTexts): string {
  if (!present(value)) return texts.none;
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value);
  return day === null ? value : day[0];
}

/** A value or the dash that stands for nothing. */
export const orNone = (value: string | null | undefined, texts: DocumentTexts): string =>
  present(value) ? value.trim() : texts.none;
