import {
  outboundDocumentSchema,
  type CanonicalAcknowledgement,
  type CanonicalInventoryReport,
  type CanonicalInvoice,
  type CanonicalOrderResponse,
  type CanonicalShipNotice,
  type OutboundDocument,
  type Party,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { parseEdifact, type EdifactMessage } from '../../edifact-envelope';
import { writeEdifact, type EdifactMessageInput } from '../../edifact-writer';
import { getElement, type Segment } from '../../segment';
import { EdiWriteError } from '../../writer-common';
import type { EdifactBuildOptions } from '../mapping-types';
import { mapEdifactMessage } from './inbound';
import { buildEdifactMessage } from './outbound';
import { documentOf, firstMessage, ofKind } from './test-support';

const timestamp = new Date(Date.UTC(2025, 11, 15, 8, 30));
const d96a: EdifactBuildOptions = { version: 'D96A', reference: 7 };
const d01b: EdifactBuildOptions = { version: 'D01B', reference: 8 };

/** Writes the message in an interchange, reads it back; fails on any envelope error. */
function roundTrip(message: EdifactMessageInput) {
  const text = writeEdifact(
    {
      header: {
        syntaxId: 'UNOC',
        senderId: '4098765000002',
        senderQualifier: '14',
        recipientId: '4012345000009',
        recipientQualifier: '14',
        controlReference: 'ICR9',
      },
      messages: [message],
    },
    { timestamp, newline: '\n' },
  );
  const result = parseEdifact(text);
  expect(result.errors).toEqual([]);
  expect(result.valid).toBe(true);
  return { text, ...firstMessage(result) };
}

const build = (document: OutboundDocument, options: EdifactBuildOptions) =>
  buildEdifactMessage(outboundDocumentSchema.parse(document), options);

/** `TAG+el1:comp+el2` texts of the segments, for compact assertions. */
const texts = (message: EdifactMessage, ...tags: string[]): string[] =>
  message.segments
    .filter((segment) => tags.length === 0 || tags.includes(segment.tag))
    .map((segment) => [segment.tag, ...segment.elements.map((e) => e.join(':'))].join('+'));

const find = (message: EdifactMessage, tag: string): Segment[] =>
  message.segments.filter((segment) => segment.tag === tag);

const supplier: Party = {
  role: 'supplier',
  id: '4098765000002',
  agencyCode: '9',
  // Every service character, and a name longer than one 35-character line.
  name: "O'Neil + Sons: Precision Bottling Works Ltd? (Cork)",
  address: 'Unit 4, Harbour Industrial Estate',
  street: 'Harbour Road 12',
  addressInfo: 'Gate B',
  city: 'Cork',
  state: 'CO',
  postcode: 'T12 X123',
  country: 'IE',
  contacts: [
    { function: 'purchasing', name: 'Mary Smith', phone: '+353 21 000', email: 'm@acme.ie' },
  ],
};

const invoice: CanonicalInvoice = {
  kind: 'invoice',
  invoiceNumber: 'INV-4711',
  invoiceDate: '2025-12-15',
  orderNumber: 'PO-EU-20001',
  orderDate: '2025-11-20',
  shipNoticeNumber: 'DN-88',
  currencyCode: 'EUR',
  tax: { ratePercent: 19, basis: 737.2, categoryCode: 'S', amount: 140.07 },
  saleTerms: {
    typeCode: '1',
    netDays: 30,
    netDueDate: '2026-01-14',
    discountDays: 10,
    discountDueDate: '2025-12-25',
    discountPercent: 2,
    description: 'Net 30, 2% within 10 days',
  },
  settlement: {
    payeeName: 'ACME Ltd',
    iban: 'IE29AIBK93115212345678',
    bic: 'AIBKIE2D',
    paymentMeansTypeCode: '31',
    paymentTermsDescription: 'Pay by transfer',
  },
  parties: [supplier, { role: 'buyer', id: '4012345000009', agencyCode: '9', name: 'EUROMART AG' }],
  lines: [
    {
      lineNumber: '1',
      upc: '4006381333931',
      vendorItemNumber: 'ACM-1001',
      buyerItemNumber: 'B-1',
      description: 'Stainless steel bottle 750 ml, brushed finish, with cap',
      quantityInvoiced: 48,
      unit: 'PCE',
      unitPrice: 11.2,
      amount: 537.6,
      taxRatePercent: 19,
      orderLineNumber: '10',
    },
    { lineNumber: '2', upc: '4006381333948', quantityInvoiced: 24, unitPrice: 7.9, amount: 189.6 },
  ],
  serviceCharges: [
    { indicator: 'C', type: 'FC', amount: 15, description: 'Freight' },
    { indicator: 'A', type: 'DI', amount: 5 },
  ],
  totals: {
    lineTotal: 727.2,
    chargeTotal: 15,
    allowanceTotal: 5,
    taxBasisTotal: 737.2,
    taxTotal: 140.07,
    grandTotal: 877.27,
    prepaid: 100,
    duePayable: 777.27,
  },
};

const orderResponse: CanonicalOrderResponse = {
  kind: 'orderResponse',
  responseType: 'backorder',
  orderNumber: 'PO-EU-20001',
  orderDate: '2025-11-20',
  responseDate: '2025-11-21',
  responseNumber: 'RSP-1',
  currencyCode: 'EUR',
  parties: [supplier],
  lines: [
    {
      lineNumber: '1',
      upc: '4006381333931',
      quantityOrdered: 48,
      quantity: 48,
      unit: 'PCE',
      unitPrice: 11.2,
      status: 'accepted',
      scheduledDate: '2025-12-05',
    },
    {
      lineNumber: '2',
      vendorItemNumber: 'ACM-1002',
      quantityOrdered: 24,
      quantity: 10,
      status: 'backordered',
    },
    { lineNumber: '3', upc: '4006381333955', quantityOrdered: 5, quantity: 5, status: 'rejected' },
    { lineNumber: '4', upc: '4006381333962', quantityOrdered: 2, quantity: 2, status: 'canceled' },
  ],
};

const item = (lineNumber: string, quantityShipped: number) => ({
  lineNumber,
  upc: `400638133${lineNumber.padStart(4, '0')}`,
  quantityShipped,
  unit: 'PCE',
});
const sscc = (serial: number) => `34012345${String(serial).padStart(10, '0')}`;

const shipNotice: CanonicalShipNotice = {
  kind: 'shipNotice',
  shipmentNumber: 'DES-500',
  noticeDate: '2025-12-01',
  noticeTime: '14:30',
  shippedDate: '2025-12-01',
  scheduledDeliveryDate: '2025-12-03',
  billOfLading: 'BOL-1',
  trackingNumber: 'TRK-1',
  carrierName: 'DHL Freight',
  scac: 'DHLU',
  transportMode: '30',
  equipmentNumber: 'TRAILER-9',
  grossWeight: 812.5,
  weightUnit: 'KGM',
  packageCount: 4,
  parties: [{ role: 'shipTo', id: '4012345000016', agencyCode: '9' }],
  orders: [
    {
      orderNumber: 'PO-A',
      orderDate: '2025-11-20',
      tares: [
        {
          sscc: sscc(1),
          weight: 400,
          weightUnit: 'KGM',
          packs: [
            { sscc: sscc(2), items: [item('1', 10), item('2', 5)] },
            { sscc: sscc(3), packageType: 'BX', items: [item('3', 7)] },
          ],
          items: [{ ...item('4', 2), batchNumber: 'LOT-7', countryOfOrigin: 'DE' }],
        },
      ],
      packs: [{ sscc: sscc(4), items: [item('5', 1)] }],
      items: [{ ...item('6', 100), description: 'Loose pipes', quantityOrdered: 120 }],
      parties: [{ role: 'buyer', id: '4012345000009', agencyCode: '9' }],
    },
    {
      orderNumber: 'PO-B',
      tares: [],
      packs: [{ sscc: sscc(5), items: [item('1', 3)] }],
      items: [],
      parties: [{ role: 'shipTo', id: '4012345000016', agencyCode: '9' }],
    },
  ],
};

const inventoryReport: CanonicalInventoryReport = {
  kind: 'inventoryReport',
  reportNumber: 'INV-RPT-1',
  reportDate: '2025-12-01',
  parties: [{ role: 'supplier', id: '4098765000002', agencyCode: '9' }],
  items: [
    {
      vendorItemNumber: 'ACM-1001',
      upc: '4006381333931',
      buyerItemNumber: 'B-1',
      description: 'Bottle',
      quantityOnHand: 480,
      unit: 'PCE',
      nextAvailableDate: '2025-12-10',
      nextAvailableQuantity: 200,
      warehouseCode: 'WH-1',
    },
    { vendorItemNumber: 'ACM-1002', quantityOnHand: 0, unit: 'PCE' },
  ],
};

const acknowledgement: CanonicalAcknowledgement = {
  kind: 'acknowledgement',
  interchangeControlNumber: 'EU0000201',
  interchangeSender: '4012345000009',
  interchangeRecipient: '4098765000002',
  groupControlNumber: 'G1',
  status: 'P',
  codes: [],
  transactions: [
    { setId: 'ORDERS', controlNumber: '1', status: 'A', codes: [], errors: [] },
    {
      setId: 'ORDERS',
      controlNumber: '2',
      status: 'R',
      codes: [],
      errors: [
        { segmentPosition: 2, elementPosition: 2, code: '13' },
        { segmentPosition: 5, code: '12' },
        { segmentPosition: 5, elementPosition: 1, code: '12' },
      ],
    },
    {
      setId: 'ORDCHG',
      controlNumber: '3',
      status: 'R',
      codes: ['29'],
      errors: [{ segmentTag: 'UNT', elementPosition: 1, code: '29' }],
    },
    {
      setId: 'DELFOR',
      controlNumber: '4',
      status: 'E',
      codes: [],
      errors: [{ segmentPosition: 9, elementPosition: 3, code: '12' }],
    },
  ],
};

const documents: readonly OutboundDocument[] = [
  orderResponse,
  shipNotice,
  invoice,
  inventoryReport,
  acknowledgement,
];

describe('buildEdifactMessage envelopes', () => {
  const types = {
    orderResponse: 'ORDRSP',
    shipNotice: 'DESADV',
    invoice: 'INVOIC',
    inventoryReport: 'INVRPT',
    acknowledgement: 'CONTRL',
  };
  for (const document of documents) {
    for (const [options, release, association] of [
      [d96a, '96A', 'EAN008'],
      [d01b, '01B', 'EAN010'],
    ] as const) {
      it(`${document.kind} → ${types[document.kind]} ${options.version} is envelope-valid`, () => {
        const { message } = roundTrip(build(document, options));
        // CONTRL belongs to the syntax (ISO 9735 v3), the others to the UN directory and EANCOM.
        const contrl = document.kind === 'acknowledgement';
        expect(message).toMatchObject({
          reference: String(options.reference),
          type: types[document.kind],
          version: 'D',
          release: contrl ? '3' : release,
          agency: 'UN',
          complete: true,
          valid: true,
        });
        expect(message.associationCode).toBe(contrl ? undefined : association);
      });
    }
  }

  it('names the article number EN in D96A and SRV in D01B', () => {
    const lin = (options: EdifactBuildOptions) =>
      texts(roundTrip(build(orderResponse, options)).message, 'LIN')[0];
    expect(lin(d96a)).toBe('LIN+1+5+4006381333931:EN');
    expect(lin(d01b)).toBe('LIN+1+5+4006381333931:SRV');
  });

  it('throws EdiWriteError for a CONTRL that does not name its interchange', () => {
    const anonymous = { ...acknowledgement, interchangeControlNumber: undefined };
    expect(() => buildEdifactMessage(anonymous, d96a)).toThrow(EdiWriteError);
  });
});

describe('ORDRSP', () => {
  it('writes the answer, the order referenced, and per line its action and quantity', () => {
    const { message, text } = roundTrip(build(orderResponse, d96a));
    expect(texts(message, 'BGM', 'DTM', 'RFF', 'CUX', 'LIN', 'QTY', 'PRI', 'UNS', 'CNT')).toEqual([
      'BGM+231+RSP-1+4',
      'DTM+137:20251121:102',
      'RFF+ON:PO-EU-20001',
      'DTM+171:20251120:102',
      'CUX+2:EUR:9',
      'LIN+1+5+4006381333931:EN',
      'QTY+21:48:PCE',
      'QTY+113:48:PCE',
      'DTM+69:20251205:102',
      'PRI+AAA:11.2',
      'LIN+2+3',
      'QTY+21:24',
      'QTY+83:10',
      'LIN+3+7+4006381333955:EN',
      'QTY+21:5',
      'QTY+185:5',
      'LIN+4+2+4006381333962:EN',
      'QTY+21:2',
      'QTY+182:2',
      'UNS+S',
      'CNT+2:4',
    ]);
    expect(texts(message, 'PIA')).toEqual(['PIA+5+ACM-1002:SA']);
    // Service characters in names are released by the writer and read back as sent.
    expect(text).toContain("O?'Neil ?+ Sons?: Precision Bottling:Works Ltd?? (Cork)");
    expect(getElement(find(message, 'NAD')[0] as Segment, 4, 1)).toBe(
      "O'Neil + Sons: Precision Bottling",
    );
  });

  it('uses message functions 29, 27 and 1 for accept, reject and cancel', () => {
    for (const [responseType, code] of [
      ['accept', '29'],
      ['reject', '27'],
      ['cancel', '1'],
    ] as const) {
      const { message } = roundTrip(build({ ...orderResponse, responseType }, d01b));
      expect(texts(message, 'BGM')).toEqual([`BGM+231+RSP-1+${code}`]);
    }
  });
});

describe('DESADV', () => {
  /** The CPS tree as written: each package with its parent, SSCC, type and items' orders. */
  function hierarchy(message: EdifactMessage) {
    const nodes: { id: string; parent: string; sscc?: string; type?: string; items: string[] }[] =
      [];
    let item = '';
    for (const segment of message.segments) {
      const node = nodes[nodes.length - 1];
      const value = (element: number, component = 1) => getElement(segment, element, component);
      if (segment.tag === 'CPS') nodes.push({ id: value(1), parent: value(2), items: [] });
      else if (segment.tag === 'PAC' && node !== undefined) node.type = value(3);
      else if (segment.tag === 'GIN' && value(1) === 'BJ' && node !== undefined)
        node.sscc = value(2);
      else if (segment.tag === 'LIN') item = value(1);
      else if (segment.tag === 'RFF' && value(1) === 'ON' && item !== '' && node !== undefined) {
        node.items.push(`${value(1, 2)}/${item}`);
        item = '';
      }
    }
    return nodes;
  }

  it('writes shipment > pallet > carton with SSCCs, and the items under their package', () => {
    const { message } = roundTrip(build(shipNotice, d96a));
    expect(hierarchy(message)).toEqual([
      { id: '1', parent: '', type: '', items: ['PO-A/6'] },
      { id: '2', parent: '1', type: 'PX', sscc: sscc(1), items: ['PO-A/4'] },
      { id: '3', parent: '2', type: 'CT', sscc: sscc(2), items: ['PO-A/1', 'PO-A/2'] },
      { id: '4', parent: '2', type: 'BX', sscc: sscc(3), items: ['PO-A/3'] },
      { id: '5', parent: '1', type: 'CT', sscc: sscc(4), items: ['PO-A/5'] },
      { id: '6', parent: '1', type: 'CT', sscc: sscc(5), items: ['PO-B/1'] },
    ]);
    expect(texts(message, 'PAC')[0]).toBe('PAC+4');
    expect(texts(message, 'CNT')).toEqual(['CNT+2:7']);
  });

  it('writes the heading: dates, weight, references, parties, carrier, equipment', () => {
    const { message } = roundTrip(build(shipNotice, d01b));
    const cps = message.segments.findIndex((segment) => segment.tag === 'CPS');
    expect(texts({ ...message, segments: message.segments.slice(0, cps) })).toEqual([
      'BGM+351+DES-500+9',
      'DTM+137:202512011430:203',
      'DTM+11:20251201:102',
      'DTM+17:20251203:102',
      'MEA+AAX+AAD+KGM:812.5',
      'RFF+BM:BOL-1',
      'RFF+CN:TRK-1',
      'RFF+ON:PO-A',
      'DTM+171:20251120:102',
      'RFF+ON:PO-B',
      // The ship-to of PO-B is the notice's own, written once.
      'NAD+ST+4012345000016::9',
      'NAD+BY+4012345000009::9',
      'TDT+20++30++DHLU:172:182:DHL Freight',
      'EQD+CN+TRAILER-9',
    ]);
  });

  it('writes the despatch date with the time the goods left', () => {
    const { message } = roundTrip(build({ ...shipNotice, shippedTime: '09:30' }, d96a));
    expect(texts(message, 'DTM').slice(0, 3)).toEqual([
      'DTM+137:202512011430:203',
      'DTM+11:202512010930:203',
      'DTM+17:20251203:102',
    ]);
  });

  it('writes an item with its description, quantities, origin and batch', () => {
    const { message } = roundTrip(build(shipNotice, d96a));
    const start = message.segments.findIndex(
      (segment) => segment.tag === 'LIN' && getElement(segment, 1) === '4',
    );
    expect(texts({ ...message, segments: message.segments.slice(start, start + 5) })).toEqual([
      'LIN+4++4006381330004:EN',
      'QTY+12:2:PCE',
      'ALI+DE',
      'GIN+BX+LOT-7',
      'RFF+ON:PO-A',
    ]);
    expect(texts(message, 'IMD', 'QTY').slice(0, 3)).toEqual([
      'IMD+F++:::Loose pipes',
      'QTY+12:100:PCE',
      'QTY+21:120:PCE',
    ]);
  });
});

describe('INVOIC', () => {
  it('round trips: INVOIC written from an invoice maps back to the same invoice', () => {
    for (const options of [d96a, d01b]) {
      const { message, context } = roundTrip(build(invoice, options));
      const mapped = ofKind(documentOf(mapEdifactMessage(message, context)), 'invoice');
      expect(mapped).toEqual(invoice);
    }
  });

  it('writes the summary totals and the tax group after UNS', () => {
    const { message } = roundTrip(build(invoice, d96a));
    const uns = message.segments.findIndex((segment) => segment.tag === 'UNS');
    expect(texts({ ...message, segments: message.segments.slice(uns) })).toEqual([
      'UNS+S',
      'CNT+2:2',
      'MOA+79:727.2',
      'MOA+259:15',
      'MOA+260:5',
      'MOA+125:737.2',
      'MOA+176:140.07',
      'MOA+77:877.27',
      'MOA+113:100',
      'MOA+9:777.27',
      'TAX+7+VAT+++:::19+S',
      'MOA+124:140.07',
      'MOA+125:737.2',
    ]);
  });
});

describe('INVRPT', () => {
  it('writes stock on hand, the next delivery and the warehouse per item', () => {
    const { message } = roundTrip(build(inventoryReport, d96a));
    expect(texts(message)).toEqual([
      'BGM+35+INV-RPT-1+9',
      'DTM+137:20251201:102',
      'DTM+366:20251201:102',
      'NAD+SU+4098765000002::9',
      'LIN+1++4006381333931:EN',
      'PIA+1+ACM-1001:SA+B-1:IN',
      'IMD+F++:::Bottle',
      'LOC+18+WH-1',
      'QTY+145:480:PCE',
      'QTY+198:200:PCE',
      'DTM+17:20251210:102',
      'LIN+2',
      'PIA+5+ACM-1002:SA',
      'QTY+145:0:PCE',
    ]);
  });
});

describe('CONTRL', () => {
  it('writes UCI, UCF, UCM per message and UCS/UCD per error', () => {
    const { message } = roundTrip(build(acknowledgement, d96a));
    expect(texts(message)).toEqual([
      'UCI+EU0000201+4012345000009+4098765000002+7',
      'UCF+G1+4012345000009+4098765000002+7',
      'UCM+1+ORDERS:D:96A:UN+7',
      'UCM+2+ORDERS:D:96A:UN+4',
      'UCS+2',
      'UCD+13+2',
      'UCS+5+12',
      'UCD+12+1',
      'UCM+3+ORDCHG:D:96A:UN+4+29+UNT+1',
      'UCM+4+DELFOR:D:96A:UN+7',
      'UCS+9',
      'UCD+12+3',
    ]);
  });

  it('round trips: CONTRL written from an acknowledgement maps back to it', () => {
    for (const options of [d96a, d01b]) {
      const { message, context } = roundTrip(build(acknowledgement, options));
      const mapped = ofKind(documentOf(mapEdifactMessage(message, context)), 'acknowledgement');
      expect(mapped).toEqual(acknowledgement);
    }
  });

  it('rejects with UCI action 4 and the syntax error code', () => {
    const rejected: CanonicalAcknowledgement = {
      ...acknowledgement,
      groupControlNumber: undefined,
      status: 'R',
      codes: ['29'],
      transactions: [],
    };
    const { message, context } = roundTrip(build(rejected, d01b));
    expect(texts(message)).toEqual(['UCI+EU0000201+4012345000009+4098765000002+4+29']);
    expect(documentOf(mapEdifactMessage(message, context))).toMatchObject({
      status: 'R',
      codes: ['29'],
    });
  });
});
