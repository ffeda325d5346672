-- Issue 35: each server keeps a tenant's names (people and installers) for the assistant's question
-- reader in memory (src/server/features/assistant/tenant-names.ts) and drops them when PostgreSQL
-- says they changed, through the change feed of 0038 ('tenant:<id>' on inspecthub_cache). Only a
-- change of a name notifies: a new, renamed or deleted installer or user, a changed licence number,
-- and an inspector name written on an inspection without an account (imports, free-text edits)
-- that no other inspection of the tenant carries yet. Statistics, risk scores and logins move no
-- name and send nothing. PostgreSQL folds identical notifications of one transaction into one, so
-- an import sends one.
CREATE OR REPLACE FUNCTION inspecthub_notify_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'inspections' THEN
    IF TG_OP = 'INSERT' AND EXISTS (
      SELECT 1 FROM inspections i
      WHERE i.tenant_id = NEW.tenant_id AND lower(i.inspector_name) = lower(NEW.inspector_name)
        AND i.inspector_user_id IS NULL AND i.id <> NEW.id
    ) THEN
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('inspecthub_cache', 'tenant:' || OLD.tenant_id);
  ELSE
    PERFORM pg_notify('inspecthub_cache', 'tenant:' || NEW.tenant_id);
    IF TG_OP = 'UPDATE' AND NEW.tenant_id <> OLD.tenant_id THEN
      PERFORM pg_notify('inspecthub_cache', 'tenant:' || OLD.tenant_id);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER installers_notify_names AFTER INSERT OR DELETE ON installers
  FOR EACH ROW EXECUTE FUNCTION inspecthub_notify_names();--> statement-breakpoint
CREATE TRIGGER installers_notify_names_update AFTER UPDATE ON installers
  FOR EACH ROW WHEN (NEW.name IS DISTINCT FROM OLD.name
    OR NEW.qmp_cert_number IS DISTINCT FROM OLD.qmp_cert_number
    OR NEW.tenant_id IS DISTINCT FROM OLD.tenant_id)
  EXECUTE FUNCTION inspecthub_notify_names();--> statement-breakpoint
CREATE TRIGGER users_notify_names AFTER INSERT OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION inspecthub_notify_names();--> statement-breakpoint
CREATE TRIGGER users_notify_names_update AFTER UPDATE ON users
  FOR EACH ROW WHEN (NEW.first_name IS DISTINCT FROM OLD.first_name
    OR NEW.last_name IS DISTINCT FROM OLD.last_name
    OR NEW.tenant_id IS DISTINCT FROM OLD.tenant_id)
  EXECUTE FUNCTION inspecthub_notify_names();--> statement-breakpoint
CREATE TRIGGER inspections_notify_names AFTER INSERT ON inspections
  FOR EACH ROW WHEN (NEW.inspector_name IS NOT NULL AND NEW.inspector_user_id IS NULL)
  EXECUTE FUNCTION inspecthub_notify_names();--> statement-breakpoint
CREATE TRIGGER inspections_notify_names_update AFTER UPDATE ON inspections
  FOR EACH ROW WHEN ((NEW.inspector_name IS DISTINCT FROM OLD.inspector_name
      OR NEW.inspector_user_id IS DISTINCT FROM OLD.inspector_user_id)
    AND ((OLD.inspector_name IS NOT NULL AND OLD.inspector_user_id IS NULL)
      OR (NEW.inspector_name IS NOT NULL AND NEW.inspector_user_id IS NULL)))
  EXECUTE FUNCTION inspecthub_notify_names();--> statement-breakpoint
CREATE TRIGGER inspections_notify_names_delete AFTER DELETE ON inspections
  FOR EACH ROW WHEN (OLD.inspector_name IS NOT NULL AND OLD.inspector_user_id IS NULL)
  EXECUTE FUNCTION inspecthub_notify_names();
