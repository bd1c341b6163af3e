import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import { inlineScriptHashes, pagePolicy, STRICT_TRANSPORT_SECURITY } from "./security-headers";
import { preferredEncoding } from "./static-files";

interface Entry {
  expires: number;
  contentType: string;
  cacheControl: string;
  etag: string;
  /** The page's Content-Security-Policy: the hashes of its inline scripts, as rendered (no nonce: it is shared) */
  policy: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export type RenderPage = (url: string) => Promise<Response>;

/**
 * Keeps the HTML of a few server-rendered pages for a short time. The
 * testimonials page is the same for every visitor and changes only when the
 * owner approves something, so rendering it at most once per `ttlMs` (five
 * seconds: server/app.ts) instead of once a request costs a few seconds of
 * staleness at most (none after a staff decision or an owner's command,
 * which clear it: server/app.ts) and lets one process serve it thousands of
 * times a second. An expired page is served while one render in the
 * background replaces it, so no visitor waits for a render. Only plain GETs
 * (no query string, no cookie) and only 200 answers that may be stored are
 * kept: while the database is down, visitors get the last good page rather
 * than its error state.
 */
export function microCache({
  paths,
  ttlMs,
  render,
  extraHeaders = {},
  overHttps = () => false,
}: {
  paths: readonly string[];
  ttlMs: number;
  render: RenderPage;
  /** Sent with every answer from the cache (the security headers) */
  extraHeaders?: Readonly<Record<string, string>>;
  /** Whether the request came over HTTPS, directly or per a trusted proxy: then HSTS is sent too */
  overHttps?: (req: IncomingMessage) => boolean;
}) {
  const entries = new Map<string, Entry>();
  const filling = new Map<string, Promise<Entry | null>>();

  /** Bumped by invalidate(): a render that started before must not be kept. */
  let generation = 0;

  async function fill(path: string): Promise<Entry | null> {
    const startedIn = generation;
    const response = await render(path);
    // An error page, or one rendered without its data (no-store): the page
    // kept before, if any, is served on, stale, until a render succeeds.
    if (response.status !== 200 || /\bno-store\b/i.test(response.headers.get("cache-control") ?? "")) {
      return null;
    }
    const identity = Buffer.from(await response.arrayBuffer());
    const entry: Entry = {
      expires: Date.now() + ttlMs,
      contentType: response.headers.get("content-type") ?? "text/html; charset=utf-8",
      cacheControl: response.headers.get("cache-control") ?? "no-cache",
      etag: `"${createHash("sha1").update(identity).digest("base64url").slice(0, 20)}"`,
      policy: pagePolicy(inlineScriptHashes(identity.toString("utf8"))),
      identity,
      br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzip: gzipSync(identity, { level: 6 }),
    };
    if (startedIn === generation) entries.set(path, entry);
    return entry;
  }

  /** A plain Node handler (server/app.ts puts it in front of Express); `next` gets the rest. */
  const middleware = async (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const path = req.url ?? "/";
    // path has no query string here: a URL with one is not in `paths`.
    if (req.method !== "GET" || req.headers.cookie || !paths.includes(path)) {
      return next();
    }
    const refresh = () => {
      let pending = filling.get(path);
      if (!pending) {
        pending = fill(path)
          .catch(() => null)
          .finally(() => filling.delete(path));
        filling.set(path, pending);
      }
      return pending;
    };
    let entry = entries.get(path);
    if (!entry) {
      entry = (await refresh()) ?? undefined;
      // Not cacheable (an error page, say): let the app answer this one itself.
      if (!entry) return next();
    } else if (entry.expires <= Date.now()) {
      // Stale while revalidating: this visitor gets the page as it was a
      // moment ago, and one render in the background brings it up to date.
      void refresh();
    }
    const headers: Record<string, string | number> = {
      ...extraHeaders,
      ...(overHttps(req) ? { "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY } : {}),
      "Content-Security-Policy": entry.policy,
      "Content-Type": entry.contentType,
      "Cache-Control": entry.cacheControl,
      ETag: entry.etag,
      Vary: "Accept-Encoding",
    };
    if (req.headers["if-none-match"] === entry.etag) {
      res.writeHead(304, headers).end();
      return;
    }
    const encoding = preferredEncoding(req);
    const body = entry[encoding];
    if (encoding !== "identity") headers["Content-Encoding"] = encoding;
    headers["Content-Length"] = body.length;
    res.writeHead(200, headers).end(body);
  };
  /** Drops every kept page: the next request renders afresh. */
  const invalidate = () => {
    generation++;
    entries.clear();
  };
  return Object.assign(middleware, { invalidate });
}
