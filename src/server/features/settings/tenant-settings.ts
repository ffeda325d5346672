import { and, eq } from 'drizzle-orm';
import {
  defaultTenantSetting,
  TENANT_SETTINGS,
  type TenantSetting,
  type TenantSettingKey,
} from '@/shared/settings/index';
import { writeAudit } from '@/server/audit/write-audit';
import type { RecordedActor } from '@/server/trpc/actor';
import type { Db, Tx } from '@/server/db/client';
import { tenantSettings } from '@/server/db/schema/index';
import { changeCache, clearChangeCaches } from '@/server/db/change-cache';

/**
 * Settings are read on hot paths (maintenance mode on every request), so each
 * server keeps them in memory until the database says they changed
 * (db/change-cache.ts, issue 17): a change made here shows on the next
 * request, one made on another server within a second. Reads inside a
 * transaction go to the database. 'Clear Cache' empties it.
 */
export const TENANT_SETTINGS_CACHE = 'tenant-settings';
const CACHE_MS = 10 * 60_000;
const cacheKey = (tenantId: string, key: string) => `${tenantId}\u0000${key}`;

export function clearTenantSettingsCache() {
  return clearChangeCaches([TENANT_SETTINGS_CACHE]);
}

/** The stored value, or the default when none is stored or it no longer fits its schema. */
export async function getTenantSetting<K extends TenantSettingKey>(
  db: Db | Tx,
  tenantId: string,
  key: K,
): Promise<TenantSetting<K>> {
  const cache = changeCache<TenantSetting<K>>(db, TENANT_SETTINGS_CACHE, CACHE_MS);
  if (!cache) return readTenantSetting(db, tenantId, key);
  return cache.through(cacheKey(tenantId, key), { tenantId }, () =>
    readTenantSetting(db, tenantId, key),
  );
}

async function readTenantSetting<K extends TenantSettingKey>(
  db: Db | Tx,
  tenantId: string,
  key: K,
): Promise<TenantSetting<K>> {
  const [row] = await db
    .select({ value: tenantSettings.value })
    .from(tenantSettings)
    .where(and(eq(tenantSettings.tenantId, tenantId), eq(tenantSettings.key, key)));
  const parsed = row ? TENANT_SETTINGS[key].safeParse(row.value) : null;
  return (parsed?.success ? parsed.data : defaultTenantSetting(key)) as TenantSetting<K>;
}

/**
 * Validates with the shared schema (the caller's procedure input should
 * already have), stores and audits with the previous value.
 */
export async function saveTenantSetting<K extends TenantSettingKey>(
  db: Db,
  actor: RecordedActor,
  key: K,
  input: unknown,
): Promise<TenantSetting<K>> {
  const value = TENANT_SETTINGS[key].parse(input) as TenantSetting<K>;
  await db.transaction(async (tx) => {
    const previous = await getTenantSetting(tx, actor.tenantId, key);
    await tx
      .insert(tenantSettings)
      .values({ tenantId: actor.tenantId, key, value, updatedBy: actor.user?.id ?? null })
      .onConflictDoUpdate({
        target: [tenantSettings.tenantId, tenantSettings.key],
        set: { value, updatedBy: actor.user?.id ?? null, updatedAt: new Date() },
      });
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'setting',
      resourceId: key,
      details: { previous, value },
    });
  });
  // The database's notification has dropped the cached value (0035_cache_invalidation.sql).
  return value;
}
