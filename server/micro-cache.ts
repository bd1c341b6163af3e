import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
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

// In libuv's thread pool, not on the event loop: a page compressed at quality 11 (a few tens of
// milliseconds) never holds up the requests being answered meanwhile.
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Only the first slash of a run may start the match: thousands of slashes are read once. */
const TRAILING_SLASHES = /(?<!\/)\/+$/;

/**
 * Keeps the rendered answers of the public pages (and the files made from the
 * content: sitemap, robots.txt, manifest), compressed, in memory. They are the
 * same for every visitor and change only when the owner publishes or staff
 * approve a testimonial: then `invalidate()` drops them (server/app.ts), here
 * and, by NOTIFY, on every instance. A page kept with a `ttlMs` is rendered
 * again after it, in the background, while the copy is served on, so no
 * visitor waits for a render; one kept without (Infinity) stays until the
 * content changes. Only plain GETs and HEADs (no query string) and only 200
 * answers that may be stored and set no cookie are kept: while the database
 * is down, visitors get the last good page rather than its error state.
 */
export function microCache({
  paths,
  ttlMs,
  brotliQuality = 5,
  render,
  extraHeaders = {},
  overHttps = () => false,
}: {
  paths: readonly string[];
  /** How long a page is served before it is rendered again in the background; Infinity: until invalidate() */
  ttlMs: number | ((path: string) => number);
  /** 11 for what is kept until the content changes (compressed once per publish), less for what is rendered often */
  brotliQuality?: number | ((path: string) => number);
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
    if (
      response.status !== 200 ||
      response.headers.has("set-cookie") ||
      /\bno-store\b/i.test(response.headers.get("cache-control") ?? "")
    ) {
      return null;
    }
    const identity = Buffer.from(await response.arrayBuffer());
    const quality = typeof brotliQuality === "function" ? brotliQuality(path) : brotliQuality;
    const [br, gzip] = await Promise.all([
      brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
      gzipped(identity, { level: 9 }),
    ]);
    const entry: Entry = {
      expires: Date.now() + (typeof ttlMs === "function" ? ttlMs(path) : ttlMs),
      contentType: response.headers.get("content-type") ?? "text/html; charset=utf-8",
      cacheControl: response.headers.get("cache-control") ?? "no-cache",
      etag: `"${createHash("sha1").update(identity).digest("base64url").slice(0, 20)}"`,
      policy: pagePolicy(inlineScriptHashes(identity.toString("utf8"))),
      identity,
      br,
      gzip,
    };
    if (startedIn === generation) entries.set(path, entry);
    return entry;
  }

  /** A plain Node handler (server/app.ts puts it in front of Express); `next` gets the rest. */
  /** One render of a path at a time: whoever asks meanwhile waits for it. */
  function refresh(path: string): Promise<Entry | null> {
    let pending = filling.get(path);
    if (!pending) {
      const started: Promise<Entry | null> = fill(path)
        .catch(() => null)
        .finally(() => {
          if (filling.get(path) === started) filling.delete(path);
        });
      filling.set(path, started);
      pending = started;
    }
    return pending;
  }

  const middleware = async (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const url = req.url ?? "/";
    // A URL with a query string is not in `paths`; /about/ is /about.
    const path = url.length > 1 ? url.replace(TRAILING_SLASHES, "") || "/" : url;
    if ((req.method !== "GET" && req.method !== "HEAD") || !paths.includes(path)) {
      return next();
    }
    let entry = entries.get(path);
    if (!entry) {
      entry = (await refresh(path)) ?? undefined;
      // Not cacheable (an error page, say): let the app answer this one itself.
      if (!entry) return next();
    } else if (entry.expires <= Date.now()) {
      // Stale while revalidating: this visitor gets the page as it was a
      // moment ago, and one render in the background brings it up to date.
      void refresh(path);
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
    res.writeHead(200, headers).end(req.method === "HEAD" ? undefined : body);
  };
  /** Drops the kept pages (`only` those, if given): the next request renders afresh. */
  const invalidate = (only?: readonly string[]) => {
    generation++;
    for (const path of only ?? [...entries.keys(), ...filling.keys()]) {
      entries.delete(path);
      filling.delete(path);
    }
  };
  /** Renders `only` (every page, unless given) not kept yet, one after another: no visitor waits for the first render. */
  const warm = async (only: readonly string[] = paths) => {
    for (const path of only) {
      if (entries.has(path)) continue;
      const startedIn = generation;
      await refresh(path);
      if (startedIn !== generation) return;
    }
  };
  return Object.assign(middleware, { invalidate, warm });
}
