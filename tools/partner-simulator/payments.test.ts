import {
  decimalTextOfNumber,
  sumAmounts,
  type CanonicalInvoice,
  type CanonicalPaymentOrder,
} from '@portal/contracts';
import {
  buildEdifactMessage,
  buildX12Transaction,
  mapEdifactMessage,
  mapX12Transaction,
  parseEdifact,
  parseX12,
  writeEdifact,
  writeX12,
} from '@portal/edi';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { payOutboundDirectory } from './commands';
import { payInvoices, type PayOptions } from './payments';
import { loadState } from './state';

const timestamp = new Date(Date.UTC(2026, 1, 3, 8, 0));

/** An invoice whose amount due 1234.35 has no exact binary form: sums must not drift. */
const invoice: CanonicalInvoice = {
  kind: 'invoice',
  invoiceNumber: 'INV-9101',
  invoiceDate: '2026-01-28',
  orderNumber: '45000000101001',
  currencyCode: 'USD',
  parties: [],
  lines: [{ lineNumber: '1', quantityInvoiced: 3, unit: 'EA', unitPrice: 411.45, amount: 1234.35 }],
  serviceCharges: [],
  totals: {
    lineTotal: 1234.35,
    chargeTotal: 0,
    allowanceTotal: 0,
    taxBasisTotal: 1234.35,
    taxTotal: 0,
    grandTotal: 1234.35,
    prepaid: 0,
    duePayable: 1234.35,
  },
};

/** The EDIFACT one: 100.00 prepaid, so 1134.35 is due of 1234.35. */
const euroInvoice: CanonicalInvoice = {
  ...invoice,
  invoiceNumber: 'INV-EU-9102',
  orderNumber: 'PO-EU-20001',
  currencyCode: 'EUR',
  totals: { ...invoice.totals, prepaid: 100, duePayable: 1134.35 },
};

const creditMemo: CanonicalInvoice = {
  ...invoice,
  purpose: 'creditMemo',
  invoiceNumber: 'CM-9103',
  originalInvoiceNumber: 'INV-9101',
};

/** Our outbound 810 interchange, as the portal writes it. */
function our810(...documents: CanonicalInvoice[]): string {
  return writeX12(
    {
      header: {
        senderQualifier: 'ZZ',
        senderId: 'ACMESUPPLY',
        receiverQualifier: 'ZZ',
        receiverId: 'RETAILCO',
        controlNumber: 41,
      },
      groups: [
        {
          header: {
            functionalId: 'IN',
            applicationSender: 'ACMESUPPLY',
            applicationReceiver: 'RETAILCO',
            controlNumber: 41,
            version: '004010',
          },
          transactions: documents.map((document, index) =>
            buildX12Transaction(document, { version: '004010', controlNumber: index + 1 }),
          ),
        },
      ],
    },
    { newline: '\n', timestamp },
  );
}

/** Our outbound INVOIC interchange. */
function ourInvoic(document: CanonicalInvoice, version: 'D96A' | 'D01B' = 'D96A'): string {
  return writeEdifact(
    {
      header: {
        syntaxId: 'UNOC',
        senderId: '4098765000002',
        senderQualifier: '14',
        recipientId: '4012345000009',
        recipientQualifier: '14',
        controlReference: 42,
        ackRequested: true,
      },
      messages: [buildEdifactMessage(document, { version, reference: 1 })],
    },
    { newline: '\n', timestamp },
  );
}

