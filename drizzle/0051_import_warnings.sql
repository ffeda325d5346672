ALTER TABLE "import_files" ADD COLUMN "warning_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_files" ADD COLUMN "warnings_accepted_by" text;--> statement-breakpoint
ALTER TABLE "import_files" ADD COLUMN "warnings_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "import_row_errors" ADD COLUMN "severity" text DEFAULT 'error' NOT NULL;--> statement-breakpoint
ALTER TABLE "import_files" ADD CONSTRAINT "import_files_warnings_accepted_by_users_id_fk" FOREIGN KEY ("warnings_accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;