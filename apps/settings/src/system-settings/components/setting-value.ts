import { z } from 'zod';
import {
  parseValidationToken,
  systemSettingsSchema,
  type SystemSettingName,
  type SystemSettings,
  type ValidationMessageKey,
} from '@portal/contracts';

/** How a setting is edited: a whole number in a range, a choice, a password, or one text per language. */
export type SettingKind = 'integer' | 'choice' | 'password' | 'perLanguage';

export const settingKinds: Record<SystemSettingName, SettingKind> = {
  tokenLifetimeMinutes: 'integer',
  lockMinutes: 'integer',
  refreshIntervalMs: 'integer',
  initialPassword: 'password',
  dateTimeFormat: 'choice',
  siteTitle: 'perLanguage',
};

/** The form of a setting: its text fields (a number's digits, each language's title). */
export type SettingDraft = Record<string, string>;

export function draftOf<N extends SystemSettingName>(
  name: N,
  value: SystemSettings[N],
): SettingDraft {
  if (typeof value === 'object' && value !== null) return { ...value };
  return { value: String(value) };
}

/** The range of an integer setting, from its schema in the contracts. */
export function integerRange(name: SystemSettingName): { min: number; max: number } {
  const schema = systemSettingsSchema.shape[name];
  if (!(schema instanceof z.ZodNumber)) throw new Error(`${name} is not a number setting`);
  return { min: schema.minValue ?? 0, max: schema.maxValue ?? Number.MAX_SAFE_INTEGER };
}

export type DraftProblem =
  | { readonly field: string; readonly rule: ValidationMessageKey; readonly maximum?: number }
  | { readonly field: string; readonly range: { min: number; max: number } };

export type DraftResult<N extends SystemSettingName> =
  | { readonly ok: true; readonly value: SystemSettings[N] }
  | { readonly ok: false; readonly problems: readonly DraftProblem[] };

/**
 * The value a draft stands for, checked by the same schema the server uses; problems name the
 * draft field and the rule (or the allowed range of a number).
 */
export function valueOf<N extends SystemSettingName>(name: N, draft: SettingDraft): DraftResult<N> {
  const schema = systemSettingsSchema.shape[name];
  const kind = settingKinds[name];
  if (kind === 'integer') {
    const text = (draft['value'] ?? '').trim();
    const parsed = schema.safeParse(/^-?\d+$/.test(text) ? Number(text) : Number.NaN);
    if (parsed.success) return { ok: true, value: parsed.data as SystemSettings[N] };
    return { ok: false, problems: [{ field: 'value', range: integerRange(name) }] };
  }
  const candidate = kind === 'perLanguage' ? { ...draft } : (draft['value'] ?? '');
  const parsed = schema.safeParse(candidate);
  if (parsed.success) return { ok: true, value: parsed.data as SystemSettings[N] };
  const problems = parsed.error.issues.map((issue): DraftProblem => {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : 'value';
    const rule = parseValidationToken(issue.message) ?? 'invalid';
    return issue.code === 'too_big' && typeof issue.maximum === 'number'
      ? { field, rule, maximum: issue.maximum }
      : { field, rule };
  });
  return { ok: false, problems };
}
