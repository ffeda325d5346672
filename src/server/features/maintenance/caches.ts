import { clearTenantSettingsCache } from '../settings/tenant-settings';

/**
 * In-process caches 'Clear Cache' empties. Each instance has its own; the
 * others' entries run out on their own within seconds (tenant-settings.ts).
 * A feature that adds a cache lists it here.
 */
const SERVER_CACHES: { name: string; clear: () => number }[] = [
  { name: 'Tenant settings', clear: clearTenantSettingsCache },
];

export type ClearedCache = { name: string; entries: number };

export function clearServerCaches(): ClearedCache[] {
  return SERVER_CACHES.map((c) => ({ name: c.name, entries: c.clear() }));
}
