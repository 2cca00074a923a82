import type { CanonicalAcknowledgement, OutboundDocument } from '@portal/contracts';
import { acknowledgeEdifactInterchange, acknowledgeX12Group, type MappingIssue } from '@portal/edi';
import { transactionKey } from './inbound-standard';
import type { EdifactScan, X12Scan } from './scan-types';

type Issues = ReadonlyMap<string, readonly MappingIssue[]>;

/**
 * An interchange whose own envelope is wrong (IEA count or number, missing IEA…) is refused as a
 * whole: every set in it is rejected, whatever its group says.
 */
function rejectAll(acknowledgement: CanonicalAcknowledgement): CanonicalAcknowledgement {
  return {
    ...acknowledgement,
    status: 'R',
    transactionsAccepted: 0,
    transactions: acknowledgement.transactions.map((transaction) => ({
      ...transaction,
      status: 'R',
    })),
  };
}

/** One 997 per functional group of the interchange; never one for a group of 997s. */
export function x12Acknowledgements(
  scan: X12Scan,
  interchangeIndex: number,
  issues: Issues,
): OutboundDocument[] {
  const interchange = scan.interchanges[interchangeIndex];
  if (interchange?.header === undefined) return [];
  const header = interchange.header;
  const interchangeRejected = interchange.errors.length > 0;
  return interchange.groups
    .filter((group) => group.functionalId !== 'FA')
    .map((group) => {
      const groupIndex = interchange.groups.indexOf(group);
      const byControlNumber = new Map<string, readonly MappingIssue[]>();
      group.transactions.forEach((transaction, index) => {
        const found = issues.get(transactionKey(groupIndex, index));
        if (found !== undefined) byControlNumber.set(transaction.controlNumber, found);
      });
      const acknowledgement = acknowledgeX12Group(
        {
          header: group.header,
          transactions: group.transactions.map((transaction) => ({
            setId: transaction.setId,
            controlNumber: transaction.controlNumber,
            position: transaction.position,
            errors: transaction.errors,
          })),
          errors: group.errors,
        },
        { issues: byControlNumber, interchange: header },
      );
      return interchangeRejected ? rejectAll(acknowledgement) : acknowledgement;
    });
}

/** One CONTRL per interchange; none for an interchange of CONTRL messages only. */
export function edifactAcknowledgements(
  scan: EdifactScan,
  interchangeIndex: number,
  issues: Issues,
): OutboundDocument[] {
  const interchange = scan.interchanges[interchangeIndex];
  if (interchange?.header === undefined) return [];
  const messages = interchange.groups.flatMap((group) => group.transactions);
  if (messages.length > 0 && messages.every((message) => message.setId === 'CONTRL')) return [];
  const byReference = new Map<string, readonly MappingIssue[]>();
  interchange.groups.forEach((group, groupIndex) => {
    group.transactions.forEach((transaction, index) => {
      const found = issues.get(transactionKey(groupIndex, index));
      if (found !== undefined) byReference.set(transaction.controlNumber, found);
    });
  });
  const errors = [...interchange.errors, ...interchange.groups.flatMap((group) => group.errors)];
  return [
    acknowledgeEdifactInterchange({
      interchange: interchange.header,
      messages: messages.map((message) => ({
        reference: message.controlNumber,
        type: message.setId,
        position: message.position,
        errors: message.errors,
      })),
      errors,
      issues: byReference,
    }),
  ];
}
