import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { projects } from './projects';

// Master data (spec §3): products, packages, locations, stores and option lists.

const measure = (name: string) => numeric(name, { precision: 12, scale: 3 });

/** A customer's product (spec §3); the product number is unique within its project. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    projectKey: varchar('project_key', { length: 32 })
      .notNull()
      .references(() => projects.projectKey, { onDelete: 'cascade' }),
    vendorNumber: varchar('vendor_number', { length: 32 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    description: varchar('description', { length: 128 }).notNull().default(''),
    color: varchar('color', { length: 32 }).notNull().default(''),
    size: varchar('size', { length: 32 }).notNull().default(''),
    weight: measure('weight'),
    unitWeightBasis: varchar('unit_weight_basis', { length: 32 }).notNull().default(''),
    customerItemNumber: varchar('customer_item_number', { length: 32 }).notNull().default(''),
    skuNumber: varchar('sku_number', { length: 32 }).notNull().default(''),
    upcNumber: varchar('upc_number', { length: 32 }).notNull().default(''),
    unit: varchar('unit', { length: 32 }).notNull().default(''),
    nextAvailableDate: varchar('next_available_date', { length: 10 }),
    nextAvailableQuantity: integer('next_available_quantity'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('products_project_number_idx').on(table.projectKey, table.vendorNumber)],
);

/** A package kind of a project: pallet, carton… with its size and weight (spec §3). */
export const packages = pgTable(
  'packages',
  {
    id: serial('id').primaryKey(),
    projectKey: varchar('project_key', { length: 32 })
      .notNull()
      .references(() => projects.projectKey, { onDelete: 'cascade' }),
    type: varchar('type', { length: 32 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    agencyCode: varchar('agency_code', { length: 32 }).notNull().default(''),
    length: measure('length'),
    width: measure('width'),
    height: measure('height'),
    dimensionUnit: varchar('dimension_unit', { length: 32 }).notNull().default(''),
    weight: measure('weight'),
    weightUnit: varchar('weight_unit', { length: 32 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('packages_project_idx').on(table.projectKey)],
);

/** An address: ship to, ship from or remit to (spec §3). */
export const locations = pgTable('locations', {
  id: serial('id').primaryKey(),
  type: varchar('type', { length: 32 }).notNull(),
  name: varchar('name', { length: 128 }).notNull(),
  partyName: varchar('party_name', { length: 128 }).notNull().default(''),
  partyId: varchar('party_id', { length: 32 }).notNull().default(''),
  agencyCode: varchar('agency_code', { length: 32 }).notNull().default(''),
  address: varchar('address', { length: 128 }).notNull(),
  street: varchar('street', { length: 128 }).notNull().default(''),
  city: varchar('city', { length: 32 }).notNull().default(''),
  stateCode: varchar('state_code', { length: 32 }).notNull().default(''),
  postcode: varchar('postcode', { length: 32 }).notNull().default(''),
  countryCode: varchar('country_code', { length: 2 }).notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A store (spec §3); its store ID is the customer's store number, unique. */
export const stores = pgTable('stores', {
  id: serial('id').primaryKey(),
  storeCode: varchar('store_code', { length: 32 }).notNull().unique(),
  name: varchar('name', { length: 128 }).notNull(),
  city: varchar('city', { length: 32 }).notNull().default(''),
  state: varchar('state', { length: 32 }).notNull().default(''),
  zip: varchar('zip', { length: 32 }).notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** An option list (spec §3): what a dropdown offers, by its key. */
export const optionTypes = pgTable('option_types', {
  id: serial('id').primaryKey(),
  key: varchar('key', { length: 32 }).notNull().unique(),
  name: varchar('name', { length: 32 }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One value of an option list; a disabled one is offered by no dropdown. */
export const optionDetails = pgTable(
  'option_details',
  {
    id: serial('id').primaryKey(),
    optionTypeId: integer('option_type_id')
      .notNull()
      .references(() => optionTypes.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 128 }).notNull(),
    value: varchar('value', { length: 32 }).notNull(),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    description: varchar('description', { length: 128 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('option_details_value_idx').on(table.optionTypeId, table.value)],
);
