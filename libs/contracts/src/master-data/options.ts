import { z } from 'zod';
import { pageSchema } from '../envelope';
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
