-- Evidence purpose (inspection or remediation; existing rows are inspection) and overturned fails (docs/decisions/012).
ALTER TABLE "inspection_evidence" ADD COLUMN "purpose" text DEFAULT 'inspection' NOT NULL;--> statement-breakpoint
ALTER TABLE "checklist_answers" ADD COLUMN "overturned_by" text;--> statement-breakpoint
ALTER TABLE "checklist_answers" ADD COLUMN "overturned_by_name" text;--> statement-breakpoint
ALTER TABLE "checklist_answers" ADD COLUMN "overturned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checklist_answers" ADD COLUMN "overturn_reason" text;--> statement-breakpoint
ALTER TABLE "checklist_answers" ADD CONSTRAINT "checklist_answers_overturned_by_users_id_fk" FOREIGN KEY ("overturned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;