DROP INDEX "inspections_installer_idx";--> statement-breakpoint
DROP INDEX "installers_risk_idx";--> statement-breakpoint
CREATE INDEX "escalations_installer_idx" ON "escalations" USING btree ("installer_id");--> statement-breakpoint
CREATE INDEX "inspections_installer_idx" ON "inspections" USING btree ("installer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "installers_risk_idx" ON "installers" USING btree ("tenant_id","risk_score","id");