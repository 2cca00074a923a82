import { z } from 'zod';
import { pageQuerySchema } from '../envelope';
import { optionalText, quantityRule, validationToken } from '../validation';

// What the master-data records share; internal to master-data/ (not re-exported).

export const invalid = { error: validationToken('invalid') };
/** A value chosen from an option list: an option code, empty when not chosen. */
export const optionCode = optionalText(32);
/** An optional non-negative measure (weight, length…), number or numeric text; empty is none. */
export const optionalMeasure = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  quantityRule.optional(),
);

export const timestamps = { createdAt: z.string(), updatedAt: z.string() };
/** The common filters of a paged master-data list. */
export const listQuery = pageQuerySchema;
