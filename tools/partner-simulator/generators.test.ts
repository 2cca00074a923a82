import type { CanonicalOrder, CanonicalPaymentOrder, InboundDocument } from '@portal/contracts';
import { mapEdifactMessage, mapX12Transaction, parseEdifact, parseX12 } from '@portal/edi';
import { describe, expect, it } from 'vitest';
import {
  makeEdifactInterchanges,
  makeX12Interchanges,
  parseDocumentCounts,
  x12DocumentTypes,
  type X12BatchOptions,
} from './interchanges';

const date = new Date(Date.UTC(2026, 0, 15, 9, 30));
const x12Options = (overrides: Partial<X12BatchOptions> = {}): X12BatchOptions => ({
  seed: 42,
  documents: [
    { type: '850', count: 6 },
    { type: '860', count: 2 },
    { type: '830', count: 1 },
    { type: '820', count: 1 },
  ],
  perInterchange: 4,
  partner: { id: 'RETAILCO', qualifier: 'ZZ' },
  supplier: { id: 'ACMESUPPLY', qualifier: 'ZZ' },
  controlNumbers: { interchange: 101, group: 1001 },
  date,
  ...overrides,
});

const edifactParties = {
  partner: { id: '4012345000009', qualifier: '14' },
  supplier: { id: '4098765000002', qualifier: '14' },
};

/** Every set of every interchange, parsed (envelopes checked) and mapped. */
function mapX12(texts: readonly string[]): { setId: string; document: InboundDocument }[] {
  return texts.flatMap((text) => {
    const parsed = parseX12(text);
    expect(parsed.errors).toEqual([]);
    expect(parsed.valid).toBe(true);
    return parsed.interchanges.flatMap((interchange) =>
      interchange.groups.flatMap((group) =>
        group.transactions.map((set) => {
          const mapped = mapX12Transaction(set, {
            interchange: interchange.header,
            group: group.header,
          });
          if (!mapped.ok) throw new Error(`${set.setId} ${JSON.stringify(mapped.issues)}`);
          return { setId: set.setId, document: mapped.document };
        }),
      ),
    );
  });
}

/**
 * An order's header charges as generated: a freight charge first, then at most one discount;
 * returns whether the discount is there.
 */
function expectGeneratedCharges(order: CanonicalOrder, freightCode: string, discountCode: string) {
  const [freight, discount, ...more] = order.serviceCharges ?? [];
  expect(freight).toEqual({
    indicator: 'C',
    type: freightCode,
    amount: expect.any(Number),
    description: 'FREIGHT',
  });
  expect(freight?.amount).toBeGreaterThanOrEqual(15);
  expect(freight?.amount).toBeLessThanOrEqual(150);
  expect(more).toEqual([]);
  if (discount === undefined) return false;
  expect(discount).toEqual({
    indicator: 'A',
    type: discountCode,
    amount: expect.any(Number),
    description: 'PROMOTIONAL DISCOUNT',
  });
  expect(discount.amount).toBeGreaterThan(0);
  // 1 to 3 % of the lines, rounded to cents.
  expect(discount.amount).toBeLessThanOrEqual(Math.max(0.01, order.amount * 0.03) + 0.005);
  return true;
}

const asOrder = (document: InboundDocument | undefined): CanonicalOrder => {
  if (document?.kind !== 'order') throw new Error(`not an order: ${document?.kind}`);
  return document;
};
const asPayment = (document: InboundDocument | undefined): CanonicalPaymentOrder => {
  if (document?.kind !== 'paymentOrder') throw new Error(`not a payment: ${document?.kind}`);
  return document;
};

