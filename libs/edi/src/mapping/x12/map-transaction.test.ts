import {
  canonicalAcknowledgementSchema,
  canonicalOrderSchema,
  canonicalPaymentOrderSchema,
  inboundDocumentSchema,
  type CanonicalAcknowledgement,
  type CanonicalOrder,
  type CanonicalPaymentOrder,
  type Party,
  type PartyRole,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { fixtureText, goodX12Fixtures } from '../../test-support';
import { briefIssue, documentOf, editFixture, issuesOf, mapOne, mapText } from './x12-test-support';

const orderOf = (text: string, index = 0): CanonicalOrder => {
  const result = mapText(text)[index];
  if (result === undefined) throw new Error(`no set ${index}`);
  return canonicalOrderSchema.parse(documentOf(result));
};
const partyOf = (parties: readonly Party[] | undefined, role: PartyRole): Party | undefined =>
  parties?.find((party) => party.role === role);

describe('mapX12Transaction on the good fixtures', () => {
  it.each(goodX12Fixtures)('%s: every set maps to a document the contracts accept', (name) => {
    const results = mapText(fixtureText(name));
    expect(results.length).toBeGreaterThan(0);
    for (const result of results) {
      const document = documentOf(result);
      expect(inboundDocumentSchema.safeParse(document).error).toBeUndefined();
    }
  });
});

describe('850 purchase order', () => {
  const order = orderOf(fixtureText('x12-004010-850-single.edi'));

  it('reads BEG, CUR, FOB, ITD and CTT', () => {
    expect(order).toMatchObject({
      kind: 'order',
      documentType: 'ORDER',
      documentNumber: '4500012345',
      orderNumber: '4500012345',
      purposeCode: '00',
      purchaseOrderTypeCode: 'SA',
      orderDate: '2025-11-20',
      documentTime: '2025-11-20T10:30',
      documentVersion: 1,
      currencyCode: 'USD',
      transportationTerms: 'PP',
      lineCount: 3,
    });
    expect(order.releaseNumber).toBeUndefined();
    expect(order.saleTerms).toEqual({
      typeCode: '01',
      discountPercent: 2,
      discountDays: 30,
      netDays: 60,
    });
  });

  it('totals the ordered quantity and quantity × price', () => {
    expect(order.quantity).toBe(24 + 12 + 6);
    expect(order.amount).toBe(24 * 12.5 + 12 * 8.75 + 6 * 45);
  });

  it('maps the N1 loops to parties by N101 code, with N3/N4 addresses', () => {
    expect(order.parties.map((party) => party.role)).toEqual([
      'carrier',
      'shipTo',
      'billTo',
      'seller',
    ]);
    expect(partyOf(order.parties, 'shipTo')).toEqual({
      role: 'shipTo',
      name: 'RETAILCO DC 6094',
      agencyCode: '92',
      id: '6094',
      street: '1200 INDUSTRIAL PKWY',
      city: 'BENTONVILLE',
      state: 'AR',
      postcode: '72712',
      country: 'US',
    });
    expect(partyOf(order.parties, 'billTo')?.postcode).toBe('72716');
    expect(partyOf(order.parties, 'seller')).toEqual({
      role: 'seller',
      name: 'ACME SUPPLY CO',
      agencyCode: '92',
      id: '554433',
    });
    expect(partyOf(order.parties, 'carrier')).toEqual({
      role: 'carrier',
      id: 'UPSN',
      agencyCode: '2',
      name: 'UPS GROUND',
    });
  });

  it('maps PO1 loops with their product ids, PID and PO4, and the header dates and carrier', () => {
    expect(order.lines).toHaveLength(3);
    expect(order.lines[0]).toEqual({
      lineNumber: '1',
      upc: '012345678905',
      vendorItemNumber: 'ACM-1001',
      buyerItemNumber: '883411',
      description: 'STAINLESS WATER BOTTLE 750ML',
      quantities: { ordered: 24, perPack: 6 },
      unit: 'EA',
      unitPrice: 12.5,
      carrierScac: 'UPSN',
      transportMode: 'M',
      // DTM 010 requested ship and 001 cancel after, from the header.
      dates: { schedule: '2025-12-01', expiry: '2025-12-15' },
    });
    expect(
      order.lines.map((line) => [line.lineNumber, line.quantities.ordered, line.unit]),
    ).toEqual([
      ['1', 24, 'EA'],
      ['2', 12, 'EA'],
      ['3', 6, 'CA'],
    ]);
    expect(order.lines[2]?.unitPrice).toBe(45);
  });

  it('reads each order of a group on its own', () => {
    const text = fixtureText('x12-004010-850-three-orders.edi');
    const orders = [0, 1, 2].map((index) => orderOf(text, index));
    expect(
      orders.map((o) => [o.orderNumber, o.lines.length, o.lineCount, o.quantity, o.amount]),
    ).toEqual([
      ['4500012346', 2, 2, 36, 405],
      ['4500012347', 3, 3, 42, 675],
      ['4500012348', 1, 1, 24, 300],
    ]);
    expect(orders.every((o) => o.orderDate === '2025-11-21')).toBe(true);
  });

  it('reads a 005010 drop-ship order: a ship-to without id, the ship-from loop with its PER', () => {
    const dropship = orderOf(fixtureText('x12-005010-850-dropship.edi'));
    expect(dropship).toMatchObject({
      orderNumber: 'DS778899',
      purchaseOrderTypeCode: 'DS',
      orderDate: '2025-11-22',
      quantity: 36,
      amount: 405,
      lineCount: 2,
    });
    expect(partyOf(dropship.parties, 'shipTo')).toEqual({
      role: 'shipTo',
      name: 'MARIA GONZALEZ',
      street: '455 OAK AVE APT 3',
      city: 'AUSTIN',
      state: 'TX',
      postcode: '78701',
      country: 'US',
    });
    // The PER follows N1*SF, so X12 puts it in the ship-from loop.
    expect(partyOf(dropship.parties, 'shipFrom')).toEqual({
      role: 'shipFrom',
      name: 'ACME SUPPLY WAREHOUSE',
      agencyCode: '92',
      id: 'WH1',
      contacts: [
        {
          function: 'purchasing',
          name: 'JANE BUYER',
          phone: '4795551234',
          email: 'jane.buyer@retailco.example',
        },
      ],
    });
  });

  it('reads header REF, PER and DTM qualifiers, line SCH, DTM, REF DR, N1 and product ids', () => {
    const text = editFixture('x12-004010-850-single.edi', [
      ['BEG*00*SA*4500012345**20251120', 'BEG*00*SA*4500012345*R7*20251120'],
      ['REF*DP*00092', 'REF*CT*K-1~\nREF*CT*K-2~\nREF*PR*Q-9~\nREF*VN*SO-77'],
      ['FOB*PP', 'FOB*PP****FCA'],
      ['DTM*010*20251201', 'DTM*007*20251101~\nPER*BD*JOE BUYER*EM*joe@retailco.example'],
      [
        'PO1*2*12*EA*8.75**UP*012345678912*VN*ACM-1002*IN*883412',
        'PO1**12*EA*8.75*PE*SK*SKU-2*MG*MFG-2*CB*CAT-2*BP*B-2*VP*V-2*ZZ*X*DR*D-1',
      ],
      [
        'PID*F****INSULATED LUNCH BAG BLUE',
        'PID*F****INSULATED~\nPID*F****LUNCH BAG~\nSCH*8*EA***002*20251205~\nSCH*4*EA***002*20251212**003*20251219~\nDTM*002*20251210~\nREF*DR*D-2~\nN1*ST*STORE 12*92*0012~\nN4*DALLAS*TX*75201*US',
      ],
    ]);
    const changed = orderOf(text);
    expect(changed).toMatchObject({
      releaseNumber: 'R7',
      contractNumbers: ['K-1', 'K-2'],
      priceQuoteNumber: 'Q-9',
      salesOrderNumber: 'SO-77',
      transportationTerms: 'FCA',
      effectiveFrom: '2025-11-01',
    });
    // Header PER: the buyer's contact; no BY loop, so a buyer party carries it.
    expect(partyOf(changed.parties, 'buyer')).toEqual({
      role: 'buyer',
      contacts: [{ function: 'purchasing', name: 'JOE BUYER', email: 'joe@retailco.example' }],
    });
    const line = changed.lines[1];
    expect(line).toMatchObject({
      lineNumber: '2', // PO101 empty: numbered by position
      sku: 'SKU-2',
      partNumber: 'MFG-2',
      catalogNumber: 'CAT-2',
      buyerItemNumber: 'B-2',
      vendorItemNumber: 'V-2',
      priceBasisCode: 'PE',
      drawingNumbers: ['D-1', 'D-2'],
      description: 'INSULATED LUNCH BAG',
      schedule: [
        { quantity: 8, date: '2025-12-05' },
        { quantity: 4, date: '2025-12-12', endDate: '2025-12-19' },
      ],
      parties: [
        {
          role: 'shipTo',
          name: 'STORE 12',
          agencyCode: '92',
          id: '0012',
          city: 'DALLAS',
          state: 'TX',
          postcode: '75201',
          country: 'US',
        },
      ],
    });
    // The line's own DTM 002 joins the header's 001; the header's 010 is gone.
    expect(line?.dates).toEqual({ request: '2025-12-10', expiry: '2025-12-15' });
    expect(changed.lines[0]?.dates).toEqual({ expiry: '2025-12-15' });
    expect(changed.lines[0]?.parties).toBeUndefined();
  });
});

describe('860 purchase order change', () => {
  it('reads BCH and the POC lines with their change types', () => {
    const change = orderOf(fixtureText('x12-004010-860-change.edi'));
    expect(change).toMatchObject({
      documentType: 'ORDER_CHANGE',
      documentNumber: '4500012345',
      orderNumber: '4500012345',
      purposeCode: '04',
      purchaseOrderTypeCode: 'SA',
      orderDate: '2025-11-20',
      documentVersion: 1,
      lineCount: 2,
    });
    expect(change.lines).toEqual([
      {
        lineNumber: '1',
        changeType: 'change',
        quantities: { ordered: 24, outstanding: 12 },
        unit: 'EA',
        unitPrice: 12.5,
        upc: '012345678905',
        vendorItemNumber: 'ACM-1001',
        dates: {},
      },
      {
        lineNumber: '3',
        changeType: 'delete',
        quantities: { ordered: 6, outstanding: 6 },
        unit: 'CA',
        unitPrice: 45,
        upc: '012345678929',
        vendorItemNumber: 'ACM-2001',
        dates: {},
      },
    ]);
    // The deleted line does not count.
    expect(change.quantity).toBe(24);
    expect(change.amount).toBe(300);
    expect(partyOf(change.parties, 'shipTo')?.name).toBe('RETAILCO DC 6094');
  });

  it.each([
    ['3', 3],
    ['12', 12],
    ['A', 1],
    ['0', 1],
  ])('BCH05 %s → document version %i', (sequence, version) => {
    const text = editFixture('x12-004010-860-change.edi', [
      [
        'BCH*04*SA*4500012345***20251120***20251123',
        `BCH*04*SA*4500012345**${sequence}*20251120***20251123`,
      ],
    ]);
    expect(orderOf(text).documentVersion).toBe(version);
  });

  it('maps AI to add and NC to unchanged', () => {
    const text = editFixture('x12-004010-860-change.edi', [
      ['POC*1*QI*24*12*EA*12.50**UP*012345678905*VN*ACM-1001', 'POC*4*AI*10**EA*3.00**VN*ACM-3001'],
      ['POC*3*DI*6*6*CA*45.00**UP*012345678929*VN*ACM-2001', 'POC*2*NC*12*12*EA*8.75'],
    ]);
    const change = orderOf(text);
    expect(change.lines.map((line) => [line.lineNumber, line.changeType])).toEqual([
      ['4', 'add'],
      ['2', 'unchanged'],
    ]);
    expect(change.quantity).toBe(22);
    expect(change.amount).toBe(10 * 3 + 12 * 8.75);
  });
});

describe('830 planning schedule', () => {
  const plan = orderOf(fixtureText('x12-004010-830-plan.edi'));

  it('reads BFR: purpose, reference, release and horizon', () => {
    expect(plan).toMatchObject({
      documentType: 'ORDER_PLAN',
      documentNumber: 'REL-2025-48',
      orderNumber: 'REL-2025-48',
      releaseNumber: 'REL-2025-48',
      purposeCode: '05',
      horizonStart: '2025-12-01',
      horizonEnd: '2026-03-01',
      orderDate: '2025-11-24',
      documentVersion: 1,
      lineCount: 2,
    });
    expect(plan.forecastOrderNumber).toBeUndefined();
    expect(plan.parties).toEqual([
      { role: 'shipTo', name: 'RETAILCO DC 6094', agencyCode: '92', id: '6094' },
    ]);
  });

  it('turns each LIN’s FSTs into schedule entries, ordered = their sum', () => {
    expect(plan.lines).toHaveLength(2);
    expect(plan.lines[0]).toMatchObject({
      buyerItemNumber: '883411',
      vendorItemNumber: 'ACM-1001',
      unit: 'EA',
      despatchPatternCode: 'Y',
      quantities: { ordered: 1800 },
      schedule: [
        { quantity: 240, commitment: 'C', timing: 'W', date: '2025-12-01' },
        { quantity: 360, commitment: 'D', timing: 'W', date: '2025-12-08' },
        { quantity: 1200, commitment: 'D', timing: 'M', date: '2026-01-01' },
      ],
    });
    expect(plan.lines[1]?.schedule).toEqual([
      { quantity: 120, commitment: 'C', timing: 'W', date: '2025-12-01' },
    ]);
    expect(plan.quantity).toBe(1920);
    expect(plan.amount).toBe(0);
  });

  it('takes BFR02 as the document number when sent, BFR11 as the order, SHP as cumulative', () => {
    const text = editFixture('x12-004010-830-plan.edi', [
      [
        'BFR*05**REL-2025-48*DL*A*20251201*20260301*20251124',
        'BFR*05*FC-9*REL-2025-48*DL*A*20251201*20260301*20251124**K-7*4500012345',
      ],
      ['UIT*EA', 'UIT*EA*2.5~\nSHP*02*900*011*20250101**20251123'],
    ]);
    const changed = orderOf(text);
    expect(changed).toMatchObject({
      documentNumber: 'FC-9',
      forecastOrderNumber: 'FC-9',
      orderNumber: '4500012345',
      contractNumbers: ['K-7'],
    });
    expect(changed.lines[0]?.quantities).toEqual({
      ordered: 1800,
      cumulative: 900,
      cumulativeStart: '2025-01-01',
      cumulativeEnd: '2025-11-23',
    });
    expect(changed.amount).toBe(1800 * 2.5);
  });

  it('reads a LIN-level N1 loop without swallowing the FSTs after it', () => {
    const text = editFixture('x12-004010-830-plan.edi', [
      ['UIT*EA', 'UIT*EA~\nN1*ST*STORE 12*92*0012~\nN4*DALLAS*TX*75201*US'],
    ]);
    const changed = orderOf(text);
    expect(changed.lines[0]?.parties).toEqual([
      {
        role: 'shipTo',
        name: 'STORE 12',
        agencyCode: '92',
        id: '0012',
        city: 'DALLAS',
        state: 'TX',
        postcode: '75201',
        country: 'US',
      },
    ]);
    expect(changed.lines[0]?.schedule).toHaveLength(3);
    expect(changed.quantity).toBe(1920);
  });
});

describe('820 remittance advice', () => {
  it('reads BPR, TRN, the payer and payee, and the RMR remittances', () => {
    const payment: CanonicalPaymentOrder = canonicalPaymentOrderSchema.parse(
      documentOf(mapOne(fixtureText('x12-004010-820-remittance.edi'))),
    );
    expect(payment).toEqual({
      kind: 'paymentOrder',
      paymentOrderNumber: 'PAY-998877',
      creditDebit: 'C',
      paymentMethod: 'ACH',
      totalAmount: 537,
      paymentDate: '2025-12-30',
      parties: [
        { role: 'payer', name: 'RETAILCO INC' },
        { role: 'payee', name: 'ACME SUPPLY CO', agencyCode: '92', id: '554433' },
      ],
      remittances: [
        {
          invoiceNumber: 'INV-4500012345',
          amount: 537,
          invoiceAmount: 537,
          poNumber: '4500012345',
          invoiceDate: '2025-12-15',
        },
      ],
    });
  });

  it('reads REF VR, CUR, discounts, adjustments and several invoices', () => {
    const text = editFixture('x12-004010-820-remittance.edi', [
      ['TRN*1*PAY-998877', 'TRN*1*PAY-998877~\nCUR*PR*USD~\nREF*VR*V-42'],
      ['DTM*003*20251215', 'DTM*003*20251215~\nRMR*IV*INV-2**90.00*100.00*4.00~\nADX*-6.00*01'],
    ]);
    const payment = canonicalPaymentOrderSchema.parse(documentOf(mapOne(text)));
    expect(payment.assignedVendorNumber).toBe('V-42');
    expect(payment.currencyCode).toBe('USD');
    expect(payment.remittances).toEqual([
      {
        invoiceNumber: 'INV-4500012345',
        amount: 537,
        invoiceAmount: 537,
        poNumber: '4500012345',
        invoiceDate: '2025-12-15',
      },
      {
        invoiceNumber: 'INV-2',
        amount: 90,
        invoiceAmount: 100,
        discountAmount: 4,
        adjustmentAmount: -6,
        adjustmentReason: '01',
      },
    ]);
  });
});

describe('997 functional acknowledgment', () => {
  it('reads AK1, AK2/AK5 and AK9', () => {
    const ack: CanonicalAcknowledgement = canonicalAcknowledgementSchema.parse(
      documentOf(mapOne(fixtureText('x12-004010-997-accepts-856.edi'))),
    );
    expect(ack).toEqual({
      kind: 'acknowledgement',
      functionalId: 'SH',
      groupControlNumber: '900000001',
      status: 'A',
      codes: [],
      transactionsIncluded: 1,
      transactionsReceived: 1,
      transactionsAccepted: 1,
      transactions: [{ setId: '856', controlNumber: '0001', status: 'A', codes: [], errors: [] }],
    });
  });

  it('reads AK3/AK4 errors: an AK3 8 through its AK4s, other AK3 codes as segment errors', () => {
    const text = editFixture('x12-004010-997-accepts-856.edi', [
      [
        'AK5*A',
        'AK3*BSN*2**8~\nAK4*3*373*8*20251340~\nAK4*2**1~\nAK3*ZZZ*9**1~\nAK3*HL*4**8~\nAK5*R*5',
      ],
      ['AK9*A*1*1*1', 'AK2*856*0002~\nAK5*E~\nAK9*P*2*2*1*5'],
    ]);
    const ack = canonicalAcknowledgementSchema.parse(documentOf(mapOne(text)));
    expect(ack.status).toBe('P');
    expect(ack.codes).toEqual(['5']);
    expect([ack.transactionsIncluded, ack.transactionsReceived, ack.transactionsAccepted]).toEqual([
      2, 2, 1,
    ]);
    expect(ack.transactions).toEqual([
      {
        setId: '856',
        controlNumber: '0001',
        status: 'R',
        codes: ['5'],
        errors: [
          {
            segmentTag: 'BSN',
            segmentPosition: 2,
            elementPosition: 3,
            code: '8',
            badValue: '20251340',
          },
          { segmentTag: 'BSN', segmentPosition: 2, elementPosition: 2, code: '1' },
          { segmentTag: 'ZZZ', segmentPosition: 9, code: '1' },
          // An AK3 8 without AK4s is the error itself.
          { segmentTag: 'HL', segmentPosition: 4, code: '8' },
        ],
      },
      { setId: '856', controlNumber: '0002', status: 'E', codes: [], errors: [] },
    ]);
  });
});

describe('sets without an inbound mapping', () => {
  it('gives one issue on ST with the AK5 code 1 (not supported)', () => {
    const issues = issuesOf(mapOne(fixtureText('bad/unknown-transaction-999.edi')));
    expect(issues.map(briefIssue)).toEqual([
      { segmentTag: 'ST', segmentPosition: 1, elementPosition: 1, code: '1', badValue: '999' },
    ]);
    expect(issues[0]?.message).toContain('999');
  });

  it('treats the outbound-only 855 the same way', () => {
    const text = fixtureText('x12-004010-997-accepts-856.edi').replace(
      'ST*997*0001',
      'ST*855*0001',
    );
    expect(issuesOf(mapOne(text)).map((issue) => [issue.segmentTag, issue.code])).toEqual([
      ['ST', '1'],
    ]);
  });
});
