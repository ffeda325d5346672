ALTER TABLE "installers" ADD COLUMN "severity_score" real;--> statement-breakpoint
ALTER TABLE "installers" ADD COLUMN "fail_rate" real;