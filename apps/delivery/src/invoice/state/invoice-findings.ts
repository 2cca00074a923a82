import type { z } from 'zod';
import {
  invoiceProblemText,
  parseValidationToken,
  validationMessage,
  type InvoiceData,
  type InvoiceProblem,
  type Language,
} from '@portal/contracts';
import type { Finding } from '../../notice/state/notice-findings';

/**
 * What stands in the way of sending an invoice, where to fix it and what to say: the contracts'
 * checks (`rule`), the form's own (`form`: a value the invoice's schema refuses) and what the
 * server answered (`server`). `field` is an invoice path by key: `invoiceNumber`,
 * `billTo.name`, `lines.<key>.unitPrice`, `charges.<key>.amount`, `totals`, `lines`.
 */
export type { Finding };

/** The lists whose rows a field may belong to. */
export const invoiceLists = ['lines', 'charges'] as const;
export type InvoiceList = (typeof invoiceLists)[number];

const isList = (value: string | undefined): value is InvoiceList =>
  value === 'lines' || value === 'charges';

/** The contracts' findings as sentences in the user's language. */
export function invoiceRuleFindings(
  problems: readonly Pick<InvoiceProblem, 'rule' | 'severity' | 'field' | 'values'>[],
  language: Language,
): Finding[] {
  return problems.map((problem) => ({
    field: problem.field,
    message: invoiceProblemText(problem, language),
    severity: problem.severity,
    source: 'rule',
  }));
}

/**
 * A path into the invoice by position (`lines.3.unitPrice`, as the schema and the server's
 * validation name it, with or without a leading `data.`) as the screen names it, by key
 * (`lines.L4.unitPrice`): rows move, keys stay.
 */
export function invoiceFieldOf(data: InvoiceData, path: readonly PropertyKey[]): string {
  const parts = path.map(String);
  if (parts[0] === 'data') parts.shift();
  const [list, index, ...rest] = parts;
  if (isList(list) && index !== undefined && /^\d+$/.test(index)) {
    const rows: readonly { key: string }[] = data[list];
    const key = rows[Number(index)]?.key;
    if (key !== undefined) return [list, key, ...rest].join('.');
  }
  return parts.join('.');
}

/** The issues of the invoice's schema (a value it refuses) at their fields, in the user's words. */
export function invoiceFormFindings(
  data: InvoiceData,
  issues: readonly z.core.$ZodIssue[],
  language: Language,
): Finding[] {
  const seen = new Set<string>();
  const findings: Finding[] = [];
  for (const issue of issues) {
    const field = invoiceFieldOf(data, issue.path);
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

/** The findings a refused send (4031) or save lists in `detail.issues`, at the screen's fields. */
export function invoiceServerFindings(
  data: InvoiceData,
  issues: readonly { field: string; message: string }[],
): Finding[] {
  return issues.map((issue) => ({
    field: invoiceFieldOf(data, issue.field.split('.')),
    message: issue.message,
    severity: 'block',
    source: 'server',
  }));
}

/** The row a field belongs to (`lines.L3`, `charges.S1`), or null for a field of the form. */
export function invoiceRowOf(field: string): string | null {
  const [list, key] = field.split('.');
  return isList(list) && key !== undefined ? `${list}.${key}` : null;
}

/** The findings by field and by row, looked up once per render. */
export interface InvoiceFindingIndex {
  readonly all: readonly Finding[];
  /** Findings whose field is exactly `field`. */
  readonly at: (field: string) => readonly Finding[];
  /** Findings of one line or charge (`lines.L1`): its fields and the row itself. */
  readonly ofRow: (row: string) => readonly Finding[];
  /** Findings whose field starts with `prefix` (`billTo.`, `terms.`). */
  readonly under: (prefix: string) => readonly Finding[];
}

const none: readonly Finding[] = [];

export function indexInvoiceFindings(findings: readonly Finding[]): InvoiceFindingIndex {
  const byField = new Map<string, Finding[]>();
  const byRow = new Map<string, Finding[]>();
  for (const finding of findings) {
    byField.set(finding.field, [...(byField.get(finding.field) ?? []), finding]);
    const row = invoiceRowOf(finding.field);
    if (row !== null) byRow.set(row, [...(byRow.get(row) ?? []), finding]);
  }
  return {
    all: findings,
    at: (field) => byField.get(field) ?? none,
    ofRow: (row) => byRow.get(row) ?? none,
    under: (prefix) => findings.filter((finding) => finding.field.startsWith(prefix)),
  };
}

/** The element id of a field of the builder, for the summary to focus it. */
export const invoiceElementId = (field: string): string =>
  `invoice-${field.replace(/[^A-Za-z0-9_-]/g, '-')}`;
