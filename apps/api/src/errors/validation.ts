import {
  parseValidationToken,
  validationMessage,
  type ErrorDetail,
  type ErrorName,
  type Language,
  type ValidationMessageKey,
} from '@portal/contracts';
import type { z } from 'zod';

/** One failed rule: where, which rule (its token), and the limit a length rule names. */
export interface FieldIssue {
  readonly field: string;
  readonly rule: ValidationMessageKey;
  readonly maximum?: number | bigint | undefined;
}

/** The rules that have a catalogue code of their own (spec §8); every other rule answers 2001. */
const ruleCodes: Partial<Record<ValidationMessageKey, ErrorName>> = {
  required: 'FIELD_REQUIRED',
  email: 'EMAIL_INVALID',
  phone: 'PHONE_INVALID',
};

const missingValue = /received (undefined|null)\b/;

/**
 * The rule behind a zod issue: the token our contracts rules carry, "required" for a value that
 * is missing altogether, "maxLength" for strings over their limit, otherwise "invalid".
 */
export function ruleOf(
  message: string | undefined,
  code: string | undefined,
  origin?: unknown,
): ValidationMessageKey {
  const token = message === undefined ? undefined : parseValidationToken(message);
  if (token !== undefined) return token;
  if (code === 'invalid_type' && message !== undefined && missingValue.test(message)) {
    return 'required';
  }
  // Only text has a length; a number over its maximum is simply out of range.
  if (code === 'too_big' && origin === 'string') return 'maxLength';
  return 'invalid';
}

export const fieldOfPath = (path: readonly PropertyKey[], fallback: string): string =>
  path.length === 0 ? fallback : path.map(String).join('.');

/** A failure found by a handler with a zod schema of its own (e.g. a setting's value). */
export class FieldValidationError extends Error {
  constructor(readonly issues: readonly FieldIssue[]) {
    super('validation failed');
    this.name = 'FieldValidationError';
  }

  static fromZod(error: z.ZodError, prefix: string): FieldValidationError {
    return new FieldValidationError(
      error.issues.map((issue) => ({
        field: fieldOfPath([prefix, ...issue.path], prefix),
        rule: ruleOf(issue.message, issue.code, 'origin' in issue ? issue.origin : undefined),
        maximum: 'maximum' in issue ? (issue.maximum as number | bigint) : undefined,
      })),
    );
  }
}

/** The code of a failure (the first issue's rule decides) and its detail, in `language`. */
export function describeIssues(
  issues: readonly FieldIssue[],
  language: Language,
): { name: ErrorName; field: string; detail: ErrorDetail } {
  const first = issues[0];
  const field = first?.field ?? 'request';
  const name = (first === undefined ? undefined : ruleCodes[first.rule]) ?? 'VALIDATION_FAILED';
  return {
    name,
    field,
    detail: {
      field,
      issues: issues.map((issue) => ({
        field: issue.field,
        message: validationMessage(
          issue.rule,
          language,
          issue.maximum === undefined ? undefined : { maximum: issue.maximum },
        ),
      })),
    },
  };
}
