/**
 * The customer's X12 documents, as the segments between ST and SE: 850 purchase order, 860
 * change, 830 forecast and 820 payment. Segments and codes follow the 004010 / 005010 guides the
 * portal's mappings read; the values come from the seeded generator.
 */
import { sumAmounts } from '@portal/contracts';
import type { SegmentInput } from '@portal/edi';
import { billTo, buyers, carriers, shipToSites } from './catalog';
import { orderCharges, type OrderCharge } from './charges';
import {
  addDays,
  fromIsoDay,
  invoicesToPay,
  lineFromItem,
  money,
  newItemFor,
  nextMonday,
  orderLines,
  payment,
  round2,
  ymd,
  isoDay,
  type OpenInvoice,
  type OrderedLine,
  type SentOrder,
} from './documents';
import type { Random } from './random';

/** The supplier's number at the customer (REF IA / VR, N1 VN / PE). */
export const vendorNumber = '554433';

const po1Segments = (line: OrderedLine): SegmentInput[] => [
  {
    tag: 'PO1',
    elements: [
      line.lineNumber,
      String(line.quantity),
      line.unit,
      money(line.unitPrice),
      '',
      'UP',
      line.upc,
      'VN',
      line.vendorItem,
      'IN',
      line.buyerItem,
    ],
  },
  { tag: 'PID', elements: ['F', '', '', '', line.description] },
  // PO4: units per carton, packed in cartons (CT), gross weight per carton in pounds.
  {
    tag: 'PO4',
    elements: [String(line.pack), '', '', 'CT', 'G', line.cartonWeight.toFixed(1), 'LB'],
  },
];

/** SAC02 codes: D240 freight, C310 discount. */
const sacCodes: Readonly<Record<OrderCharge['kind'], string>> = {
  freight: 'D240',
  discount: 'C310',
};

/** SAC with SAC05 in cents (X12 type N2) and SAC15 the description. */
const sacSegment = (charge: OrderCharge): SegmentInput => ({
  tag: 'SAC',
  elements: [
    charge.indicator,
    sacCodes[charge.kind],
    '',
    '',
    String(Math.round(charge.amount * 100)),
    ...Array<string>(9).fill(''),
    charge.description,
  ],
});

const siteSegments = (
  code: string,
  site: { name: string; code: string; street: string; city: string; state: string },
  postcode: string,
  country: string,
): SegmentInput[] => [
  { tag: 'N1', elements: [code, site.name, '92', site.code] },
  { tag: 'N3', elements: [site.street] },
  { tag: 'N4', elements: [site.city, site.state, postcode, country] },
];

/** 850 with 1 to 20 lines, a freight charge and sometimes a discount (header SAC). */
export function x12PurchaseOrder(
  random: Random,
  poNumber: string,
  date: Date,
): { segments: SegmentInput[]; order: SentOrder } {
  const lines = orderLines(random, random.int(1, 20));
  const site = random.pick(shipToSites);
  const buyer = random.pick(buyers);
  const carrier = random.pick(carriers);
  const currency = random.chance(0.9) ? 'USD' : 'CAD';
  const shipDate = addDays(date, random.int(7, 21));
  const terms = random.chance(0.6)
    ? ['01', '3', '2', '', '10', '', '30'] // 2 % 10, net 30
    : ['05', '3', '', '', '', '', '60']; // net 60
  const segments: SegmentInput[] = [
    { tag: 'BEG', elements: ['00', random.chance(0.9) ? 'SA' : 'NE', poNumber, '', ymd(date)] },
    { tag: 'CUR', elements: ['BY', currency] },
    { tag: 'REF', elements: ['DP', String(random.int(1, 99)).padStart(5, '0')] },
    { tag: 'REF', elements: ['IA', vendorNumber] },
    {
      tag: 'PER',
      elements: [
        'BD',
        buyer.name,
        'TE',
        buyer.phone,
        'EM',
        `${buyer.name.toLowerCase().replace(' ', '.')}@retailco.example`,
      ],
    },
    { tag: 'FOB', elements: [random.chance(0.7) ? 'PP' : 'CC'] },
    ...orderCharges(random, lines).map(sacSegment),
    { tag: 'ITD', elements: terms },
    { tag: 'DTM', elements: ['010', ymd(shipDate)] },
    { tag: 'DTM', elements: ['001', ymd(addDays(shipDate, 14))] },
    { tag: 'TD5', elements: ['', '2', carrier.scac, 'M', carrier.routing] },
    ...siteSegments('ST', site, site.postcode, site.country),
    ...siteSegments('BT', billTo, billTo.postcode, billTo.country),
    { tag: 'N1', elements: ['BY', 'RETAILCO PURCHASING', '92', '0100'] },
    ...lines.flatMap(po1Segments),
    {
      tag: 'CTT',
      elements: [String(lines.length), String(lines.reduce((sum, line) => sum + line.quantity, 0))],
    },
  ];
  return {
    segments,
    order: { poNumber, orderDate: isoDay(date), currency, lines, changes: 0 },
  };
}

