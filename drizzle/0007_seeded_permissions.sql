CREATE TABLE "seeded_permissions" (
	"tenant_id" text NOT NULL,
	"permission" text NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seeded_permissions_tenant_id_permission_pk" PRIMARY KEY("tenant_id","permission")
);
--> statement-breakpoint
ALTER TABLE "seeded_permissions" ADD CONSTRAINT "seeded_permissions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Existing tenants have had every current key's defaults applied already.
INSERT INTO "seeded_permissions" ("tenant_id", "permission")
SELECT DISTINCT "tenant_id", "permission" FROM "role_permissions"
ON CONFLICT DO NOTHING;
