import { parseValidationToken, validationMessage, type Language } from '@portal/contracts';
import type { z } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;

/**
 * Checks form values with a contracts schema; every failing field gets its message in the user's
 * language (the rules carry `validation.<key>` tokens, spec §5).
 */
export function checkForm<S extends z.ZodType>(
  schema: S,
  values: unknown,
  language: Language,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (errors[field] !== undefined) continue;
    const key = parseValidationToken(issue.message) ?? 'invalid';
    const maximum = 'maximum' in issue ? (issue.maximum as number | bigint) : undefined;
    errors[field] = validationMessage(
      key,
      language,
      maximum === undefined ? undefined : { maximum },
    );
  }
  return { ok: false, errors };
}

/** A redirect target from the query string, only when it stays on this site. */
export function safeRedirect(target: string | null): string {
  if (target === null || !target.startsWith('/') || target.startsWith('//')) return '/space';
  if (target.startsWith('/login') || target.startsWith('/init')) return '/space';
  return target;
}
