/**
 * REMADV → CanonicalPaymentOrder: BGM number, DTM, NAD/FII payer and payee, CUX, PAI, and one
 * remittance line per DOC group (DOC-MOA-DTM-RFF-AJT) with the amounts it pays.
 */
import type { CanonicalPaymentOrder, Party, RemittanceLine } from '@portal/contracts';
import type { EdifactMessage } from '../../edifact-envelope';
import { getElement, type Segment } from '../../segment';
import type { EdifactMappingContext, InboundMapping } from '../mapping-types';
import { MessageReader, PartyCollector, roundAmount, withoutUndefined } from './common';

/**
 * PAI 4461 payment means → the spec's method names: 20/23 (cheque) → CHK, 30/31/42 (credit
 * transfer, debit transfer, payment to bank account) → ACH; other codes are kept as sent.
 */
const paymentMethods: Readonly<Record<string, string>> = {
  '20': 'CHK',
  '23': 'CHK',
  '30': 'ACH',
  '31': 'ACH',
  '42': 'ACH',
};

interface RemittanceDraft {
  readonly doc: Segment;
  readonly invoiceNumber: string | undefined;
  readonly amounts: Map<string, number>;
  invoiceDate?: string;
  poNumber?: string;
  relatedInvoiceNumber?: string;
  adjustmentReason?: string;
  adjustmentAmount?: number;
  last: Segment;
}

export function mapRemittanceAdvice(
  message: EdifactMessage,
  context: EdifactMappingContext,
): InboundMapping {
  const reader = new MessageReader(message, context);
  const parties = new PartyCollector(reader);
  const header: Partial<CanonicalPaymentOrder> = {};
  const totals = new Map<string, number>();
  const drafts: RemittanceDraft[] = [];
  const accountHolders: Segment[] = [];
  let bgm: Segment | undefined;
  let documentDate: string | undefined;
  let paymentDate: string | undefined;
  let group = '';
  let last: Segment | undefined;

  for (const segment of reader.segments) {
    const tag = segment.tag;
    const draft = drafts[drafts.length - 1];
    if (draft !== undefined) draft.last = segment;
    last = segment;
    if (!['DTM', 'MOA', 'CTA', 'COM'].includes(tag)) group = tag;
    switch (tag) {
      case 'BGM':
        bgm = segment;
        header.paymentOrderNumber = reader.required(segment, 2, 1, 'document number');
        break;
      case 'DTM': {
        const qualifier = getElement(segment, 1);
        if (draft !== undefined) {
          // DOC group: the invoice's date (137 document date, 3 invoice date).
          if (group === 'DOC' && (qualifier === '137' || qualifier === '3')) {
            draft.invoiceDate ??= reader.date(segment)?.date;
          }
        } else if (group !== 'RFF' && ['137', '140', '209'].includes(qualifier)) {
          const value = reader.date(segment)?.date;
          if (qualifier === '137') documentDate = value;
          else paymentDate ??= value;
        }
        break;
      }
      case 'RFF': {
        const qualifier = getElement(segment, 1, 1);
        const value = reader.value(segment, 1, 2);
        if (value === undefined) break;
        if (draft === undefined) {
          // IA: internal vendor number, the payer's number for the supplier.
          if (qualifier === 'IA') header.assignedVendorNumber ??= value;
        } else if (qualifier === 'ON') {
          draft.poNumber ??= value;
        } else if (qualifier === 'IV') {
          draft.relatedInvoiceNumber ??= value;
        }
        break;
      }
      case 'NAD':
        if (draft === undefined) parties.nad(segment);
        break;
      case 'CTA':
      case 'COM':
        if (draft === undefined) parties.contact(segment);
        break;
      case 'FII':
        if (draft === undefined) accountHolders.push(segment);
        break;
      case 'CUX':
        header.currencyCode ??= reader.value(segment, 1, 2);
        break;
      case 'PAI': {
        const means = reader.value(segment, 1, 3);
        if (means !== undefined) header.paymentMethod ??= paymentMethods[means] ?? means;
        break;
      }
      case 'DOC':
        drafts.push({
          doc: segment,
          invoiceNumber: reader.required(segment, 2, 1, 'document number'),
          amounts: new Map(),
          last: segment,
        });
        break;
      case 'AJT':
        if (draft !== undefined) draft.adjustmentReason ??= reader.value(segment, 1);
        break;
      case 'MOA': {
        const qualifier = getElement(segment, 1, 1);
        const amount = reader.number(segment, 1, 2, 'amount', true);
        if (amount === undefined) break;
        if (draft === undefined || group === 'UNS') {
          if (!totals.has(qualifier)) totals.set(qualifier, amount);
        } else if (group === 'AJT') {
          draft.adjustmentAmount ??= amount;
        } else if (!draft.amounts.has(qualifier)) {
          draft.amounts.set(qualifier, amount);
        }
        break;
      }
      default:
        break;
    }
  }

  if (bgm === undefined) reader.missingSegment('BGM', undefined, 'REMADV has no BGM segment');
  if (drafts.length === 0) reader.missingSegment('DOC', last, 'REMADV has no DOC document line');
  const remittances: RemittanceLine[] = [];
  for (const draft of drafts) {
    const line = remittanceLine(reader, draft);
    if (line !== undefined) remittances.push(line);
  }
  const number = header.paymentOrderNumber;
  if (reader.issues.length > 0 || number === undefined) return { ok: false, issues: reader.issues };
  parties.close();
  for (const fii of accountHolders) addAccountHolder(reader, fii, parties);
  const total =
    totals.get('12') ??
    totals.get('9') ??
    roundAmount(remittances.reduce((sum, line) => sum + line.amount, 0));
  const document: CanonicalPaymentOrder = {
    ...header,
    kind: 'paymentOrder',
    paymentOrderNumber: number,
    totalAmount: total,
    paymentDate: paymentDate ?? documentDate,
    parties: parties.parties,
    remittances,
  };
  return { ok: true, document: withoutUndefined(document) };
}

