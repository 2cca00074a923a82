import {
  canonicalAcknowledgementSchema,
  canonicalInvoiceSchema,
  canonicalOrderSchema,
  canonicalPaymentOrderSchema,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { parseEdifact } from '../../edifact-envelope';
import { fixtureBytes } from '../../test-support';
import { mapEdifactMessage } from './inbound';
import {
  documentOf,
  firstMessage,
  interchangeText,
  issuesOf,
  mapText,
  ofKind,
} from './test-support';

const mapFixture = (name: string) => {
  const { message, context } = firstMessage(parseEdifact(fixtureBytes(name)));
  return mapEdifactMessage(message, context);
};

describe('ORDERS', () => {
  it('maps the D96A fixture to an ORDER that passes the contract', () => {
    const order = ofKind(documentOf(mapFixture('edifact-d96a-orders.edi')), 'order');
    expect(canonicalOrderSchema.parse(order)).toEqual(order);
    expect(order).toMatchObject({
      documentType: 'ORDER',
      documentNumber: 'PO-EU-20001',
      orderNumber: 'PO-EU-20001',
      purposeCode: '9',
      orderDate: '2025-11-20',
      currencyCode: 'EUR',
      documentVersion: 1,
      lineCount: 2,
      quantity: 72,
      amount: 727.2,
    });
    expect(order.parties).toEqual([
      { role: 'buyer', id: '4012345000009', agencyCode: '9' },
      { role: 'supplier', id: '4098765000002', agencyCode: '9' },
      {
        role: 'deliveryParty',
        id: '4012345000016',
        agencyCode: '9',
        name: 'EUROMART LAGER NORD',
        street: 'HAFENSTRASSE 12',
        city: 'HAMBURG',
        postcode: '20457',
        country: 'DE',
      },
    ]);
    expect(order.lines).toEqual([
      {
        lineNumber: '1',
        upc: '4006381333931',
        vendorItemNumber: 'ACM-1001',
        description: 'EDELSTAHL TRINKFLASCHE 750ML',
        quantities: { ordered: 48 },
        unitPrice: 11.2,
        // The heading's DTM 2 is every line's requested delivery date.
        dates: { request: '2025-12-05' },
      },
      {
        lineNumber: '2',
        upc: '4006381333948',
        vendorItemNumber: 'ACM-1002',
        quantities: { ordered: 24 },
        unitPrice: 7.9,
        dates: { request: '2025-12-05' },
      },
    ]);
  });

  it('reads texts, references, contacts, carrier, terms, times, gross and net prices (D01B)', () => {
    const text = interchangeText(
      'ORDERS',
      [
        'BGM+220+PO-77:1+9',
        'DTM+137:202511201430:203',
        'DTM+64:20251201:102',
        'DTM+63:20251205:102',
        'FTX+AAI+++Deliver to ramp 4:before noon',
        'RFF+CT:K-2025-01',
        'RFF+CT:K-2025-02',
        'RFF+VN:SO-991',
        "NAD+BY+4012345000009::9++O?'Neil ?+ Sons Ltd+Main Street 1:Building B+Cork++T12+IE",
        'CTA+PD+:Mary Smith',
        'COM+?+353 21 000:TE',
        'COM+mary@example.com:EM',
        'NAD+ST+4012345000023::9',
        'NAD+ZZZ+IGNORED',
        'CTA+IC+:Nobody',
        'CUX+2:EUR:9',
        'PAT+1++5:3:D:30',
        'DTM+13:20251220:102',
        'PAT+22++5:3:D:10',
        'PCD+12:2.5',
        'TDT+20++30++DHLU:172:182:DHL Freight',
        'TOD+6++FCA::9',
        'LIN+1++4006381333931:SRV',
        'PIA+5+ACM-1001:SA+B-77:IN',
        'QTY+21:10,5:KGM',
        'PRI+AAB:20',
        'PRI+AAA:180:::10',
        'DTM+2:20251203:102',
        'NAD+ST+4012345000030::9',
        'UNS+S',
        'CNT+2:1',
      ],
      { release: '01B' },
    );
    const order = ofKind(documentOf(mapText(text)), 'order');
    expect(canonicalOrderSchema.parse(order)).toEqual(order);
    expect(order).toMatchObject({
      documentNumber: 'PO-77',
      orderDate: '2025-11-20',
      documentTime: '2025-11-20T14:30',
      description: 'Deliver to ramp 4 before noon',
      contractNumbers: ['K-2025-01', 'K-2025-02'],
      salesOrderNumber: 'SO-991',
      transportationTerms: 'FCA',
      saleTerms: {
        typeCode: '1',
        netDays: 30,
        netDueDate: '2025-12-20',
        discountDays: 10,
        discountPercent: 2.5,
      },
      quantity: 10.5,
      amount: 189,
    });
    expect(order.parties).toEqual([
      {
        role: 'buyer',
        id: '4012345000009',
        agencyCode: '9',
        name: "O'Neil + Sons Ltd",
        street: 'Main Street 1',
        addressInfo: 'Building B',
        city: 'Cork',
        postcode: 'T12',
        country: 'IE',
        contacts: [
          {
            function: 'purchasing',
            name: 'Mary Smith',
            phone: '+353 21 000',
            email: 'mary@example.com',
          },
        ],
      },
      // The CTA after the unknown NAD ZZZ is not given to the ship-to.
      { role: 'shipTo', id: '4012345000023', agencyCode: '9' },
      { role: 'carrier', id: 'DHLU', agencyCode: '182', name: 'DHL Freight' },
    ]);
    expect(order.lines).toEqual([
      {
        lineNumber: '1',
        upc: '4006381333931',
        vendorItemNumber: 'ACM-1001',
        buyerItemNumber: 'B-77',
        quantities: { ordered: 10.5 },
        unit: 'KGM',
        // AAA 180 per 10 wins over AAB 20.
        unitPrice: 18,
        dates: { request: '2025-12-03', earliest: '2025-12-01', latest: '2025-12-05' },
        transportMode: '30',
        carrierScac: 'DHLU',
        parties: [{ role: 'shipTo', id: '4012345000030', agencyCode: '9' }],
      },
    ]);
  });
});

describe('ORDCHG', () => {
  it('maps line actions, the changed order and its date to an ORDER_CHANGE', () => {
    const text = interchangeText(
      'ORDCHG',
      [
        'BGM+230+CHG-5:1:3+4',
        'DTM+137:20251122:102',
        'RFF+ON:PO-EU-20001',
        'DTM+171:20251120:102',
        'NAD+BY+4012345000009::9',
        'LIN+1+3+4006381333931:EN',
        'QTY+21:60',
        'LIN+2+2+4006381333948:EN',
        'QTY+21:0',
        'LIN+3+1+4006381333955:EN',
        'QTY+21:12',
        'PRI+AAA:3.25',
        'LIN+4+5+4006381333962:EN',
        'UNS+S',
      ],
      { release: '01B' },
    );
    const order = ofKind(documentOf(mapText(text)), 'order');
    expect(canonicalOrderSchema.parse(order)).toEqual(order);
    expect(order).toMatchObject({
      documentType: 'ORDER_CHANGE',
      documentNumber: 'CHG-5',
      orderNumber: 'PO-EU-20001',
      orderDate: '2025-11-20',
      purposeCode: '4',
      documentVersion: 3,
      quantity: 72,
      amount: 39,
    });
    expect(order.lines.map((line) => [line.lineNumber, line.changeType, line.quantities])).toEqual([
      ['1', 'change', { ordered: 60 }],
      ['2', 'delete', { ordered: 0 }],
      ['3', 'add', { ordered: 12 }],
      ['4', 'unchanged', {}],
    ]);
  });

  it('reports an unknown line action', () => {
    const text = interchangeText('ORDCHG', ['BGM+230+CHG-6+4', 'LIN+1+9+4006381333931:EN']);
    expect(issuesOf(mapText(text))).toMatchObject([
      { segmentTag: 'LIN', segmentPosition: 3, elementPosition: 2, code: '12', badValue: '9' },
    ]);
  });
});

describe('ORDERS and ORDCHG heading allowances and charges (ALC-MOA)', () => {
  it('leaves serviceCharges out of an order without ALC (the D96A fixture)', () => {
    const order = ofKind(documentOf(mapFixture('edifact-d96a-orders.edi')), 'order');
    expect(order).not.toHaveProperty('serviceCharges');
  });

  it('reads heading ALC groups with their MOA; the group’s DTM, TAX and a line ALC are not the order’s', () => {
    const text = interchangeText('ORDERS', [
      'BGM+220+PO-88+9',
      'DTM+137:20251120:102',
      'NAD+BY+4012345000009::9',
      'CUX+2:EUR:9',
      'ALC+C++++FC:::Freight:prepaid',
      'DTM+2:20251201:102',
      'MOA+23:15',
      'TAX+7+VAT+++:::19',
      'MOA+124:2.85',
      'ALC+A++++DI',
      'PCD+1:2',
      'MOA+204:5',
      'MOA+8:7',
      'LIN+1++4006381333931:EN',
      'QTY+21:48',
      'PRI+AAA:11.20',
      'ALC+A++++DI',
      'DTM+2:20260101:102',
      'MOA+8:1',
      'UNS+S',
      'CNT+2:1',
    ]);
    const order = ofKind(documentOf(mapText(text)), 'order');
    expect(canonicalOrderSchema.parse(order)).toEqual(order);
    expect(order.serviceCharges).toEqual([
      { indicator: 'C', type: 'FC', amount: 15, description: 'Freight prepaid' },
      // The group's first charge amount counts.
      { indicator: 'A', type: 'DI', amount: 5 },
    ]);
    expect(order.taxRatePercent).toBeUndefined();
    expect(order.lines).toEqual([
      {
        lineNumber: '1',
        upc: '4006381333931',
        quantities: { ordered: 48 },
        unitPrice: 11.2,
        dates: {},
      },
    ]);
    expect(order.amount).toBe(537.6);
  });

  it('reads the heading charges of an ORDCHG', () => {
    const text = interchangeText('ORDCHG', [
      'BGM+230+CHG-7+4',
      'RFF+ON:PO-EU-20001',
      'ALC+C++++FC',
      'MOA+8:12.5',
      'LIN+1+3+4006381333931:EN',
      'QTY+21:60',
      'UNS+S',
    ]);
    const order = ofKind(documentOf(mapText(text)), 'order');
    expect(order.documentType).toBe('ORDER_CHANGE');
    expect(order.serviceCharges).toEqual([{ indicator: 'C', type: 'FC', amount: 12.5 }]);
  });

  it('reports an ALC01 that is not A, C or N and a charge without an amount, as INVOIC does', () => {
    const text = interchangeText('ORDERS', [
      'BGM+220+PO-89+9',
      'ALC+X++++FC',
      'MOA+8:3',
      'ALC+C++++FC',
      'DTM+194:20251201:102',
      'LIN+1++4006381333931:EN',
      'QTY+21:1',
    ]);
    const issues = issuesOf(mapText(text));
    expect(
      issues.map(({ segmentTag, segmentPosition, elementPosition, code, badValue }) => ({
        segmentTag,
        segmentPosition,
        elementPosition,
        code,
        badValue,
      })),
    ).toEqual([
      { segmentTag: 'ALC', segmentPosition: 3, elementPosition: 1, code: '12', badValue: 'X' },
      // After the last segment of the ALC group (its DTM).
      {
        segmentTag: 'MOA',
        segmentPosition: 6,
        elementPosition: undefined,
        code: '13',
        badValue: undefined,
      },
    ]);
    expect(issues[1]?.message).toMatch(/^ALC at segment 5 has no MOA 8, 23 or 204 amount/);
  });
});

describe('DELFOR', () => {
  it('maps the horizon, delivery points and QTY-SCC-DTM schedules to an ORDER_PLAN', () => {
    const text = interchangeText('DELFOR', [
      'BGM+241+DS-900+9',
      'DTM+137:20251120:102',
      'DTM+158:20251201:102',
      'DTM+159:20260228:102',
      'RFF+ON:BLANKET-12',
      'NAD+MI+4012345000009::9',
      'NAD+SU+4098765000002::9',
      'UNS+D',
      'GIS+37',
      'NAD+ST+4012345000016::9',
      'LIN+1++4006381333931:EN',
      'PIA+1+ACM-1001:SA',
      'QTY+1:100:PCE',
      'SCC+1++W',
      'DTM+2:20251205:102',
      'QTY+1:250:PCE',
      'SCC+4++W',
      'DTM+2:20251208-20251212:718',
      'QTY+3:4000',
      'DTM+51:20250101:102',
      'DTM+52:20251119:102',
      'LIN+2++4006381333948:EN',
      'QTY+113:40',
      'DTM+64:20251210:102',
      'DTM+63:20251212:102',
      'GIS+37',
      'NAD+ST+4012345000023::9',
      'LIN+3++4006381333955:EN',
      'QTY+1:5',
      'DTM+2:20260105:102',
    ]);
    const plan = ofKind(documentOf(mapText(text)), 'order');
    expect(canonicalOrderSchema.parse(plan)).toEqual(plan);
    expect(plan).toMatchObject({
      documentType: 'ORDER_PLAN',
      documentNumber: 'DS-900',
      orderNumber: 'BLANKET-12',
      orderDate: '2025-11-20',
      horizonStart: '2025-12-01',
      horizonEnd: '2026-02-28',
      quantity: 395,
      amount: 0,
    });
    expect(plan.parties.map((party) => party.role)).toEqual(['materialIssuer', 'supplier']);
    const [first, second, third] = plan.lines;
    expect(first).toMatchObject({
      lineNumber: '1',
      vendorItemNumber: 'ACM-1001',
      unit: 'PCE',
      deliveryPlanStatus: '1',
      frequencyCode: 'W',
      quantities: {
        ordered: 350,
        cumulative: 4000,
        cumulativeStart: '2025-01-01',
        cumulativeEnd: '2025-11-19',
      },
      schedule: [
        { quantity: 100, commitment: '1', timing: 'W', date: '2025-12-05' },
        {
          quantity: 250,
          commitment: '4',
          timing: 'W',
          date: '2025-12-08',
          endDate: '2025-12-12',
        },
      ],
      parties: [{ role: 'shipTo', id: '4012345000016' }],
    });
    expect(second?.schedule).toEqual([{ quantity: 40, date: '2025-12-10', endDate: '2025-12-12' }]);
    expect(second?.parties).toEqual([{ role: 'shipTo', id: '4012345000016', agencyCode: '9' }]);
    expect(third?.parties).toEqual([{ role: 'shipTo', id: '4012345000023', agencyCode: '9' }]);
    expect(third?.schedule).toEqual([{ quantity: 5, date: '2026-01-05' }]);
  });

  it('reads SCC before its QTY (D96A group order) and a 718 horizon', () => {
    const text = interchangeText('DELFOR', [
      'BGM+241+DS-901+9',
      'DTM+158:20251201-20251231:718',
      'LIN+1++4006381333931:EN',
      'SCC+1',
      'QTY+1:10',
      'DTM+2:20251203:102',
      'QTY+1:20',
      'DTM+2:20251210:102',
      'SCC+4',
      'QTY+1:30',
      'DTM+2:20251217:102',
    ]);
    const plan = ofKind(documentOf(mapText(text)), 'order');
    expect(plan).toMatchObject({
      horizonStart: '2025-12-01',
      horizonEnd: '2025-12-31',
      quantity: 60,
    });
    expect(plan.lines[0]?.schedule).toEqual([
      { quantity: 10, commitment: '1', date: '2025-12-03' },
      { quantity: 20, commitment: '1', date: '2025-12-10' },
      { quantity: 30, commitment: '4', date: '2025-12-17' },
    ]);
  });

  it('reports a schedule quantity without a date', () => {
    const text = interchangeText('DELFOR', [
      'BGM+241+DS-902+9',
      'LIN+1++4006381333931:EN',
      'QTY+1:10',
      'SCC+1',
      'LIN+2++4006381333948:EN',
    ]);
    expect(issuesOf(mapText(text))).toMatchObject([
      { segmentTag: 'DTM', segmentPosition: 5, code: '13' },
    ]);
  });
});

describe('REMADV', () => {
  it('maps the D96A fixture to a payment order that passes the contract', () => {
    const payment = ofKind(documentOf(mapFixture('edifact-d96a-remadv.edi')), 'paymentOrder');
    expect(canonicalPaymentOrderSchema.parse(payment)).toEqual(payment);
    expect(payment).toEqual({
      kind: 'paymentOrder',
      paymentOrderNumber: 'REM-EU-3001',
      currencyCode: 'EUR',
      paymentDate: '2025-12-30',
      totalAmount: 727.2,
      parties: [
        { role: 'payer', id: '4012345000009', agencyCode: '9' },
        { role: 'payee', id: '4098765000002', agencyCode: '9' },
      ],
      remittances: [{ invoiceNumber: 'INV-EU-20001', amount: 727.2, invoiceAmount: 727.2 }],
    });
  });

  it('reads payment means, FII names, several documents, adjustments and the summary total', () => {
    const text = interchangeText('REMADV', [
      'BGM+481+REM-9+9',
      'DTM+137:20251230:102',
      'DTM+209:20260102:102',
      'RFF+IA:V-554433',
      'FII+PE+DE89370400440532013000:ACME GMBH+COBADEFFXXX:25:17',
      'NAD+PR+4012345000009::9++EUROMART AG',
      'NAD+PE+4098765000002::9',
      'PAI+::42',
      'DOC+380+INV-1',
      'MOA+12:100',
      'MOA+39:102',
      'MOA+52:2',
      'DTM+137:20251201:102',
      'RFF+ON:PO-1',
      'DOC+381+CN-7',
      'MOA+9:-20',
      'AJT+11',
      'MOA+165:-20',
      'UNS+S',
      // The amount remitted (12) is the total, not the amount due (9).
      'MOA+9:82',
      'MOA+12:80',
    ]);
    const payment = ofKind(documentOf(mapText(text)), 'paymentOrder');
    expect(canonicalPaymentOrderSchema.parse(payment)).toEqual(payment);
    expect(payment).toMatchObject({
      paymentOrderNumber: 'REM-9',
      assignedVendorNumber: 'V-554433',
      paymentMethod: 'ACH',
      paymentDate: '2026-01-02',
      totalAmount: 80,
      parties: [
        { role: 'payer', id: '4012345000009', name: 'EUROMART AG' },
        // The FII holder names the payee its NAD left unnamed.
        { role: 'payee', id: '4098765000002', name: 'ACME GMBH' },
      ],
      remittances: [
        {
          invoiceNumber: 'INV-1',
          amount: 100,
          invoiceAmount: 102,
          discountAmount: 2,
          invoiceDate: '2025-12-01',
          poNumber: 'PO-1',
        },
        { invoiceNumber: 'CN-7', amount: -20, adjustmentAmount: -20, adjustmentReason: '11' },
      ],
    });
  });

  it('reports a document line without an amount', () => {
    const text = interchangeText('REMADV', [
      'BGM+481+REM-10+9',
      'DOC+380+INV-2',
      'DTM+137:20251201:102',
    ]);
    expect(issuesOf(mapText(text))).toMatchObject([
      { segmentTag: 'MOA', segmentPosition: 4, code: '13' },
    ]);
  });
});

describe('INVOIC', () => {
  const invoiceText = interchangeText('INVOIC', [
    'BGM+380+INV-4711+9',
    'DTM+137:20251215:102',
    'PAI+::31',
    'FTX+AAB+++30 days net',
    'RFF+ON:PO-EU-20001',
    'DTM+171:20251120:102',
    'RFF+DQ:DN-88',
    'NAD+SU+4098765000002::9++ACME GmbH',
    'FII+RB+DE89370400440532013000:ACME GmbH+COBADEFFXXX:25:17',
    'NAD+BY+4012345000009::9',
    'CUX+2:EUR:4',
    'PAT+1++5:3:D:30',
    'TAX+7+VAT+++:::19+S',
    'ALC+C++++FC:::Freight',
    'MOA+8:15',
    'TAX+7+VAT+++:::19',
    'MOA+124:2.85',
    'ALC+A++++DI',
    'MOA+204:5',
    'LIN+1++4006381333931:EN',
    'PIA+1+ACM-1001:SA',
    'IMD+F++:::Bottle',
    'QTY+47:48:PCE',
    'MOA+203:537.60',
    'PRI+AAA:11.20',
    'RFF+ON:PO-EU-20001:1',
    'TAX+7+VAT+++:::19',
    'MOA+124:102.14',
    'ALC+A++++DI',
    'MOA+8:1',
    'LIN+2++4006381333948:EN',
    'QTY+47:24',
    'MOA+203:189.60',
    'UNS+S',
    'CNT+2:2',
    'MOA+79:727.20',
    'MOA+259:15',
    'MOA+260:5',
    'MOA+125:737.20',
    'MOA+176:140.07',
    'MOA+77:877.27',
    'TAX+7+VAT+++:::19+S',
    'MOA+124:140.07',
    'MOA+125:737.20',
  ]);

  it('maps heading, lines, charges, tax and summary totals to an invoice', () => {
    const invoice = ofKind(documentOf(mapText(invoiceText)), 'invoice');
    expect(canonicalInvoiceSchema.parse(invoice)).toEqual(invoice);
    expect(invoice).toEqual({
      kind: 'invoice',
      invoiceNumber: 'INV-4711',
      invoiceDate: '2025-12-15',
      orderNumber: 'PO-EU-20001',
      orderDate: '2025-11-20',
      shipNoticeNumber: 'DN-88',
      currencyCode: 'EUR',
      // The heading's TAX with the summary's amounts; the ALC's TAX and MOA 124 are the charge's.
      tax: { ratePercent: 19, categoryCode: 'S', amount: 140.07, basis: 737.2 },
      saleTerms: { typeCode: '1', netDays: 30 },
      settlement: {
        paymentMeansTypeCode: '31',
        paymentTermsDescription: '30 days net',
        iban: 'DE89370400440532013000',
        payeeName: 'ACME GmbH',
        bic: 'COBADEFFXXX',
      },
      parties: [
        { role: 'supplier', id: '4098765000002', agencyCode: '9', name: 'ACME GmbH' },
        { role: 'buyer', id: '4012345000009', agencyCode: '9' },
      ],
      lines: [
        {
          lineNumber: '1',
          upc: '4006381333931',
          vendorItemNumber: 'ACM-1001',
          description: 'Bottle',
          quantityInvoiced: 48,
          unit: 'PCE',
          unitPrice: 11.2,
          amount: 537.6,
          taxRatePercent: 19,
          orderLineNumber: '1',
          // The line's ALC group (the summary's MOA 260 stays what was sent).
          serviceCharges: [{ indicator: 'A', type: 'DI', amount: 1 }],
        },
        // No PRI: the price comes from MOA 203 / QTY 47.
        {
          lineNumber: '2',
          upc: '4006381333948',
          quantityInvoiced: 24,
          unitPrice: 7.9,
          amount: 189.6,
        },
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
        prepaid: 0,
        duePayable: 877.27,
      },
    });
  });

  it('computes the totals the summary leaves out', () => {
    const text = interchangeText('INVOIC', [
      'BGM+380+INV-2+9',
      'DTM+3:20251215:102',
      'ALC+C++++FC',
      'MOA+23:10',
      'LIN+1',
      'QTY+47:2',
      'PRI+AAA:50',
      'UNS+S',
      'TAX+7+VAT+++:::10+S',
      'MOA+124:11',
      'MOA+113:21',
    ]);
    const invoice = ofKind(documentOf(mapText(text)), 'invoice');
    expect(invoice.invoiceDate).toBe('2025-12-15');
    expect(invoice.tax).toEqual({ ratePercent: 10, categoryCode: 'S', amount: 11 });
    expect(invoice.totals).toEqual({
      lineTotal: 100,
      chargeTotal: 10,
      allowanceTotal: 0,
      taxBasisTotal: 110,
      taxTotal: 11,
      grandTotal: 121,
      // MOA 113 after the TAX group belongs to it, not to the totals.
      prepaid: 0,
      duePayable: 121,
    });
  });

  it('reports a missing invoice date, quantity, price and charge amount', () => {
    const text = interchangeText('INVOIC', [
      'BGM+380+INV-3+9',
      'ALC+X++++FC',
      'ALC+C++++FC',
      'LIN+1',
      'PRI+AAA:5',
      'LIN+2',
      'QTY+47:1',
      'UNS+S',
    ]);
    const issues = issuesOf(mapText(text));
    expect(
      issues.map(({ segmentTag, segmentPosition, elementPosition, code }) => ({
        segmentTag,
        segmentPosition,
        elementPosition,
        code,
      })),
    ).toEqual([
      { segmentTag: 'ALC', segmentPosition: 3, elementPosition: 1, code: '12' },
      { segmentTag: 'DTM', segmentPosition: 2, elementPosition: undefined, code: '13' },
      { segmentTag: 'QTY', segmentPosition: 6, elementPosition: undefined, code: '13' },
      { segmentTag: 'PRI', segmentPosition: 8, elementPosition: undefined, code: '13' },
      { segmentTag: 'MOA', segmentPosition: 4, elementPosition: undefined, code: '13' },
    ]);
  });
});

describe('CONTRL', () => {
  it('maps UCI, UCM and UCS/UCD to an acknowledgement', () => {
    const text = interchangeText(
      'CONTRL',
      [
        'UCI+EU0000301+4098765000002:14+4012345000009:14+7',
        'UCM+1+ORDRSP:D:96A:UN+7',
        'UCM+2+DESADV:D:96A:UN+4',
        'UCS+5+13',
        'UCS+8',
        'UCD+12+2:1',
        'UCM+3+INVOIC:D:96A:UN+4+29+UNT+1',
        'UCM+4+INVRPT:D:96A:UN+7',
        'UCS+3',
        'UCD+12+1',
      ],
      { release: '3' },
    );
    const acknowledgement = ofKind(documentOf(mapText(text)), 'acknowledgement');
    expect(canonicalAcknowledgementSchema.parse(acknowledgement)).toEqual(acknowledgement);
    expect(acknowledgement).toEqual({
      kind: 'acknowledgement',
      interchangeControlNumber: 'EU0000301',
      interchangeSender: '4098765000002',
      interchangeRecipient: '4012345000009',
      status: 'P',
      codes: [],
      transactions: [
        { setId: 'ORDRSP', controlNumber: '1', status: 'A', codes: [], errors: [] },
        {
          setId: 'DESADV',
          controlNumber: '2',
          status: 'R',
          codes: [],
          errors: [
            { segmentPosition: 5, code: '13' },
            { segmentPosition: 8, elementPosition: 2, code: '12' },
          ],
        },
        {
          setId: 'INVOIC',
          controlNumber: '3',
          status: 'R',
          codes: ['29'],
          errors: [{ segmentTag: 'UNT', elementPosition: 1, code: '29' }],
        },
        {
          setId: 'INVRPT',
          controlNumber: '4',
          status: 'E',
          codes: [],
          errors: [{ segmentPosition: 3, elementPosition: 1, code: '12' }],
        },
      ],
    });
  });

  it('maps UCI action 4 with its code to R, and 8 (received) to A', () => {
    const rejected = interchangeText('CONTRL', ['UCI+EU1+S+R+4+29+UNZ']);
    expect(ofKind(documentOf(mapText(rejected)), 'acknowledgement')).toMatchObject({
      status: 'R',
      codes: ['29'],
      transactions: [],
    });
    const received = interchangeText('CONTRL', ['UCI+EU2+S+R+8']);
    expect(ofKind(documentOf(mapText(received)), 'acknowledgement')).toMatchObject({
      status: 'A',
      codes: [],
    });
  });

  it('reports a UCI without an action and an unknown action', () => {
    expect(issuesOf(mapText(interchangeText('CONTRL', ['UCI+EU3+S+R'])))).toMatchObject([
      { segmentTag: 'UCI', segmentPosition: 2, elementPosition: 4, code: '13' },
    ]);
    expect(issuesOf(mapText(interchangeText('CONTRL', ['UCI+EU3+S+R+5'])))).toMatchObject([
      { segmentTag: 'UCI', elementPosition: 4, code: '12', badValue: '5' },
    ]);
  });
});

describe('mapping issues', () => {
  it('ORDERS without BGM and without lines', () => {
    const issues = issuesOf(mapText(interchangeText('ORDERS', ['DTM+137:20251120:102'])));
    expect(issues).toEqual([
      {
        segmentTag: 'BGM',
        segmentPosition: 1,
        code: '13',
        message:
          'ORDERS has no BGM segment (after segment 1 of ORDERS message 1 of interchange ICR1)',
      },
      expect.objectContaining({ segmentTag: 'LIN', segmentPosition: 2, code: '13' }),
    ]);
  });

  it('BGM without a document number', () => {
    const issues = issuesOf(
      mapText(interchangeText('ORDERS', ['BGM+220++9', 'LIN+1', 'QTY+21:1'])),
    );
    expect(issues).toEqual([
      {
        segmentTag: 'BGM',
        segmentPosition: 2,
        elementPosition: 2,
        componentPosition: 1,
        code: '13',
        message:
          'BGM02 document number is missing (segment 2 of ORDERS message 1 of interchange ICR1)',
      },
    ]);
  });

  it('QTY without a number, a malformed quantity and a line without QTY 21', () => {
    const issues = issuesOf(
      mapText(
        interchangeText('ORDERS', [
          'BGM+220+PO-1+9',
          'LIN+1',
          'QTY+21',
          'LIN+2',
          'QTY+21:4x',
          'LIN+3',
          'QTY+21:2',
        ]),
      ),
    );
    expect(issues).toMatchObject([
      {
        segmentTag: 'QTY',
        segmentPosition: 4,
        elementPosition: 1,
        componentPosition: 2,
        code: '13',
      },
      // The line without a quantity, reported after its last segment.
      { segmentTag: 'QTY', segmentPosition: 4, code: '13' },
      {
        segmentTag: 'QTY',
        segmentPosition: 6,
        elementPosition: 1,
        componentPosition: 2,
        code: '12',
        badValue: '4x',
      },
      { segmentTag: 'QTY', segmentPosition: 6, code: '13' },
    ]);
  });

  it('bad DTM values in formats 102, 203 and 718, and an unsupported format', () => {
    const issues = issuesOf(
      mapText(
        interchangeText('ORDERS', [
          'BGM+220+PO-1+9',
          'DTM+137:20251332:102',
          'DTM+2:202511201261:203',
          'DTM+64:20251210-20251201:718',
          'DTM+63:2025W49:616',
          'DTM+35:garbage:102',
          'LIN+1',
          'QTY+21:1',
        ]),
      ),
    );
    expect(issues).toMatchObject([
      {
        segmentTag: 'DTM',
        segmentPosition: 3,
        elementPosition: 1,
        componentPosition: 2,
        code: '12',
        badValue: '20251332',
      },
      { segmentTag: 'DTM', segmentPosition: 4, code: '12', badValue: '202511201261' },
      { segmentTag: 'DTM', segmentPosition: 5, code: '12', badValue: '20251210-20251201' },
      {
        segmentTag: 'DTM',
        segmentPosition: 6,
        elementPosition: 1,
        componentPosition: 3,
        code: '14',
        badValue: '616',
      },
    ]);
    // DTM 35 is not read by the ORDERS mapping, so its value is not checked.
    expect(issues).toHaveLength(4);
  });

  it('a Feb 29 only in leap years', () => {
    const text = (date: string) =>
      interchangeText('ORDERS', ['BGM+220+PO-1+9', `DTM+137:${date}:102`, 'LIN+1', 'QTY+21:1']);
    expect(ofKind(documentOf(mapText(text('20240229'))), 'order').orderDate).toBe('2024-02-29');
    expect(issuesOf(mapText(text('20250229')))).toMatchObject([{ badValue: '20250229' }]);
  });

  it('message types not mapped inbound', () => {
    for (const type of ['ORDRSP', 'PRICAT']) {
      const result = parseEdifact(interchangeText(type, ['BGM+231+X+29']), {
        supportedMessages: [type],
      });
      const { message, context } = firstMessage(result);
      expect(issuesOf(mapEdifactMessage(message, context))).toMatchObject([
        {
          segmentTag: 'UNH',
          segmentPosition: 1,
          elementPosition: 2,
          componentPosition: 1,
          code: '14',
          badValue: type,
        },
      ]);
    }
  });
});
