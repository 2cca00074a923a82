import type { OutboundDocument, OutboundDocumentKind, ProjectConnection } from '@portal/contracts';
import { buildEdifactMessage, buildX12Transaction, writeEdifact, writeX12 } from '@portal/edi';

/** X12 transaction set and functional group id of each outbound kind. */
const x12Sets: Record<OutboundDocumentKind, { setId: string; functionalId: string }> = {
  acknowledgement: { setId: '997', functionalId: 'FA' },
  orderResponse: { setId: '855', functionalId: 'PR' },
  shipNotice: { setId: '856', functionalId: 'SH' },
  invoice: { setId: '810', functionalId: 'IN' },
  inventoryReport: { setId: '846', functionalId: 'IB' },
};

/** EDIFACT message type of each outbound kind. */
const edifactTypes: Record<OutboundDocumentKind, string> = {
  acknowledgement: 'CONTRL',
  orderResponse: 'ORDRSP',
  shipNotice: 'DESADV',
  invoice: 'INVOIC',
  inventoryReport: 'INVRPT',
};

/** The document type a message is listed under: 997, 855, … or CONTRL, ORDRSP, …. */
export function outboundDocumentType(
  standard: ProjectConnection['standard'],
  kind: OutboundDocumentKind,
): string {
  return standard === 'X12' ? x12Sets[kind].setId : edifactTypes[kind];
}

export interface EnvelopeNumbers {
  readonly interchange: number;
  /** X12 only (GS06); EDIFACT interchanges are written without UNG groups. */
  readonly group: number | undefined;
  readonly transaction: number;
}

/**
 * One outbound interchange holding one document, in the project's standard and version, from the
 * supplier (the project's sender identifiers) to the partner (its receiver identifiers).
 */
export function renderOutboundDocument(
  connection: ProjectConnection,
  document: OutboundDocument,
  numbers: EnvelopeNumbers,
  now: Date,
): string {
  if (connection.standard === 'X12') {
    const ids = connection.x12;
    if (ids === null) throw new Error('an X12 project has no X12 identifiers');
    const version = connection.version === '005010' ? '005010' : '004010';
    const { functionalId } = x12Sets[document.kind];
    const transaction = buildX12Transaction(document, {
      version,
      controlNumber: numbers.transaction,
    });
    return writeX12(
      {
        header: {
          senderQualifier: ids.senderQualifier,
          senderId: ids.senderId,
          receiverQualifier: ids.receiverQualifier,
          receiverId: ids.receiverId,
          version: version === '005010' ? '00501' : '00401',
          controlNumber: numbers.interchange,
          ackRequested: ids.acknowledgementRequested,
          usageIndicator: ids.usage,
        },
        groups: [
          {
            header: {
              functionalId,
              applicationSender: ids.applicationSender,
              applicationReceiver: ids.applicationReceiver,
              controlNumber: numbers.group ?? numbers.interchange,
              version,
            },
            transactions: [transaction],
          },
        ],
      },
      { newline: '\n', timestamp: now },
    );
  }
  const ids = connection.edifact;
  if (ids === null) throw new Error('an EDIFACT project has no EDIFACT identifiers');
  const message = buildEdifactMessage(document, {
    version: connection.version === 'D01B' ? 'D01B' : 'D96A',
    reference: numbers.transaction,
  });
  return writeEdifact(
    {
      header: {
        syntaxId: ids.syntaxId,
        senderId: ids.senderId,
        ...(ids.senderQualifier === '' ? {} : { senderQualifier: ids.senderQualifier }),
        recipientId: ids.recipientId,
        ...(ids.recipientQualifier === '' ? {} : { recipientQualifier: ids.recipientQualifier }),
        controlReference: numbers.interchange,
        ...(document.kind === 'acknowledgement' ? {} : { ackRequested: true }),
        test: ids.testIndicator,
      },
      messages: [message],
      serviceStringAdvice: true,
    },
    { newline: '\n', timestamp: now },
  );
}
