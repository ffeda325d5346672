-- Issue 30 point 8 (docs/sampling.md, "Question sets"): a catalogue version is in force from an
-- install date (existing versions keep 2000-01-01, so the newest still wins as before); each
-- question says whether N/A is accepted (existing ones keep accepting it) and the inspection
-- stage it is asked at (existing ones: both); a pinned checklist records its inspection's stage
-- (existing ones: post-installation, the sampling rules' default; no existing question is
-- stage-bound, so nothing they show or require changes).
ALTER TABLE "checklist_catalogue_items" ADD COLUMN "na_allowed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "checklist_catalogue_items" ADD COLUMN "inspection_stage" text DEFAULT 'both' NOT NULL;--> statement-breakpoint
ALTER TABLE "checklist_catalogue_versions" ADD COLUMN "effective_from" date DEFAULT '2000-01-01' NOT NULL;--> statement-breakpoint
ALTER TABLE "inspection_checklists" ADD COLUMN "stage" text DEFAULT 'post' NOT NULL;
