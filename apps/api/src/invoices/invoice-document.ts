import {
  calculateInvoice,
  chargeIndicators,
  decimalToNumber,
  invoiceDataSchema,
  invoiceNumberSchema,
  isCalendarDay,
  taxCategoryCodes,
  type CanonicalInvoice,
  type DeliveryAddress,
  type InvoiceAmounts,
  type InvoiceCharge,
  type InvoiceData,
  type InvoiceItem,
  type InvoiceKind,
  type Party,
} from '@portal/contracts';
import { amountText, decimalText, priceText } from './invoice-amounts';

// The invoice data as the canonical 810 / INVOIC the EDI writers take, and back from a received
// one (docs/invoices.md, "Sending" and "Received invoices").

type ServiceCharge = CanonicalInvoice['serviceCharges'][number];

/** What the document says besides the invoice data: the order it bills. */
export interface InvoiceDocumentContext {
  readonly kind: InvoiceKind;
  readonly orderNumber: string | undefined;
  readonly orderDate: string | undefined;
}

function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

const nonEmpty = (text: string | undefined): string | undefined =>
  text === undefined || text === '' ? undefined : text;

function partyOf(role: Party['role'], address: DeliveryAddress | undefined): Party | undefined {
  if (address === undefined) return undefined;
  const party: Party = defined({
    role,
    id: nonEmpty(address.id),
    agencyCode: nonEmpty(address.agencyCode),
    name: nonEmpty(address.name),
    street: nonEmpty(address.address),
    city: nonEmpty(address.city),
    state: nonEmpty(address.state),
    postcode: nonEmpty(address.postcode),
    country: nonEmpty(address.country),
  });
  return Object.keys(party).length > 1 ? party : undefined;
}

/**
 * The canonical invoice of the data: every amount is the exact figure `calculateInvoice` makes
 * (line amounts, each charge's amount, the totals), passed as the number of its decimal text, so
 * the writers print what the screen showed; the writers add nothing up themselves.
 */
export function toCanonicalInvoice(
  data: InvoiceData,
  context: InvoiceDocumentContext,
): CanonicalInvoice {
  const calculation = calculateInvoice(data);
  const { totals } = calculation;
  const chargeOf = (charge: InvoiceCharge): ServiceCharge =>
    defined({
      indicator: charge.indicator,
      type: charge.code,
      amount: decimalToNumber(calculation.chargeAmounts[charge.key] ?? '0'),
      percent: charge.percent === undefined ? undefined : decimalToNumber(charge.percent),
      description: nonEmpty(charge.description),
    });
  const lineCharges = (key: string): ServiceCharge[] =>
    data.charges.filter((charge) => charge.lineKey === key).map(chargeOf);
  const rate = data.tax?.ratePercent;
  const terms = data.terms;
  const settlement = data.settlement;
  return defined({
    kind: 'invoice' as const,
    purpose: context.kind,
    invoiceNumber: data.invoiceNumber,
    originalInvoiceNumber:
      context.kind === 'creditMemo' ? nonEmpty(data.originalInvoiceNumber) : undefined,
    invoiceDate: data.invoiceDate,
    orderNumber: context.orderNumber,
    orderDate: context.orderDate,
    shipNoticeNumber: nonEmpty(data.shipNoticeNumber),
    currencyCode: data.currencyCode,
    tax:
      rate === undefined
        ? undefined
        : defined({
            ratePercent: decimalToNumber(rate),
            basis: decimalToNumber(totals.taxBasisTotal),
            categoryCode: data.tax?.categoryCode,
            amount: decimalToNumber(totals.taxTotal),
          }),
    saleTerms:
      terms === undefined
        ? undefined
        : defined({
            typeCode: nonEmpty(terms.typeCode),
            discountPercent:
              terms.discountPercent === undefined
                ? undefined
                : decimalToNumber(terms.discountPercent),
            discountDueDate: terms.discountDueDate,
            discountDays: terms.discountDays,
            netDueDate: terms.netDueDate,
            netDays: terms.netDays,
            description: nonEmpty(terms.description),
          }),
    settlement:
      settlement === undefined
        ? undefined
        : defined({
            payeeName: nonEmpty(settlement.payeeName),
            iban: nonEmpty(settlement.iban),
            bic: nonEmpty(settlement.bic),
            paymentMeansTypeCode: nonEmpty(settlement.paymentMeansCode),
            paymentTerms: nonEmpty(settlement.paymentTerms),
            paymentTermsDescription: nonEmpty(settlement.paymentTermsDescription),
            paymentTermsDate: settlement.paymentTermsDate,
          }),
    parties: [partyOf('billTo', data.billTo), partyOf('remitTo', data.remitTo)].filter(
      (party): party is Party => party !== undefined,
    ),
    lines: data.lines.map((line) => {
      const charges = lineCharges(line.key);
      return defined({
        lineNumber: line.lineNumber,
        buyerItemNumber: nonEmpty(line.buyerItemNumber),
        vendorItemNumber: nonEmpty(line.vendorItemNumber),
        upc: nonEmpty(line.upc),
        description: nonEmpty(line.description),
        quantityInvoiced: line.quantity,
        unit: nonEmpty(line.unit),
        unitPrice: decimalToNumber(line.unitPrice ?? '0'),
        amount: decimalToNumber(calculation.lineAmounts[line.key] ?? '0'),
        serviceCharges: charges.length === 0 ? undefined : charges,
      });
    }),
    // A charge naming a line the invoice lacks never gets this far (the checks refuse it).
    serviceCharges: data.charges.filter((charge) => charge.lineKey === undefined).map(chargeOf),
    totals: Object.fromEntries(
      Object.entries(totals).map(([name, amount]) => [name, decimalToNumber(amount)]),
    ) as Record<keyof InvoiceAmounts, number>,
  });
}

