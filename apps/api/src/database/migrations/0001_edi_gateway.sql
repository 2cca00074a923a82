CREATE TABLE "control_numbers" (
	"project_key" varchar(32) NOT NULL,
	"level" varchar(16) NOT NULL,
	"last_value" bigint NOT NULL,
	CONSTRAINT "control_numbers_project_key_level_pk" PRIMARY KEY("project_key","level")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"interchange_id" bigint NOT NULL,
	"project_key" varchar(32) NOT NULL,
	"standard" varchar(8) NOT NULL,
	"document_type" varchar(8) NOT NULL,
	"control_number" varchar(16) NOT NULL,
	"group_control_number" varchar(16),
	"document_number" varchar(64),
	"status" varchar(16) NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"canonical" jsonb,
	"original_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbound_files" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inbound_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"project_key" varchar(32) NOT NULL,
	"channel" varchar(8) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"content_sha256" varchar(64) NOT NULL,
	"size_bytes" bigint NOT NULL,
	"format" varchar(8) NOT NULL,
	"status" varchar(16) NOT NULL,
	"reason" text,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"original_text" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"settled_path" varchar(512)
);
--> statement-breakpoint
CREATE TABLE "interchanges" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interchanges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"file_id" bigint NOT NULL,
	"project_key" varchar(32) NOT NULL,
	"standard" varchar(8) NOT NULL,
	"sender_id" varchar(64) NOT NULL,
	"receiver_id" varchar(64) NOT NULL,
	"control_number" varchar(16) NOT NULL,
	"status" varchar(16) NOT NULL,
	"duplicate_of" bigint,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"document_count" integer DEFAULT 0 NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"project_key" varchar(32) NOT NULL,
	"standard" varchar(8) NOT NULL,
	"document_type" varchar(8) NOT NULL,
	"status" varchar(8) NOT NULL,
	"order_serial_number" bigint,
	"answers_interchange_id" bigint,
	"resend_of" bigint,
	"file_name" varchar(255) NOT NULL,
	"interchange_control_number" varchar(16) NOT NULL,
	"group_control_number" varchar(16),
	"transaction_control_number" varchar(16) NOT NULL,
	"acknowledgement_expected" boolean NOT NULL,
	"canonical" jsonb NOT NULL,
	"text" text NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_by" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"written_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"serial_number" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" varchar(32) NOT NULL,
	"from_status" varchar(16),
	"to_status" varchar(16) NOT NULL,
	"message" varchar(512) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"serial_number" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_serial_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"project_key" varchar(32) NOT NULL,
	"document_id" bigint NOT NULL,
	"document_type" varchar(16) NOT NULL,
	"document_number" varchar(64) NOT NULL,
	"order_number" varchar(64) NOT NULL,
	"status" varchar(16) NOT NULL,
	"document_version" integer DEFAULT 1 NOT NULL,
	"quantity" numeric(18, 4) DEFAULT '0' NOT NULL,
	"amount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"currency_code" varchar(3),
	"order_date" varchar(10),
	"data" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_key" varchar(32) NOT NULL,
	"key" varchar(32) NOT NULL,
	"name" varchar(32) NOT NULL,
	"type" varchar(16) NOT NULL,
	"default_value" varchar(128) DEFAULT '' NOT NULL,
	"max_length" integer,
	"tips" varchar(128) DEFAULT '' NOT NULL,
	"custom_list_header" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"project_key" varchar(32) PRIMARY KEY NOT NULL,
	"name_zh" varchar(32) NOT NULL,
	"name_en" varchar(32) NOT NULL,
	"description" varchar(128) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"connection" jsonb NOT NULL,
	"api_key_hash" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_interchange_id_interchanges_id_fk" FOREIGN KEY ("interchange_id") REFERENCES "public"."interchanges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interchanges" ADD CONSTRAINT "interchanges_file_id_inbound_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."inbound_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_logs" ADD CONSTRAINT "order_logs_serial_number_orders_serial_number_fk" FOREIGN KEY ("serial_number") REFERENCES "public"."orders"("serial_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_fields" ADD CONSTRAINT "project_fields_project_key_projects_project_key_fk" FOREIGN KEY ("project_key") REFERENCES "public"."projects"("project_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_interchange_idx" ON "documents" USING btree ("interchange_id");--> statement-breakpoint
CREATE INDEX "documents_project_number_idx" ON "documents" USING btree ("project_key","document_number");--> statement-breakpoint
CREATE INDEX "inbound_files_name_idx" ON "inbound_files" USING btree ("project_key","file_name","content_sha256");--> statement-breakpoint
CREATE INDEX "inbound_files_received_idx" ON "inbound_files" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "interchanges_first_receipt_idx" ON "interchanges" USING btree ("project_key","sender_id","control_number") WHERE status in ('accepted', 'partial');--> statement-breakpoint
CREATE INDEX "interchanges_file_idx" ON "interchanges" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_interchange_control_idx" ON "messages" USING btree ("project_key","interchange_control_number");--> statement-breakpoint
CREATE INDEX "messages_order_idx" ON "messages" USING btree ("order_serial_number");--> statement-breakpoint
CREATE INDEX "messages_status_idx" ON "messages" USING btree ("project_key","status");--> statement-breakpoint
CREATE INDEX "messages_group_control_idx" ON "messages" USING btree ("project_key","group_control_number");--> statement-breakpoint
CREATE INDEX "order_logs_serial_idx" ON "order_logs" USING btree ("serial_number");--> statement-breakpoint
CREATE INDEX "orders_project_number_idx" ON "orders" USING btree ("project_key","order_number");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "project_fields_key_idx" ON "project_fields" USING btree ("project_key","key");