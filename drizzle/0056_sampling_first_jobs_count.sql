-- Issue 30 review: how many of an installer's first measures weigh double in the draw, a field
-- of the versioned sampling rules (was the constant 5, which stays the default).
ALTER TABLE "sampling_rules" ADD COLUMN "first_jobs_count" integer DEFAULT 5 NOT NULL;