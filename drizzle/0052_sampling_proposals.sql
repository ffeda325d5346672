-- Issue 30 points 6 and 7 (docs/sampling.md): the seed of each quarter's proposals, measures a
-- coordinator skipped with the reason, per-category risk weights for the draw, a measure's
-- property age when known, and the fail-rate pathway alerts (one per band reached, so
-- coordinators are notified once; escalated after two quarters in a band).
CREATE TABLE "sampling_category_weights" (
	"tenant_id" text NOT NULL,
	"measure_category" text NOT NULL,
	"weight" real DEFAULT 1 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sampling_draws" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"quarter" text NOT NULL,
	"seed" integer NOT NULL,
	"drawn_by" text,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sampling_pathway_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"installer_id" uuid NOT NULL,
	"measure_category" text NOT NULL,
	"quarter" text NOT NULL,
	"band" text NOT NULL,
	"achieved" integer NOT NULL,
	"failed" integer NOT NULL,
	"fail_rate_percent" real NOT NULL,
	"escalated" boolean DEFAULT false NOT NULL,
	"previous_band" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"escalated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sampling_skips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"quarter" text NOT NULL,
	"lodged_measure_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"skipped_by" text,
	"skipped_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lodged_measures" ADD COLUMN "property_built_year" integer;--> statement-breakpoint
ALTER TABLE "sampling_category_weights" ADD CONSTRAINT "sampling_category_weights_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sampling_category_weights" ADD CONSTRAINT "sampling_category_weights_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sampling_draws" ADD CONSTRAINT "sampling_draws_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sampling_draws" ADD CONSTRAINT "sampling_draws_drawn_by_users_id_fk" FOREIGN KEY ("drawn_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sampling_pathway_alerts" ADD CONSTRAINT "sampling_pathway_alerts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sampling_pathway_alerts" ADD CONSTRAINT "sampling_pathway_alerts_installer_id_installers_id_fk" FOREIGN KEY ("installer_id") REFERENCES "public"."installers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sampling_skips" ADD CONSTRAINT "sampling_skips_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sampling_skips" ADD CONSTRAINT "sampling_skips_lodged_measure_id_lodged_measures_id_fk" FOREIGN KEY ("lodged_measure_id") REFERENCES "public"."lodged_measures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sampling_skips" ADD CONSTRAINT "sampling_skips_skipped_by_users_id_fk" FOREIGN KEY ("skipped_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sampling_category_weights_idx" ON "sampling_category_weights" USING btree ("tenant_id","measure_category");--> statement-breakpoint
CREATE UNIQUE INDEX "sampling_draws_quarter_idx" ON "sampling_draws" USING btree ("tenant_id","quarter");--> statement-breakpoint
CREATE UNIQUE INDEX "sampling_pathway_alerts_idx" ON "sampling_pathway_alerts" USING btree ("tenant_id","installer_id","measure_category","quarter","band");--> statement-breakpoint
CREATE INDEX "sampling_pathway_alerts_recent_idx" ON "sampling_pathway_alerts" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sampling_skips_measure_idx" ON "sampling_skips" USING btree ("tenant_id","quarter","lodged_measure_id");