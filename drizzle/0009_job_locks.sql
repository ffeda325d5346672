CREATE TABLE "job_locks" (
	"name" text PRIMARY KEY NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_error" text
);
