import { z } from 'zod';
import { pageSchema } from '../envelope';
import { optionalText, requiredId, requiredText } from '../validation';
import { listQuery, timestamps } from './fields';

// Stores (spec §3); shared by every project.

export const storeInputSchema = z.object({
  /** The store ID the customer uses (X12 N1*BY/ST N104, store number on orders). */
  storeCode: requiredId,
  name: requiredText(128),
  city: optionalText(32),
  state: optionalText(32),
  zip: optionalText(32),
});
export type StoreInput = z.infer<typeof storeInputSchema>;

export const storeSchema = z.object({
  id: z.number().int(),
  storeCode: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  ...timestamps,
});
export type Store = z.infer<typeof storeSchema>;
export const storePageSchema = pageSchema(storeSchema);
export const storePageQuerySchema = listQuery.extend({
  storeCode: optionalText(32),
  name: optionalText(128),
  city: optionalText(32),
});
export type StorePageQuery = z.infer<typeof storePageQuerySchema>;