// ---- received invoices -----------------------------------------------------------------------

/** Inbound text as a field takes it: no control characters, one line, trimmed and cut. */
export function cleanText(value: string | undefined, max: number): string | undefined {
  if (value === undefined) return undefined;
  const text = value.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').trim();
  return text === '' ? undefined : text.slice(0, max).trim();
}

/** A number a field may hold as a non-negative decimal text, or undefined. */
const sane = (value: number | undefined): value is number =>
  value !== undefined && Number.isFinite(value) && Math.abs(value) < 1e14;

const day = (value: string | undefined): string | undefined =>
  value !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(value) && isCalendarDay(value)
    ? value
    : undefined;

const wholeDays = (value: number | undefined): number | undefined =>
  value !== undefined && Number.isInteger(value) && value >= 0 && value <= 3650 ? value : undefined;

function addressOf(party: Party | undefined): DeliveryAddress | undefined {
  if (party === undefined) return undefined;
  return defined({
    id: cleanText(party.id ?? party.vendorDuns, 32),
    agencyCode: cleanText(party.agencyCode, 32),
    name: cleanText(party.name, 128),
    address: cleanText(party.street ?? party.address, 128),
    city: cleanText(party.city, 128),
    state: cleanText(party.state, 32),
    postcode: cleanText(party.postcode, 32),
    country: cleanText(party.country, 32),
  });
}

/** An amount of the received document as the currency's exact text ("0.00" when unreadable). */
export function receivedAmount(value: number | undefined, currencyCode: string): string {
  return sane(value) ? amountText(value, currencyCode) : amountText(0, currencyCode);
}

/**
 * A received 810 / INVOIC as invoice data, to be shown like ours: amounts as exact decimal texts
 * in the currency's digits, texts cut to the fields' lengths, codes the screen does not know
 * left out. The totals are the partner's own (its figures are what it asks to be paid), not ours
 * recomputed.
 */