describe('X12 interchanges', () => {
  it('are the same for the same seed and differ for another one', () => {
    const first = makeX12Interchanges(x12Options());
    const again = makeX12Interchanges(x12Options());
    const other = makeX12Interchanges(x12Options({ seed: 43 }));
    expect(again.interchanges.map((i) => i.text)).toEqual(first.interchanges.map((i) => i.text));
    expect(other.interchanges.map((i) => i.text)).not.toEqual(
      first.interchanges.map((i) => i.text),
    );
  });

  it.each(['004010', '005010'] as const)(
    'in %s: valid envelopes, fresh control numbers, and every set maps to its canonical document',
    (version) => {
      const batch = makeX12Interchanges(x12Options({ version }));
      expect(batch.interchanges.map((i) => i.controlNumber)).toEqual([
        '000000101',
        '000000102',
        '000000103',
      ]);
      expect(batch.next.interchange).toBe(104);
      expect(batch.interchanges[0]?.fileName).toBe('RETAILCO_850_000000101.edi');
      for (const interchange of batch.interchanges) {
        const [parsed] = parseX12(interchange.text).interchanges;
        expect(parsed?.header).toMatchObject({
          senderId: 'RETAILCO',
          receiverId: 'ACMESUPPLY',
          version: version === '005010' ? '00501' : '00401',
        });
        for (const group of parsed?.groups ?? []) expect(group.header.version).toBe(version);
      }

      const mapped = mapX12(batch.interchanges.map((i) => i.text));
      expect(mapped.map((m) => m.setId)).toEqual([
        ...Array<string>(6).fill('850'),
        '860',
        '860',
        '830',
        '820',
      ]);
      const orders = mapped.slice(0, 6).map((m) => asOrder(m.document));
      expect(orders.map((order) => order.orderNumber)).toEqual(batch.poNumbers);
      for (const order of orders) {
        expect(order.documentType).toBe('ORDER');
        expect(order.lines.length).toBeGreaterThanOrEqual(1);
        expect(order.lines.length).toBeLessThanOrEqual(20);
        expect(order.lineCount).toBe(order.lines.length);
        expect(order.parties.map((party) => party.role)).toEqual(
          expect.arrayContaining(['shipTo', 'billTo', 'buyer']),
        );
        expect(order.lines[0]).toMatchObject({
          upc: expect.stringMatching(/^\d{12}$/),
          vendorItemNumber: expect.stringMatching(/^ACM-\d{4}$/),
          description: expect.any(String),
          quantities: { ordered: expect.any(Number), perPack: expect.any(Number) },
        });
        expect(order.saleTerms).toBeDefined();
        expect(order.amount).toBeGreaterThan(0);
      }
      // Header SAC: freight on every order, a discount on some.
      const discounted = orders.map((order) => expectGeneratedCharges(order, 'D240', 'C310'));
      expect(discounted).toContain(true);

      // The changes are about orders of this batch, with a line added and one deleted.
      for (const change of mapped.slice(6, 8).map((m) => asOrder(m.document))) {
        expect(change.documentType).toBe('ORDER_CHANGE');
        expect(batch.poNumbers).toContain(change.orderNumber);
        const types = change.lines.map((line) => line.changeType);
        expect(types).toContain('add');
        expect(types.some((type) => type === 'change')).toBe(true);
      }
      expect(
        mapped
          .slice(6, 8)
          .some((m) => asOrder(m.document).lines.some((line) => line.changeType === 'delete')),
      ).toBe(true);

      const plan = asOrder(mapped[8]?.document);
      expect(plan.documentType).toBe('ORDER_PLAN');
      expect(plan.lines[0]?.schedule?.length).toBeGreaterThanOrEqual(4);
      expect(plan.lines[0]?.schedule?.[0]).toMatchObject({ commitment: 'C', timing: 'W' });

      const payment = asPayment(mapped[9]?.document);
      expect(payment.remittances.length).toBeGreaterThanOrEqual(1);
      const paid = payment.remittances.reduce((sum, line) => sum + line.amount, 0);
      expect(payment.totalAmount).toBeCloseTo(paid, 2);
      // Without open invoices it pays invoices made up for the orders it sent.
      expect(batch.poNumbers).toContain(payment.remittances[0]?.poNumber);
    },
  );

  it('pays the open invoices first and changes orders of earlier runs', () => {
    const earlier = makeX12Interchanges(x12Options({ documents: [{ type: '850', count: 2 }] }));
    const batch = makeX12Interchanges(
      x12Options({
        documents: [
          { type: '860', count: 1 },
          { type: '820', count: 1 },
        ],
        controlNumbers: earlier.next,
        knownOrders: earlier.orders,
        openInvoices: [{ invoiceNumber: 'INV-7', amount: 100, poNumber: 'PO-7' }],
      }),
    );
    const [change, payment] = mapX12(batch.interchanges.map((i) => i.text));
    expect(earlier.poNumbers).toContain(asOrder(change?.document).orderNumber);
    expect(asPayment(payment?.document).remittances[0]).toMatchObject({
      invoiceNumber: 'INV-7',
      poNumber: 'PO-7',
    });
    expect(batch.openInvoices).toEqual([]);
    expect(batch.interchanges[0]?.controlNumber).toBe('000000102');
  });
});

