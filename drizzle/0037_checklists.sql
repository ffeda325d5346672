CREATE TABLE "checklist_answers" (
	"tenant_id" text NOT NULL,
	"inspection_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"answer" text,
	"severity" text,
	"comment" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"status_reason" text DEFAULT '' NOT NULL,
	"answered_by" text,
	"answered_at" timestamp with time zone,
	"status_changed_by" text,
	"status_changed_at" timestamp with time zone,
	"followup_id" uuid,
	"defect_id" uuid,
	"failed_at" timestamp with time zone,
	"remediation_due_at" timestamp with time zone,
	"evidence_submitted_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"missed_notified_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checklist_answers_inspection_id_item_id_pk" PRIMARY KEY("inspection_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "checklist_catalogue_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"version" integer NOT NULL,
	"item_id" text NOT NULL,
	"family" text NOT NULL,
	"kind" text NOT NULL,
	"stage" text,
	"measure_code" text,
	"label" text NOT NULL,
	"answer_key" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checklist_catalogue_versions" (
	"tenant_id" text NOT NULL,
	"version" integer NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checklist_catalogue_versions_tenant_id_version_pk" PRIMARY KEY("tenant_id","version")
);
--> statement-breakpoint
CREATE TABLE "inspection_checklists" (
	"inspection_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"catalogue_version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checklist_answers" ADD CONSTRAINT "checklist_answers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_answers" ADD CONSTRAINT "checklist_answers_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_answers" ADD CONSTRAINT "checklist_answers_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_answers" ADD CONSTRAINT "checklist_answers_status_changed_by_users_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_answers" ADD CONSTRAINT "checklist_answers_followup_id_followups_id_fk" FOREIGN KEY ("followup_id") REFERENCES "public"."followups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_answers" ADD CONSTRAINT "checklist_answers_defect_id_defects_id_fk" FOREIGN KEY ("defect_id") REFERENCES "public"."defects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_catalogue_items" ADD CONSTRAINT "checklist_catalogue_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_catalogue_versions" ADD CONSTRAINT "checklist_catalogue_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_catalogue_versions" ADD CONSTRAINT "checklist_catalogue_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_checklists" ADD CONSTRAINT "inspection_checklists_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_checklists" ADD CONSTRAINT "inspection_checklists_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checklist_answers_tenant_idx" ON "checklist_answers" USING btree ("tenant_id","inspection_id");--> statement-breakpoint
CREATE INDEX "checklist_answers_due_idx" ON "checklist_answers" USING btree ("remediation_due_at") WHERE "checklist_answers"."accepted_at" is null and "checklist_answers"."missed_notified_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "checklist_items_version_uq" ON "checklist_catalogue_items" USING btree ("tenant_id","version","item_id");