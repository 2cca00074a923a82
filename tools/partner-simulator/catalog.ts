/**
 * What the simulated customer buys and where it ships: a fixed catalogue (the same item numbers
 * in every run, as a real partner's would be) and its sites, buyers and carriers.
 */
import { Random } from './random';

export interface CatalogItem {
  /** The supplier's item number (PO1 VN / PIA SA). */
  readonly vendorItem: string;
  /** The customer's item number (PO1 IN / PIA IN). */
  readonly buyerItem: string;
  /** UCC-12 with its check digit (PO1 UP). */
  readonly upc: string;
  /** GTIN-13 with its check digit (LIN 7140 for EDIFACT). */
  readonly gtin: string;
  readonly description: string;
  readonly unitPrice: number;
  /** EA (X12) / PCE (EDIFACT) or a case. */
  readonly unit: 'EA' | 'CA';
  /** Units per carton (PO401). */
  readonly pack: number;
  /** Carton weight in LB (PO406). */
  readonly cartonWeight: number;
}

export interface Site {
  readonly code: string;
  readonly name: string;
  readonly street: string;
  readonly city: string;
  readonly state: string;
  readonly postcode: string;
  readonly country: string;
}

/** GS1 check digit of the digits before it (UPC-A, EAN-13, SSCC alike). */
export function gs1CheckDigit(digits: string): string {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    sum += index % 2 === 0 ? digit * 3 : digit;
  }
  return String((10 - (sum % 10)) % 10);
}

const adjectives = ['STAINLESS', 'INSULATED', 'COMPACT', 'DELUXE', 'FOLDING', 'CLASSIC', 'RUGGED'];
const products = [
  'WATER BOTTLE 750ML',
  'LUNCH BAG',
  'TRAVEL MUG 16OZ',
  'STORAGE BOX 12L',
  'CAMP CHAIR',
  'LED LANTERN',
  'COOLER 24QT',
  'TOOL SET 42PC',
  'DESK LAMP',
  'THERMOS 1L',
];
const colours = ['BLUE', 'BLACK', 'RED', 'GREEN', 'GREY', 'WHITE'];

/** The catalogue: built from its own fixed seed, so it never changes with the run's seed. */
export const catalog: readonly CatalogItem[] = (() => {
  const random = new Random(20_251_120);
  const items: CatalogItem[] = [];
  for (let index = 0; index < 60; index += 1) {
    const upcBody = `0${String(12_345_678_000 + index * 7).slice(-10)}`;
    const gtinBody = `400638${String(133_300 + index * 11).padStart(6, '0')}`;
    const unit = index % 5 === 4 ? 'CA' : 'EA';
    items.push({
      vendorItem: `ACM-${1001 + index}`,
      buyerItem: String(883_411 + index),
      upc: upcBody + gs1CheckDigit(upcBody),
      gtin: gtinBody + gs1CheckDigit(gtinBody),
      description: `${random.pick(adjectives)} ${random.pick(products)} ${random.pick(colours)}`,
      unitPrice: (unit === 'CA' ? 24 : 2) + random.int(0, unit === 'CA' ? 9_000 : 3_000) / 100,
      unit,
      pack: random.pick([4, 6, 12, 24]),
      cartonWeight: random.int(20, 400) / 10,
    });
  }
  return items;
})();

export const shipToSites: readonly Site[] = [
  {
    code: '6094',
    name: 'RETAILCO DC 6094',
    street: '1200 INDUSTRIAL PKWY',
    city: 'BENTONVILLE',
    state: 'AR',
    postcode: '72712',
    country: 'US',
  },
  {
    code: '7031',
    name: 'RETAILCO DC 7031',
    street: '88 DISTRIBUTION DR',
    city: 'COLUMBUS',
    state: 'OH',
    postcode: '43217',
    country: 'US',
  },
  {
    code: '4410',
    name: 'RETAILCO DC 4410',
    street: '5500 LOGISTICS WAY',
    city: 'RENO',
    state: 'NV',
    postcode: '89502',
    country: 'US',
  },
  {
    code: '0218',
    name: 'RETAILCO STORE 218',
    street: '301 MAIN ST',
    city: 'SPRINGFIELD',
    state: 'IL',
    postcode: '62701',
    country: 'US',
  },
];

export const billTo: Site = {
  code: '0001',
  name: 'RETAILCO ACCOUNTS PAYABLE',
  street: '702 SW 8TH ST',
  city: 'BENTONVILLE',
  state: 'AR',
  postcode: '72716',
  country: 'US',
};

/** EDIFACT delivery points: a GLN each. */
export const deliveryPoints: readonly (Site & { readonly gln: string })[] = [
  {
    code: 'HH',
    gln: '4012345000016',
    name: 'EUROMART LAGER NORD',
    street: 'HAFENSTRASSE 12',
    city: 'HAMBURG',
    state: '',
    postcode: '20457',
    country: 'DE',
  },
  {
    code: 'MU',
    gln: '4012345000023',
    name: 'EUROMART LAGER SUED',
    street: 'INDUSTRIESTRASSE 7',
    city: 'MUENCHEN',
    state: '',
    postcode: '80939',
    country: 'DE',
  },
  {
    code: 'LY',
    gln: '4012345000030',
    name: 'EUROMART ENTREPOT LYON',
    street: '14 RUE DU PORT',
    city: 'LYON',
    state: '',
    postcode: '69007',
    country: 'FR',
  },
];

export const buyers: readonly { readonly name: string; readonly phone: string }[] = [
  { name: 'JANE BUYER', phone: '4795551234' },
  { name: 'OMAR HADDAD', phone: '4795552210' },
  { name: 'LI WEI', phone: '4795553377' },
  { name: 'SARA LINDQVIST', phone: '4795554412' },
];

export const carriers: readonly { readonly scac: string; readonly routing: string }[] = [
  { scac: 'UPSN', routing: 'UPS GROUND' },
  { scac: 'FDEG', routing: 'FEDEX GROUND' },
  { scac: 'ODFL', routing: 'OLD DOMINION LTL' },
  { scac: 'SCNN', routing: 'SCHNEIDER TL' },
];
