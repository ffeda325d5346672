CREATE TABLE "import_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"entity" text NOT NULL,
	"kind" text DEFAULT 'Mixed' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"phase" text DEFAULT 'uploaded' NOT NULL,
	"mode" text,
	"headers" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"converter" boolean DEFAULT false NOT NULL,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"would_insert" integer DEFAULT 0 NOT NULL,
	"would_update" integer DEFAULT 0 NOT NULL,
	"would_skip" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"committed_rows" integer DEFAULT 0 NOT NULL,
	"progress_percent" integer DEFAULT 0 NOT NULL,
	"inserted" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"import_errors" integer DEFAULT 0 NOT NULL,
	"touched_installers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"failure_message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"uploaded_by" text,
	"uploaded_by_name" text NOT NULL,
	"upload_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "import_mappings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"entity" text NOT NULL,
	"signature" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"saved_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_row_errors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"import_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"column" text NOT NULL,
	"value" text NOT NULL,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_template_downloads" (
	"tenant_id" text NOT NULL,
	"template" text NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"last_downloaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_template_downloads_tenant_id_template_pk" PRIMARY KEY("tenant_id","template")
);
--> statement-breakpoint
ALTER TABLE "import_files" ADD CONSTRAINT "import_files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_files" ADD CONSTRAINT "import_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_mappings" ADD CONSTRAINT "import_mappings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_row_errors" ADD CONSTRAINT "import_row_errors_import_id_import_files_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."import_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_template_downloads" ADD CONSTRAINT "import_template_downloads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_files_tenant_idx" ON "import_files" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "import_files_queue_idx" ON "import_files" USING btree ("phase","lease_until");--> statement-breakpoint
CREATE UNIQUE INDEX "import_mappings_idx" ON "import_mappings" USING btree ("tenant_id","entity","signature");--> statement-breakpoint
CREATE INDEX "import_row_errors_idx" ON "import_row_errors" USING btree ("import_id","row_number");--> statement-breakpoint
CREATE INDEX "inspections_policy_idx" ON "inspections" USING btree ("tenant_id","policy_id");