import { clearChangeCaches } from '@/server/db/change-cache';
import { REQUEST_CONTEXT_CACHES } from '@/server/auth/session-cache';
import { PERMISSIONS_CACHE } from '../permissions/service';
import { clearTenantSettingsCache } from '../settings/tenant-settings';

/**
 * In-process caches 'Clear Cache' empties on this server. Each server has its
 * own; every one drops an entry as soon as the database says its rows changed
 * (db/change-cache.ts). A feature that adds a cache lists it here.
 */
const SERVER_CACHES: { name: string; clear: () => number }[] = [
  { name: 'Tenant settings', clear: clearTenantSettingsCache },
  {
    name: 'Sessions and permissions',
    clear: () => clearChangeCaches([...REQUEST_CONTEXT_CACHES, PERMISSIONS_CACHE]),
  },
];

export type ClearedCache = { name: string; entries: number };

export function clearServerCaches(): ClearedCache[] {
  return SERVER_CACHES.map((c) => ({ name: c.name, entries: c.clear() }));
}
