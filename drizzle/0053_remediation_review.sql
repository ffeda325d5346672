ALTER TABLE "checklist_answers" ADD COLUMN "evidence_submitted_by" text;--> statement-breakpoint
ALTER TABLE "checklist_answers" ADD COLUMN "submitted_late" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "checklist_answers" ADD COLUMN "review_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checklist_answers" ADD COLUMN "late_overridden_by" text;--> statement-breakpoint
ALTER TABLE "checklist_answers" ADD COLUMN "late_overridden_by_name" text;--> statement-breakpoint
ALTER TABLE "checklist_answers" ADD COLUMN "late_overridden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checklist_answers" ADD COLUMN "late_override_reason" text;--> statement-breakpoint
ALTER TABLE "checklist_answers" ADD CONSTRAINT "checklist_answers_evidence_submitted_by_users_id_fk" FOREIGN KEY ("evidence_submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_answers" ADD CONSTRAINT "checklist_answers_late_overridden_by_users_id_fk" FOREIGN KEY ("late_overridden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Remediations submitted before this migration: late when submitted after the deadline, and a
-- review window of the default 14 days from submission (docs/checklists.md, point 9).
UPDATE "checklist_answers" SET "submitted_late" = true WHERE "evidence_submitted_at" > "remediation_due_at";--> statement-breakpoint
UPDATE "checklist_answers" SET "review_due_at" = "evidence_submitted_at" + interval '14 days' WHERE "evidence_submitted_at" IS NOT NULL AND "remediation_due_at" IS NOT NULL;
