import { z } from 'zod';
import { optionalText, requiredId, requiredText, validationToken } from '../validation';
import { choice, invalid } from './rules';

// A project's custom form fields (spec §3).

/** The nine field types of spec §3. */
export const projectFieldTypes = [
  'string',
  'number',
  'password',
  'dropdown',
  'combobox',
  'date',
  'datetime',
  'switch',
  'view',
] as const;
export type ProjectFieldType = (typeof projectFieldTypes)[number];

/** A custom form field of a project (spec §3): what the portal asks for on that project's forms. */
export const projectFieldInputSchema = z
  .object({
    key: requiredId,
    name: requiredText(32),
    type: choice(projectFieldTypes),
    defaultValue: optionalText(128),
    maxLength: z.number().int().min(1).max(4_000).nullable(),
    tips: optionalText(128),
    /** Shown as a column of the project's lists. */
    customListHeader: z.boolean(),
    sort: z.number().int().min(0).max(9_999),
    required: z.boolean(),
    enabled: z.boolean(),
    /** The choices of a dropdown or combobox. */
    options: z.array(z.object({ value: requiredText(128), label: requiredText(128) })).max(200),
  })
  .superRefine((field, context) => {
    const needsOptions = field.type === 'dropdown' || field.type === 'combobox';
    if (needsOptions && field.options.length === 0) {
      context.addIssue({ code: 'custom', path: ['options'], message: validationToken('required') });
    }
    if (!needsOptions && field.options.length > 0) {
      context.addIssue({ code: 'custom', path: ['options'], message: validationToken('invalid') });
    }
    const value = field.defaultValue ?? '';
    if (value !== '' && !defaultFits(field.type, value, field.options)) {
      context.addIssue({
        code: 'custom',
        path: ['defaultValue'],
        message: validationToken('invalid'),
      });
    }
    if (field.maxLength !== null && value.length > field.maxLength) {
      context.addIssue({
        code: 'custom',
        path: ['defaultValue'],
        message: validationToken('maxLength'),
      });
    }
  });
export type ProjectFieldInput = z.infer<typeof projectFieldInputSchema>;

/** Whether a default value suits its field type (a dropdown's must be one of its options). */
function defaultFits(
  type: ProjectFieldType,
  value: string,
  options: readonly { value: string }[],
): boolean {
  switch (type) {
    case 'number':
      return /^[+-]?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?$/.test(value);
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
    case 'datetime':
      return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value);
    case 'switch':
      return value === 'true' || value === 'false';
    case 'dropdown':
      return options.some((option) => option.value === value);
    default:
      return true;
  }
}

export const projectFieldSchema = z.object({
  id: z.number().int(),
  projectKey: z.string(),
  key: z.string(),
  name: z.string(),
  type: z.enum(projectFieldTypes),
  defaultValue: z.string(),
  maxLength: z.number().int().nullable(),
  tips: z.string(),
  customListHeader: z.boolean(),
  sort: z.number().int(),
  required: z.boolean(),
  enabled: z.boolean(),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type ProjectField = z.infer<typeof projectFieldSchema>;

/** PUT /project/field/update/{key}: one field with its id (a field of that project). */
export const projectFieldUpdateSchema = projectFieldInputSchema.extend({
  id: z.number().int().positive().max(2_147_483_647),
});
export type ProjectFieldUpdate = z.infer<typeof projectFieldUpdateSchema>;

/** PUT /project/field/batchUpdate/{key}: the whole field list, keys unique. */
export const projectFieldBatchSchema = z
  .array(projectFieldInputSchema)
  .max(200)
  .refine((fields) => new Set(fields.map((field) => field.key)).size === fields.length, invalid);