export function fromCanonicalInvoice(
  document: CanonicalInvoice,
  currencyCode: string,
  receivedDay: string,
): InvoiceData {
  const role = (...roles: Party['role'][]): Party | undefined =>
    roles.map((name) => document.parties.find((party) => party.role === name)).find(Boolean);
  const lineKeyOf = new Map<number, string>();
  const lines: InvoiceItem[] = document.lines.slice(0, 5_000).map((line, index) => {
    const key = `L${index + 1}`;
    lineKeyOf.set(index, key);
    const quantity = sane(line.quantityInvoiced)
      ? Math.min(Math.abs(line.quantityInvoiced), 1e9)
      : 0;
    return defined({
      key,
      lineNumber: cleanText(line.orderLineNumber ?? line.lineNumber, 20) ?? String(index + 1),
      buyerItemNumber: cleanText(line.buyerItemNumber, 32),
      vendorItemNumber: cleanText(line.vendorItemNumber, 32),
      upc: cleanText(line.upc, 32),
      description: cleanText(line.description, 128),
      quantity: Number(decimalText(quantity)),
      unit: cleanText(line.unit, 32),
      unitPrice: sane(line.unitPrice)
        ? priceText(Math.abs(line.unitPrice), currencyCode)
        : undefined,
    });
  });
  const charges: InvoiceCharge[] = [];
  const addCharge = (charge: ServiceCharge, lineKey: string | undefined): void => {
    const code = charge.type.trim().toUpperCase().slice(0, 4);
    if (charges.length >= 500 || !/^[A-Z0-9]{1,4}$/.test(code)) return;
    if (!chargeIndicators.includes(charge.indicator)) return;
    charges.push(
      defined({
        key: `C${charges.length + 1}`,
        lineKey,
        indicator: charge.indicator,
        code,
        description: cleanText(charge.description, 128),
        amount: receivedAmount(Math.abs(charge.amount), currencyCode),
      }),
    );
  };
  for (const charge of document.serviceCharges) addCharge(charge, undefined);
  document.lines.slice(0, 5_000).forEach((line, index) => {
    for (const charge of line.serviceCharges ?? []) addCharge(charge, lineKeyOf.get(index));
  });
  const terms = document.saleTerms;
  const settlement = document.settlement;
  const tax = document.tax;
  const category = tax?.categoryCode;
  const totals = Object.fromEntries(
    Object.entries(document.totals).map(([name, value]) => [
      name,
      receivedAmount(value, currencyCode),
    ]),
  ) as InvoiceAmounts;
  const number = cleanText(document.invoiceNumber, 22);
  const original = cleanText(document.originalInvoiceNumber, 32);
  const data: InvoiceData = defined({
    invoiceNumber:
      number !== undefined && invoiceNumberSchema.safeParse(number).success ? number : '',
    invoiceDate: day(document.invoiceDate) ?? receivedDay,
    currencyCode,
    shipNoticeNumber: cleanText(document.shipNoticeNumber, 32),
    originalInvoiceNumber: original,
    billTo: addressOf(role('billTo', 'invoicee', 'buyer')),
    remitTo: addressOf(role('remitTo', 'payee', 'seller', 'supplier')),
    terms:
      terms === undefined
        ? undefined
        : defined({
            typeCode: cleanText(terms.typeCode, 32),
            discountPercent:
              sane(terms.discountPercent) && terms.discountPercent >= 0
                ? decimalText(terms.discountPercent)
                : undefined,
            discountDays: wholeDays(terms.discountDays),
            discountDueDate: day(terms.discountDueDate),
            netDays: wholeDays(terms.netDays),
            netDueDate: day(terms.netDueDate),
            description: cleanText(terms.description, 128),
          }),
    settlement:
      settlement === undefined
        ? undefined
        : defined({
            payeeName: cleanText(settlement.payeeName, 128),
            paymentMeansCode: cleanText(settlement.paymentMeansTypeCode, 32),
            paymentTerms: cleanText(settlement.paymentTerms, 128),
            paymentTermsDescription: cleanText(settlement.paymentTermsDescription, 128),
            paymentTermsDate: day(settlement.paymentTermsDate),
            iban: /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(settlement.iban ?? '')
              ? settlement.iban
              : undefined,
            bic: /^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/.test(settlement.bic ?? '')
              ? settlement.bic
              : undefined,
          }),
    tax:
      tax === undefined
        ? undefined
        : defined({
            ratePercent:
              sane(tax.ratePercent) && tax.ratePercent >= 0
                ? decimalText(tax.ratePercent)
                : undefined,
            categoryCode:
              category !== undefined && category in taxCategoryCodes
                ? (category as keyof typeof taxCategoryCodes)
                : undefined,
          }),
    lines,
    charges,
    prepaid:
      sane(document.totals.prepaid) && document.totals.prepaid > 0 ? totals.prepaid : undefined,
    totals,
  });
  const checked = invoiceDataSchema.safeParse(data);
  if (checked.success) return checked.data;
  // Whatever slipped through the cleaning above: the header and the partner's totals stand.
  return {
    invoiceNumber: data.invoiceNumber,
    invoiceDate: data.invoiceDate,
    currencyCode,
    lines: [],
    charges: [],
    totals,
  };
}
