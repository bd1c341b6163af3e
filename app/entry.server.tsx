import { PassThrough, pipeline } from "node:stream";
import { text } from "node:stream/consumers";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { type AppLoadContext, type EntryContext, isRouteErrorResponse, ServerRouter } from "react-router";
import { pruneSubmissionEvents } from "~/server/abuse.server";
import { closeDatabase, getDatabase, getDb } from "~/server/db/client.server";
import { NonceContext } from "~/lib/nonce";
import { isStaticPage } from "~/lib/static-page";
import { DeferredHydrationStream, deferHydration } from "~/server/deferred-hydration.server";
import { CriticalCss } from "~/server/critical-css.server";
import { serverEnv } from "~/server/env.server";
import { type DatabaseListener, listenOnChannels } from "~/server/db/listener.server";
import {
  forgetStaleInvitationLinks,
  OUTBOX_CHANNEL,
  outboxChanged,
} from "~/server/notifications/outbox.server";
import { startNotifications, stopNotifications } from "~/server/notifications/service.server";
import { clearLocally as clearPageCache, PAGE_CACHE_CHANNEL } from "~/server/page-cache.server";
import { log } from "~/server/log.server";

/** server/main.ts subscribes its page cache to this: the app says when the public pages changed. */
export { onPageCacheChange } from "~/server/page-cache.server";

export const streamTimeout = 5_000;

/**
 * Errors thrown by loaders, actions and rendering, in the server's log (React
 * Router would print them to the console). A request the visitor abandoned
 * is not an error.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  // A 4xx React Router answers itself (a post to a page without a form) is the client's doing.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  log.error({ err: error }, "A request failed");
}

/** The rules each static page uses, worked out once per route (server/critical-css.server.ts). */
const criticalCss = new CriticalCss();

const PRUNE_EVERY_MS = 60 * 60 * 1000;
let pruneTimer: ReturnType<typeof setInterval> | undefined;
/** On a Postgres server: the other instances' word that pages changed or a notification is due. */
let listener: DatabaseListener | undefined;

/**
 * Hourly and off the request path: old rate-limit counts go, and so do the
 * links kept for invitation e-mails that can no longer be sent.
 */
async function pruneOldSubmissionCounts() {
  try {
    const db = await getDb();
    await pruneSubmissionEvents(db);
    await forgetStaleInvitationLinks(db);
  } catch (error) {
    log.error({ err: error }, "Could not prune old submission counts and invitation links");
  }
}

/**
 * Called by server/main.ts at start, which does not wait for it: the database opens and migrates while
 * pages already serve. A database that is down is logged, not fatal; the next request tries again.
 */
export async function onServerStart() {
  const env = serverEnv();
  if (env.DATABASE_URL) {
    listener ??= listenOnChannels(env.DATABASE_URL, {
      [PAGE_CACHE_CHANNEL]: clearPageCache,
      [OUTBOX_CHANNEL]: outboxChanged,
    });
  }
  startNotifications();
  try {
    const { driver } = await getDatabase();
    log.info(
      driver === "pglite"
        ? `Database: embedded PGlite in ${env.dataDir}`
        : "Database: Postgres server (DATABASE_URL)",
    );
    void pruneOldSubmissionCounts();
  } catch (error) {
    log.error({ err: error }, "Database unavailable at start; will retry on demand");
  }
  pruneTimer ??= setInterval(() => void pruneOldSubmissionCounts(), PRUNE_EVERY_MS);
  pruneTimer.unref();
}

let notificationsStopping: Promise<void> | undefined;

/**
 * Called by the server at once on SIGTERM/SIGINT: no more notifications are
 * claimed; the one being sent is finished.
 */
export function onServerStopping(): Promise<void> {
  notificationsStopping ??= stopNotifications();
  return notificationsStopping;
}

/**
 * Called by the server once the requests under way are answered: when the
 * notification being sent is finished too, the database closes cleanly. It
 * closes whatever happened before; a failure anywhere is thrown, for the
 * exit code.
 */
export async function onServerStop() {
  clearInterval(pruneTimer);
  pruneTimer = undefined;
  const stopping = listener?.stop();
  listener = undefined;
  try {
    await Promise.all([stopping, onServerStopping()]);
  } finally {
    await closeDatabase();
  }
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: AppLoadContext,
) {
  const nonce = loadContext?.cspNonce;
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const routes = routerContext.staticHandlerContext.matches.map((match) => match.route);
  const staticPage = isStaticPage(routes);
  const routeKey = routes.map((route) => route.id).join("/");
  const backOffice = /^\/admin(?:\/|$)/.test(new URL(request.url).pathname);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers, and the public pages, which are written whole (below), get the
    // whole page at once: nothing of it waits for React's streaming scripts.
    // The back office sends its shell first.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || !backOffice ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        // A Suspense boundary that is ready when its part of the page is
        // written goes in its place. By default React (19.2 and later) moves
        // one of over 500 bytes that comes after the first 12.8 KB out of
        // place: its fallback is shown until an inline script swaps it in,
        // and without JavaScript forever (the testimonials under skeletons).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          const init = { headers: responseHeaders, status: responseStatusCode };
          // The dev server keeps the pages as React Router writes them.
          if (import.meta.env.DEV) {
            return resolve(new Response(createReadableStreamFromReadable(body), init));
          }
          // A page without React is written whole (it has nothing to stream)
          // with the rules it uses in it.
          if (staticPage) {
            return resolve(
              text(body)
                .then((html) => criticalCss.inline(html, routeKey))
                .then((html) => new Response(html, init)),
            );
          }
          // A public page with React (a form) is written whole too, with the
          // rules its markup uses ahead of its stylesheet, which is applied
          // after the first paint, then React (decision 18).
          if (!backOffice) {
            return resolve(
              text(body)
                .then((html) => criticalCss.inlineAhead(html, routeKey))
                .then((html) => new Response(deferHydration(html) ?? html, init)),
            );
          }
          // The back office hydrates after the first paint. pipeline, not
          // pipe: a failed render must end the response too.
          const html = pipeline(body, new DeferredHydrationStream(), () => {});
          resolve(new Response(createReadableStreamFromReadable(html), init));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error({ err: error }, "Rendering failed after the shell was sent");
        },
      },
    );
  });
}
