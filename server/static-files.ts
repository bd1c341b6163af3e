import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import Negotiator from "negotiator";
import { NON_PAGE_POLICY, STRICT_TRANSPORT_SECURITY } from "./security-headers";

/** Hashed file names never change content: cache them for a year. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Everything else may change with a deploy: keep it, but ask first. */
export const REVALIDATE = "public, max-age=0, must-revalidate";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".json": "application/json; charset=utf-8",
};

interface Variant {
  body: Buffer;
  encoding: "br" | "gzip" | null;
}

interface StaticFile {
  type: string;
  cacheControl: string;
  etag: string;
  /** Its Content-Security-Policy */
  policy: string;
  /** Smallest first: br, gzip, identity */
  variants: Variant[];
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/**
 * Every file of build/client, read once at start and held in memory with
 * its precompressed forms (scripts/compress-assets.ts): the whole client is a
 * few hundred kilobytes, and serving from memory is what lets one Node
 * process keep up with nginx on the static pages. Every file gets the policy
 * that allows nothing: no page is a file (server/micro-cache.ts keeps them).
 */
export function loadStaticFiles(clientDir: string) {
  const files = new Map<string, StaticFile>();
  for (const file of walk(clientDir)) {
    if (/\.(?:br|gz)$/.test(file)) continue;
    const extension = path.extname(file);
    const type = TYPES[extension];
    if (!type) continue;
    const urlPath = `/${path.relative(clientDir, file).split(path.sep).join("/")}`;
    const body = readFileSync(file);
    const variants: Variant[] = [];
    if (existsSync(`${file}.br`)) variants.push({ body: readFileSync(`${file}.br`), encoding: "br" });
    if (existsSync(`${file}.gz`)) variants.push({ body: readFileSync(`${file}.gz`), encoding: "gzip" });
    variants.push({ body, encoding: null });
    files.set(urlPath, {
      type,
      policy: NON_PAGE_POLICY,
      cacheControl: urlPath.startsWith("/assets/") ? IMMUTABLE : REVALIDATE,
      etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 20)}"`,
      variants,
    });
  }
  return files;
}

export type Encoding = "br" | "gzip" | "identity";

/** What we can send, in the order we prefer when the client likes several equally: the smallest first. */
const ENCODINGS: readonly Encoding[] = ["br", "gzip", "identity"];
const PREFER_SMALLEST = { preferred: ENCODINGS };

/**
 * Each Accept-Encoding value seen, with what it accepts, best first. This
 * runs on every request, and parsing the header costs twenty times what the
 * look-up does; browsers send a handful of distinct values, and the limit
 * keeps odd clients from growing the map.
 */
const rankings = new Map<string, readonly Encoding[]>();
const MAX_RANKINGS = 100;

function acceptedEncodings(req: IncomingMessage): readonly Encoding[] {
  const header = req.headers["accept-encoding"] ?? "";
  let ranking = rankings.get(header);
  if (!ranking) {
    ranking = new Negotiator(req).encodings(ENCODINGS, PREFER_SMALLEST) as Encoding[];
    if (rankings.size >= MAX_RANKINGS) rankings.clear();
    rankings.set(header, ranking);
  }
  return ranking;
}

/**
 * The encoding to answer in: the client's best by its q-values
 * (Accept-Encoding, RFC 9110 section 12.5.3), br before gzip before identity
 * on a tie; no Accept-Encoding at all means identity. Identity also when the
 * client accepts none (it refused identity too, with `identity;q=0` or
 * `*;q=0`): an uncompressed answer is one any client can read, where a 406
 * would leave it with nothing.
 */
export function preferredEncoding(req: IncomingMessage): Encoding {
  return acceptedEncodings(req)[0] ?? "identity";
}

/** The file's form to send: the first that preferredEncoding's ranking accepts of those it has; else identity, which is last. */
function chooseVariant(req: IncomingMessage, variants: readonly Variant[]): Variant {
  for (const encoding of acceptedEncodings(req)) {
    const variant = variants.find((candidate) => (candidate.encoding ?? "identity") === encoding);
    if (variant) return variant;
  }
  return variants.at(-1)!;
}

/**
 * Serves a GET or HEAD for a known file; anything else goes to `next` (the
 * Express app, then React Router). A plain Node handler, placed in front of
 * Express by server/app.ts: the static pages and assets are most of the
 * traffic, and skipping Express's middleware chain for them roughly doubles
 * the rate one process serves them at (bench/results/server.md).
 */
export function staticFiles(
  files: Map<string, StaticFile>,
  {
    extraHeaders = {},
    overHttps = () => false,
  }: {
    /** Sent with every file (server/security-headers.ts) */
    extraHeaders?: Readonly<Record<string, string>>;
    /** Whether the request came over HTTPS, directly or per a trusted proxy: then HSTS is sent too */
    overHttps?: (req: IncomingMessage) => boolean;
  } = {},
) {
  // Each file's headers, per encoding, built once.
  const headersFor = new Map<Variant, Record<string, string | number>>();
  for (const file of files.values()) {
    for (const variant of file.variants) {
      headersFor.set(variant, {
        ...extraHeaders,
        "Content-Security-Policy": file.policy,
        "Content-Type": file.type,
        "Cache-Control": file.cacheControl,
        ETag: file.etag,
        ...(file.variants.length > 1 ? { Vary: "Accept-Encoding" } : {}),
        ...(variant.encoding ? { "Content-Encoding": variant.encoding } : {}),
        "Content-Length": variant.body.length,
      });
    }
  }

  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const url = req.url ?? "/";
    const query = url.indexOf("?");
    const urlPath = query === -1 ? url : url.slice(0, query);
    const page = !urlPath.includes(".");
    // A page with a query string (/contact?subject=...) is rendered by the server.
    if (page && query !== -1) return next();
    // Only the first slash of a run may start the match (the look-behind): a
    // path of thousands of slashes is then read once, not once per slash.
    const file = files.get(urlPath.length > 1 ? urlPath.replace(/(?<!\/)\/+$/, "") : urlPath);
    if (!file) return next();
    const variant = chooseVariant(req, file.variants);
    const headers = headersFor.get(variant)!;
    if (overHttps(req)) res.setHeader("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
    if (req.headers["if-none-match"] === file.etag) {
      const { "Content-Length": _length, "Content-Encoding": _encoding, ...notModified } = headers;
      res.writeHead(304, notModified).end();
      return;
    }
    res.writeHead(200, headers);
    if (req.method === "HEAD") res.end();
    else res.end(variant.body);
  };
}
