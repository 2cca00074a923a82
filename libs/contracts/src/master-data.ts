import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';
import { projectKeySchema } from './projects';
import {
  countryCodeRule,
  idRule,
  optionalText,
  positiveIntegerRule,
  quantityRule,
  requiredId,
  requiredText,
  validationToken,
} from './validation';

/**
 * Master data (spec §3): products, packages, locations, stores and options. Products and packages
 * belong to a project (a customer's catalogue and packaging); locations, stores and options are
 * shared by every project.
 */

/** Ids are PostgreSQL integers: anything beyond is not an id (2001), not a database error. */
export const recordIdSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const recordIdParamsSchema = z.object({ id: recordIdSchema });
export type RecordIdParams = z.infer<typeof recordIdParamsSchema>;

/** `?projectKey=` of the calls the spec marks "(project_key)". */
export const projectKeyQuerySchema = z.object({ projectKey: projectKeySchema });

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

const invalid = { error: validationToken('invalid') };
/** A value chosen from an option list: an option code, empty when not chosen. */
const optionCode = optionalText(32);
/** YYYY-MM-DD, a real calendar date. */
const isoDate = z
  .string({ error: validationToken('invalid') })
  .trim()
  .refine((text) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
  }, invalid);
/** An optional non-negative measure (weight, length…), number or numeric text; empty is none. */
const optionalMeasure = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  quantityRule.optional(),
);
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

const timestamps = { createdAt: z.string(), updatedAt: z.string() };
/** The common filters of a paged master-data list. */
const listQuery = pageQuerySchema;

// ---------------------------------------------------------------------------------------------
// Product

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

// ---------------------------------------------------------------------------------------------
// Package

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

// ---------------------------------------------------------------------------------------------
// Location (ship to, ship from, remit to)

export const locationInputSchema = z
  .object({
    /** Option `location_type`: ST ship to, SF ship from, RI remit to (X12 N101). */
    type: requiredText(32),
    name: requiredText(128),
    partyName: optionalText(128),
    /** The party's id (DUNS, GLN, buyer-assigned…): N104 / NAD 3039. */
    partyId: idRule,
    /** Option `agency_code`: the qualifier of the party id (N103 / NAD 3055). */
    agencyCode: optionCode,
    address: requiredText(128),
    street: optionalText(128),
    city: optionalText(32),
    stateCode: optionalText(32),
    postcode: optionalText(32),
    countryCode: countryCodeRule,
  })
  .superRefine((location, context) => {
    // Spec §5: "party ID or party name" is required: one of them names the party.
    if (!location.partyId && !location.partyName) {
      for (const path of ['partyId', 'partyName']) {
        context.addIssue({ code: 'custom', path: [path], message: validationToken('required') });
      }
    }
  });
export type LocationInput = z.infer<typeof locationInputSchema>;

export const locationSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  name: z.string(),
  partyName: z.string(),
  partyId: z.string(),
  agencyCode: z.string(),
  address: z.string(),
  street: z.string(),
  city: z.string(),
  stateCode: z.string(),
  postcode: z.string(),
  countryCode: z.string(),
  ...timestamps,
});
export type Location = z.infer<typeof locationSchema>;
export const locationPageSchema = pageSchema(locationSchema);
export const locationPageQuerySchema = listQuery.extend({
  type: optionalText(32),
  name: optionalText(128),
  partyId: optionalText(32),
});
export type LocationPageQuery = z.infer<typeof locationPageQuerySchema>;
export const locationListQuerySchema = z.object({ type: optionalText(32) });

// ---------------------------------------------------------------------------------------------
// Store

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

// ---------------------------------------------------------------------------------------------
// Option type and option detail

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

// ---------------------------------------------------------------------------------------------
// Excel import and export

/** What an import did: every row went in, or (on failure) none did. */
export const importResultSchema = z.object({
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** The resources `/file/export` writes to Excel: the selected rows of one list. */
export const exportResources = [
  'product',
  'package',
  'location',
  'store',
  'optionType',
  'optionDetail',
  'inventory',
  'order',
] as const;
export type ExportResource = (typeof exportResources)[number];
export const fileExportSchema = z.object({
  resource: z.enum(exportResources, invalid),
  /** The selected rows; none is refused with "select the data to export" (2011). */
  ids: z.array(recordIdSchema).max(10_000, invalid),
});
export type FileExport = z.infer<typeof fileExportSchema>;

/** The media type of the workbooks the portal reads and writes. */
export const xlsxMediaType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Largest workbook an import accepts. */
export const maxImportBytes = 10 * 1024 * 1024;
/** Most data rows an import accepts. */
export const maxImportRows = 10_000;
