import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import pageStyles from "virtual:page-styles";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import {
  type EntryContext,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import { NonceContext } from "~/lib/nonce";
import { isBackOfficePath } from "~/lib/admin";
import { PageStylesContext } from "~/lib/page-styles";
import type { RootData } from "~/lib/site-context";
import { cspNonceContext } from "~/server/context.server";
import { log } from "~/server/log.server";

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

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: RouterContextProvider,
) {
  const nonce = loadContext?.get(cspNonceContext) ?? undefined;
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const backOffice = isBackOfficePath(new URL(request.url).pathname);
  // Unavailable for now (no database, no content yet): say when to ask again.
  if (responseStatusCode === 503) responseHeaders.set("Retry-After", "10");
  // A staff member's preview of a draft is for them alone: kept by no cache, read by no search engine.
  if ((routerContext.staticHandlerContext.loaderData.root as RootData | undefined)?.preview) {
    responseHeaders.set("Cache-Control", "private, no-store");
    responseHeaders.set("X-Robots-Tag", "noindex");
  }
  // The page's own route (the last matched) decides the rules it carries.
  // A Hindi page's route (id "routes/home@hi") has its own: its font faces (scripts/page-styles/).
  const route = routerContext.staticHandlerContext.matches.at(-1)?.route.id ?? "root";
  const styles = backOffice ? null : (pageStyles?.[route] ?? null);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers, and the public pages, which have no script to fill in what
    // streams later, get the whole page at once. The back office sends its
    // shell first.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || !backOffice ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <PageStylesContext value={styles}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </PageStylesContext>
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
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
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
