import { ALL_CHANGED, changeFeedOf, type ChangeFeed } from './change-feed';

type Entry<V> = { value: V; userId: string | null; tenantId: string | null; at: number };
export type CacheScope = { userId?: string | null; tenantId?: string | null };

/** Every cache of every open database, for 'Clear Cache' (maintenance/caches.ts). */
const allCaches = new Set<WeakRef<ChangeCache<unknown>>>();

/**
 * An in-process cache of values read from one database, dropped when the
 * database says their rows changed (change-feed.ts): a 'user:<id>' change
 * drops the entries of that user, 'tenant:<id>' those of that tenant. While
 * the feed is not live nothing is read from or stored in the cache. A value
 * loaded while a change arrived is returned but not kept. Entries also expire
 * after maxAgeMs, and the oldest go past maxEntries.
 */
export class ChangeCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    readonly name: string,
    private readonly feed: ChangeFeed,
    private readonly maxAgeMs: number,
    private readonly maxEntries = 10_000,
  ) {
    feed.subscribe((change) => this.drop(change));
    allCaches.add(new WeakRef(this));
  }

  get(key: string): V | undefined {
    if (!this.feed.live) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.at > this.maxAgeMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** The cached value, else load() (stored unless a change arrived meanwhile). */
  async through(key: string, scope: CacheScope, load: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const epoch = this.feed.epoch;
    const value = await load();
    if (this.feed.live && this.feed.epoch === epoch) this.set(key, scope, value);
    return value;
  }

  /** Stores a value read at `epoch` (feed.epoch before the read), unless a change came since. */
  setIfUnchanged(key: string, scope: CacheScope, value: V, epoch: number) {
    if (this.feed.live && this.feed.epoch === epoch) this.set(key, scope, value);
  }

  get epoch() {
    return this.feed.epoch;
  }

  delete(key: string) {
    this.entries.delete(key);
  }

  clear() {
    const size = this.entries.size;
    this.entries.clear();
    return size;
  }

  private set(key: string, scope: CacheScope, value: V) {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, {
      value,
      userId: scope.userId ?? null,
      tenantId: scope.tenantId ?? null,
      at: Date.now(),
    });
  }

  private drop(change: string) {
    if (change === ALL_CHANGED) return void this.entries.clear();
    const [kind, id] = [
      change.slice(0, change.indexOf(':')),
      change.slice(change.indexOf(':') + 1),
    ];
    for (const [key, entry] of this.entries) {
      if ((kind === 'user' && entry.userId === id) || (kind === 'tenant' && entry.tenantId === id))
        this.entries.delete(key);
    }
    // An unknown change: be safe.
    if (kind !== 'user' && kind !== 'tenant') this.entries.clear();
  }
}

/**
 * One cache per database handle and name (created on first use); null for a
 * handle without a change feed (a transaction), which then always reads.
 */
export function changeCache<V>(db: object, name: string, maxAgeMs: number): ChangeCache<V> | null {
  let byName = caches.get(db);
  if (!byName) {
    const feed = changeFeedOf(db);
    if (!feed) return null;
    byName = { feed, caches: new Map() };
    caches.set(db, byName);
  }
  let cache = byName.caches.get(name) as ChangeCache<V> | undefined;
  if (!cache) {
    cache = new ChangeCache<V>(name, byName.feed, maxAgeMs);
    byName.caches.set(name, cache);
  }
  return cache;
}

const caches = new WeakMap<
  object,
  { feed: ChangeFeed; caches: Map<string, ChangeCache<unknown>> }
>();

/** Empties the caches of this process with one of these names (all without); entries dropped. */
export function clearChangeCaches(names?: readonly string[]) {
  let dropped = 0;
  for (const ref of allCaches) {
    const cache = ref.deref();
    if (cache && (!names || names.includes(cache.name))) dropped += cache.clear();
    else allCaches.delete(ref);
  }
  return dropped;
}
