/**
 * The customer's EDIFACT messages (EANCOM style), as the segments between UNH and UNT: ORDERS
 * (with heading allowances and charges) and REMADV, in D96A or D01B.
 */
import { sumAmounts } from '@portal/contracts';
import type { SegmentInput } from '@portal/edi';
import { buyers, deliveryPoints } from './catalog';
import { orderCharges, type OrderCharge } from './charges';
import {
  addDays,
  fromIsoDay,
  invoicesToPay,
  isoDay,
  money,
  orderLines,
  payment,
  ymd,
  type OpenInvoice,
  type SentOrder,
} from './documents';
import type { Random } from './random';

export type EdifactDirectory = 'D96A' | 'D01B';

export interface EdifactParties {
  /** The customer's GLN (NAD BY / PR). */
  readonly partnerGln: string;
  /** Ours (NAD SU / PE). */
  readonly supplierGln: string;
}

/** A GLN for an interchange id: the id itself when it is one, else a fixed stand-in. */
export const glnOf = (id: string, fallback: string): string =>
  /^\d{13}$/.test(id) ? id : fallback;

const dtm = (qualifier: string, date: Date): SegmentInput => ({
  tag: 'DTM',
  elements: [[qualifier, ymd(date), '102']],
});

/** ALC05-1 special service codes: FC freight charge, DI discount. */
const alcCodes: Readonly<Record<OrderCharge['kind'], string>> = { freight: 'FC', discount: 'DI' };

/** An ALC group: ALC with its code and description, MOA 23 (charge) or 204 (allowance). */
const alcSegments = (charge: OrderCharge): SegmentInput[] => [
  {
    tag: 'ALC',
    elements: [charge.indicator, '', '', '', [alcCodes[charge.kind], '', '', charge.description]],
  },
  {
    tag: 'MOA',
    elements: [[charge.indicator === 'C' ? '23' : '204', money(charge.amount)]],
  },
];

/** ORDERS with 1 to 20 lines, a freight charge and sometimes a discount (heading ALC-MOA). */
export function edifactOrder(
  random: Random,
  directory: EdifactDirectory,
  poNumber: string,
  date: Date,
  parties: EdifactParties,
): { segments: SegmentInput[]; order: SentOrder } {
  const lines = orderLines(random, random.int(1, 20));
  const point = random.pick(deliveryPoints);
  const buyer = random.pick(buyers);
  const delivery = addDays(date, random.int(7, 21));
  // 7143: EN (EAN-13) in EANCOM 1997, SRV (GTIN) in EANCOM 2002.
  const gtinType = directory === 'D96A' ? 'EN' : 'SRV';
  const segments: SegmentInput[] = [
    { tag: 'BGM', elements: ['220', poNumber, '9'] },
    dtm('137', date),
    dtm('2', delivery),
    { tag: 'FTX', elements: ['DEL', '', '', ['DELIVERY MON-FRI 06-14 H, RAMP 3']] },
    { tag: 'RFF', elements: [['CT', `RC-${date.getUTCFullYear()}-EU`]] },
    { tag: 'NAD', elements: ['BY', [parties.partnerGln, '', '9']] },
    { tag: 'CTA', elements: ['OC', ['', buyer.name]] },
    { tag: 'COM', elements: [[`+49${buyer.phone}`, 'TE']] },
    { tag: 'NAD', elements: ['SU', [parties.supplierGln, '', '9']] },
    {
      tag: 'NAD',
      elements: [
        'DP',
        [point.gln, '', '9'],
        '',
        point.name,
        point.street,
        point.city,
        '',
        point.postcode,
        point.country,
      ],
    },
    { tag: 'CUX', elements: [['2', 'EUR', '9']] },
    // Net 30 days from the invoice date.
    { tag: 'PAT', elements: ['1', '', ['5', '3', 'D', '30']] },
    ...orderCharges(random, lines).flatMap(alcSegments),
  ];
  for (const line of lines) {
    segments.push(
      { tag: 'LIN', elements: [line.lineNumber, '', [line.gtin, gtinType]] },
      { tag: 'PIA', elements: ['1', [line.vendorItem, 'SA'], [line.buyerItem, 'IN']] },
      { tag: 'IMD', elements: ['F', '', ['', '', '', line.description]] },
      { tag: 'QTY', elements: [['21', String(line.quantity), line.unit === 'CA' ? 'CT' : 'PCE']] },
      { tag: 'PRI', elements: [['AAA', money(line.unitPrice)]] },
    );
  }
  segments.push(
    { tag: 'UNS', elements: ['S'] },
    { tag: 'CNT', elements: [['2', String(lines.length)]] },
  );
  return {
    segments,
    order: { poNumber, orderDate: isoDay(date), currency: 'EUR', lines, changes: 0 },
  };
}

/** REMADV paying 1 to 4 invoices by credit transfer; `open` loses the invoices it pays. */
export function edifactRemittance(
  random: Random,
  documentNumber: string,
  date: Date,
  parties: EdifactParties,
  open: OpenInvoice[],
  orders: readonly SentOrder[],
): { segments: SegmentInput[]; invoices: OpenInvoice[] } {
  const invoices = invoicesToPay(random, open, orders, documentNumber, date);
  const documents: SegmentInput[] = [];
  // The total as an exact sum of the amounts written, never a float sum.
  const paidTexts: string[] = [];
  for (const invoice of invoices) {
    const { paid, discount } = payment(random, invoice);
    paidTexts.push(money(paid));
    documents.push(
      { tag: 'DOC', elements: ['380', invoice.invoiceNumber] },
      { tag: 'MOA', elements: [['12', money(paid)]] },
      { tag: 'MOA', elements: [['39', money(invoice.amount)]] },
    );
    if (discount !== undefined) documents.push({ tag: 'MOA', elements: [['52', money(discount)]] });
    if (invoice.invoiceDate !== undefined) {
      documents.push(dtm('137', fromIsoDay(invoice.invoiceDate)));
    }
    if (invoice.poNumber !== undefined) {
      documents.push({ tag: 'RFF', elements: [['ON', invoice.poNumber]] });
    }
  }
  const segments: SegmentInput[] = [
    { tag: 'BGM', elements: ['481', documentNumber, '9'] },
    dtm('137', date),
    dtm('209', addDays(date, 1)),
    { tag: 'RFF', elements: [['IA', '554433']] },
    { tag: 'NAD', elements: ['PR', [parties.partnerGln, '', '9']] },
    { tag: 'NAD', elements: ['PE', [parties.supplierGln, '', '9']] },
    { tag: 'CUX', elements: [['2', 'EUR', '11']] },
    // 4461 30: credit transfer (the portal reads it as ACH).
    { tag: 'PAI', elements: [['', '', '30']] },
    ...documents,
    { tag: 'UNS', elements: ['S'] },
    { tag: 'MOA', elements: [['12', sumAmounts(paidTexts, 2)]] },
  ];
  return { segments, invoices };
}