describe('EDIFACT interchanges', () => {
  it.each(['D96A', 'D01B'] as const)(
    'in %s: valid, reproducible, and every message maps',
    (version) => {
      const options = {
        seed: 'edifact',
        version,
        documents: [
          { type: 'ORDERS', count: 5 },
          { type: 'REMADV', count: 1 },
        ] as const,
        perInterchange: 3,
        ...edifactParties,
        controlNumbers: { interchange: 7, group: 1 },
        date,
      };
      const batch = makeEdifactInterchanges(options);
      expect(makeEdifactInterchanges(options).interchanges).toEqual(batch.interchanges);
      expect(batch.interchanges.map((i) => i.controlNumber)).toEqual(['7', '8']);

      const documents = batch.interchanges.flatMap((interchange) => {
        const parsed = parseEdifact(interchange.text);
        expect(parsed.errors).toEqual([]);
        return parsed.interchanges.flatMap((found) => {
          expect(found.header).toMatchObject({
            syntaxId: 'UNOC',
            senderId: '4012345000009',
            recipientId: '4098765000002',
            controlReference: interchange.controlNumber,
          });
          return found.messages.map((message) => {
            expect(message.release).toBe(version.slice(1));
            const mapped = mapEdifactMessage(message, { interchange: found.header });
            if (!mapped.ok) throw new Error(`${message.type} ${JSON.stringify(mapped.issues)}`);
            return mapped.document;
          });
        });
      });
      const orders = documents.slice(0, 5).map(asOrder);
      expect(orders.map((order) => order.orderNumber)).toEqual(batch.poNumbers);
      for (const order of orders) {
        expect(order.currencyCode).toBe('EUR');
        expect(order.lineCount).toBe(order.lines.length);
        expect(order.lines[0]).toMatchObject({
          upc: expect.stringMatching(/^\d{13}$/),
          quantities: { ordered: expect.any(Number) },
          unitPrice: expect.any(Number),
        });
        expect(order.parties.map((party) => party.role)).toEqual(
          expect.arrayContaining(['buyer', 'supplier', 'deliveryParty']),
        );
      }
      // Heading ALC-MOA: freight on every order, a discount on some.
      const discounted = orders.map((order) => expectGeneratedCharges(order, 'FC', 'DI'));
      expect(discounted).toContain(true);
      const payment = asPayment(documents[5]);
      expect(payment.paymentMethod).toBe('ACH');
      const paid = payment.remittances.reduce((sum, line) => sum + line.amount, 0);
      expect(payment.totalAmount).toBeCloseTo(paid, 2);
    },
  );
});

describe('document counts', () => {
  it('reads 850:10,860:2 and refuses unknown types', () => {
    const types = Object.keys(x12DocumentTypes);
    expect(parseDocumentCounts('850:10, 860:2', types)).toEqual([
      { type: '850', count: 10 },
      { type: '860', count: 2 },
    ]);
    expect(parseDocumentCounts('orders:3', ['ORDERS', 'REMADV'])).toEqual([
      { type: 'ORDERS', count: 3 },
    ]);
    expect(() => parseDocumentCounts('855:1', types)).toThrow(/Unknown document type '855'/);
    expect(() => parseDocumentCounts('850:x', types)).toThrow(/Bad count/);
  });
});
