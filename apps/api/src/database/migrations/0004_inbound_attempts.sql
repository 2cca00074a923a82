CREATE TABLE "inbound_attempts" (
	"project_key" varchar(32) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"content_sha256" varchar(64) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbound_attempts_project_key_file_name_content_sha256_pk" PRIMARY KEY("project_key","file_name","content_sha256")
);