/** Each payment interchange read back by the portal's own mappings (820 / REMADV). */
function readBack(texts: readonly string[]): CanonicalPaymentOrder[] {
  return texts.map((text) => {
    if (text.startsWith('ISA')) {
      const parsed = parseX12(text);
      expect(parsed.errors).toEqual([]);
      const [interchange] = parsed.interchanges;
      const [group] = interchange?.groups ?? [];
      const [set] = group?.transactions ?? [];
      if (interchange === undefined || group === undefined || set === undefined) {
        throw new Error('no 820 in the payment');
      }
      expect(interchange.header).toMatchObject({ senderId: 'RETAILCO', receiverId: 'ACMESUPPLY' });
      expect(group.header).toMatchObject({ functionalId: 'RA', applicationSender: 'RETAILCO' });
      expect(set).toMatchObject({ setId: '820', valid: true });
      const mapped = mapX12Transaction(set, {
        interchange: interchange.header,
        group: group.header,
      });
      if (!mapped.ok || mapped.document.kind !== 'paymentOrder') throw new Error('not an 820');
      return mapped.document;
    }
    const parsed = parseEdifact(text);
    expect(parsed.errors).toEqual([]);
    const [interchange] = parsed.interchanges;
    const [message] = interchange?.messages ?? [];
    if (interchange === undefined || message === undefined) throw new Error('no REMADV');
    expect(interchange.header).toMatchObject({
      senderId: '4012345000009',
      recipientId: '4098765000002',
    });
    expect(message).toMatchObject({ type: 'REMADV', valid: true });
    const mapped = mapEdifactMessage(message, { interchange: interchange.header });
    if (!mapped.ok || mapped.document.kind !== 'paymentOrder') throw new Error('not a REMADV');
    return mapped.document;
  });
}

const options = (extra: Partial<PayOptions> = {}): PayOptions => ({
  way: 'full',
  controlNumbers: { interchange: 500, group: 60 },
  seed: 7,
  date: timestamp,
  ...extra,
});

const cases = [
  ['X12 810', our810(invoice), invoice, '1234.35', 'USD'],
  ['EDIFACT D96A', ourInvoic(euroInvoice), euroInvoice, '1134.35', 'EUR'],
  ['EDIFACT D01B', ourInvoic(euroInvoice, 'D01B'), euroInvoice, '1134.35', 'EUR'],
] as const;

describe.each(cases)('paying %s', (_name, file, paidInvoice, due, currency) => {
  const common = {
    invoiceNumber: paidInvoice.invoiceNumber,
    poNumber: paidInvoice.orderNumber,
    invoiceDate: paidInvoice.invoiceDate,
    invoiceAmount: 1234.35,
  };

  it('full: one payment order paying the amount due exactly', () => {
    const result = payInvoices(file, options());
    expect(result.payments).toHaveLength(1);
    expect(result.next.interchange).toBe(501);
    const [order] = readBack(result.payments.map((payment) => payment.text));
    expect(order).toMatchObject({ totalAmount: Number(due), currencyCode: currency });
    expect(order?.remittances).toEqual([{ ...common, amount: Number(due) }]);
    expect(result.invoices).toMatchObject([{ due, paid: [due] }]);
  });

  /** The deduction and what is paid, by currency: 5 % of 1234.35 is 61.7175, of 1134.35 56.7175. */
  const shortCases: Record<string, (readonly [string, string, string])[]> = {
    USD: [
      ['5%', '61.72', '1172.63'],
      ['12.50', '12.50', '1221.85'],
    ],
    EUR: [
      ['5%', '56.72', '1077.63'],
      ['12.50', '12.50', '1121.85'],
    ],
  };
  it.each(shortCases[currency] ?? [])(
    'short by %s: less, with the deduction and its reason',
    (deduction, deducted, paid) => {
      const result = payInvoices(file, options({ way: 'short', deduction, reason: '04' }));
      const [order] = readBack(result.payments.map((payment) => payment.text));
      expect(order?.remittances).toEqual([
        {
          ...common,
          amount: Number(paid),
          adjustmentAmount: -Number(deducted),
          adjustmentReason: '04',
        },
      ]);
      expect(sumAmounts([paid, deducted], 2)).toBe(due);
      expect(result.invoices).toMatchObject([{ paid: [paid], deduction: { amount: deducted } }]);
    },
  );

  it('split: two payment orders, two trace numbers, that together pay it exactly', () => {
    const result = payInvoices(file, options({ way: 'split' }));
    expect(result.payments.map((payment) => payment.controlNumber)).toEqual(
      currency === 'USD' ? ['000000500', '000000501'] : ['500', '501'],
    );
    const orders = readBack(result.payments.map((payment) => payment.text));
    expect(new Set(orders.map((order) => order.paymentOrderNumber)).size).toBe(2);
    const parts = orders.flatMap((order) => order.remittances);
    expect(parts).toHaveLength(2);
    for (const part of parts) {
      expect(part).toMatchObject(common);
      expect(part.amount).toBeGreaterThan(0);
      expect(part.adjustmentAmount).toBeUndefined();
    }
    const texts = parts.map((part) => decimalTextOfNumber(part.amount, 2));
    expect(sumAmounts(texts, 2)).toBe(due);
    expect(orders.map((order) => order.totalAmount)).toEqual(parts.map((part) => part.amount));
  });
});

