import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";

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
 * process keep up with nginx on the static pages.
 */
export function loadStaticFiles(clientDir: string, prerenderedPages: readonly string[]) {
  const files = new Map<string, StaticFile>();
  for (const file of walk(clientDir)) {
    if (/\.(br|gz)$/.test(file)) continue;
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
      cacheControl: urlPath.startsWith("/assets/") ? IMMUTABLE : REVALIDATE,
      etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 20)}"`,
      variants,
    });
  }
  // Prerendered pages answer at their route, not at .../index.html.
  for (const page of prerenderedPages) {
    const html = files.get(page === "/" ? "/index.html" : `${page}/index.html`);
    if (html) files.set(page, html);
  }
  return files;
}

/** The encoding named as a word, and not refused with q=0. Built once: this runs on every request. */
const ACCEPTED = {
  br: /\bbr\b(?!;q=0(\.0*)?\b)/,
  gzip: /\bgzip\b(?!;q=0(\.0*)?\b)/,
};

/** Whether the client accepts the encoding (and did not refuse it with q=0). */
export function accepts(req: IncomingMessage, encoding: "br" | "gzip") {
  const header = req.headers["accept-encoding"];
  return typeof header === "string" && ACCEPTED[encoding].test(header);
}

/**
 * Serves a GET or HEAD for a known file; anything else goes to `next` (the
 * Express app, then React Router). A plain Node handler, placed in front of
 * Express by server/app.ts: the static pages and assets are most of the
 * traffic, and skipping Express's middleware chain for them roughly doubles
 * the rate one process serves them at (bench/results/server.md).
 */
export function staticFiles(files: Map<string, StaticFile>, extraHeaders: Record<string, string> = {}) {
  // Each file's headers, per encoding, built once.
  const headersFor = new Map<Variant, Record<string, string | number>>();
  for (const file of files.values()) {
    for (const variant of file.variants) {
      headersFor.set(variant, {
        ...extraHeaders,
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
    const file = files.get(urlPath.length > 1 ? urlPath.replace(/\/+$/, "") : urlPath);
    if (!file) return next();
    const variant = file.variants.find((v) => v.encoding === null || accepts(req, v.encoding))!;
    const headers = headersFor.get(variant)!;
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
