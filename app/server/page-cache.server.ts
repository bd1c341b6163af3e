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

/**
 * This process's word that the public pages changed. One is made at start
 * (services.server.ts) and handed to the actions and to the page cache,
 * which listens (server/app.ts).
 */
export interface PageCacheEvents {
  /**
   * Something the public pages show changed (a testimonial approved, undone,
   * deleted): this process forgets its cached pages now, and on a Postgres
   * server a NOTIFY tells every other instance. The change is already
   * stored, so a failed NOTIFY is logged, not thrown: the others catch up
   * within the cache's few seconds.
   */
  changed(db: Database): Promise<void>;
  /** Drops this process's cached pages (a NOTIFY from another instance calls it too) */
  clearLocally(): void;
  /** Calls `listener` whenever this process's cached pages are to be dropped; returns the unsubscribe */
  onClear(listener: () => void): () => void;
}

export function pageCacheEvents(): PageCacheEvents {
  const events = new EventEmitter();
  const clearLocally = () => {
    events.emit("clear");
  };
  return {
    async changed(db) {
      clearLocally();
      try {
        await notifyInstances(db, PAGE_CACHE_CHANNEL);
      } catch (error) {
        log.error({ err: error }, "Could not tell the other instances to drop their page cache");
      }
    },
    clearLocally,
    onClear(listener) {
      events.on("clear", listener);
      return () => events.off("clear", listener);
    },
  };
}

/** A connection LISTENing for the other instances' word that the public pages changed (used by tests). */
export function listenForPageCacheChanges(url: string, onChange: () => void): DatabaseListener {
  return listenOnChannels(url, { [PAGE_CACHE_CHANNEL]: onChange });
}
