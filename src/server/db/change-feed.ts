import pg from 'pg';

/** The channel drizzle/0035_cache_invalidation.sql notifies on: 'user:<id>' or 'tenant:<id>'. */
export const CACHE_CHANNEL = 'inspecthub_cache';
/** Everything may have changed (a listener (re)connected, or 'Clear Cache'). */
export const ALL_CHANGED = '*';

/**
 * What the in-process caches of one database listen to (issue 17). `live` is
 * false while this server cannot be sure to hear about changes (its listener
 * connection is down or its heartbeat is late): caches are then bypassed, so a
 * cache never outlives a change it did not hear about. `epoch` moves on every
 * change, so a value read before a change is not stored after it.
 */
export type ChangeFeed = {
  readonly live: boolean;
  readonly epoch: number;
  subscribe: (listener: (change: string) => void) => void;
  /** Called by the database client when a notification arrives (or with ALL_CHANGED). */
  emit: (change: string) => void;
  setLive: (live: boolean) => void;
  close: () => Promise<void>;
};

export function createChangeFeed(onClose: () => Promise<void> = async () => {}): ChangeFeed {
  const listeners: ((change: string) => void)[] = [];
  let live = false;
  let epoch = 0;
  const feed: ChangeFeed = {
    get live() {
      return live;
    },
    get epoch() {
      return epoch;
    },
    subscribe: (listener) => void listeners.push(listener),
    emit: (change) => {
      epoch++;
      for (const listener of listeners) listener(change);
    },
    setLive: (next) => {
      if (next === live) return;
      // Whatever happened while nobody listened is unknown: start again from the database.
      feed.emit(ALL_CHANGED);
      live = next;
    },
    close: async () => {
      feed.setLive(false);
      await onClose();
    },
  };
  return feed;
}

const feeds = new WeakMap<object, ChangeFeed>();

export function registerChangeFeed(db: object, feed: ChangeFeed) {
  feeds.set(db, feed);
}

/** The feed of a database handle; a transaction or an unknown handle has none (no caching). */
export function changeFeedOf(db: object): ChangeFeed | null {
  return feeds.get(db) ?? null;
}

export const HEARTBEAT_MS = 500;
const LATE_MS = 1_000;
const RECONNECT_MS = 500;

/**
 * PostgreSQL: one dedicated connection LISTENs for the other servers' changes
 * and reconnects when it drops; a heartbeat every 500 ms marks the feed not
 * live while the connection has not answered for a second. Every pooled
 * connection LISTENs too (see listenOnConnect), so a change made by this server
 * reaches its caches before the statement that made it returns.
 */
export function listenOnPostgres(url: string, feed: ChangeFeed) {
  let client: pg.Client | null = null;
  let closed = false;
  let lastAnswer = 0;
  let reconnect: NodeJS.Timeout | null = null;

  const dropClient = () => {
    feed.setLive(false);
    lastAnswer = 0;
    const old = client;
    client = null;
    old?.removeAllListeners('end');
    void old?.end().catch(() => {});
    if (!closed && !reconnect) reconnect = setTimeout(() => void connect(), RECONNECT_MS);
  };

  async function connect() {
    reconnect = null;
    if (closed) return;
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    next.on('error', () => dropClient());
    next.on('end', () => dropClient());
    next.on('notification', (message) => {
      if (message.channel === CACHE_CHANNEL) feed.emit(message.payload ?? ALL_CHANGED);
    });
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${CACHE_CHANNEL}`);
      if (closed || client !== next) return void next.end().catch(() => {});
      lastAnswer = Date.now();
      feed.setLive(true);
    } catch {
      if (client === next) dropClient();
    }
  }

  let inFlight = false;
  const heartbeat = setInterval(() => {
    if (!client || lastAnswer === 0) return;
    // Late: caches are bypassed until the connection answers again.
    if (Date.now() - lastAnswer > LATE_MS) feed.setLive(false);
    if (inFlight) return;
    inFlight = true;
    const current = client;
    current.query('select 1').then(
      () => {
        inFlight = false;
        if (client !== current) return;
        lastAnswer = Date.now();
        feed.setLive(true);
      },
      () => {
        inFlight = false;
        if (client === current) dropClient();
      },
    );
  }, HEARTBEAT_MS);
  heartbeat.unref();

  void connect();
  return {
    /** Resolves once the first connection is listening (or failed). */
    ready: async () => {
      for (let i = 0; i < 100 && !feed.live && !closed; i++)
        await new Promise((resolve) => setTimeout(resolve, 20));
    },
    stop: async () => {
      closed = true;
      clearInterval(heartbeat);
      if (reconnect) clearTimeout(reconnect);
      const last = client;
      client = null;
      last?.removeAllListeners('end');
      await last?.end().catch(() => {});
    },
  };
}

/**
 * The pool's onConnect hook: every pooled connection LISTENs before its first
 * use, so this server's own changes arrive before its statement returns.
 */
export function listenOnConnect(feed: ChangeFeed) {
  return async (client: pg.PoolClient) => {
    client.on('notification', (message) => {
      if (message.channel === CACHE_CHANNEL) feed.emit(message.payload ?? ALL_CHANGED);
    });
    await client.query(`LISTEN ${CACHE_CHANNEL}`);
  };
}