describe('what is paid and what is not', () => {
  it('is the same for the same seed and differs in trace numbers for another', () => {
    const file = our810(invoice);
    const once = payInvoices(file, options({ way: 'split' }));
    expect(payInvoices(file, options({ way: 'split' }))).toEqual(once);
    const other = payInvoices(file, options({ way: 'split', seed: 8 }));
    expect(other.payments.map((payment) => payment.documents[0]?.documentNumber)).not.toEqual(
      once.payments.map((payment) => payment.documents[0]?.documentNumber),
    );
  });

  it('never pays a credit memo, an invoice paid before, or one not asked for', () => {
    const file = our810(invoice, creditMemo, { ...invoice, invoiceNumber: 'INV-9104' });
    expect(payInvoices(file, options()).invoices.map((paid) => paid.invoiceNumber)).toEqual([
      'INV-9101',
      'INV-9104',
    ]);
    const rest = payInvoices(file, options({ alreadyPaid: ['INV-9101'] }));
    expect(rest.invoices.map((paid) => paid.invoiceNumber)).toEqual(['INV-9104']);
    const one = payInvoices(file, options({ invoiceNumbers: ['INV-9101'] }));
    expect(readBack(one.payments.map((payment) => payment.text))[0]?.remittances).toHaveLength(1);
    expect(payInvoices(our810(creditMemo), options()).payments).toEqual([]);
  });

  it('refuses a deduction that is not less than the amount due, or not an amount', () => {
    const file = our810(invoice);
    expect(() => payInvoices(file, options({ way: 'short', deduction: '1234.35' }))).toThrow(
      /less than the 1234\.35 due/,
    );
    expect(() => payInvoices(file, options({ way: 'short', deduction: 'lots' }))).toThrow(
      /give an amount \(12\.50\) or a percentage \(5%\)/,
    );
  });

  it('writes nothing for a file without invoices', () => {
    expect(payInvoices('hello', options())).toMatchObject({ standard: 'unknown', payments: [] });
  });
});

describe('paying a directory', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('pays each invoice once, delivers the payments and remembers what it paid', async () => {
    dir = await mkdtemp(join(tmpdir(), 'partner-pay-'));
    const outbound = join(dir, 'outbound');
    const inbound = join(dir, 'inbound');
    const state = join(dir, 'state');
    await mkdir(outbound);
    await writeFile(join(outbound, 'ACME_810_000000041.edi'), our810(invoice));
    const lines: string[] = [];
    const command = {
      outboundDir: outbound,
      stateDir: state,
      controlStart: 900,
      way: 'split',
      seed: 3,
      date: timestamp,
      delivery: { kind: 'file', directory: inbound },
      log: (line: string) => lines.push(line),
    } as const;

    const first = await payOutboundDirectory(command);
    expect(first.map((file) => file.name)).toEqual(['ACME_810_000000041.edi']);
    expect((await readdir(inbound)).sort()).toEqual([
      'RETAILCO_820_000000900.edi',
      'RETAILCO_820_000000901.edi',
    ]);
    expect(lines.at(-1)).toMatch(/^ACME_810_000000041\.edi: invoice INV-9101 of 1234\.35 paid /);

    expect(await payOutboundDirectory(command)).toEqual([]);
    const saved = await loadState(state);
    expect(saved.paid).toEqual(['INV-9101']);
    expect(saved.next.interchange).toBe(902);
  });
});
