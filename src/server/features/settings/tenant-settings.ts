import { and, eq } from 'drizzle-orm';
import {
  defaultTenantSetting,
  TENANT_SETTINGS,
  type TenantSetting,
  type TenantSettingKey,
} from '../../../shared/settings/index';
import { writeAudit } from '../../audit/write-audit';
import type { RecordedActor } from '../../trpc/actor';
import type { Db, Tx } from '../../db/client';
import { tenantSettings } from '../../db/schema/index';

/**
 * Settings are read on hot paths (maintenance mode on every request), so each
 * instance keeps them for a few seconds. Another instance's change shows here
 * within CACHE_MS; a change made here shows at once. 'Clear Cache' empties it.
 */
const CACHE_MS = 5_000;
const cache = new Map<string, { value: unknown; at: number }>();
const cacheKey = (tenantId: string, key: string) => `${tenantId}\u0000${key}`;

export function clearTenantSettingsCache() {
  const size = cache.size;
  cache.clear();
  return size;
}

/** The stored value, or the default when none is stored or it no longer fits its schema. */
export async function getTenantSetting<K extends TenantSettingKey>(
  db: Db | Tx,
  tenantId: string,
  key: K,
): Promise<TenantSetting<K>> {
  const hit = cache.get(cacheKey(tenantId, key));
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.value as TenantSetting<K>;
  const [row] = await db
    .select({ value: tenantSettings.value })
    .from(tenantSettings)
    .where(and(eq(tenantSettings.tenantId, tenantId), eq(tenantSettings.key, key)));
  const parsed = row ? TENANT_SETTINGS[key].safeParse(row.value) : null;
  const value = (parsed?.success ? parsed.data : defaultTenantSetting(key)) as TenantSetting<K>;
  cache.set(cacheKey(tenantId, key), { value, at: Date.now() });
  return value;
}

/**
 * Validates with the shared schema (the caller's procedure input should
 * already have), stores, audits with the previous value, and refreshes the cache.
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
  cache.set(cacheKey(actor.tenantId, key), { value, at: Date.now() });
  return value;
}
