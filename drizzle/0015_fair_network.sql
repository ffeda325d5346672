CREATE TABLE "dashboard_daily_stats" (
	"tenant_id" text NOT NULL,
	"dimension" text NOT NULL,
	"day" date NOT NULL,
	"key" text NOT NULL,
	"inspections_count" integer DEFAULT 0 NOT NULL,
	"open_count" integer DEFAULT 0 NOT NULL,
	"passed_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"cancelled_count" integer DEFAULT 0 NOT NULL,
	"response_days_sum" bigint DEFAULT 0 NOT NULL,
	"response_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_daily_stats_tenant_id_dimension_day_key_pk" PRIMARY KEY("tenant_id","dimension","day","key")
);
