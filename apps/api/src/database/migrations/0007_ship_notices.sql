CREATE TABLE "deliveries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"project_key" varchar(32) NOT NULL,
	"serial_number" bigint NOT NULL,
	"delivery_type" varchar(16) NOT NULL,
	"data" jsonb NOT NULL,
	"prefilled_from" varchar(16),
	"message_id" bigint,
	"created_by" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"sent_by" varchar(32)
);
--> statement-breakpoint
CREATE TABLE "delivery_uploads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"project_key" varchar(32) NOT NULL,
	"serial_number" bigint,
	"kind" varchar(16) NOT NULL,
	"name" varchar(255) NOT NULL,
	"stored_name" varchar(255) NOT NULL,
	"size" bigint NOT NULL,
	"media_type" varchar(128) NOT NULL,
	"created_by" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_serial_number_orders_serial_number_fk" FOREIGN KEY ("serial_number") REFERENCES "public"."orders"("serial_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_uploads" ADD CONSTRAINT "delivery_uploads_serial_number_orders_serial_number_fk" FOREIGN KEY ("serial_number") REFERENCES "public"."orders"("serial_number") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliveries_order_idx" ON "deliveries" USING btree ("serial_number");--> statement-breakpoint
CREATE INDEX "deliveries_project_idx" ON "deliveries" USING btree ("project_key","updated_at");--> statement-breakpoint
CREATE INDEX "deliveries_message_idx" ON "deliveries" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "delivery_uploads_project_idx" ON "delivery_uploads" USING btree ("project_key","created_at");--> statement-breakpoint
CREATE INDEX "delivery_uploads_order_idx" ON "delivery_uploads" USING btree ("serial_number");