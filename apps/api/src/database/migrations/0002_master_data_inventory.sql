CREATE TABLE "inventories" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"on_hand" integer NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventories_quantities_check" CHECK ("inventories"."reserved" >= 0 and "inventories"."reserved" <= "inventories"."on_hand")
);
--> statement-breakpoint
CREATE TABLE "inventory_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"inventory_id" integer,
	"project_key" varchar(32) NOT NULL,
	"vendor_number" varchar(32) NOT NULL,
	"store_code" varchar(32) NOT NULL,
	"type" varchar(16) NOT NULL,
	"quantity" integer NOT NULL,
	"on_hand_after" integer NOT NULL,
	"reserved_after" integer NOT NULL,
	"order_serial_number" bigint,
	"note" varchar(128) DEFAULT '' NOT NULL,
	"actor" varchar(32) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_reservations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_serial_number" bigint NOT NULL,
	"inventory_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(32) NOT NULL,
	"name" varchar(128) NOT NULL,
	"party_name" varchar(128) DEFAULT '' NOT NULL,
	"party_id" varchar(32) DEFAULT '' NOT NULL,
	"agency_code" varchar(32) DEFAULT '' NOT NULL,
	"address" varchar(128) NOT NULL,
	"street" varchar(128) DEFAULT '' NOT NULL,
	"city" varchar(32) DEFAULT '' NOT NULL,
	"state_code" varchar(32) DEFAULT '' NOT NULL,
	"postcode" varchar(32) DEFAULT '' NOT NULL,
	"country_code" varchar(2) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "option_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"option_type_id" integer NOT NULL,
	"name" varchar(128) NOT NULL,
	"value" varchar(32) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"description" varchar(128) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "option_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(32) NOT NULL,
	"name" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "option_types_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_key" varchar(32) NOT NULL,
	"type" varchar(32) NOT NULL,
	"name" varchar(128) NOT NULL,
	"agency_code" varchar(32) DEFAULT '' NOT NULL,
	"length" numeric(12, 3),
	"width" numeric(12, 3),
	"height" numeric(12, 3),
	"dimension_unit" varchar(32) DEFAULT '' NOT NULL,
	"weight" numeric(12, 3),
	"weight_unit" varchar(32) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_key" varchar(32) NOT NULL,
	"vendor_number" varchar(32) NOT NULL,
	"name" varchar(128) NOT NULL,
	"description" varchar(128) DEFAULT '' NOT NULL,
	"color" varchar(32) DEFAULT '' NOT NULL,
	"size" varchar(32) DEFAULT '' NOT NULL,
	"weight" numeric(12, 3),
	"unit_weight_basis" varchar(32) DEFAULT '' NOT NULL,
	"customer_item_number" varchar(32) DEFAULT '' NOT NULL,
	"sku_number" varchar(32) DEFAULT '' NOT NULL,
	"upc_number" varchar(32) DEFAULT '' NOT NULL,
	"unit" varchar(32) DEFAULT '' NOT NULL,
	"next_available_date" varchar(10),
	"next_available_quantity" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_code" varchar(32) NOT NULL,
	"name" varchar(128) NOT NULL,
	"city" varchar(32) DEFAULT '' NOT NULL,
	"state" varchar(32) DEFAULT '' NOT NULL,
	"zip" varchar(32) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_store_code_unique" UNIQUE("store_code")
);
--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_reservations" ADD CONSTRAINT "inventory_reservations_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_details" ADD CONSTRAINT "option_details_option_type_id_option_types_id_fk" FOREIGN KEY ("option_type_id") REFERENCES "public"."option_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_project_key_projects_project_key_fk" FOREIGN KEY ("project_key") REFERENCES "public"."projects"("project_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_project_key_projects_project_key_fk" FOREIGN KEY ("project_key") REFERENCES "public"."projects"("project_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inventories_product_store_idx" ON "inventories" USING btree ("product_id","store_id");--> statement-breakpoint
CREATE INDEX "inventories_store_idx" ON "inventories" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "inventory_logs_product_idx" ON "inventory_logs" USING btree ("project_key","vendor_number","id");--> statement-breakpoint
CREATE INDEX "inventory_logs_inventory_idx" ON "inventory_logs" USING btree ("inventory_id");--> statement-breakpoint
CREATE INDEX "inventory_reservations_order_idx" ON "inventory_reservations" USING btree ("order_serial_number","status");--> statement-breakpoint
CREATE INDEX "inventory_reservations_inventory_idx" ON "inventory_reservations" USING btree ("inventory_id");--> statement-breakpoint
CREATE UNIQUE INDEX "option_details_value_idx" ON "option_details" USING btree ("option_type_id","value");--> statement-breakpoint
CREATE INDEX "packages_project_idx" ON "packages" USING btree ("project_key");--> statement-breakpoint
CREATE UNIQUE INDEX "products_project_number_idx" ON "products" USING btree ("project_key","vendor_number");--> statement-breakpoint
INSERT INTO "option_types" ("key", "name") VALUES
  ('unit', 'Unit of measure'),
  ('weight_unit', 'Weight unit'),
  ('dimension_unit', 'Dimension unit'),
  ('package_type', 'Package type'),
  ('agency_code', 'Agency code'),
  ('location_type', 'Location type');--> statement-breakpoint
