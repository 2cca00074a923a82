import { validationToken, type ValidationMessageKey, type ValidationToken } from './messages';

// What the rule files share; the barrel does not re-export this file, so none of it is public.

export interface IssueInput {
  readonly input?: unknown;
}

export const isMissing = (input: unknown): boolean => input === undefined || input === null;

/** Required rule: a missing value is `missing` (default `required`), any other type `invalid`. */
export const requiredTypeError =
  (missing: ValidationMessageKey = 'required') =>
  (issue: IssueInput): ValidationToken =>
    validationToken(isMissing(issue.input) ? missing : 'invalid');

/** Optional rule: undefined never reaches the type check, so whatever does is `invalid`. */
export const invalidTypeError = (): ValidationToken => validationToken('invalid');

/** The string field `key` of an object still being parsed, or undefined. */
export const stringField = (value: unknown, key: string): string | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const field: unknown = (value as Record<string, unknown>)[key];
  return typeof field === 'string' ? field : undefined;
};

/** A number as typed: optional sign, digits, optional decimals and exponent. */
export const numberBody = /[+-]?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/.source;
