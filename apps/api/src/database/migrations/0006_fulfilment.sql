CREATE TABLE "shipment_documents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"serial_number" bigint NOT NULL,
	"kind" varchar(16) NOT NULL,
	"file_name" varchar(128) NOT NULL,
	"media_type" varchar(64) NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_packages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"serial_number" bigint NOT NULL,
	"key" varchar(20) NOT NULL,
	"level" varchar(8) NOT NULL,
	"pallet_key" varchar(20),
	"package_type" varchar(32),
	"weight" numeric(12, 3),
	"contents" jsonb NOT NULL,
	"sequence" integer NOT NULL,
	"sscc" varchar(18),
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"serial_number" bigint PRIMARY KEY NOT NULL,
	"project_key" varchar(32) NOT NULL,
	"carrier_name" varchar(128),
	"scac" varchar(4),
	"transport_mode" varchar(2),
	"equipment_number" varchar(32),
	"bill_of_lading" varchar(32),
	"tracking_number" varchar(32),
	"pickup_date" varchar(10),
	"pickup_time" varchar(5),
	"scheduled_delivery_date" varchar(10),
	"load_number" varchar(32),
	"routed_at" timestamp with time zone,
	"plan_saved_at" timestamp with time zone,
	"shipped_quantities" jsonb,
	"shipped_at" timestamp with time zone,
	"shipped_date" varchar(10),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sscc_counters" (
	"company_prefix" varchar(10) PRIMARY KEY NOT NULL,
	"last_serial" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipment_documents" ADD CONSTRAINT "shipment_documents_serial_number_shipments_serial_number_fk" FOREIGN KEY ("serial_number") REFERENCES "public"."shipments"("serial_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_packages" ADD CONSTRAINT "shipment_packages_serial_number_shipments_serial_number_fk" FOREIGN KEY ("serial_number") REFERENCES "public"."shipments"("serial_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_serial_number_orders_serial_number_fk" FOREIGN KEY ("serial_number") REFERENCES "public"."orders"("serial_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_documents_kind_idx" ON "shipment_documents" USING btree ("serial_number","kind");--> statement-breakpoint
CREATE INDEX "shipment_packages_order_idx" ON "shipment_packages" USING btree ("serial_number","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_packages_sscc_idx" ON "shipment_packages" USING btree ("sscc");