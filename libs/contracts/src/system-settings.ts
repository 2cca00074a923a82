import { z } from 'zod';
import { passwordRule, requiredText, validationToken } from './validation';

/**
 * Typed system settings with their defaults (decisions.md §6, spec §9). Only values an admin has
 * changed are stored; every other setting reads as its default.
 */
export const dateTimeFormats = [
  'YYYY-MM-DD HH:mm:ss',
  'YYYY/MM/DD HH:mm:ss',
  'YYYYMMDDHHmmssSSS',
  'YYYY-MM-DD',
  'YYYY/MM/DD',
  'YYYYMMDD',
] as const;

const siteTitleSchema = z.object({ 'zh-cn': requiredText(32), 'en-us': requiredText(32) });

export const systemSettingsSchema = z.object({
  /** Access tokens expire this many minutes after sign-in (default 2 hours). */
  tokenLifetimeMinutes: z.number().int().min(5).max(10_080),
  /** Three failed sign-ins lock an account for this many minutes. */
  lockMinutes: z.number().int().min(1).max(1_440),
  /** A new user's password, to be changed at first sign-in. Shown to admins only. */
  initialPassword: passwordRule,
  /** How date-times are shown across the portal. */
  dateTimeFormat: z.enum(dateTimeFormats),
  /** How often lists refresh themselves, in milliseconds. */
  refreshIntervalMs: z.number().int().min(5_000).max(3_600_000),
  /** The title in the header and the browser tab, per language. */
  siteTitle: siteTitleSchema,
});

export type SystemSettings = z.infer<typeof systemSettingsSchema>;
export type SystemSettingName = keyof SystemSettings;
export const systemSettingNames = Object.keys(systemSettingsSchema.shape) as SystemSettingName[];
export const systemSettingNameSchema = z.enum(
  systemSettingNames as [SystemSettingName, ...SystemSettingName[]],
  { error: (issue) => validationToken(issue.input == null ? 'required' : 'invalid') },
);

export const systemSettingDefaults: SystemSettings = {
  tokenLifetimeMinutes: 120,
  lockMinutes: 15,
  initialPassword: 'Portal#2026',
  dateTimeFormat: 'YYYY-MM-DD HH:mm:ss',
  refreshIntervalMs: 60_000,
  siteTitle: { 'zh-cn': 'EDI 供应商门户', 'en-us': 'EDI Supplier Portal' },
};

/** Settings only an admin may read. */
export const adminOnlySettings: readonly SystemSettingName[] = ['initialPassword'];

/** Sign-in attempts before the account locks (spec §9). */
export const maxLoginAttempts = 3;

const settingMetaSchema = z.object({
  isDefault: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});

/** GET /setting/system: every value (admin-only ones are null for other users), with who set it. */
export const systemSettingsResponseSchema = z.object({
  values: systemSettingsSchema.extend({ initialPassword: passwordRule.nullable() }),
  defaults: systemSettingsSchema.extend({ initialPassword: passwordRule.nullable() }),
  meta: z.record(systemSettingNameSchema, settingMetaSchema),
});
export type SystemSettingsResponse = z.infer<typeof systemSettingsResponseSchema>;

/** PUT /setting/put/system?name=…: the value is checked against the named setting's type. */
export const putSystemSettingQuerySchema = z.object({ name: systemSettingNameSchema });
export const putSystemSettingBodySchema = z.object({ value: z.unknown() });
