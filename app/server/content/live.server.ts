import { EventEmitter } from "node:events";
import type { Database } from "~/server/db/client.server";
import { type DatabaseListener, listenOnChannels, notifyInstances } from "~/server/db/listener.server";
import { log } from "~/server/log.server";
import type { BusinessDetails } from "~/lib/schemas/content/business";
import type { FaqsContent } from "~/lib/schemas/content/faqs";
import type { JobsContent } from "~/lib/schemas/content/jobs";
import type { OtherPagesContent, PagesContent } from "~/lib/schemas/content/pages";
import type { ServicesContent } from "~/lib/schemas/content/services";
import { setBusinessName } from "./business-name.server";
import { lastPublished, publishedContent, seedContent } from "./store.server";

/*
 * The published content, held in memory (docs/decisions/0029-owner-edited-content.md): read once
 * at start (a new site's defaults stored first) and again after every publish, here at once and
 * on the other instances by a NOTIFY, never per request. A reload replaces the whole snapshot,
 * and a page renders from one snapshot, so no visitor sees half a publish.
 */

/** The Postgres channel an instance NOTIFYs on after a publish. */
export const CONTENT_CHANNEL = "site_content";

/** Everything the public pages show that the owner edits, as one publish left it. */
export interface PublishedSite {
  business: BusinessDetails;
  jobs: JobsContent;
  services: ServicesContent;
  faqs: FaqsContent;
  pages: PagesContent;
  texts: OtherPagesContent;
  /** Counts the reloads of this process: a page cached under an older one is stale */
  generation: number;
  /** When this snapshot was read */
  loadedAt: Date;
  /** The newest publish of any section: the sitemap's lastmod */
  lastPublishedAt: Date;
}

export interface LiveContent {
  /** The snapshot the pages render from; null until it has been read once (the database was down at start). */
  current(): PublishedSite | null;
  /** The snapshot, reading it first if this process never could; throws while the database is down. */
  load(): Promise<PublishedSite>;
  /** Reads the published content again and swaps it in (a NOTIFY from another instance calls it). */
  reload(): Promise<void>;
  /**
   * After a publish or an import: this process reloads now, and on a Postgres server a NOTIFY
   * tells the others. The publish is stored already, so a failed NOTIFY is logged, not thrown.
   */
  published(db: Database): Promise<void>;
  /** Calls `listener` after every swap; returns the unsubscribe. */
  onChange(listener: (site: PublishedSite) => void): () => void;
}

const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

export function liveContent(db: () => Promise<Database>): LiveContent {
  const events = new EventEmitter();
  let snapshot: PublishedSite | null = null;
  let generation = 0;
  let reading: Promise<PublishedSite> | undefined;
  let seeded = false;

  /** What the snapshot was read from: the same content read again (a reconnect, our own NOTIFY) changes nothing. */
  let readAs = "";
  let retry: ReturnType<typeof setTimeout> | undefined;
  let retryMs = FIRST_RETRY_MS;

  /** One read at a time; a reload asked for while one runs waits for it and reads again. */
  function read(): Promise<PublishedSite> {
    const next = (reading ?? Promise.resolve())
      .catch(() => undefined)
      .then(async () => {
        const database = await db();
        // A new site's content is today's texts (app/content/), stored for the owner to edit before
        // it is first read: a request that comes while a new server opens its database waits for
        // them. Once stored (or found), reads after a publish do not ask again.
        if (!seeded) {
          const stored = await seedContent(database);
          if (stored.length) log.info(`Content stored for the owner to edit: ${stored.join(", ")}`);
          seeded = true;
        }
        const [content, lastPublishedAt] = await Promise.all([
          publishedContent(database),
          lastPublished(database),
        ]);
        const as = JSON.stringify(content);
        if (snapshot && as === readAs) return snapshot;
        readAs = as;
        snapshot = {
          business: content.business as BusinessDetails,
          jobs: content.jobs as JobsContent,
          services: content.services as ServicesContent,
          faqs: content.faqs as FaqsContent,
          pages: content.pages as PagesContent,
          texts: content.texts as OtherPagesContent,
          lastPublishedAt,
          generation: ++generation,
          loadedAt: new Date(),
        };
        setBusinessName(snapshot.business.name.en);
        events.emit("change", snapshot);
        return snapshot;
      });
    reading = next;
    void next
      .finally(() => {
        if (reading === next) reading = undefined;
      })
      .catch(() => undefined);
    return next;
  }

  /**
   * Reads again now; a failed read is tried again, waiting longer each time (up to 30 s), so that
   * a publish this instance could not read at once is shown as soon as the database answers.
   */
  const reload = async () => {
    clearTimeout(retry);
    retry = undefined;
    try {
      await read();
      retryMs = FIRST_RETRY_MS;
    } catch (error) {
      log.error({ err: error }, "Could not read the published content; the pages show what they showed");
      retry = setTimeout(() => void reload(), retryMs);
      retry.unref();
      retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
    }
  };

  return {
    current: () => snapshot,
    load: () => (snapshot ? Promise.resolve(snapshot) : (reading ?? read())),
    reload,
    async published(database) {
      await reload();
      try {
        await notifyInstances(database, CONTENT_CHANNEL);
      } catch (error) {
        log.error({ err: error }, "Could not tell the other instances that the content changed");
      }
    },
    onChange(listener) {
      events.on("change", listener);
      return () => events.off("change", listener);
    },
  };
}

/** A connection LISTENing for other instances' publishes (used by tests). */
export function listenForContentChanges(url: string, onChange: () => void): DatabaseListener {
  return listenOnChannels(url, { [CONTENT_CHANNEL]: onChange });
}
