import { EventEmitter } from "node:events";
import { sql } from "drizzle-orm";
import type postgres from "pg";
import type { Database } from "~/server/db/client.server";
import { serverEnv } from "~/server/env.server";

/*
 * The server keeps the public testimonials page for a few seconds
 * (server/micro-cache.ts). A staff decision must show at the next request,
 * on every instance: this process's cache is told at once, and on a
 * Postgres server every instance LISTENs on one channel for the others.
 */

/** The Postgres channel every server instance listens on. */
export const PAGE_CACHE_CHANNEL = "site_page_cache";

const CHANGED = "changed";

// On globalThis: in development Vite evaluates this module again after an
// edit, and the server's subscription (made once at start) must still hear it.
const shared = globalThis as {
  sitePageCacheEvents?: EventEmitter;
  sitePageCacheListener?: PageCacheListener;
};

function events(): EventEmitter {
  shared.sitePageCacheEvents ??= new EventEmitter();
  return shared.sitePageCacheEvents;
}

const clearLocally = () => {
  events().emit(CHANGED);
};

/** Calls `listener` whenever the public pages changed; the server clears its page cache. Returns the unsubscribe. */
export function onPageCacheChange(listener: () => void): () => void {
  events().on(CHANGED, listener);
  return () => events().off(CHANGED, listener);
}

/**
 * Something the public pages show changed (a testimonial approved, undone,
 * deleted): this process forgets its cached pages now, and on a Postgres
 * server a NOTIFY tells every other instance. The change is already stored,
 * so a failed NOTIFY is logged, not thrown: the others catch up within the
 * cache's few seconds.
 */
export async function pageCacheChanged(db: Database): Promise<void> {
  clearLocally();
  // PGlite is this one process: nobody else to tell.
  if (!serverEnv().DATABASE_URL) return;
  try {
    await db.execute(sql`SELECT pg_notify(${PAGE_CACHE_CHANNEL}, '')`);
  } catch (error) {
    console.error("Could not tell the other instances to drop their page cache:", error);
  }
}

export interface PageCacheListener {
  /** Resolves once a connection is LISTENing (at once if one is) */
  listening(): Promise<void>;
  stop(): Promise<void>;
}

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;

/**
 * One dedicated connection per process, LISTENing on the channel (a pooled
 * connection would lose the LISTEN when handed back). A dropped connection
 * is replaced, waiting longer after each failure; on every (re)connect
 * `onChange` runs once, since a NOTIFY sent while nobody listened is lost.
 */
export function listenForPageCacheChanges(
  url: string,
  onChange: () => void = clearLocally,
): PageCacheListener {
  let stopped = false;
  let current: postgres.Client | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = FIRST_RETRY_MS;
  let markListening = () => {};
  let listening = new Promise<void>((resolve) => (markListening = resolve));

  const retry = () => {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  };

  async function connect() {
    const { default: postgres } = await import("pg");
    const client = new postgres.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    let dropped = false;
    const drop = (error?: Error) => {
      if (dropped) return;
      dropped = true;
      if (error && !stopped) console.error("Page cache listener lost its connection:", error.message);
      if (current === client) {
        current = null;
        listening = new Promise<void>((resolve) => (markListening = resolve));
      }
      client.end().catch(() => {});
      retry();
    };
    client.on("error", drop);
    client.on("end", () => drop());
    client.on("notification", (message) => {
      if (message.channel === PAGE_CACHE_CHANNEL) onChange();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${PAGE_CACHE_CHANNEL}`);
    } catch (error) {
      drop(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (stopped || dropped) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    retryMs = FIRST_RETRY_MS;
    onChange();
    markListening();
  }

  void connect();
  return {
    listening: () => listening,
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  };
}

/** At server start: on a Postgres server, this process starts listening for the others' changes. */
export function startPageCacheListener(url: string | undefined) {
  if (url) shared.sitePageCacheListener ??= listenForPageCacheChanges(url);
}

export async function stopPageCacheListener() {
  const listener = shared.sitePageCacheListener;
  shared.sitePageCacheListener = undefined;
  await listener?.stop();
}
