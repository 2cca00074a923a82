/** Helpers for the EDIFACT mapping tests: small interchanges from segment texts, mapped. */
import type { InboundDocument } from '@portal/contracts';
import { parseEdifact, type EdifactMessage, type EdifactParseResult } from '../../edifact-envelope';
import type { EdifactMappingContext, InboundMapping, MappingIssue } from '../mapping-types';
import { mapEdifactMessage } from './inbound';

/**
 * An interchange around `segments` (the texts between UNH and UNT, without terminators): UNA,
 * UNB (UNOC, so lower case and Latin-1 are allowed), UNH with `type`, UNT with the right count.
 */
export function interchangeText(
  type: string,
  segments: readonly string[],
  options: { release?: string; reference?: string } = {},
): string {
  const reference = options.reference ?? '1';
  const body = [
    `UNH+${reference}+${type}:D:${options.release ?? '96A'}:UN`,
    ...segments,
    `UNT+${segments.length + 2}+${reference}`,
  ];
  return ["UNA:+.? '", 'UNB+UNOC:3+SENDER:14+RECEIVER:14+251120:1030+ICR1', ...body, 'UNZ+1+ICR1']
    .map((segment) => (segment.startsWith('UNA') ? segment : `${segment}'`))
    .join('\n');
}

/** The first message of a parsed input and its mapping context; fails on envelope errors. */
export function firstMessage(result: EdifactParseResult): {
  message: EdifactMessage;
  context: EdifactMappingContext;
} {
  if (result.errors.length > 0) {
    throw new Error(`envelope errors: ${result.errors.map((error) => error.message).join('; ')}`);
  }
  const interchange = result.interchanges[0];
  const message = interchange?.messages[0];
  if (interchange === undefined || message === undefined) throw new Error('no message');
  return { message, context: { interchange: interchange.header } };
}

export const mapText = (text: string): InboundMapping => {
  const { message, context } = firstMessage(parseEdifact(text));
  return mapEdifactMessage(message, context);
};

/** The document of a successful mapping; fails the test with the issues otherwise. */
export function documentOf(mapping: InboundMapping): InboundDocument {
  if (!mapping.ok) {
    throw new Error(`mapping issues: ${mapping.issues.map((issue) => issue.message).join('; ')}`);
  }
  return mapping.document;
}

/** The issues of a failed mapping; fails the test when the mapping succeeded. */
export function issuesOf(mapping: InboundMapping): readonly MappingIssue[] {
  if (mapping.ok) throw new Error(`expected issues, got a ${mapping.document.kind}`);
  return mapping.issues;
}

/** A document of the expected kind, narrowed. */
export function ofKind<K extends InboundDocument['kind']>(
  document: InboundDocument,
  kind: K,
): Extract<InboundDocument, { kind: K }> {
  if (document.kind !== kind) throw new Error(`expected ${kind}, got ${document.kind}`);
  return document as Extract<InboundDocument, { kind: K }>;
}
