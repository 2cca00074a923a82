/** Helpers for the X12 mapping tests: parsing fixtures into sets, editing them, writing sets. */
import type { InboundDocument } from '@portal/contracts';
import { fixtureText } from '../../test-support';
import { parseX12, type X12TransactionSet } from '../../x12-envelope';
import { writeX12, type X12TransactionSetInput } from '../../x12-writer';
import type { InboundMapping, MappingIssue, X12MappingContext } from '../mapping-types';
import { mapX12Transaction } from './map-transaction';

export interface ParsedSet {
  readonly set: X12TransactionSet;
  readonly context: X12MappingContext;
}

/** Every transaction set of an X12 text, with the headers around it. */
export function setsOf(text: string): ParsedSet[] {
  const sets: ParsedSet[] = [];
  for (const interchange of parseX12(text).interchanges) {
    for (const group of interchange.groups) {
      for (const set of group.transactions) {
        sets.push({ set, context: { interchange: interchange.header, group: group.header } });
      }
    }
  }
  return sets;
}

export const mapText = (text: string): InboundMapping[] =>
  setsOf(text).map(({ set, context }) => mapX12Transaction(set, context));

/** The only set of a text, mapped. */
export function mapOne(text: string): InboundMapping {
  const [result, ...others] = mapText(text);
  if (result === undefined || others.length > 0) {
    throw new Error(`expected one transaction set, found ${others.length + (result ? 1 : 0)}`);
  }
  return result;
}

export function documentOf(result: InboundMapping): InboundDocument {
  if (!result.ok) {
    throw new Error(`mapping failed: ${result.issues.map((issue) => issue.message).join('; ')}`);
  }
  return result.document;
}

export function issuesOf(result: InboundMapping): readonly MappingIssue[] {
  if (result.ok) throw new Error('expected mapping issues, the set mapped');
  return result.issues;
}

/** The issue fields a test pins down (the message is checked separately, loosely). */
export const briefIssue = (issue: MappingIssue) => ({
  segmentTag: issue.segmentTag,
  segmentPosition: issue.segmentPosition,
  elementPosition: issue.elementPosition,
  code: issue.code,
  badValue: issue.badValue,
});

/**
 * A fixture with segments replaced: each `[from, to]` replaces the whole segment `from` (without
 * its terminator) by `to`, or removes it when `to` is undefined. Fails when `from` is not there.
 */
export function editFixture(
  name: string,
  edits: readonly (readonly [from: string, to: string | undefined])[],
): string {
  let text = fixtureText(name);
  for (const [from, to] of edits) {
    const segment = `${from}~\n`;
    if (!text.includes(segment)) throw new Error(`segment '${from}' is not in ${name}`);
    text = text.replace(segment, to === undefined ? '' : `${to}~\n`);
  }
  return text;
}

/** One interchange with one group holding `sets`, as text. */
export function writeSets(
  functionalId: string,
  sets: readonly X12TransactionSetInput[],
  version: '00401' | '00501' = '00401',
): string {
  return writeX12(
    {
      header: {
        senderQualifier: 'ZZ',
        senderId: 'ACMESUPPLY',
        receiverQualifier: 'ZZ',
        receiverId: 'RETAILCO',
        controlNumber: 501,
        version,
      },
      groups: [
        {
          header: {
            functionalId,
            applicationSender: 'ACMESUPPLY',
            applicationReceiver: 'RETAILCO',
            controlNumber: 5011,
          },
          transactions: sets,
        },
      ],
    },
    { newline: '\n', timestamp: new Date(Date.UTC(2025, 11, 1, 8, 0)) },
  );
}
