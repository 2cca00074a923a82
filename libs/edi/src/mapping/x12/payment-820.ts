/** 820 payment order / remittance advice → CanonicalPaymentOrder. */
import type { CanonicalPaymentOrder, Party, RemittanceLine } from '@portal/contracts';
import type { Segment } from '../../segment';
import type { X12TransactionSet } from '../../x12-envelope';
import type { InboundMapping } from '../mapping-types';
import {
  addToParty,
  defined,
  finishParty,
  SetReader,
  startParty,
  type PartyBuilder,
} from './common';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

const creditDebitCodes = { C: 'C', D: 'D' } as const;

export function mapX12Remittance(set: X12TransactionSet): InboundMapping {
  const reader = new SetReader(set);
  const bpr = set.segments[0];
  if (bpr?.tag !== 'BPR') {
    reader.missingSegment('BPR', 2, 'The 820 has no BPR beginning segment after its ST');
    return { ok: false, issues: reader.issues };
  }
  reader.required(bpr, 1, 'transaction handling code');
  const totalAmount = reader.number(bpr, 2, 'total payment amount', true);
  const creditDebit = reader.code(bpr, 3, 'credit/debit flag code', creditDebitCodes, true);
  const paymentMethod = reader.required(bpr, 4, 'payment method code');
  const paymentDate = reader.date(bpr, 16, 'payment effective date');

  let paymentOrderNumber: string | undefined;
  let assignedVendorNumber: string | undefined;
  let currencyCode: string | undefined;
  const parties: Party[] = [];
  const remittances: RemittanceLine[] = [];
  let party: PartyBuilder | undefined;
  let remittance: { segment: Segment; line: Partial<Mutable<RemittanceLine>> } | undefined;
  /** After the first ENT: N1 loops there name the entity a remittance is for, not the payer. */
  let detail = false;

  const closeParty = (): void => {
    if (party !== undefined && !detail) parties.push(finishParty(party));
    party = undefined;
  };
  const closeRemittance = (): void => {
    if (remittance === undefined) return;
    const { line } = remittance;
    if (line.invoiceNumber !== undefined && line.amount !== undefined) {
      remittances.push(
        defined({ ...line, invoiceNumber: line.invoiceNumber, amount: line.amount }),
      );
    }
    remittance = undefined;
  };

  for (const segment of set.segments.slice(1)) {
    switch (segment.tag) {
      case 'TRN':
        closeParty();
        paymentOrderNumber ??= reader.required(segment, 2, 'reference identification');
        continue;
      case 'CUR':
        closeParty();
        currencyCode ??= reader.text(segment, 2);
        continue;
      case 'N1':
        closeParty();
        closeRemittance();
        party = startParty(reader, segment);
        continue;
      case 'ENT':
        closeParty();
        closeRemittance();
        detail = true;
        continue;
      case 'RMR': {
        closeParty();
        closeRemittance();
        // RMR01 IV is an invoice; any other qualifier (PO, CR…) is kept by its number too.
        const qualifier = reader.text(segment, 1);
        const number = reader.required(segment, 2, 'reference identification');
        remittance = {
          segment,
          line: defined({
            invoiceNumber: number,
            poNumber: qualifier === 'PO' ? number : undefined,
            amount: reader.number(segment, 4, 'amount paid', true),
            invoiceAmount: reader.number(segment, 5, 'total invoice amount'),
            discountAmount: reader.number(segment, 6, 'discount amount taken'),
          }),
        };
        continue;
      }
      default:
        break;
    }
    if (party !== undefined && addToParty(reader, party, segment)) continue;
    if (remittance !== undefined) {
      readRemittanceDetail(reader, remittance.line, segment);
      continue;
    }
    if (segment.tag === 'REF' && reader.text(segment, 1) === 'VR') {
      assignedVendorNumber ??= reader.text(segment, 2);
    }
  }
  closeParty();
  closeRemittance();
  if (paymentOrderNumber === undefined && !set.segments.some((s) => s.tag === 'TRN')) {
    reader.missingSegment('TRN', 3, 'The 820 has no TRN trace segment');
  }
  if (paymentOrderNumber === undefined || totalAmount === undefined || !reader.ok) {
    return { ok: false, issues: reader.issues };
  }

  const document: CanonicalPaymentOrder = defined({
    kind: 'paymentOrder',
    paymentOrderNumber,
    assignedVendorNumber,
    creditDebit,
    paymentMethod,
    totalAmount,
    currencyCode,
    paymentDate,
    parties,
    remittances,
  });
  return { ok: true, document };
}

/** REF PO, DTM 003 and ADX inside an RMR loop. */
function readRemittanceDetail(
  reader: SetReader,
  line: Partial<Mutable<RemittanceLine>>,
  segment: Segment,
): void {
  switch (segment.tag) {
    case 'REF': {
      const qualifier = reader.text(segment, 1);
      const value = reader.text(segment, 2);
      if (qualifier === 'PO') line.poNumber ??= value;
      else if (qualifier === 'IV' && value !== line.invoiceNumber) {
        line.relatedInvoiceNumber ??= value;
      }
      break;
    }
    case 'DTM':
      if (reader.text(segment, 1) === '003') {
        line.invoiceDate ??= reader.date(segment, 2, 'invoice date', true);
      }
      break;
    case 'ADX':
      line.adjustmentAmount ??= reader.number(segment, 1, 'adjustment amount', true);
      line.adjustmentReason ??= reader.text(segment, 2);
      break;
    default:
      break;
  }
}
