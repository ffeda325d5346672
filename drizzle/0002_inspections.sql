CREATE TABLE "reference_counters" (
	"tenant_id" text NOT NULL,
	"prefix" text NOT NULL,
	"year" integer NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "reference_counters_tenant_id_prefix_year_pk" PRIMARY KEY("tenant_id","prefix","year")
);
--> statement-breakpoint
CREATE TABLE "inspection_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"variant" text NOT NULL,
	"data" jsonb NOT NULL,
	"current_step" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspection_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"inspection_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"notes" text,
	"completed_date" date,
	"changed_by" text,
	"changed_by_name" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"reference" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"policy_id" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_forename" text NOT NULL,
	"customer_surname" text NOT NULL,
	"customer_email" text,
	"customer_phone" text,
	"property_address" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_town" text NOT NULL,
	"address_postcode" text NOT NULL,
	"measure_type" text NOT NULL,
	"installer_name" text NOT NULL,
	"installer_company" text NOT NULL,
	"installer_email" text,
	"trigger" text NOT NULL,
	"scheduled_date" date,
	"notes" text DEFAULT '' NOT NULL,
	"measure_code" text NOT NULL,
	"measure_label" text NOT NULL,
	"trigger_label" text NOT NULL,
	"system_certificate" text,
	"invoice_reference" text,
	"services_adjusted" text,
	"property_type" text,
	"property_bedrooms" integer,
	"property_floors" integer,
	"customer_title" text,
	"installer_phone" text,
	"qmp_cert" text,
	"scheduled_time" text,
	"onsite_remote" text,
	"inspection_type" text,
	"inspector_name" text,
	"inspector_user_id" text,
	"special_requirements" text,
	"additional_notes" text,
	"completed_date" date,
	"completion_notes" text,
	"outcome" text,
	"defects_found" boolean,
	"defect_details" text,
	"remedial_action_required" boolean,
	"remedial_action_details" text,
	"certificate_issued" boolean,
	"certificate_number" text,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ewi_grading" text,
	"ewi_inspection_summary" text,
	"ewi_issues" text,
	"ewi_recommended_actions" text,
	"ewi_mandatory_best_practice" text,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reference_counters" ADD CONSTRAINT "reference_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_drafts" ADD CONSTRAINT "inspection_drafts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_drafts" ADD CONSTRAINT "inspection_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_status_history" ADD CONSTRAINT "inspection_status_history_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_status_history" ADD CONSTRAINT "inspection_status_history_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_inspector_user_id_users_id_fk" FOREIGN KEY ("inspector_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_drafts_owner_idx" ON "inspection_drafts" USING btree ("tenant_id","user_id","variant");--> statement-breakpoint
CREATE INDEX "inspection_history_idx" ON "inspection_status_history" USING btree ("inspection_id","changed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "inspections_reference_idx" ON "inspections" USING btree ("tenant_id","reference");--> statement-breakpoint
CREATE INDEX "inspections_queue_idx" ON "inspections" USING btree ("tenant_id","scheduled_date","created_at","id") WHERE "inspections"."status" in ('PENDING', 'IN_PROGRESS', 'REQUIRES_FOLLOW_UP');--> statement-breakpoint
CREATE INDEX "inspections_queue_filter_idx" ON "inspections" USING btree ("tenant_id","measure_type","trigger","scheduled_date","created_at","id") WHERE "inspections"."status" in ('PENDING', 'IN_PROGRESS', 'REQUIRES_FOLLOW_UP');--> statement-breakpoint
CREATE INDEX "inspections_list_date_idx" ON "inspections" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inspections_status_idx" ON "inspections" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "inspections_inspector_idx" ON "inspections" USING btree ("tenant_id","inspector_user_id");