INSERT INTO "option_details" ("option_type_id", "value", "name", "sort", "description")
SELECT t."id", v."value", v."name", v."sort", v."description"
FROM "option_types" t
JOIN (VALUES
  ('unit', 'EA', 'Each', 1, 'X12 355 / EDIFACT 6411 (PCE)'),
  ('unit', 'CA', 'Case', 2, ''),
  ('unit', 'PK', 'Pack', 3, ''),
  ('unit', 'BX', 'Box', 4, ''),
  ('unit', 'DZ', 'Dozen', 5, ''),
  ('unit', 'PR', 'Pair', 6, ''),
  ('unit', 'LB', 'Pound', 7, ''),
  ('unit', 'KG', 'Kilogram', 8, ''),
  ('weight_unit', 'LB', 'Pound', 1, ''),
  ('weight_unit', 'KG', 'Kilogram', 2, ''),
  ('weight_unit', 'OZ', 'Ounce', 3, ''),
  ('weight_unit', 'GR', 'Gram', 4, ''),
  ('dimension_unit', 'CM', 'Centimetre', 1, ''),
  ('dimension_unit', 'IN', 'Inch', 2, ''),
  ('dimension_unit', 'MR', 'Metre', 3, ''),
  ('package_type', 'PLT', 'Pallet', 1, 'X12 TD101 PLT / EDIFACT 7065 PX'),
  ('package_type', 'CTN', 'Carton', 2, 'X12 TD101 CTN / EDIFACT 7065 CT'),
  ('package_type', 'BOX', 'Box', 3, ''),
  ('package_type', 'BAG', 'Bag', 4, ''),
  ('package_type', 'CAS', 'Case', 5, ''),
  ('agency_code', '1', 'DUNS', 1, 'X12 N103 1 / EDIFACT 3055 16'),
  ('agency_code', '9', 'DUNS+4', 2, ''),
  ('agency_code', 'UL', 'GLN (GS1)', 3, 'X12 N103 UL / EDIFACT 3055 9'),
  ('agency_code', '92', 'Assigned by buyer', 4, ''),
  ('agency_code', '91', 'Assigned by seller', 5, ''),
  ('location_type', 'ST', 'Ship to', 1, 'X12 N101 ST / EDIFACT 3035 ST'),
  ('location_type', 'SF', 'Ship from', 2, 'X12 N101 SF / EDIFACT 3035 SF'),
  ('location_type', 'RI', 'Remit to', 3, 'X12 N101 RI / EDIFACT 3035 PE')
) AS v ("type_key", "value", "name", "sort", "description") ON v."type_key" = t."key";