/**
 * One DOC group: MOA 12 (remitted) or else 9 (due) is the amount paid; 39 or 77 (or 9 next to a
 * 12) the invoice amount, 52 the discount, 165 or an AJT group's MOA the adjustment.
 */
function remittanceLine(reader: MessageReader, draft: RemittanceDraft): RemittanceLine | undefined {
  const { amounts } = draft;
  const paid = amounts.get('12') ?? amounts.get('9');
  if (paid === undefined) {
    reader.missingSegment(
      'MOA',
      draft.last,
      `DOC ${draft.invoiceNumber ?? ''} at segment ${reader.position(draft.doc)} has no MOA 12 or 9 amount`,
    );
    return undefined;
  }
  if (draft.invoiceNumber === undefined) return undefined;
  return withoutUndefined({
    invoiceNumber: draft.invoiceNumber,
    relatedInvoiceNumber: draft.relatedInvoiceNumber,
    invoiceDate: draft.invoiceDate,
    poNumber: draft.poNumber,
    amount: paid,
    invoiceAmount:
      amounts.get('39') ?? amounts.get('77') ?? (amounts.has('12') ? amounts.get('9') : undefined),
    discountAmount: amounts.get('52'),
    adjustmentAmount: draft.adjustmentAmount ?? amounts.get('165'),
    adjustmentReason: draft.adjustmentReason,
  });
}

/**
 * FII PE (payee) / PR (payer) account holder: names the party of that role when its NAD left the
 * name out, or stands for it when there is no NAD (FII comes before the NAD groups).
 */
function addAccountHolder(reader: MessageReader, fii: Segment, parties: PartyCollector): void {
  const qualifier = getElement(fii, 1);
  const role = qualifier === 'PE' ? 'payee' : qualifier === 'PR' ? 'payer' : undefined;
  const name = reader.value(fii, 2, 2);
  if (role === undefined || name === undefined) return;
  const index = parties.parties.findIndex((party) => party.role === role);
  const existing = parties.parties[index];
  if (existing === undefined) {
    parties.add({ role, name });
  } else if (existing.name === undefined) {
    parties.parties[index] = { ...existing, name } satisfies Party;
  }
}
