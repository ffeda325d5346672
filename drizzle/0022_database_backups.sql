CREATE TABLE "database_backups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text,
	"size" bigint,
	"ok" boolean NOT NULL,
	"error" text,
	"trigger" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "database_backups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE INDEX "database_backups_created_idx" ON "database_backups" USING btree ("created_at");