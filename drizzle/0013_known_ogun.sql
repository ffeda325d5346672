CREATE TABLE "followups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"assignee_id" text,
	"due_date" timestamp with time zone NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"inspection_id" uuid,
	"defect_id" uuid,
	"answer_key" text,
	"completed_at" timestamp with time zone,
	"completed_by" text,
	"overdue_notified_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "followups" ADD CONSTRAINT "followups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followups" ADD CONSTRAINT "followups_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followups" ADD CONSTRAINT "followups_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followups" ADD CONSTRAINT "followups_defect_id_defects_id_fk" FOREIGN KEY ("defect_id") REFERENCES "public"."defects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followups" ADD CONSTRAINT "followups_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followups" ADD CONSTRAINT "followups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "followups_tenant_status_idx" ON "followups" USING btree ("tenant_id","status","due_date");--> statement-breakpoint
CREATE INDEX "followups_assignee_idx" ON "followups" USING btree ("tenant_id","assignee_id");--> statement-breakpoint
CREATE INDEX "followups_inspection_idx" ON "followups" USING btree ("inspection_id");--> statement-breakpoint
CREATE UNIQUE INDEX "followups_defect_uq" ON "followups" USING btree ("defect_id") WHERE "followups"."defect_id" is not null and "followups"."type" = 'defect-resolution';--> statement-breakpoint
CREATE UNIQUE INDEX "followups_answer_uq" ON "followups" USING btree ("inspection_id","answer_key") WHERE "followups"."answer_key" is not null;