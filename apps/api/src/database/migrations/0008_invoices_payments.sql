CREATE TABLE "invoice_sequences" (
	"project_key" varchar(32) PRIMARY KEY NOT NULL,
	"last_number" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"project_key" varchar(32) NOT NULL,
	"serial_number" bigint,
	"direction" varchar(8) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"invoice_number" varchar(40) NOT NULL,
	"po_number" varchar(64),
	"invoice_date" varchar(10) NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"grand_total" numeric(20, 6) NOT NULL,
	"due_payable" numeric(20, 6) NOT NULL,
	"data" jsonb NOT NULL,
	"original_invoice_id" bigint,
	"message_id" bigint,
	"document_id" bigint,
	"created_by" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"sent_by" varchar(32)
);
--> statement-breakpoint
CREATE TABLE "payment_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payment_order_id" bigint NOT NULL,
	"project_key" varchar(32) NOT NULL,
	"position" integer NOT NULL,
	"invoice_number" varchar(80) NOT NULL,
	"related_invoice_number" varchar(80),
	"invoice_date" varchar(10),
	"po_number" varchar(80),
	"amount" numeric(20, 6) NOT NULL,
	"invoice_amount" numeric(20, 6),
	"discount_amount" numeric(20, 6),
	"adjustment_amount" numeric(20, 6),
	"adjustment_reason" varchar(16),
	"invoice_id" bigint,
	"matched_by" varchar(16),
	"matched_at" timestamp with time zone,
	"matched_by_user" varchar(32)
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"project_key" varchar(32) NOT NULL,
	"document_id" bigint NOT NULL,
	"document_type" varchar(16) NOT NULL,
	"payment_order_number" varchar(80) NOT NULL,
	"assigned_vendor_number" varchar(80),
	"credit_debit" varchar(1),
	"payment_method" varchar(8),
	"total_amount" numeric(20, 6) NOT NULL,
	"currency_code" varchar(3),
	"payment_date" varchar(10),
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_serial_number_orders_serial_number_fk" FOREIGN KEY ("serial_number") REFERENCES "public"."orders"("serial_number") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_original_invoice_id_invoices_id_fk" FOREIGN KEY ("original_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_lines" ADD CONSTRAINT "payment_lines_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_lines" ADD CONSTRAINT "payment_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("project_key","invoice_number") WHERE direction = 'sent' AND invoice_number <> '';--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("serial_number");--> statement-breakpoint
CREATE INDEX "invoices_project_idx" ON "invoices" USING btree ("project_key","invoice_date");--> statement-breakpoint
CREATE INDEX "invoices_po_idx" ON "invoices" USING btree ("project_key","po_number");--> statement-breakpoint
CREATE INDEX "invoices_message_idx" ON "invoices" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "invoices_original_idx" ON "invoices" USING btree ("original_invoice_id");--> statement-breakpoint
CREATE INDEX "payment_lines_order_idx" ON "payment_lines" USING btree ("payment_order_id");--> statement-breakpoint
CREATE INDEX "payment_lines_invoice_idx" ON "payment_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payment_lines_project_idx" ON "payment_lines" USING btree ("project_key","invoice_number");--> statement-breakpoint
CREATE INDEX "payment_orders_project_idx" ON "payment_orders" USING btree ("project_key","received_at");--> statement-breakpoint
CREATE INDEX "payment_orders_document_idx" ON "payment_orders" USING btree ("document_id");