/**
 * 860 changing `order`: one or two lines get a new quantity or price, one line is added and (when
 * the order has two lines or more) one is deleted. Returns the order as it stands afterwards.
 */
export function x12OrderChange(
  random: Random,
  order: SentOrder,
  date: Date,
): { segments: SegmentInput[]; order: SentOrder } {
  const sequence = order.changes + 1;
  const deleted = order.lines.length >= 2 ? random.pick(order.lines) : undefined;
  const kept = order.lines.filter((line) => line !== deleted);
  const changed = new Set(random.sample(kept, Math.min(kept.length, random.int(1, 2))));
  const lastNumber = Math.max(...order.lines.map((line) => Number(line.lineNumber) || 0));
  const added = lineFromItem(newItemFor(order, random), lastNumber + 1, random);

  const poc = (line: OrderedLine, code: string, left: number): SegmentInput => ({
    tag: 'POC',
    elements: [
      line.lineNumber,
      code,
      String(line.quantity),
      String(left),
      line.unit,
      money(line.unitPrice),
      '',
      'UP',
      line.upc,
      'VN',
      line.vendorItem,
      'IN',
      line.buyerItem,
    ],
  });
  const lineSegments: SegmentInput[] = [];
  const after: OrderedLine[] = [];
  for (const line of order.lines) {
    if (line === deleted) {
      lineSegments.push(poc(line, 'DI', 0));
      continue;
    }
    if (!changed.has(line)) {
      after.push(line);
      continue;
    }
    const priceChange = random.chance(0.3);
    const next: OrderedLine = priceChange
      ? { ...line, unitPrice: round2(line.unitPrice * (random.chance(0.5) ? 0.95 : 1.04)) }
      : {
          ...line,
          quantity: Math.max(line.pack, line.quantity + line.pack * random.pick([-2, -1, 1, 2, 3])),
        };
    const code = priceChange ? 'PC' : next.quantity > line.quantity ? 'QI' : 'QD';
    lineSegments.push(poc(next, code, next.quantity));
    after.push(next);
  }
  lineSegments.push(poc(added, 'AI', added.quantity), {
    tag: 'PID',
    elements: ['F', '', '', '', added.description],
  });
  after.push(added);

  const site = random.pick(shipToSites);
  const segments: SegmentInput[] = [
    {
      tag: 'BCH',
      elements: [
        '04',
        'SA',
        order.poNumber,
        '',
        String(sequence),
        ymd(fromIsoDay(order.orderDate)),
        '',
        '',
        '',
        ymd(date),
      ],
    },
    { tag: 'CUR', elements: ['BY', order.currency] },
    { tag: 'DTM', elements: ['010', ymd(addDays(date, random.int(7, 14)))] },
    { tag: 'N1', elements: ['ST', site.name, '92', site.code] },
    ...lineSegments,
    { tag: 'CTT', elements: [String(lineSegments.filter((s) => s.tag === 'POC').length)] },
  ];
  return { segments, order: { ...order, lines: after, changes: sequence } };
}

