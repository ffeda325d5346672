CREATE TABLE "improvement_metric_targets" (
	"tenant_id" text NOT NULL,
	"metric_key" text NOT NULL,
	"target" double precision NOT NULL,
	"updated_by_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "improvement_metric_targets_tenant_id_metric_key_pk" PRIMARY KEY("tenant_id","metric_key")
);
--> statement-breakpoint
ALTER TABLE "improvement_metric_targets" ADD CONSTRAINT "improvement_metric_targets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_metric_targets" ADD CONSTRAINT "improvement_metric_targets_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;