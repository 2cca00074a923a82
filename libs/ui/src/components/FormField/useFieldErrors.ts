import { useCallback, useMemo, useState } from 'react';
import type { z } from 'zod';
import { parseValidationToken, type ValidationMessageKey } from '@portal/contracts';

/** The parameters a validation message may take: `maximum` fills `{0}` of `maxLength`. */
export interface ValidationMessageParams {
  maximum?: number | bigint;
}

/** Turns a validation key of the contracts rules into a message, e.g. `validationMessage`. */
export type ValidationTranslate = (
  key: ValidationMessageKey,
  params: ValidationMessageParams,
) => string;

/** The fields of a form schema, as named in its input. */
export type FieldName<S extends z.ZodObject> = keyof z.input<S> & string;

export type FieldErrors<S extends z.ZodObject> = Partial<Record<FieldName<S>, string>>;

export interface FieldErrorsApi<S extends z.ZodObject> {
  /** The message of each field that failed, in the language of the current `translate`. */
  errors: FieldErrors<S>;
  /** Checks the values: the parsed output when valid, else null with `errors` set. */
  validate: (values: z.input<S>) => z.output<S> | null;
  clearError: (field: FieldName<S>) => void;
  /** Shows a message from the server (e.g. "the record already exists") on a field. */
  setServerError: (field: FieldName<S>, message: string) => void;
}

/** An error as found: a rule's key is kept untranslated, so a language switch re-translates it. */
type StoredError =
  | { readonly key: ValidationMessageKey; readonly params: ValidationMessageParams }
  | { readonly text: string };

type StoredErrors = Readonly<Partial<Record<string, StoredError>>>;

function storedErrorOf(issue: z.core.$ZodIssue): StoredError {
  const key = parseValidationToken(issue.message);
  if (key === undefined) return { text: issue.message };
  return { key, params: issue.code === 'too_big' ? { maximum: issue.maximum } : {} };
}

/**
 * Field errors of a form checked by a zod object schema built from the contracts rules. Each issue
 * belongs to the field named by the first segment of its path; a field keeps its first issue.
 * Issues about the whole object (an empty path) name no field and are not shown.
 */
export function useFieldErrors<S extends z.ZodObject>(
  schema: S,
  translate: ValidationTranslate,
): FieldErrorsApi<S> {
  const [stored, setStored] = useState<StoredErrors>({});

  const validate = useCallback(
    (values: z.input<S>): z.output<S> | null => {
      const result = schema.safeParse(values);
      if (result.success) {
        setStored({});
        return result.data;
      }
      const next: Partial<Record<string, StoredError>> = {};
      for (const issue of result.error.issues) {
        const field = issue.path[0];
        if (typeof field !== 'string' || Object.hasOwn(next, field)) continue;
        next[field] = storedErrorOf(issue);
      }
      setStored(next);
      return null;
    },
    [schema],
  );

  const clearError = useCallback((field: FieldName<S>) => {
    setStored((current) => {
      if (!Object.hasOwn(current, field)) return current;
      return Object.fromEntries(Object.entries(current).filter(([name]) => name !== field));
    });
  }, []);

  const setServerError = useCallback((field: FieldName<S>, message: string) => {
    setStored((current) => ({ ...current, [field]: { text: message } }));
  }, []);

  const errors = useMemo(() => {
    const messages: Partial<Record<string, string>> = {};
    for (const [field, error] of Object.entries(stored)) {
      if (error === undefined) continue;
      messages[field] = 'key' in error ? translate(error.key, error.params) : error.text;
    }
    return messages as FieldErrors<S>;
  }, [stored, translate]);

  return { errors, validate, clearError, setServerError };
}