/** 830 with 1 to 6 items, each forecast weekly for 4 to 13 weeks (two firm, then planning). */
export function x12PlanningSchedule(random: Random, reference: string, date: Date): SegmentInput[] {
  const start = nextMonday(addDays(date, 1));
  const weeks = random.int(4, 13);
  const end = addDays(start, weeks * 7 - 1);
  const lines = orderLines(random, random.int(1, 6));
  const site = random.pick(shipToSites);
  const segments: SegmentInput[] = [
    {
      tag: 'BFR',
      elements: ['05', reference, `REL-${ymd(date)}`, 'DL', 'A', ymd(start), ymd(end), ymd(date)],
    },
    { tag: 'N1', elements: ['ST', site.name, '92', site.code] },
    { tag: 'N1', elements: ['SU', 'ACME SUPPLY CO', '92', vendorNumber] },
  ];
  let total = 0;
  for (const line of lines) {
    segments.push(
      { tag: 'LIN', elements: ['', 'BP', line.buyerItem, 'VP', line.vendorItem, 'UP', line.upc] },
      { tag: 'UIT', elements: [line.unit, money(line.unitPrice)] },
      { tag: 'PID', elements: ['F', '', '', '', line.description] },
      { tag: 'SDP', elements: ['Y', 'Y'] },
    );
    for (let week = 0; week < weeks; week += 1) {
      const quantity = line.pack * random.int(1, 10);
      total += quantity;
      segments.push({
        tag: 'FST',
        elements: [String(quantity), week < 2 ? 'C' : 'D', 'W', ymd(addDays(start, week * 7))],
      });
    }
  }
  segments.push({ tag: 'CTT', elements: [String(lines.length), String(total)] });
  return segments;
}

/** 820 paying 1 to 4 invoices by ACH; `open` loses the invoices it pays. */
export function x12Remittance(
  random: Random,
  traceNumber: string,
  date: Date,
  open: OpenInvoice[],
  orders: readonly SentOrder[],
): { segments: SegmentInput[]; invoices: OpenInvoice[] } {
  const invoices = invoicesToPay(random, open, orders, traceNumber, date);
  const remittances: SegmentInput[] = [];
  // The total as an exact sum of the amounts written, never a float sum.
  const paidTexts: string[] = [];
  for (const invoice of invoices) {
    const { paid, discount } = payment(random, invoice);
    paidTexts.push(money(paid));
    remittances.push({
      tag: 'RMR',
      elements: [
        'IV',
        invoice.invoiceNumber,
        'PI',
        money(paid),
        money(invoice.amount),
        discount === undefined ? '' : money(discount),
      ],
    });
    if (invoice.poNumber !== undefined) {
      remittances.push({ tag: 'REF', elements: ['PO', invoice.poNumber] });
    }
    if (invoice.invoiceDate !== undefined) {
      remittances.push({ tag: 'DTM', elements: ['003', ymd(fromIsoDay(invoice.invoiceDate))] });
    }
  }
  const paymentDate = ymd(addDays(date, 1));
  const segments: SegmentInput[] = [
    {
      tag: 'BPR',
      elements: [
        'C',
        sumAmounts(paidTexts, 2),
        'C',
        'ACH',
        'CCP',
        '01',
        '071000013',
        'DA',
        '123456789',
        '1234567890',
        '',
        '01',
        '011000015',
        'DA',
        '987654321',
        paymentDate,
      ],
    },
    { tag: 'TRN', elements: ['1', traceNumber, '1234567890'] },
    { tag: 'CUR', elements: ['PR', 'USD'] },
    { tag: 'REF', elements: ['VR', vendorNumber] },
    { tag: 'N1', elements: ['PR', 'RETAILCO INC', '92', '0001'] },
    { tag: 'N1', elements: ['PE', 'ACME SUPPLY CO', '92', vendorNumber] },
    { tag: 'ENT', elements: ['1'] },
    ...remittances,
  ];
  return { segments, invoices };
}
