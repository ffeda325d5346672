-- Issue 17: each server keeps the request context (session -> user, role permissions, settings) in
-- memory and drops an entry when PostgreSQL says its rows changed. Every change to the rows the
-- context is built from sends NOTIFY inspecthub_cache with 'user:<id>' or 'tenant:<id>'; listeners
-- (src/server/db/change-feed.ts) run on every server and on every pooled connection, so the server
-- that made the change has dropped the entry before its statement returns. PostgreSQL folds
-- identical notifications of one transaction into one. A session's last-activity write (only
-- updated_at moves forward) is not a change of the context and sends nothing: a server with an
-- older figure asks the database again before it calls a session idle.
CREATE OR REPLACE FUNCTION inspecthub_notify_cache() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_data record;
BEGIN
  IF TG_OP = 'DELETE' THEN row_data := OLD; ELSE row_data := NEW; END IF;
  IF TG_TABLE_NAME = 'sessions' THEN
    IF TG_OP = 'UPDATE' AND NEW.token = OLD.token AND NEW.expires_at = OLD.expires_at
       AND NEW.user_id = OLD.user_id AND NEW.updated_at >= OLD.updated_at
       AND NEW.impersonated_by IS NOT DISTINCT FROM OLD.impersonated_by THEN
      RETURN NULL;
    END IF;
    PERFORM pg_notify('inspecthub_cache', 'user:' || row_data.user_id);
    IF TG_OP = 'UPDATE' AND NEW.user_id <> OLD.user_id THEN
      PERFORM pg_notify('inspecthub_cache', 'user:' || OLD.user_id);
    END IF;
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('inspecthub_cache', 'user:' || row_data.id);
  ELSIF TG_TABLE_NAME = 'user_settings' THEN
    PERFORM pg_notify('inspecthub_cache', 'user:' || row_data.user_id);
  ELSE
    -- role_permissions, tenant_settings
    PERFORM pg_notify('inspecthub_cache', 'tenant:' || row_data.tenant_id);
    IF TG_OP = 'UPDATE' AND NEW.tenant_id <> OLD.tenant_id THEN
      PERFORM pg_notify('inspecthub_cache', 'tenant:' || OLD.tenant_id);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER sessions_notify_cache AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION inspecthub_notify_cache();--> statement-breakpoint
CREATE TRIGGER users_notify_cache AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION inspecthub_notify_cache();--> statement-breakpoint
CREATE TRIGGER user_settings_notify_cache AFTER INSERT OR UPDATE OR DELETE ON user_settings
  FOR EACH ROW EXECUTE FUNCTION inspecthub_notify_cache();--> statement-breakpoint
CREATE TRIGGER role_permissions_notify_cache AFTER INSERT OR UPDATE OR DELETE ON role_permissions
  FOR EACH ROW EXECUTE FUNCTION inspecthub_notify_cache();--> statement-breakpoint
CREATE TRIGGER tenant_settings_notify_cache AFTER INSERT OR UPDATE OR DELETE ON tenant_settings
  FOR EACH ROW EXECUTE FUNCTION inspecthub_notify_cache();
