import { z } from 'zod';

/** Every `/api` answer (decisions.md §5): `code` "0000" is success. */
export const SUCCESS_CODE = '0000';

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.string(),
    message: z.string(),
    data,
  });

export type Envelope<T> = { code: string; message: string; data: T };

/**
 * One item an accept could not hold stock for ("insufficient inventory"): what the order asks,
 * what the stores have free for it, and the difference. Quantities are in the order's units.
 */
export const stockShortageSchema = z.object({
  /** The supplier's item number; for an item not in master data, the number the order gives. */
  item: z.string(),
  ordered: z.number(),
  available: z.number(),
  short: z.number(),
});
export type StockShortage = z.infer<typeof stockShortageSchema>;

/** What a failure carries besides code and message: the field that failed, when one did. */
export const errorDetailSchema = z
  .object({
    field: z.string().optional(),
    issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
    /** An import's rejected rows: the sheet row number (1 is the header), column and reason. */
    rows: z
      .array(z.object({ row: z.number().int(), field: z.string(), message: z.string() }))
      .optional(),
    /** Insufficient inventory: every item the order is short of, not just the first. */
    shortages: z.array(stockShortageSchema).optional(),
    /** A number found in several projects: the projects' keys, to choose one. */
    projects: z.array(z.string()).optional(),
  })
  .nullable();

export type ErrorDetail = z.infer<typeof errorDetailSchema>;

export const errorEnvelopeSchema = envelopeSchema(errorDetailSchema);

export const pageSizes = [10, 20, 50, 100] as const;
export const defaultPageSize = 10;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce
    .number()
    .int()
    .refine((size) => (pageSizes as readonly number[]).includes(size), {
      message: `size must be one of ${pageSizes.join(', ')}`,
    })
    .default(defaultPageSize),
});

export const pageSchema = <T extends z.ZodType>(record: T) =>
  z.object({
    records: z.array(record),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    size: z.number().int().min(1),
  });

export type Page<T> = { records: T[]; total: number; page: number; size: number };
