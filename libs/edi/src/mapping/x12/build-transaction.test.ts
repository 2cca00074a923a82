import {
  canonicalInvoiceSchema,
  canonicalShipNoticeSchema,
  outboundDocumentSchema,
  type CanonicalAcknowledgement,
  type CanonicalInventoryReport,
  type CanonicalInvoice,
  type CanonicalOrderResponse,
  type CanonicalShipNotice,
  type OutboundDocument,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { getElement, type Segment } from '../../segment';
import { elementOf } from '../../test-support';
import { EdiWriteError } from '../../writer-common';
import { parseX12 } from '../../x12-envelope';
import type { X12BuildOptions } from '../mapping-types';
import { buildX12Transaction } from './build-transaction';
import { briefIssue, documentOf, issuesOf, mapOne, writeSets } from './x12-test-support';

const options: X12BuildOptions = { version: '004010', controlNumber: 1 };

const response: CanonicalOrderResponse = {
  kind: 'orderResponse',
  responseType: 'backorder',
  orderNumber: '4500012345',
  orderDate: '2025-11-20',
  responseDate: '2025-11-21',
  responseNumber: 'SO-9001',
  currencyCode: 'USD',
  parties: [
    { role: 'shipTo', name: 'RETAILCO DC 6094', agencyCode: '92', id: '6094' },
    { role: 'seller', name: 'ACME SUPPLY CO', agencyCode: '92', id: '554433' },
  ],
  lines: [
    {
      lineNumber: '1',
      upc: '012345678905',
      vendorItemNumber: 'ACM-1001',
      buyerItemNumber: '883411',
      quantityOrdered: 24,
      quantity: 24,
      unit: 'EA',
      unitPrice: 12.5,
      status: 'accepted',
      scheduledDate: '2025-12-01',
    },
    {
      lineNumber: '2',
      vendorItemNumber: 'ACM-1002',
      quantityOrdered: 12,
      quantity: 8,
      unit: 'EA',
      unitPrice: 8.75,
      status: 'backordered',
      scheduledDate: '2025-12-15',
    },
    {
      lineNumber: '3',
      quantityOrdered: 6,
      quantity: 6,
      unit: 'CA',
      unitPrice: 45,
      status: 'rejected',
    },
  ],
};

const item = (lineNumber: string, quantityShipped: number, vendorItemNumber: string) => ({
  lineNumber,
  vendorItemNumber,
  quantityShipped,
  unit: 'EA',
});

const shipNotice: CanonicalShipNotice = canonicalShipNoticeSchema.parse({
  kind: 'shipNotice',
  shipmentNumber: 'SHP-7001',
  noticeDate: '2025-11-28',
  noticeTime: '14:05',
  shippedDate: '2025-11-28',
  scheduledDeliveryDate: '2025-12-01',
  billOfLading: 'BOL-55',
  trackingNumber: '1Z999',
  carrierName: 'UPS GROUND',
  scac: 'UPSN',
  transportMode: 'M',
  equipmentNumber: 'TRL-9',
  grossWeight: 412.5,
  weightUnit: 'LB',
  packageCount: 4,
  parties: [
    { role: 'shipFrom', name: 'ACME SUPPLY WAREHOUSE', agencyCode: '92', id: 'WH1' },
    { role: 'shipTo', name: 'RETAILCO DC 6094', agencyCode: '92', id: '6094' },
  ],
  orders: [
    {
      orderNumber: '4500012345',
      orderDate: '2025-11-20',
      tares: [
        {
          sscc: '000123450000000017',
          packageType: 'PLT94',
          weight: 380,
          weightUnit: 'LB',
          packs: [
            {
              sscc: '000123450000000024',
              items: [
                {
                  ...item('1', 12, 'ACM-1001'),
                  upc: '012345678905',
                  quantityOrdered: 24,
                  description: 'STAINLESS WATER BOTTLE 750ML',
                  batchNumber: 'LOT-3',
                },
              ],
            },
            { sscc: '000123450000000031', items: [item('1', 12, 'ACM-1001')] },
          ],
          items: [item('3', 2, 'ACM-2001')],
        },
      ],
      packs: [{ sscc: '000123450000000048', items: [item('2', 12, 'ACM-1002')] }],
      items: [item('3', 4, 'ACM-2001')],
    },
    { orderNumber: '4500012346', tares: [], packs: [], items: [item('1', 24, 'ACM-1001')] },
  ],
});

const invoice: CanonicalInvoice = {
  kind: 'invoice',
  invoiceNumber: 'INV-4500012345',
  invoiceDate: '2025-12-02',
  orderNumber: '4500012345',
  orderDate: '2025-11-20',
  shipNoticeNumber: 'SHP-7001',
  currencyCode: 'USD',
  tax: { categoryCode: 'ST', ratePercent: 8.25, basis: 660, amount: 54.45 },
  saleTerms: {
    typeCode: '01',
    discountPercent: 2,
    discountDays: 30,
    netDueDate: '2026-01-31',
    netDays: 60,
    description: '2% 30 NET 60',
  },
  parties: [
    {
      role: 'remitTo',
      name: 'ACME SUPPLY CO',
      agencyCode: '1',
      id: '123456789',
      street: 'PO BOX 1200',
      addressInfo: 'LOCKBOX 77',
      city: 'CHICAGO',
      state: 'IL',
      postcode: '60601',
      country: 'US',
      contacts: [
        { function: 'accounting', name: 'AR DESK', phone: '3125550100', email: 'ar@acme.example' },
      ],
    },
    { role: 'billTo', name: 'RETAILCO ACCOUNTS PAYABLE', agencyCode: '92', id: '0001' },
    { role: 'shipTo', name: 'RETAILCO DC 6094', addressInfo: 'DOCK 4' },
    { role: 'seller', name: 'ACME SUPPLY CO', agencyCode: '92', id: '554433' },
  ],
  lines: [
    {
      lineNumber: '1',
      buyerItemNumber: '883411',
      vendorItemNumber: 'ACM-1001',
      upc: '012345678905',
      description: 'STAINLESS WATER BOTTLE 750ML',
      quantityInvoiced: 24,
      unit: 'EA',
      unitPrice: 12.5,
      amount: 300,
      taxRatePercent: 8.25,
      orderLineNumber: '1',
    },
    {
      lineNumber: '2',
      vendorItemNumber: 'ACM-1002',
      quantityInvoiced: 12,
      unit: 'EA',
      unitPrice: 8.75,
      amount: 105,
    },
    {
      lineNumber: '3',
      upc: '012345678929',
      quantityInvoiced: 6,
      unit: 'CA',
      unitPrice: 45,
      amount: 270,
    },
  ],
  serviceCharges: [
    { indicator: 'C', type: 'D240', amount: 25, description: 'FREIGHT' },
    { indicator: 'A', type: 'C310', amount: 40 },
  ],
  totals: {
    lineTotal: 675,
    chargeTotal: 25,
    allowanceTotal: 40,
    taxBasisTotal: 660,
    taxTotal: 54.45,
    grandTotal: 714.45,
    prepaid: 0,
    duePayable: 714.45,
  },
};

const inventory: CanonicalInventoryReport = {
  kind: 'inventoryReport',
  reportNumber: 'INV-RPT-1',
  reportDate: '2025-12-01',
  parties: [{ role: 'supplier', name: 'ACME SUPPLY CO', agencyCode: '92', id: '554433' }],
  items: [
    {
      vendorItemNumber: 'ACM-1001',
      buyerItemNumber: '883411',
      upc: '012345678905',
      description: 'STAINLESS WATER BOTTLE 750ML',
      quantityOnHand: 480,
      unit: 'EA',
      nextAvailableDate: '2025-12-10',
      nextAvailableQuantity: 240,
      warehouseCode: 'WH1',
    },
    {
      vendorItemNumber: 'ACM-1002',
      quantityOnHand: 0,
      unit: 'EA',
      nextAvailableDate: '2025-12-20',
    },
  ],
};

const acknowledgement: CanonicalAcknowledgement = {
  kind: 'acknowledgement',
  functionalId: 'PO',
  groupControlNumber: '1081',
  status: 'P',
  codes: [],
  transactionsIncluded: 3,
  transactionsReceived: 3,
  transactionsAccepted: 2,
  transactions: [
    { setId: '850', controlNumber: '0001', status: 'A', codes: [], errors: [] },
    {
      setId: '850',
      controlNumber: '0002',
      status: 'R',
      codes: ['5'],
      errors: [
        { segmentTag: 'BEG', segmentPosition: 2, elementPosition: 3, code: '1' },
        {
          segmentTag: 'BEG',
          segmentPosition: 2,
          elementPosition: 5,
          code: '8',
          badValue: '20251131',
        },
        { segmentTag: 'ZZZ', segmentPosition: 7, code: '1' },
        { segmentTag: 'PO1', segmentPosition: 21, code: '8' },
      ],
    },
    { setId: '850', controlNumber: '0003', status: 'E', codes: [], errors: [] },
  ],
};

const functionalIds: Readonly<Record<OutboundDocument['kind'], string>> = {
  orderResponse: 'PR',
  shipNotice: 'SH',
  invoice: 'IN',
  inventoryReport: 'IB',
  acknowledgement: 'FA',
};

/** Builds, writes and parses back one document's set: its segments between ST and SE. */
function roundTrip(document: OutboundDocument, version: '00401' | '00501' = '00401') {
  const set = buildX12Transaction(document, {
    version: version === '00401' ? '004010' : '005010',
    controlNumber: 7,
  });
  const text = writeSets(functionalIds[document.kind], [set], version);
  const parsed = parseX12(text);
  const transaction = parsed.interchanges[0]?.groups[0]?.transactions[0];
  return { set, text, parsed, transaction, segments: transaction?.segments ?? [] };
}

/** Segments as the text X12 writes them (`*` between elements, `>` between components). */
const lines = (segments: readonly Segment[]): string[] =>
  segments.map((segment) =>
    [segment.tag, ...segment.elements.map((element) => element.join('>'))].join('*'),
  );

const refused = (action: () => unknown): EdiWriteError => {
  try {
    action();
  } catch (error) {
    if (error instanceof EdiWriteError) return error;
    throw error;
  }
  throw new Error('expected an EdiWriteError');
};

describe('buildX12Transaction: envelope', () => {
  const documents: readonly (readonly [string, OutboundDocument])[] = [
    ['855', response],
    ['856', shipNotice],
    ['810', invoice],
    ['846', inventory],
    ['997', acknowledgement],
  ];

  it.each(documents)('%s: the test document passes the contracts schema', (_setId, document) => {
    expect(outboundDocumentSchema.safeParse(document).error).toBeUndefined();
  });

  it.each(
    documents.flatMap(([setId, document]) => [
      [setId, document, '00401'] as const,
      [setId, document, '00501'] as const,
    ]),
  )('%s in %s: written and read back without envelope errors', (setId, document, version) => {
    const { set, parsed, transaction } = roundTrip(document, version);
    expect(set.setId).toBe(setId);
    expect(set.controlNumber).toBe(7);
    expect(parsed.errors).toEqual([]);
    expect(transaction).toMatchObject({ setId, controlNumber: '0007', valid: true });
    expect(transaction?.segments).toHaveLength(set.segments.length);
  });

  it('throws EdiWriteError only for programming errors', () => {
    const bogus = { ...inventory, kind: 'catalog' } as unknown as OutboundDocument;
    expect(refused(() => buildX12Transaction(bogus, options)).message).toContain("'catalog'");
    const noGroup: CanonicalAcknowledgement = { ...acknowledgement, functionalId: undefined };
    expect(refused(() => buildX12Transaction(noGroup, options)).field).toBe('AK1');
    const badDate: CanonicalInvoice = { ...invoice, invoiceDate: '2025-02-30' };
    expect(refused(() => buildX12Transaction(badDate, options)).field).toBe('BIG01');
  });
});

describe('855 purchase order acknowledgment', () => {
  it('writes BAK, CUR, N1, PO1 + ACK per line and CTT', () => {
    expect(lines(roundTrip(response).segments)).toEqual([
      'BAK*00*AC*4500012345*20251120****SO-9001*20251121',
      'CUR*SE*USD',
      'N1*ST*RETAILCO DC 6094*92*6094',
      'N1*VN*ACME SUPPLY CO*92*554433',
      'PO1*1*24*EA*12.5**UP*012345678905*VN*ACM-1001*IN*883411',
      'ACK*IA*24*EA*068*20251201',
      'PO1*2*12*EA*8.75**VN*ACM-1002',
      'ACK*IB*8*EA*068*20251215',
      'PO1*3*6*CA*45',
      'ACK*IR*6*CA',
      'CTT*3*42',
    ]);
  });

  it.each([
    ['accept', '00', 'AD'],
    ['reject', '00', 'RD'],
    ['backorder', '00', 'AC'],
    ['cancel', '01', 'RD'],
  ] as const)('response %s → BAK01 %s, BAK02 %s', (responseType, purpose, type) => {
    const bak = roundTrip({ ...response, responseType }).segments[0];
    expect([elementOf(bak, 1), elementOf(bak, 2)]).toEqual([purpose, type]);
  });

  it('writes ID for a canceled line, and the response date when the order date is unknown', () => {
    const { segments } = roundTrip({
      ...response,
      orderDate: undefined,
      lines: [{ lineNumber: '3', quantityOrdered: 6, quantity: 6, unit: 'CA', status: 'canceled' }],
    });
    expect(lines(segments).filter((line) => /^(BAK|ACK)/.test(line))).toEqual([
      'BAK*00*AC*4500012345*20251121****SO-9001*20251121',
      'ACK*ID*6*CA',
    ]);
  });
});

describe('856 ship notice', () => {
  const { segments } = roundTrip(shipNotice);
  const hls = segments
    .filter((segment) => segment.tag === 'HL')
    .map((hl) => [1, 2, 3, 4].map((position) => getElement(hl, position)));

  it('writes the HL tree S > O > T > P > I, packs and bulk items under O, loose pallet items under T', () => {
    expect(hls).toEqual([
      ['1', '', 'S', '1'],
      ['2', '1', 'O', '1'],
      ['3', '2', 'T', '1'],
      ['4', '3', 'P', '1'],
      ['5', '4', 'I', '0'],
      ['6', '3', 'P', '1'],
      ['7', '6', 'I', '0'],
      ['8', '3', 'I', '0'],
      ['9', '2', 'P', '1'],
      ['10', '9', 'I', '0'],
      ['11', '2', 'I', '0'],
      ['12', '1', 'O', '1'],
      ['13', '12', 'I', '0'],
    ]);
  });

  it('keeps the tree consistent: parents come first, HL04 says whether children follow', () => {
    const ids = hls.map(([id]) => id);
    for (const [index, [id, parent, , child]] of hls.entries()) {
      expect(id).toBe(String(index + 1));
      if (parent !== '') expect(ids.slice(0, index)).toContain(parent);
      expect(child).toBe(hls.some(([, p]) => p === id) ? '1' : '0');
    }
    expect(lines(segments).at(-1)).toBe(`CTT*${hls.length}`);
  });

  it('writes BSN and the shipment level: TD1, TD5, TD3, REF BM / CN, DTM 011 / 017, N1', () => {
    const text = lines(segments);
    expect(text.slice(0, 12)).toEqual([
      'BSN*00*SHP-7001*20251128*1405*0001',
      'HL*1**S*1',
      'TD1*CTN*4****G*412.5*LB',
      'TD5*B*2*UPSN*M*UPS GROUND',
      'TD3*TL**TRL-9',
      'REF*BM*BOL-55',
      'REF*CN*1Z999',
      'DTM*011*20251128',
      'DTM*017*20251201',
      'N1*SF*ACME SUPPLY WAREHOUSE*92*WH1',
      'N1*ST*RETAILCO DC 6094*92*6094',
      'HL*2*1*O*1',
    ]);
  });

  it('writes the time the goods left as DTM03 of DTM 011', () => {
    const text = lines(roundTrip({ ...shipNotice, shippedTime: '09:30' }).segments);
    expect(text).toContain('DTM*011*20251128*0930');
    expect(text).toContain('DTM*017*20251201');
  });

  it('writes PRF per order, MAN GM with the SSCC per tare and pack, LIN / SN1 / PID per item', () => {
    const text = lines(segments);
    expect(text.filter((line) => /^(PRF|MAN)/.test(line))).toEqual([
      'PRF*4500012345***20251120',
      'MAN*GM*000123450000000017',
      'MAN*GM*000123450000000024',
      'MAN*GM*000123450000000031',
      'MAN*GM*000123450000000048',
      'PRF*4500012346',
    ]);
    const tare = text.indexOf('HL*3*2*T*1');
    expect(text.slice(tare, tare + 8)).toEqual([
      'HL*3*2*T*1',
      'TD1*PLT94*1****G*380*LB',
      'MAN*GM*000123450000000017',
      'HL*4*3*P*1',
      'MAN*GM*000123450000000024',
      'HL*5*4*I*0',
      'LIN*1*UP*012345678905*VN*ACM-1001',
      'SN1**12*EA**24*EA',
    ]);
    expect(text.slice(tare + 8, tare + 10)).toEqual([
      'PID*F****STAINLESS WATER BOTTLE 750ML',
      'REF*LT*LOT-3',
    ]);
    expect(text.filter((line) => line.startsWith('SN1')).map((line) => line.split('*')[2])).toEqual(
      ['12', '12', '2', '12', '4', '24'],
    );
  });
});

describe('810 invoice', () => {
  it('writes BIG, TDS (grand total, tax basis) in cents, TXI, SAC with the amount in cents', () => {
    const text = lines(roundTrip(invoice).segments);
    expect(text[0]).toBe('BIG*20251202*INV-4500012345*20251120*4500012345');
    expect(text.filter((line) => /^(TDS|TXI|SAC|CTT|ITD)/.test(line))).toEqual([
      'ITD*01**2**30*20260131*60*****2% 30 NET 60',
      'TXI*ST**8.25',
      'TDS*71445*66000',
      'TXI*ST*54.45*8.25*****660',
      'SAC*C*D240***2500**********FREIGHT',
      'SAC*A*C310***4000',
      'CTT*3',
    ]);
  });

  it.each(['00401', '00501'] as const)(
    '810 out → 810 in (%s) gives the same invoice',
    (version) => {
      const { text } = roundTrip(invoice, version);
      const read = canonicalInvoiceSchema.parse(documentOf(mapOne(text)));
      expect(read).toEqual(invoice);
    },
  );

  it('reports bad invoice data: IT1 without quantity, an unknown SAC01, no TDS', () => {
    const text = roundTrip(invoice)
      .text.replace('IT1*2*12*EA', 'IT1*2**EA')
      .replace('SAC*A*C310', 'SAC*X*C310')
      .replace(/TDS\*71445\*66000~\n/, '');
    expect(issuesOf(mapOne(text)).map(briefIssue)).toEqual([
      {
        segmentTag: 'IT1',
        segmentPosition: 18,
        elementPosition: 2,
        code: '1',
        badValue: undefined,
      },
      { segmentTag: 'SAC', segmentPosition: 22, elementPosition: 1, code: '7', badValue: 'X' },
      {
        segmentTag: 'TDS',
        segmentPosition: 24,
        elementPosition: undefined,
        code: '3',
        badValue: undefined,
      },
    ]);
  });
});

describe('846 inventory advice', () => {
  it('writes BIA, LIN, PID, REF WS, QTY 33 on hand and SCH / DTM 018 next available', () => {
    expect(lines(roundTrip(inventory).segments)).toEqual([
      'BIA*00*SI*INV-RPT-1*20251201',
      'N1*SU*ACME SUPPLY CO*92*554433',
      'LIN**UP*012345678905*VN*ACM-1001*IN*883411',
      'PID*F****STAINLESS WATER BOTTLE 750ML',
      'REF*WS*WH1',
      'QTY*33*480*EA',
      'SCH*240*EA***018*20251210',
      'LIN**VN*ACM-1002',
      'DTM*018*20251220',
      'QTY*33*0*EA',
      'CTT*2',
    ]);
  });
});

describe('997 functional acknowledgment', () => {
  it('writes AK1, AK2 / AK3 / AK4 / AK5 per set and AK9', () => {
    expect(lines(roundTrip(acknowledgement).segments)).toEqual([
      'AK1*PO*1081',
      'AK2*850*0001',
      'AK5*A',
      'AK2*850*0002',
      'AK3*BEG*2**8',
      'AK4*3**1',
      'AK4*5**8*20251131',
      'AK3*ZZZ*7**1',
      'AK3*PO1*21**8',
      'AK5*R*5',
      'AK2*850*0003',
      'AK5*E',
      'AK9*P*3*3*2',
    ]);
  });

  it.each(['00401', '00501'] as const)(
    '997 out → 997 in (%s) gives the same acknowledgement',
    (version) => {
      const { text } = roundTrip(acknowledgement, version);
      expect(documentOf(mapOne(text))).toEqual(acknowledgement);
    },
  );

  it('round-trips a rejected group with AK9 codes and counts taken from the sets', () => {
    const rejected: CanonicalAcknowledgement = {
      kind: 'acknowledgement',
      functionalId: 'IN',
      groupControlNumber: '77',
      status: 'R',
      codes: ['5', '4'],
      transactions: [{ setId: '810', controlNumber: '0001', status: 'R', codes: [], errors: [] }],
    };
    const { text, segments } = roundTrip(rejected);
    expect(lines(segments).at(-1)).toBe('AK9*R*1*1*0*5*4');
    expect(documentOf(mapOne(text))).toEqual({
      ...rejected,
      transactionsIncluded: 1,
      transactionsReceived: 1,
      transactionsAccepted: 0,
    });
  });
});
