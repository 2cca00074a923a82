import { z } from 'zod';
import { pageSchema } from '../envelope';
import { projectKeySchema } from '../projects';
import { optionalText, positiveIntegerRule, requiredText, validationToken } from '../validation';
import { invalid, optionCode, optionalMeasure, listQuery, timestamps } from './fields';

// A customer's products (spec §3), per project.

/** YYYY-MM-DD, a real calendar date. */
const isoDate = z
  .string({ error: validationToken('invalid') })
  .trim()
  .refine((text) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
  }, invalid);
/** An optional integer greater than 0, number or numeric text; empty is none. */
const optionalPositiveInteger = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  positiveIntegerRule.optional(),
);
/** GTIN shapes a UPC field holds: UPC-E/EAN-8 (8), UPC-A (12), EAN-13, GTIN-14. */
const upcRule = optionalText(32).refine(
  (text) => text === undefined || text === '' || /^(?:\d{8}|\d{12}|\d{13}|\d{14})$/.test(text),
  invalid,
);

/** POST /product/save and PUT /product/update/{id}; the project is chosen on save only. */
export const productInputSchema = z.object({
  /** The product number (vendor_number): unique per project. */
  vendorNumber: requiredText(32),
  name: requiredText(128),
  description: optionalText(128),
  color: optionalText(32),
  size: optionalText(32),
  weight: optionalMeasure,
  /** Option `weight_unit`. */
  unitWeightBasis: optionCode,
  customerItemNumber: optionalText(32),
  skuNumber: optionalText(32),
  upcNumber: upcRule,
  /** Option `unit` (unit of measure, X12 355 / EDIFACT 6411). */
  unit: optionCode,
  nextAvailableDate: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    isoDate.optional(),
  ),
  nextAvailableQuantity: optionalPositiveInteger,
});
export type ProductInput = z.infer<typeof productInputSchema>;

export const productSaveSchema = productInputSchema.extend({ projectKey: projectKeySchema });
export type ProductSave = z.infer<typeof productSaveSchema>;

export const productSchema = z.object({
  id: z.number().int(),
  projectKey: z.string(),
  vendorNumber: z.string(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  size: z.string(),
  weight: z.number().nullable(),
  unitWeightBasis: z.string(),
  customerItemNumber: z.string(),
  skuNumber: z.string(),
  upcNumber: z.string(),
  unit: z.string(),
  nextAvailableDate: z.string().nullable(),
  nextAvailableQuantity: z.number().int().nullable(),
  ...timestamps,
});
export type Product = z.infer<typeof productSchema>;
export const productPageSchema = pageSchema(productSchema);

export const productPageQuerySchema = listQuery.extend({
  projectKey: projectKeySchema.optional(),
  vendorNumber: optionalText(32),
  name: optionalText(128),
  skuNumber: optionalText(32),
  upcNumber: optionalText(32),
});
export type ProductPageQuery = z.infer<typeof productPageQuerySchema>;
