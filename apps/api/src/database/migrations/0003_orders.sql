CREATE TABLE "order_versions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"serial_number" bigint NOT NULL,
	"version" integer NOT NULL,
	"document_id" bigint NOT NULL,
	"document_type" varchar(16) NOT NULL,
	"document_number" varchar(64) NOT NULL,
	"status" varchar(16) NOT NULL,
	"data" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_status_idx";--> statement-breakpoint
DROP INDEX "orders_project_number_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_name" varchar(128);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_to_name" varchar(128);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "line_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_versions" ADD CONSTRAINT "order_versions_serial_number_orders_serial_number_fk" FOREIGN KEY ("serial_number") REFERENCES "public"."orders"("serial_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_versions" ADD CONSTRAINT "order_versions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_versions_serial_idx" ON "order_versions" USING btree ("serial_number","version");--> statement-breakpoint
CREATE INDEX "orders_received_idx" ON "orders" USING btree ("received_at","serial_number");--> statement-breakpoint
CREATE INDEX "orders_project_received_idx" ON "orders" USING btree ("project_key","received_at","serial_number");--> statement-breakpoint
CREATE INDEX "orders_project_status_received_idx" ON "orders" USING btree ("project_key","status","received_at","serial_number");--> statement-breakpoint
CREATE INDEX "orders_status_received_idx" ON "orders" USING btree ("status","received_at","serial_number");--> statement-breakpoint
CREATE INDEX "orders_project_document_number_idx" ON "orders" USING btree ("project_key","document_number" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_project_number_idx" ON "orders" USING btree ("project_key","order_number" varchar_pattern_ops);--> statement-breakpoint
UPDATE "orders" SET
  "line_count" = coalesce(jsonb_array_length("data"->'lines'), 0),
  "buyer_name" = left((SELECT p->>'name' FROM jsonb_array_elements("data"->'parties') p WHERE p->>'role' = 'buyer' LIMIT 1), 128),
  "ship_to_name" = left((SELECT p->>'name' FROM jsonb_array_elements("data"->'parties') p WHERE p->>'role' = 'shipTo' LIMIT 1), 128);
