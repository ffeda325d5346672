CREATE TABLE "dashboard_daily_defects" (
	"tenant_id" text NOT NULL,
	"day" date NOT NULL,
	"raised_count" integer DEFAULT 0 NOT NULL,
	"resolved_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_daily_defects_tenant_id_day_pk" PRIMARY KEY("tenant_id","day")
);
