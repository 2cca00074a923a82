import type { z } from 'zod';
import {
  parseValidationToken,
  shipNoticeProblemText,
  validationMessage,
  type DeliveryData,
  type ShipNoticeProblem,
} from '@portal/contracts';

/**
 * What stands in the way of sending, where to fix it and what to say: the contracts' checks
 * (`rule`), the form's own (`form`: a value the notice's schema refuses) and what the server
 * answered (`server`: the findings of a refused send). `field` is `shipment.<field>`,
 * `packages.<key>.<field>`, `lines.<key>.<field>` or `lines`.
 */
export interface Finding {
  readonly field: string;
  readonly message: string;
  /** `ask`: the "shipping info incomplete: continue?" question, not a refusal. */
  readonly severity: 'block' | 'ask';
  readonly source: 'rule' | 'form' | 'server';
}

/** The contracts' findings as sentences in the user's language. */
export function ruleFindings(
  problems: readonly ShipNoticeProblem[],
  language: 'zh-cn' | 'en-us',
): Finding[] {
  return problems.map((problem) => ({
    field: problem.field,
    message: shipNoticeProblemText(problem, language),
    severity: problem.severity,
    source: 'rule',
  }));
}

/**
 * A path into the notice by position (`packages.3.labelNumber`, as the schema and the server's
 * validation name it, with or without a leading `data.`) as the screen names it, by key
 * (`packages.P4.labelNumber`): rows move, keys stay.
 */
export function fieldOfPath(data: DeliveryData, path: readonly PropertyKey[]): string {
  const parts = path.map(String);
  if (parts[0] === 'data') parts.shift();
  const [list, index, ...rest] = parts;
  if ((list === 'packages' || list === 'lines') && index !== undefined && /^\d+$/.test(index)) {
    const rows: readonly { key: string }[] = list === 'packages' ? data.packages : data.lines;
    const key = rows[Number(index)]?.key;
    if (key !== undefined) return [list, key, ...rest].join('.');
  }
  return parts.join('.');
}

/** The issues of the notice's schema (a value it refuses) at their fields, in the user's words. */
export function formFindings(
  data: DeliveryData,
  issues: readonly z.core.$ZodIssue[],
  language: 'zh-cn' | 'en-us',
): Finding[] {
  const seen = new Set<string>();
  const findings: Finding[] = [];
  for (const issue of issues) {
    const field = fieldOfPath(data, issue.path);
    if (seen.has(field)) continue;
    seen.add(field);
    const key = parseValidationToken(issue.message) ?? 'invalid';
    const message = validationMessage(
      key,
      language,
      issue.code === 'too_big' ? { maximum: issue.maximum } : {},
    );
    findings.push({ field, message, severity: 'block', source: 'form' });
  }
  return findings;
}

/** The findings a refused send (4027) or save lists in `detail.issues`, at the screen's fields. */
export function serverFindings(
  data: DeliveryData,
  issues: readonly { field: string; message: string }[],
): Finding[] {
  return issues.map((issue) => ({
    field: fieldOfPath(data, issue.field.split('.')),
    message: issue.message,
    severity: 'block',
    source: 'server',
  }));
}

/** Every finding once: the same message at the same field from two sources shows once. */
export function mergeFindings(...lists: readonly (readonly Finding[])[]): Finding[] {
  const seen = new Set<string>();
  const merged: Finding[] = [];
  for (const finding of lists.flat()) {
    const identity = `${finding.field}\u0000${finding.message}`;
    if (seen.has(identity)) continue;
    seen.add(identity);
    merged.push(finding);
  }
  return merged;
}

/** The row a field belongs to (`packages.P1`, `lines.L3`), or null for a shipment field. */
export function rowOfField(field: string): string | null {
  const [list, key] = field.split('.');
  return (list === 'packages' || list === 'lines') && key !== undefined ? `${list}.${key}` : null;
}

/** The findings by field and by row, looked up once per render of a long notice. */
export interface FindingIndex {
  readonly all: readonly Finding[];
  /** Findings whose field is exactly `field`. */
  readonly at: (field: string) => readonly Finding[];
  /** Findings of one package or line item (`packages.P1`), its fields and the row itself. */
  readonly ofRow: (row: string) => readonly Finding[];
}

const none: readonly Finding[] = [];

export function indexFindings(findings: readonly Finding[]): FindingIndex {
  const byField = new Map<string, Finding[]>();
  const byRow = new Map<string, Finding[]>();
  for (const finding of findings) {
    byField.set(finding.field, [...(byField.get(finding.field) ?? []), finding]);
    const row = rowOfField(finding.field);
    if (row !== null) byRow.set(row, [...(byRow.get(row) ?? []), finding]);
  }
  return {
    all: findings,
    at: (field) => byField.get(field) ?? none,
    ofRow: (row) => byRow.get(row) ?? none,
  };
}
