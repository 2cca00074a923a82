/** 830 planning schedule → CanonicalOrder (document type ORDER_PLAN). */
import type { CanonicalOrder, OrderLine, Party, ScheduleEntry } from '@portal/contracts';
import type { Segment } from '../../segment';
import type { X12TransactionSet } from '../../x12-envelope';
import type { InboundMapping, X12MappingContext } from '../mapping-types';
import {
  addToParty,
  defined,
  finishParty,
  issueCodes,
  readItemIds,
  roundAmount,
  SetReader,
  startParty,
  type ItemIds,
  type PartyBuilder,
} from './common';
import { groupTime } from './order-common';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The segments of an 830 N1 loop (header and LIN level). */
const partyLoopTags: ReadonlySet<string> = new Set(['N2', 'N3', 'N4', 'REF', 'PER', 'FOB']);

interface PlanLine {
  readonly lineNumber: string;
  readonly ids: ItemIds;
  readonly fields: Mutable<
    Pick<OrderLine, 'unit' | 'unitPrice' | 'description' | 'despatchPatternCode'>
  >;
  readonly quantities: Mutable<OrderLine['quantities']>;
  readonly schedule: ScheduleEntry[];
  readonly parties: Party[];
}

export function mapX12PlanningSchedule(
  set: X12TransactionSet,
  context: X12MappingContext,
): InboundMapping {
  const reader = new SetReader(set);
  const [bfr, ...rest] = set.segments;
  if (bfr?.tag !== 'BFR') {
    reader.missingSegment('BFR', 2, 'The 830 has no BFR beginning segment after its ST');
    return { ok: false, issues: reader.issues };
  }
  const purposeCode = reader.required(bfr, 1, 'transaction set purpose code');
  const reference = reader.text(bfr, 2);
  const releaseNumber = reader.text(bfr, 3);
  // BFR02 or BFR03 must be present (syntax R0203): one of them numbers the plan.
  const documentNumber = reference ?? releaseNumber;
  if (documentNumber === undefined)
    reader.missing(bfr, 2, 'reference identification', issueCodes.conditionalElementMissing);
  const horizonStart = reader.date(bfr, 6, 'horizon start date', true);
  const horizonEnd = reader.date(bfr, 7, 'horizon end date');
  const generated = reader.date(bfr, 8, 'schedule generation date', true);
  const contract = reader.text(bfr, 10);
  const poNumber = reader.text(bfr, 11);

  const parties: Party[] = [];
  const lines: PlanLine[] = [];
  let line: PlanLine | undefined;
  let party: PartyBuilder | undefined;
  let inPartyLoop = false;
  let lineCount: number | undefined;
  const closeParty = (): void => {
    if (party !== undefined) (line?.parties ?? parties).push(finishParty(party));
    party = undefined;
    inPartyLoop = false;
  };

  for (const segment of rest) {
    if (segment.tag === 'LIN') {
      closeParty();
      line = {
        lineNumber: reader.text(segment, 1) ?? String(lines.length + 1),
        ids: readItemIds(reader, segment, 2),
        fields: {},
        quantities: {},
        schedule: [],
        parties: [],
      };
      lines.push(line);
    } else if (segment.tag === 'CTT') {
      closeParty();
      line = undefined;
      lineCount = reader.integer(segment, 1, 'number of line items', true);
    } else if (segment.tag === 'N1') {
      closeParty();
      inPartyLoop = true;
      party = startParty(reader, segment);
    } else if (inPartyLoop && partyLoopTags.has(segment.tag)) {
      if (party !== undefined) addToParty(reader, party, segment);
    } else {
      // A line's N1 loop comes before its SDP / FST: every other segment ends the loop.
      closeParty();
      if (line !== undefined) readPlanDetail(reader, line, segment);
    }
  }
  closeParty();
  if (lines.length === 0) {
    reader.missingSegment('LIN', reader.trailerPosition, 'The 830 has no LIN item');
  }
  if (documentNumber === undefined || !reader.ok) return { ok: false, issues: reader.issues };

  let quantity = 0;
  let amount = 0;
  const orderLines = lines.map((planLine): OrderLine => {
    // A plan orders what its FSTs add up to.
    const ordered = roundAmount(planLine.schedule.reduce((sum, entry) => sum + entry.quantity, 0));
    quantity += ordered;
    amount += ordered * (planLine.fields.unitPrice ?? 0);
    const ids: ItemIds = { ...planLine.ids };
    delete ids.drawingNumbers;
    return defined<OrderLine>({
      lineNumber: planLine.lineNumber,
      ...ids,
      drawingNumbers: planLine.ids.drawingNumbers,
      ...defined(planLine.fields),
      quantities: { ...defined(planLine.quantities), ordered },
      dates: {},
      schedule: planLine.schedule,
      parties: planLine.parties.length === 0 ? undefined : planLine.parties,
    });
  });

  const document: CanonicalOrder = defined({
    kind: 'order',
    documentType: 'ORDER_PLAN',
    documentNumber,
    orderNumber: poNumber ?? documentNumber,
    purposeCode,
    forecastOrderNumber: reference,
    releaseNumber,
    orderDate: generated,
    documentTime: groupTime(context),
    horizonStart,
    horizonEnd,
    documentVersion: 1,
    contractNumbers: contract === undefined ? undefined : [contract],
    parties,
    lines: orderLines,
    lineCount,
    quantity: roundAmount(quantity),
    amount: roundAmount(amount),
  });
  return { ok: true, document };
}

/** UIT, PID, SDP, FST and SHP inside a LIN loop. */
function readPlanDetail(reader: SetReader, line: PlanLine, segment: Segment): void {
  switch (segment.tag) {
    case 'UIT':
      line.fields.unit ??= reader.text(segment, 1);
      line.fields.unitPrice ??= reader.number(segment, 2, 'unit price');
      break;
    case 'PID': {
      const description = reader.text(segment, 5);
      if (description !== undefined) {
        line.fields.description =
          line.fields.description === undefined
            ? description
            : `${line.fields.description} ${description}`;
      }
      break;
    }
    case 'SDP':
      line.fields.despatchPatternCode ??= reader.text(segment, 1);
      break;
    case 'FST': {
      const quantity = reader.number(segment, 1, 'forecast quantity', true);
      const commitment = reader.required(segment, 2, 'forecast qualifier');
      const timing = reader.required(segment, 3, 'forecast timing qualifier');
      const date = reader.date(segment, 4, 'forecast date', true);
      const endDate = reader.date(segment, 5, 'forecast end date');
      if (quantity !== undefined && date !== undefined) {
        line.schedule.push(defined({ quantity, commitment, timing, date, endDate }));
      }
      break;
    }
    case 'SHP': {
      // SHP01 01 discrete, 02 cumulative quantity; SHP04/SHP06 its start and end dates.
      const kind = reader.text(segment, 1);
      const quantity = reader.number(segment, 2, 'shipped or received quantity');
      if (kind === '02') {
        line.quantities.cumulative ??= quantity;
        line.quantities.cumulativeStart ??= reader.date(segment, 4, 'cumulative start date');
        line.quantities.cumulativeEnd ??= reader.date(segment, 6, 'cumulative end date');
      } else if (kind === '01') {
        line.quantities.received ??= quantity;
      }
      break;
    }
    default:
      break;
  }
}
