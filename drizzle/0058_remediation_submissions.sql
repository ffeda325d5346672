CREATE TABLE "remediation_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"inspection_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"installer_id" uuid NOT NULL,
	"note" text NOT NULL,
	"file_count" integer NOT NULL,
	"is_late" boolean NOT NULL,
	"submitted_by" text,
	"submitted_by_name" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "remediation_submissions" ADD CONSTRAINT "remediation_submissions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remediation_submissions" ADD CONSTRAINT "remediation_submissions_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remediation_submissions" ADD CONSTRAINT "remediation_submissions_installer_id_installers_id_fk" FOREIGN KEY ("installer_id") REFERENCES "public"."installers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remediation_submissions" ADD CONSTRAINT "remediation_submissions_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remediation_submissions_item_idx" ON "remediation_submissions" USING btree ("tenant_id","inspection_id","item_id");--> statement-breakpoint
CREATE INDEX "remediation_submissions_installer_idx" ON "remediation_submissions" USING btree ("tenant_id","installer_id");