-- Issue 30 (docs/sampling.md): the monitoring programme's foundation. A per-tenant work-type
-- taxonomy and funding-scheme list, the register of lodged measures (the population sampling
-- draws from, UMR unique per tenant), inspections linked to the measure they inspect, and
-- versioned sampling rules (a change is a new row with its effective-from date).
CREATE TABLE "funding_schemes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lodged_measures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"umr" text NOT NULL,
	"project_reference" text,
	"uprn" text,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"address_line3" text,
	"town" text,
	"postcode" text NOT NULL,
	"funding_scheme_id" uuid NOT NULL,
	"work_type_id" uuid NOT NULL,
	"measure_category" text NOT NULL,
	"installer_id" uuid,
	"installer_tmln" text,
	"installer_pas_certificate" text,
	"installed_date" date NOT NULL,
	"handover_date" date,
	"guarantee_name" text,
	"guarantee_start_date" date,
	"guarantee_reference" text,
	"product_manufacturer" text,
	"product_model" text,
	"product_serial_number" text,
	"mcs_certificate_reference" text,
	"accepted_warnings" jsonb,
	"warnings_accepted_by" text,
	"warnings_accepted_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sampling_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"effective_from" date NOT NULL,
	"base_rate_bp" integer NOT NULL,
	"minimum_per_group" integer DEFAULT 1 NOT NULL,
	"enhanced_rate_bp" integer NOT NULL,
	"fail_rate_bands" jsonb NOT NULL,
	"small_installer_threshold" integer NOT NULL,
	"small_installer_rate_bp" integer NOT NULL,
	"inspection_stage" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"code" text NOT NULL,
	"eco_name" text NOT NULL,
	"measure_category" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "lodged_measure_id" uuid;--> statement-breakpoint
ALTER TABLE "funding_schemes" ADD CONSTRAINT "funding_schemes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lodged_measures" ADD CONSTRAINT "lodged_measures_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lodged_measures" ADD CONSTRAINT "lodged_measures_funding_scheme_id_funding_schemes_id_fk" FOREIGN KEY ("funding_scheme_id") REFERENCES "public"."funding_schemes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lodged_measures" ADD CONSTRAINT "lodged_measures_work_type_id_work_types_id_fk" FOREIGN KEY ("work_type_id") REFERENCES "public"."work_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lodged_measures" ADD CONSTRAINT "lodged_measures_installer_id_installers_id_fk" FOREIGN KEY ("installer_id") REFERENCES "public"."installers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lodged_measures" ADD CONSTRAINT "lodged_measures_warnings_accepted_by_users_id_fk" FOREIGN KEY ("warnings_accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lodged_measures" ADD CONSTRAINT "lodged_measures_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lodged_measures" ADD CONSTRAINT "lodged_measures_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sampling_rules" ADD CONSTRAINT "sampling_rules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sampling_rules" ADD CONSTRAINT "sampling_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_types" ADD CONSTRAINT "work_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "funding_schemes_code_idx" ON "funding_schemes" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "lodged_measures_umr_idx" ON "lodged_measures" USING btree ("tenant_id","umr");--> statement-breakpoint
CREATE INDEX "lodged_measures_quarter_idx" ON "lodged_measures" USING btree ("tenant_id","installed_date","installer_id","measure_category");--> statement-breakpoint
CREATE INDEX "lodged_measures_uprn_idx" ON "lodged_measures" USING btree ("tenant_id","uprn") WHERE "lodged_measures"."uprn" is not null;--> statement-breakpoint
CREATE INDEX "sampling_rules_effective_idx" ON "sampling_rules" USING btree ("tenant_id","effective_from","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "work_types_code_idx" ON "work_types" USING btree ("tenant_id","code");--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_lodged_measure_id_lodged_measures_id_fk" FOREIGN KEY ("lodged_measure_id") REFERENCES "public"."lodged_measures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inspections_lodged_measure_idx" ON "inspections" USING btree ("lodged_measure_id") WHERE "inspections"."lodged_measure_id" is not null;