import { useCallback, useMemo, useState } from 'react';
import type { z } from 'zod';
import { parseValidationToken, type ValidationMessageKey } from '@portal/contracts';
import { useValidationTranslate } from '@portal/i18n';
import { markServerErrors } from './server-field-errors';

/** An error as found: a rule's key stays untranslated, so a language switch re-translates it. */
export type StoredError =
  | { readonly key: ValidationMessageKey; readonly maximum?: number | bigint }
  | { readonly text: string };

/** Every path the server names may be on the form (a nested form has no fixed list of them). */
const anyPath = (name: string): name is string => name !== '';

/** A path of a nested form as one string, e.g. `connection.x12.senderId` or `options.0.value`. */
export const pathOf = (path: readonly PropertyKey[]): string => path.map(String).join('.');

/**
 * The rule an issue broke: the contracts token it carries, else `required` for a missing value
 * and `invalid` for anything else (a number out of range, say), so every message is in the
 * user's language.
 */
export function ruleOf(issue: z.core.$ZodIssue): StoredError {
  const key = parseValidationToken(issue.message);
  if (key !== undefined) {
    return issue.code === 'too_big' ? { key, maximum: issue.maximum } : { key };
  }
  if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) {
    return { key: 'required' };
  }
  return { key: 'invalid' };
}

export interface SchemaErrors<S extends z.ZodType> {
  /** The message of a path that failed, in the user's language. */
  errorOf: (path: string) => string | undefined;
  /** Checks a value: the parsed output when valid, else null with the errors set. */
  validate: (value: unknown) => z.output<S> | null;
  /** Forgets the error of a path and of every path below it. */
  clear: (path: string) => void;
  /** Shows a message of its own (the server's, or a check the schema cannot make) on a path. */
  setMessage: (path: string, text: string) => void;
  /** Puts the messages of a refused save on the paths it names. */
  markServerErrors: (error: unknown) => void;
}

/**
 * Field errors of a nested form checked by a contracts schema: each issue belongs to its full
 * path (the ui kit's `useFieldErrors` knows only the first segment); a path keeps its first issue.
 */
export function useSchemaErrors<S extends z.ZodType>(schema: S): SchemaErrors<S> {
  const translate = useValidationTranslate();
  const [stored, setStored] = useState<Readonly<Record<string, StoredError>>>({});

  const validate = useCallback(
    (value: unknown): z.output<S> | null => {
      const result = schema.safeParse(value, { reportInput: true });
      if (result.success) {
        setStored({});
        return result.data;
      }
      const next: Record<string, StoredError> = {};
      for (const issue of result.error.issues) {
        const path = pathOf(issue.path);
        if (!Object.hasOwn(next, path)) next[path] = ruleOf(issue);
      }
      setStored(next);
      return null;
    },
    [schema],
  );

  const clear = useCallback((path: string) => {
    setStored((current) => {
      const kept = Object.entries(current).filter(
        ([name]) => name !== path && !name.startsWith(`${path}.`),
      );
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });
  }, []);

  const setMessage = useCallback((path: string, text: string) => {
    setStored((current) => ({ ...current, [path]: { text } }));
  }, []);

  const messages = useMemo(() => {
    const result = new Map<string, string>();
    for (const [path, error] of Object.entries(stored)) {
      result.set(
        path,
        'key' in error
          ? translate(error.key, error.maximum === undefined ? {} : { maximum: error.maximum })
          : error.text,
      );
    }
    return result;
  }, [stored, translate]);

  const errorOf = useCallback((path: string) => messages.get(path), [messages]);

  const markServerErrorsOn = useCallback(
    (error: unknown) => markServerErrors(error, anyPath, setMessage),
    [setMessage],
  );

  return { errorOf, validate, clear, setMessage, markServerErrors: markServerErrorsOn };
}
