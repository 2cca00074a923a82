import { z } from 'zod';
import { pageSchema } from '../envelope';
import { projectKeySchema } from '../projects';
import { optionalText, requiredText } from '../validation';
import { optionCode, optionalMeasure, listQuery, timestamps } from './fields';

// A project's package kinds (spec §3): pallet, carton…

export const packageInputSchema = z.object({
  /** Option `package_type` (X12 TD101 / EDIFACT 7065): PLT, CTN… */
  type: requiredText(32),
  name: requiredText(128),
  /** Option `agency_code`: who assigned the package code. */
  agencyCode: optionCode,
  length: optionalMeasure,
  width: optionalMeasure,
  height: optionalMeasure,
  /** Option `dimension_unit`. */
  dimensionUnit: optionCode,
  weight: optionalMeasure,
  /** Option `weight_unit`. */
  weightUnit: optionCode,
});
export type PackageInput = z.infer<typeof packageInputSchema>;
export const packageSaveSchema = packageInputSchema.extend({ projectKey: projectKeySchema });
export type PackageSave = z.infer<typeof packageSaveSchema>;

export const packageSchema = z.object({
  id: z.number().int(),
  projectKey: z.string(),
  type: z.string(),
  name: z.string(),
  agencyCode: z.string(),
  length: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  dimensionUnit: z.string(),
  weight: z.number().nullable(),
  weightUnit: z.string(),
  ...timestamps,
});
export type Package = z.infer<typeof packageSchema>;
export const packagePageSchema = pageSchema(packageSchema);
export const packagePageQuerySchema = listQuery.extend({
  projectKey: projectKeySchema.optional(),
  type: optionalText(32),
  name: optionalText(128),
});
export type PackagePageQuery = z.infer<typeof packagePageQuerySchema>;
