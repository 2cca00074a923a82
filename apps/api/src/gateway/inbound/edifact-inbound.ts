import {
  edifactEncoding,
  inboundEdifactMessages,
  isEdifactSyntaxId,
  mapEdifactMessage,
  readEdifact,
  type EdifactGroupHeader,
  type EdifactInterchangeHeader,
  type EdifactStreamSummary,
  type MappingIssue,
} from '@portal/edi';
import type { OutboundDocument } from '@portal/contracts';
import { documentText } from './original-text';
import {
  chunksOf,
  type InboundStandard,
  type ReadDocument,
  rejectEnclosed,
  ScanPosition,
} from './inbound-standard';
import { edifactAcknowledgements } from './acknowledgements';
import type { EdifactScan, EdifactScannedInterchange } from './scan-types';

type GroupKey = EdifactGroupHeader | EdifactInterchangeHeader;

const readOptions = { supportedMessages: inboundEdifactMessages };

/** Messages straight in the interchange form one group without a UNG. */
const ungrouped = (): EdifactScannedInterchange['groups'][number] => ({
  controlNumber: '',
  functionalId: '',
  errors: [],
  transactions: [],
});

/** EDIFACT interchanges in, CONTRL out. */
export const edifactInbound: InboundStandard = {
  standard: 'EDIFACT',

  async scan(bytes) {
    const interchanges: EdifactScannedInterchange[] = [];
    const byHeader = new Map<EdifactInterchangeHeader, EdifactScannedInterchange>();
    const groups = new Map<GroupKey, EdifactScannedInterchange['groups'][number]>();
    const interchangeFor = (header: EdifactInterchangeHeader): EdifactScannedInterchange => {
      let found = byHeader.get(header);
      if (found === undefined) {
        found = {
          header,
          delimiters: undefined,
          senderId: header.senderId,
          receiverId: header.recipientId,
          controlNumber: header.controlReference,
          errors: [],
          groups: [],
        };
        byHeader.set(header, found);
        interchanges.push(found);
      }
      return found;
    };
    const groupFor = (
      interchange: EdifactScannedInterchange,
      key: GroupKey,
      group: EdifactGroupHeader | undefined,
    ) => {
      let found = groups.get(key);
      if (found === undefined) {
        found =
          group === undefined
            ? ungrouped()
            : {
                controlNumber: group.reference,
                functionalId: group.messageGroupId,
                errors: [],
                transactions: [],
              };
        groups.set(key, found);
        interchange.groups.push(found);
      }
      return found;
    };
    let summary: EdifactStreamSummary | undefined;
    for await (const event of readEdifact(chunksOf(bytes), readOptions)) {
      if (event.type === 'summary') {
        summary = event.summary;
        continue;
      }
      const { message } = event;
      const interchange = interchangeFor(event.interchange);
      groupFor(interchange, event.group ?? event.interchange, event.group).transactions.push({
        setId: message.type,
        controlNumber: message.reference,
        position: message.position,
        envelopeValid: message.valid,
        errors: message.errors,
      });
    }
    if (summary === undefined) throw new Error('the EDIFACT reader ended without a summary');
    for (const found of summary.interchanges) {
      const interchange = interchangeFor(found.header);
      interchange.errors = found.errors;
      interchange.delimiters = found.delimiters;
      for (const foundGroup of found.groups) {
        groupFor(interchange, foundGroup.header, foundGroup.header).errors = foundGroup.errors;
      }
    }
    rejectEnclosed(interchanges);
    const scan: EdifactScan = {
      interchanges,
      errors: interchanges.length === 0 ? summary.errors : [],
    };
    return scan;
  },

  async *read(bytes, scan, include) {
    const edifact = scan as EdifactScan;
    const position = new ScanPosition<EdifactInterchangeHeader, GroupKey>();
    let searchFrom = 0;
    for await (const event of readEdifact(chunksOf(bytes), readOptions)) {
      if (event.type !== 'message') continue;
      const { i, g, t } = position.next(event.interchange, event.group ?? event.interchange);
      const interchange = edifact.interchanges[i];
      const scanned = interchange?.groups[g]?.transactions[t];
      if (interchange === undefined || scanned === undefined || !include(i)) continue;
      const { message } = event;
      const syntaxId = event.interchange.syntaxId;
      const found = documentText(
        bytes,
        'UNH',
        message.segments,
        searchFrom,
        interchange.delimiters,
        isEdifactSyntaxId(syntaxId) ? edifactEncoding(syntaxId) : 'latin1',
      );
      searchFrom = found.searchFrom;
      const text = found.text;
      let issues: readonly MappingIssue[] = [];
      let document: ReadDocument['document'];
      if (scanned.envelopeValid) {
        const mapped = mapEdifactMessage(message, { interchange: event.interchange });
        if (mapped.ok) document = mapped.document;
        else issues = mapped.issues;
      }
      yield {
        interchangeIndex: i,
        groupIndex: g,
        transactionIndex: t,
        setId: message.type,
        controlNumber: message.reference,
        groupControlNumber: event.group?.reference,
        text,
        document,
        issues,
      };
    }
  },

  acknowledge(scan, interchangeIndex, issues): OutboundDocument[] {
    return edifactAcknowledgements(scan as EdifactScan, interchangeIndex, issues);
  },
};
