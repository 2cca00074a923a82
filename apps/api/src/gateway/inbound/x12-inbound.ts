import {
  inboundX12TransactionSets,
  mapX12Transaction,
  readX12,
  type MappingIssue,
  type X12GroupHeader,
  type X12InterchangeHeader,
  type X12StreamSummary,
  type X12TransactionEvent,
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
import { x12Acknowledgements } from './acknowledgements';
import type { X12Scan, X12ScannedInterchange } from './scan-types';

const readOptions = { supportedTransactionSets: inboundX12TransactionSets };

/**
 * Up to this size the scan keeps its transaction sets for the second pass, which then maps them
 * without reading and checking the envelopes again. A kept set holds the scanner's buffer (never
 * more than about the body again) and decodes its segments when the mapping reads them.
 */
const keepSetsUpToBytes = 16 * 1024 * 1024;

/** The kept sets in order, each let go once handed out, so its decoded segments do not pile up. */
function* handOut(
  kept: (X12TransactionEvent | undefined)[],
): Generator<X12TransactionEvent, void, undefined> {
  for (let index = 0; index < kept.length; index += 1) {
    const event = kept[index];
    kept[index] = undefined;
    if (event !== undefined) yield event;
  }
}

/** X12 interchanges in, 997s out. */
export const x12Inbound: InboundStandard = {
  standard: 'X12',

  async scan(bytes) {
    const interchanges: X12ScannedInterchange[] = [];
    const byHeader = new Map<X12InterchangeHeader, X12ScannedInterchange>();
    const groupsByHeader = new Map<X12GroupHeader, X12ScannedInterchange['groups'][number]>();
    const interchangeFor = (header: X12InterchangeHeader): X12ScannedInterchange => {
      let found = byHeader.get(header);
      if (found === undefined) {
        found = {
          header,
          delimiters: undefined,
          senderId: header.senderId.trim(),
          receiverId: header.receiverId.trim(),
          controlNumber: header.controlNumber,
          errors: [],
          groups: [],
        };
        byHeader.set(header, found);
        interchanges.push(found);
      }
      return found;
    };
    const groupFor = (interchange: X12ScannedInterchange, header: X12GroupHeader) => {
      let found = groupsByHeader.get(header);
      if (found === undefined) {
        found = {
          header,
          controlNumber: header.controlNumber,
          functionalId: header.functionalId,
          errors: [],
          transactions: [],
        };
        groupsByHeader.set(header, found);
        interchange.groups.push(found);
      }
      return found;
    };
    let summary: X12StreamSummary | undefined;
    const kept: (X12TransactionEvent | undefined)[] | undefined =
      bytes.length <= keepSetsUpToBytes ? [] : undefined;
    for await (const event of readX12(chunksOf(bytes), readOptions)) {
      if (event.type === 'summary') {
        summary = event.summary;
        continue;
      }
      kept?.push(event);
      const { transaction } = event;
      groupFor(interchangeFor(event.interchange), event.group).transactions.push({
        setId: transaction.setId,
        controlNumber: transaction.controlNumber,
        position: transaction.position,
        envelopeValid: transaction.valid,
        errors: transaction.errors,
      });
    }
    if (summary === undefined) throw new Error('the X12 reader ended without a summary');
    for (const found of summary.interchanges) {
      const interchange = interchangeFor(found.header);
      interchange.errors = found.errors;
      interchange.delimiters = found.delimiters;
      for (const foundGroup of found.groups) {
        groupFor(interchange, foundGroup.header).errors = foundGroup.errors;
      }
    }
    rejectEnclosed(interchanges);
    const scan: X12Scan = {
      interchanges,
      errors: interchanges.length === 0 ? summary.errors : [],
      transactions: kept,
    };
    return scan;
  },

  async *read(bytes, scan, include) {
    const x12 = scan as X12Scan;
    const position = new ScanPosition<X12InterchangeHeader, X12GroupHeader>();
    let searchFrom = 0;
    const kept = x12.transactions;
    // Taken once: a second read of the same scan reads the body again.
    x12.transactions = undefined;
    const events = kept === undefined ? readX12(chunksOf(bytes), readOptions) : handOut(kept);
    for await (const event of events) {
      if (event.type !== 'transaction') continue;
      const { i, g, t } = position.next(event.interchange, event.group);
      const interchange = x12.interchanges[i];
      const scanned = interchange?.groups[g]?.transactions[t];
      if (interchange === undefined || scanned === undefined || !include(i)) continue;
      const { transaction } = event;
      const found = documentText(
        bytes,
        'ST',
        transaction.segments,
        searchFrom,
        interchange.delimiters,
        'utf8',
      );
      searchFrom = found.searchFrom;
      const text = found.text;
      let issues: readonly MappingIssue[] = [];
      let document: ReadDocument['document'];
      if (scanned.envelopeValid) {
        const mapped = mapX12Transaction(transaction, {
          interchange: event.interchange,
          group: event.group,
        });
        if (mapped.ok) document = mapped.document;
        else issues = mapped.issues;
      }
      yield {
        interchangeIndex: i,
        groupIndex: g,
        transactionIndex: t,
        setId: transaction.setId,
        controlNumber: transaction.controlNumber,
        groupControlNumber: event.group.controlNumber,
        text,
        document,
        issues,
      };
    }
  },

  acknowledge(scan, interchangeIndex, issues): OutboundDocument[] {
    return x12Acknowledgements(scan as X12Scan, interchangeIndex, issues);
  },
};
