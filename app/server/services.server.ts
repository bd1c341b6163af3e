import { pruneSubmissionEvents } from "~/server/abuse.server";
import { runRetention } from "~/server/privacy/retention.server";
import { type Database, siteDatabase, type SiteDatabase } from "~/server/db/client.server";
import { listenOnChannels } from "~/server/db/listener.server";
import { CONTENT_CHANNEL, type LiveContent, liveContent } from "~/server/content/live.server";
import type { ServerEnv } from "~/server/env.server";
import { log } from "~/server/log.server";
import { forgetStaleInvitationLinks, OUTBOX_CHANNEL } from "~/server/notifications/outbox.server";
import { startNotifications } from "~/server/notifications/service.server";
import { configuredChannels, currentNotificationSettings } from "~/server/notifications/settings.server";
import { sendFollowUpDigests } from "~/server/staff/leads.server";
import { DIGEST_HOUR_IST } from "~/config/leads";
import { istDate, istHour } from "~/lib/ist";
import type { NotificationWorker } from "~/server/notifications/worker.server";
import { visitCounter, type VisitCounter } from "~/server/visits/counter.server";
import { pruneVisits } from "~/server/visits/totals.server";
import { PAGE_CACHE_CHANNEL, type PageCacheEvents, pageCacheEvents } from "~/server/page-cache.server";

/**
 * What the server hands every loader and action, made once at start:
 * loaders read it with `context.get(servicesContext)` (context.server.ts).
 */
export interface SiteServices {
  /** The database: opened at start, and again on demand after a failed open */
  db(): Promise<Database>;
  /** Says that the public pages changed: to this process's page cache and, by NOTIFY, to the other instances' */
  pageCache: PageCacheEvents;
  /** The published content the pages render from, in memory; told of every publish */
  content: LiveContent;
  /** This process's notification worker, to wake once a notification is stored */
  notifications: Pick<NotificationWorker, "wake">;
  /** Page views and goals, counted without cookies and written in batches (issue 28) */
  visits: VisitCounter;
}

/** The services as server/main.ts holds them: it stops them on shutdown. */
export interface RunningServices extends SiteServices {
  /** At once on SIGTERM or SIGINT: no more notifications are claimed; the one being sent is finished */
  stopping(): Promise<void>;
  /**
   * Once the requests under way are answered: the listener and the worker
   * stop, then the database closes cleanly, whatever happened before. A
   * failure anywhere is thrown, for the exit code.
   */
  stop(): Promise<void>;
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * At start, then hourly and off the request path: old rate-limit counts go, and so do the
 * links kept for invitation e-mails that can no longer be sent; and the first try of each day
 * in India (on whichever instance) erases the personal data kept no longer (issue 27).
 */
async function pruneOldRows(database: SiteDatabase) {
  try {
    const db = await database.db();
    await pruneSubmissionEvents(db);
    await forgetStaleInvitationLinks(db);
  } catch (error) {
    log.error({ err: error }, "Could not prune old submission counts and invitation links");
  }
  try {
    const visits = await pruneVisits(await database.db(), new Date());
    if (visits.salts || visits.days || visits.events)
      log.info(visits, "Visit counts: old salts gone, days added up");
  } catch (error) {
    log.error({ err: error }, "Could not add up the visit counts; the next hour tries again");
  }
  try {
    const run = await runRetention(await database.db());
    if (run) {
      const { messages, testimonials, auditEntries, requests } = run;
      log.info(
        { messages, testimonials, auditEntries, requests },
        "Retention: erased what is kept no longer",
      );
    }
  } catch (error) {
    log.error({ err: error }, "The retention job failed; the next hour tries again");
  }
}

const DIGEST_CHECK_EVERY_MS = 60 * 1000;

/**
 * Each minute, once it is 9:00 in India and until the day's are sent (here or by another
 * instance), the staff's follow-up e-mails for the day go into the outbox (issue 28). Only the
 * day is remembered in memory: the database decides who sends.
 */
function followUpDigests(database: SiteDatabase, wake: () => void) {
  let doneFor = "";
  return async () => {
    const now = new Date();
    if (istHour(now) < DIGEST_HOUR_IST || doneFor === istDate(now)) return;
    try {
      const db = await database.db();
      const configured = configuredChannels((await currentNotificationSettings(db)).settings);
      const emails = await sendFollowUpDigests(db, configured, now);
      doneFor = istDate(now);
      if (emails) {
        log.info({ emails }, "Follow-ups of the day e-mailed to the staff");
        wake();
      }
    } catch (error) {
      log.error({ err: error }, "Could not send the day's follow-ups; the next minute tries again");
    }
  };
}

/**
 * Opens the database (and migrates it) without waiting: pages that need no
 * database already serve, and requests that do wait for it. A database that
 * is down is logged, not fatal; the next request tries again.
 */
async function openAtStart(database: SiteDatabase, env: ServerEnv, content: LiveContent) {
  try {
    const { driver } = await database.handle();
    log.info(
      driver === "pglite"
        ? `Database: embedded PGlite in ${env.dataDir}`
        : "Database: Postgres server (DATABASE_URL)",
    );
    await Promise.all([pruneOldRows(database), content.load()]);
  } catch (error) {
    log.error({ err: error }, "Database unavailable at start; will retry on demand");
    retryContent(database, env, content);
  }
}

const CONTENT_RETRY_MS = 2_000;

/**
 * Without its content an instance serves no public page (they would show defaults as if they were
 * the owner's): it tries again every two seconds until the database answers.
 */
function retryContent(database: SiteDatabase, env: ServerEnv, content: LiveContent) {
  const timer = setTimeout(() => {
    if (content.current()) return;
    void openAtStart(database, env, content);
  }, CONTENT_RETRY_MS);
  timer.unref();
}

/**
 * Called once by server/main.ts at start: the database, the notification
 * worker and, on a Postgres server, one connection LISTENing for the other
 * instances' word that the pages changed or a notification is due.
 */
export function startServices(env: ServerEnv): RunningServices {
  const database = siteDatabase(env);
  const pageCache = pageCacheEvents();
  const content = liveContent(database.db);
  const notifications = startNotifications(env, database);
  // The day's salt: shared through a Postgres server by its instances; only in memory with the
  // embedded database, which one process holds, so that it is never written (decision 35).
  const visits = visitCounter({ db: database.db, salt: env.DATABASE_URL ? "database" : "memory" });
  const listener = env.DATABASE_URL
    ? listenOnChannels(env.DATABASE_URL, {
        [PAGE_CACHE_CHANNEL]: pageCache.clearLocally,
        [OUTBOX_CHANNEL]: notifications.wake,
        [CONTENT_CHANNEL]: () => void content.reload(),
      })
    : undefined;
  // Stopping waits for it: the database is not closed under the first reads and prunes.
  const opening = openAtStart(database, env, content);
  const pruneTimer = setInterval(() => void pruneOldRows(database), PRUNE_EVERY_MS);
  pruneTimer.unref();
  const digests = followUpDigests(database, notifications.wake);
  const digestTimer = setInterval(() => void digests(), DIGEST_CHECK_EVERY_MS);
  digestTimer.unref();

  let notificationsStopping: Promise<void> | undefined;
  const stopping = () => (notificationsStopping ??= notifications.stop());
  return {
    db: database.db,
    pageCache,
    content,
    notifications,
    visits,
    stopping,
    async stop() {
      clearInterval(pruneTimer);
      clearInterval(digestTimer);
      try {
        await Promise.all([opening, listener?.stop(), stopping(), visits.stop()]);
      } finally {
        await database.close();
      }
    },
  };
}
