-- Issue 30 review: "these installers' inspections changed", written by the installers' refresh and
-- taken by the sampling pathway job (the check moved out of the installers feature, closing the
-- import loop that kept sampling from registering inspections through the registration path).
CREATE TABLE "installer_inspection_changes" (
	"tenant_id" text NOT NULL,
	"installer_id" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "installer_inspection_changes_tenant_id_installer_id_pk" PRIMARY KEY("tenant_id","installer_id")
);
--> statement-breakpoint
ALTER TABLE "installer_inspection_changes" ADD CONSTRAINT "installer_inspection_changes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installer_inspection_changes" ADD CONSTRAINT "installer_inspection_changes_installer_id_installers_id_fk" FOREIGN KEY ("installer_id") REFERENCES "public"."installers"("id") ON DELETE cascade ON UPDATE no action;