import { EventEmitter } from "node:events";
import type { Database } from "~/server/db/client.server";
import { type DatabaseListener, listenOnChannels, notifyInstances } from "~/server/db/listener.server";
import { log } from "~/server/log.server";

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
const shared = globalThis as { sitePageCacheEvents?: EventEmitter };

function events(): EventEmitter {
  shared.sitePageCacheEvents ??= new EventEmitter();
  return shared.sitePageCacheEvents;
}

/** Drops this process's cached pages (a NOTIFY from another instance calls it too). */
export const clearLocally = () => {
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
  try {
    await notifyInstances(db, PAGE_CACHE_CHANNEL);
  } catch (error) {
    log.error({ err: error }, "Could not tell the other instances to drop their page cache");
  }
}

/** A connection LISTENing for the other instances' word that the public pages changed (used by tests). */
export function listenForPageCacheChanges(
  url: string,
  onChange: () => void = clearLocally,
): DatabaseListener {
  return listenOnChannels(url, { [PAGE_CACHE_CHANNEL]: onChange });
}
