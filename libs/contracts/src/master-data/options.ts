import { z } from 'zod';
import { pageSchema } from '../envelope';
import type { Language } from '../error-codes';
import { optionalText, requiredId, requiredText, validationToken } from '../validation';
import { invalid, listQuery, timestamps } from './fields';
import { recordIdSchema } from './records';

// Option lists (spec §3): what the dropdowns offer, by type key.

/**
 * The option types the portal's dropdowns read (spec: "dropdowns take their values from
 * options"). They are made by the first migration with the EDI code lists a supplier needs most;
 * an admin may add values, rename or disable them.
 */
export const optionTypeKeys = {
  unit: 'unit',
  weightUnit: 'weight_unit',
  dimensionUnit: 'dimension_unit',
  packageType: 'package_type',
  agencyCode: 'agency_code',
  locationType: 'location_type',
} as const;
export type OptionTypeKey = (typeof optionTypeKeys)[keyof typeof optionTypeKeys];

/**
 * The names of the option types the portal starts with, in both languages (the first migration
 * stores the English one). A type whose stored name is still one of these shows in the reader's
 * language; a name an admin chose instead shows as typed.
 */
export const builtInOptionTypeNames: Readonly<
  Record<OptionTypeKey, Readonly<Record<Language, string>>>
> = {
  unit: { 'zh-cn': '计量单位', 'en-us': 'Unit of measure' },
  weight_unit: { 'zh-cn': '重量单位', 'en-us': 'Weight unit' },
  dimension_unit: { 'zh-cn': '尺寸单位', 'en-us': 'Dimension unit' },
  package_type: { 'zh-cn': '包装类型', 'en-us': 'Package type' },
  agency_code: { 'zh-cn': '机构代码', 'en-us': 'Agency code' },
  location_type: { 'zh-cn': '地址类型', 'en-us': 'Location type' },
};

const builtInNamesOf = (key: string): Readonly<Record<Language, string>> | undefined =>
  Object.hasOwn(builtInOptionTypeNames, key)
    ? builtInOptionTypeNames[key as OptionTypeKey]
    : undefined;

/** An option type's name as `language` reads it (see `builtInOptionTypeNames`). */
export function optionTypeName(
  type: { readonly key: string; readonly name: string },
  language: Language,
): string {
  const names = builtInNamesOf(type.key);
  return names !== undefined && Object.values(names).includes(type.name)
    ? names[language]
    : type.name;
}

/**
 * The built-in types a name search finds by their name in either language: each with the stored
 * names that still mean it (a renamed one is found by its new name only).
 */
export function builtInOptionTypesNamed(
  text: string,
): { readonly key: OptionTypeKey; readonly names: readonly string[] }[] {
  const wanted = text.trim().toLowerCase();
  if (wanted === '') return [];
  return (Object.keys(builtInOptionTypeNames) as OptionTypeKey[])
    .map((key) => ({ key, names: Object.values(builtInOptionTypeNames[key]) }))
    .filter(({ names }) => names.some((name) => name.toLowerCase().includes(wanted)));
}

export const optionTypeInputSchema = z.object({
  name: requiredText(32),
  /** The code dropdowns ask for (`unit`, `package_type`…). */
  key: requiredId,
});
export type OptionTypeInput = z.infer<typeof optionTypeInputSchema>;

export const optionTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  key: z.string(),
  /** How many values it has, and how many of them are enabled. */
  detailCount: z.number().int(),
  activeCount: z.number().int(),
  ...timestamps,
});
export type OptionType = z.infer<typeof optionTypeSchema>;
export const optionTypePageSchema = pageSchema(optionTypeSchema);
export const optionTypePageQuerySchema = listQuery.extend({
  name: optionalText(32),
  key: optionalText(32),
});
export type OptionTypePageQuery = z.infer<typeof optionTypePageQuerySchema>;

export const optionDetailInputSchema = z.object({
  optionTypeId: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .number({
        error: (issue) => validationToken(issue.input === undefined ? 'required' : 'invalid'),
      })
      .int(invalid)
      .positive(invalid)
      .max(2_147_483_647, invalid),
  ),
  name: requiredText(128),
  /** The option code: what is stored and sent in EDI (EA, PLT, ST…). */
  value: requiredText(32),
  active: z.boolean(),
  sort: z.number().int(invalid).min(0, invalid).max(9_999, invalid),
  description: optionalText(128),
});
export type OptionDetailInput = z.infer<typeof optionDetailInputSchema>;

export const optionDetailSchema = z.object({
  id: z.number().int(),
  optionTypeId: z.number().int(),
  optionTypeKey: z.string(),
  name: z.string(),
  value: z.string(),
  active: z.boolean(),
  sort: z.number().int(),
  description: z.string(),
  ...timestamps,
});
export type OptionDetail = z.infer<typeof optionDetailSchema>;
export const optionDetailPageSchema = pageSchema(optionDetailSchema);
export const optionDetailPageQuerySchema = listQuery.extend({
  optionTypeId: recordIdSchema.optional(),
  name: optionalText(128),
  value: optionalText(32),
});
export type OptionDetailPageQuery = z.infer<typeof optionDetailPageQuerySchema>;
/**
 * GET /optionDetail/list: the values of one type for a dropdown, enabled ones only unless
 * `all` (the option screen itself) is asked for.
 */
export const optionDetailListQuerySchema = z.object({
  typeKey: requiredId,
  all: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type OptionDetailListQuery = z.input<typeof optionDetailListQuerySchema>;
export const optionDetailActiveSchema = z.object({ active: z.boolean() });
