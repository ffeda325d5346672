-- Every user belongs to a tenant; the single-team install uses this one.
INSERT INTO "tenants" ("id", "name") VALUES ('default-tenant', 'Default Tenant') ON CONFLICT ("id") DO NOTHING;
