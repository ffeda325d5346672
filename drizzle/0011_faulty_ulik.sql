CREATE TABLE "inspection_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"inspection_id" uuid,
	"visit_date" date NOT NULL,
	"visit_time" text NOT NULL,
	"duration_minutes" integer DEFAULT 60 NOT NULL,
	"type" text NOT NULL,
	"inspector_user_id" text NOT NULL,
	"location" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"cancel_reason" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_inspections" (
	"tenant_id" text NOT NULL,
	"project_id" uuid NOT NULL,
	"inspection_id" uuid NOT NULL,
	"linked_by" text,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_inspections_project_id_inspection_id_pk" PRIMARY KEY("project_id","inspection_id")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"reference" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"type" text NOT NULL,
	"priority" text NOT NULL,
	"status" text DEFAULT 'planning' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inspection_visits" ADD CONSTRAINT "inspection_visits_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_visits" ADD CONSTRAINT "inspection_visits_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_visits" ADD CONSTRAINT "inspection_visits_inspector_user_id_users_id_fk" FOREIGN KEY ("inspector_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_visits" ADD CONSTRAINT "inspection_visits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_inspections" ADD CONSTRAINT "project_inspections_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_inspections" ADD CONSTRAINT "project_inspections_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_inspections" ADD CONSTRAINT "project_inspections_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_inspections" ADD CONSTRAINT "project_inspections_linked_by_users_id_fk" FOREIGN KEY ("linked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_visits_inspector_slot_idx" ON "inspection_visits" USING btree ("tenant_id","inspector_user_id","visit_date","visit_time") WHERE "inspection_visits"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "inspection_visits_tenant_date_idx" ON "inspection_visits" USING btree ("tenant_id","visit_date");--> statement-breakpoint
CREATE INDEX "inspection_visits_inspection_idx" ON "inspection_visits" USING btree ("inspection_id");--> statement-breakpoint
CREATE INDEX "project_inspections_inspection_idx" ON "project_inspections" USING btree ("inspection_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_reference_idx" ON "projects" USING btree ("tenant_id","reference");--> statement-breakpoint
CREATE INDEX "projects_tenant_created_idx" ON "projects" USING btree ("tenant_id","created_at");