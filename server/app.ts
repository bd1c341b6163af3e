import { randomUUID } from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import type { IncomingMessage, ServerResponse } from "node:http";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { createRequestHandler as createFetchHandler, type ServerBuild } from "react-router";
import { pages } from "../app/config/pages";
import { loadContext } from "../app/server/context.server";
import { log, withRequestId } from "../app/server/log.server";
import { siteUrl } from "../app/server/site-env.server";
import type { SiteServices } from "../app/server/services.server";
import { limitBody } from "./http-limits";
import { microCache } from "./micro-cache";
import { isOwnOrigin } from "./own-origin";
import { BASE_HEADERS, createNonce, pagePolicy, STRICT_TRANSPORT_SECURITY } from "./security-headers";
import { loadStaticFiles, staticFiles } from "./static-files";
import { cameOverHttps, forwarded, type TrustProxy } from "./trust-proxy";
import { countClick, type Counting, countViewWhenAnswered, isBeacon } from "./visit-counting";
import { serverEnv } from "../app/server/env.server";
import { LANGUAGES, localPath } from "../app/i18n/languages";

/*
 * The site's request handler, built with the app into one bundle: it is the
 * entry of the server build (vite.config.ts), build/server/index.js, so
 * there is one copy of each of the app's modules. server/main.ts loads it,
 * from the build or through Vite in development, and starts the server with
 * what it exports.
 */
export { serverEnv } from "../app/server/env.server";
export { log } from "../app/server/log.server";
export { startServices } from "../app/server/services.server";

/**
 * React Router's build of the app: a chunk of this bundle in production; in
 * development loaded through Vite, anew after an edit.
 */
const loadBuild = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;

/**
 * What React Router's handlers are given: in development the loader, so
 * that each request renders the current source; else the build itself, so
 * that they work out its routes once rather than at every request.
 */
type AppBuild = ServerBuild | (() => Promise<ServerBuild>);

/** A plain Node handler: answers what it can and passes the rest to `next`. */
export type NodeHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export interface AppOptions {
  /** Made once at start (startServices), handed to every loader and action */
  services: SiteServices;
  /** Development lets React Router show errors in full */
  mode: "production" | "development";
  /**
   * Answers the requests for files, before anything else: build/client from
   * memory in production (builtFiles), Vite's middlewares in development.
   */
  files: NodeHandler;
  /** Token the owner's command-line tool presents to the admin API; null turns the API off */
  adminToken: string | null;
  /** Which proxies may say who the client is and whether it used HTTPS (TRUST_PROXY, server/trust-proxy.ts) */
  trustProxy: TrustProxy;
}

/** What visit counting needs (server/visit-counting.ts); null when COUNT_VISITS is off. */
function visitCounting({ services, trustProxy }: AppOptions): Counting | null {
  if (serverEnv().COUNT_VISITS === "off") return null;
  const counted = new Set(inEveryLanguage(pages.map((entry) => entry.path)));
  return { visits: services.visits, trustProxy, pages: counted, ownHosts: siteHosts() };
}

/**
 * Every answer from Express carries the base headers and a page policy with a
 * nonce made for this request: React Router's rendering puts it on each
 * script it writes (app/entry.server.tsx). HSTS only over HTTPS (a browser
 * ignores it over HTTP, and a site reached by plain HTTP on a LAN must not
 * promise it).
 */
function securityHeaders(req: Request, res: Response, next: NextFunction) {
  for (const [name, value] of Object.entries(BASE_HEADERS)) res.setHeader(name, value);
  const nonce = createNonce();
  res.locals.cspNonce = nonce;
  res.setHeader("Content-Security-Policy", pagePolicy([`'nonce-${nonce}'`]));
  if (req.secure) res.setHeader("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  next();
}

/**
 * A trusted proxy's X-Forwarded-Host becomes the request's Host. React
 * Router's adapter takes the host name from the one and the port from the
 * other, so behind a proxy that sends Host "127.0.0.1:3000" and
 * X-Forwarded-Host "shop.example.in" it would think the page was
 * https://shop.example.in:3000, and refuse the browser's posts from
 * https://shop.example.in as coming from another origin.
 */
function forwardedHost(trustProxy: TrustProxy) {
  return (req: Request, _res: Response, next: NextFunction) => {
    const host = forwarded(req, "x-forwarded-host");
    if (host && trustProxy(req.socket.remoteAddress, 0)) req.headers.host = host;
    next();
  };
}

/** What the public pages answer: reading them, and posting their forms. */
const PAGE_METHODS = ["GET", "HEAD", "POST"];

/**
 * The public pages take only those methods: a PUT, PATCH or DELETE to a form
 * page would otherwise reach its action like a post (and be stored). The back
 * office and the owner's API answer their own methods.
 */
function pageMethodsOnly(req: Request, res: Response, next: NextFunction) {
  if (PAGE_METHODS.includes(req.method)) return next();
  // The path as React Router will route it: /admin/../contact is /contact.
  let path: string;
  try {
    path = decodeURIComponent(new URL(req.url, "http://site").pathname);
  } catch {
    path = "/";
  }
  if (/^\/(?:admin|api)(?:\/|$)/.test(new URL(path, "http://site").pathname)) return next();
  res.status(405).set("Allow", PAGE_METHODS.join(", ")).type("text").send("Method not allowed.");
}

/**
 * A form posted from a page of another origin is refused here, before React
 * Router, which refuses it too but reports each one to handleError as an
 * error with its stack: a cheap way to flood the log. Same rule as React
 * Router's: the Origin header must be the origin the request was addressed
 * to (after a trusted proxy's X-Forwarded-Host and -Proto), or name a host
 * the build allows (`allowedActionOrigins`: SITE_URL's, react-router.config.ts).
 * One warning a request, no stack. A request with no Origin is left to the
 * actions, which decide for themselves (the back office refuses it).
 */
function refuseCrossOriginPosts(build: AppBuild) {
  return (req: Request, res: Response, next: NextFunction) => {
    const origin = req.headers.origin;
    if (req.method === "GET" || req.method === "HEAD" || origin === undefined) return next();
    void allowedHosts(build).then((allowed) => {
      if (isOwnOrigin(origin, `${req.protocol}://${req.headers.host ?? ""}`, allowed)) return next();
      log.warn(
        { method: req.method, path: loggablePath(req.path) },
        "A post from another origin was refused",
      );
      res.status(400).type("text").send("Bad Request");
    }, next);
  };
}

async function allowedHosts(build: AppBuild): Promise<readonly string[]> {
  const { allowedActionOrigins } = typeof build === "function" ? await build() : build;
  return Array.isArray(allowedActionOrigins) ? allowedActionOrigins : [];
}

/** `buildDir`/client (the output of `npm run build`), from memory (static-files.ts). */
export function builtFiles(buildDir: string, trustProxy: TrustProxy): NodeHandler {
  const files = loadStaticFiles(path.join(buildDir, "client"));
  return staticFiles(files, {
    extraHeaders: BASE_HEADERS,
    overHttps: (req) => cameOverHttps(req, trustProxy),
  });
}

/** What is made from the published content besides the pages, kept with them. */
const CONTENT_FILES = ["/sitemap.xml", "/robots.txt", "/manifest.webmanifest"];

/** Each page in each language: "/about" and "/hi/about". */
const inEveryLanguage = (paths: string[]) =>
  LANGUAGES.flatMap((lang) => paths.map((path) => localPath(lang, path)));

/** Pages with data the owner does not publish (approved testimonials): rendered again every five seconds at most. */
const REFRESHED_PAGES = new Set(inEveryLanguage(["/testimonials"]));

/** Pages that show testimonials: rendered again after a staff decision (the home pages show the featured ones). */
const TESTIMONIAL_PAGES = inEveryLanguage(["/testimonials", "/"]);

/** The home pages, kept until the next change: rendered again at once after a staff decision. */
const HOME_PAGES = inEveryLanguage(["/"]);

/** The privacy notice: it states the owner's Privacy settings, so a change of them renders it again. */
const PRIVACY_PAGES = inEveryLanguage(["/privacy"]);

/**
 * Form posts are accepted from the origin the request was addressed to and from the site's
 * public address (SITE_URL, read at start): behind a proxy that forwards neither, the request
 * arrives addressed to localhost while the browser's Origin is SITE_URL's.
 */
function withSiteOrigin(build: ServerBuild): ServerBuild {
  return { ...build, allowedActionOrigins: siteHosts() };
}

/** SITE_URL's host, the site's public name: none if it is not a URL. */
function siteHosts(): string[] {
  try {
    return [new URL(siteUrl()).host];
  } catch {
    // Not a URL: the server refused to start over it already (main.ts).
    return [];
  }
}

/**
 * The site's request handler: files (see AppOptions.files) and the kept
 * public pages first, everything else through the Express app below
 * (forms, the admin API, React Router's rendering).
 */
export async function createApp(options: AppOptions) {
  const build: AppBuild =
    options.mode === "development"
      ? () => loadBuild().then(withSiteOrigin)
      : withSiteOrigin(await loadBuild());
  // Every public page, rendered from the published content once per publish
  // (the testimonials page every five seconds at most): see micro-cache.ts.
  const renderPage = createFetchHandler(build, options.mode);
  const published = [...inEveryLanguage(pages.map((entry) => entry.path)), ...CONTENT_FILES];
  // What the content alone makes is rendered ahead of visitors; the testimonials page when asked for.
  const warm = () => void pageCache.warm(published.filter((path) => !REFRESHED_PAGES.has(path)));
  const pageCache = microCache({
    paths: published,
    ttlMs: (path) => (REFRESHED_PAGES.has(path) ? 5000 : Infinity),
    brotliQuality: (path) => (REFRESHED_PAGES.has(path) ? 5 : 11),
    render: (url) =>
      renderPage(
        new Request(`http://localhost${url}`, { headers: { accept: "text/html" } }),
        loadContext(options.services, { clientAddress: "127.0.0.1", adminToken: null }),
      ),
    extraHeaders: BASE_HEADERS,
    overHttps: (req) => cameOverHttps(req, options.trustProxy),
  });
  // A staff decision here or on another instance, an owner's command, a Privacy setting: the pages
  // of testimonials and the notice go, and the home page and the notice (kept until the next
  // change) are rendered again at once.
  options.services.pageCache.onClear(() => {
    pageCache.invalidate([...TESTIMONIAL_PAGES, ...PRIVACY_PAGES]);
    void pageCache.warm([...HOME_PAGES, ...PRIVACY_PAGES]);
  });
  // A publish, here or on another instance: every page is rendered again from the new content, at
  // once, so that the first visitor after it waits for nothing.
  options.services.content.onChange(() => {
    pageCache.invalidate();
    warm();
  });
  if (options.services.content.current()) warm();
  const counting = visitCounting(options);
  const app = createExpressApp(build, options);
  const servePage = (req: IncomingMessage, res: ServerResponse) =>
    pageCache(req, res, () => app(req, res)).catch((error: unknown) => {
      log.error({ err: error }, "The page cache failed");
      if (res.headersSent) res.destroy();
      else app(req, res);
    });
  return (req: IncomingMessage, res: ServerResponse) => {
    const requestId = requestIdOf(req, options.trustProxy);
    res.setHeader("X-Request-Id", requestId);
    logWhenAnswered(req, res, requestId);
    if (counting) {
      // The site script's beacon (issue 28): a click only the browser sees. Off, it is a 404 page.
      if (isBeacon(req)) {
        return void withRequestId(requestId, () =>
          countClick(req, res, counting).catch((error: unknown) => {
            log.error({ err: error }, "A count failed");
            if (!res.headersSent) res.writeHead(500).end();
          }),
        );
      }
      countViewWhenAnswered(req, res, counting);
    }
    withRequestId(requestId, () => options.files(req, res, () => void servePage(req, res)));
  };
}

/** A request id a trusted proxy gave (so its log and ours meet), or a new one. */
function requestIdOf(req: IncomingMessage, trustProxy: TrustProxy): string {
  const given = req.headers["x-request-id"];
  if (
    typeof given === "string" &&
    /^[\w.:-]{8,128}$/.test(given) &&
    trustProxy(req.socket.remoteAddress, 0)
  ) {
    return given;
  }
  return randomUUID();
}

/** A path as the log keeps it: an invitation's and a privacy request's links are secrets, so their tokens are not kept. */
export const loggablePath = (path: string) =>
  path.replace(/^(\/admin\/invite\/|(?:\/hi)?\/privacy\/request\/)[^/?]+/i, "$1:token");

/**
 * One line per request once it is answered, or abandoned: what was asked
 * (method and path, never the query string, which may carry what a visitor
 * typed), the status and how long it took. No address, no headers, no body.
 */
function logWhenAnswered(req: IncomingMessage, res: ServerResponse, requestId: string) {
  const started = performance.now();
  res.once("close", () => {
    const url = req.url ?? "/";
    const query = url.indexOf("?");
    log.info(
      {
        requestId,
        method: req.method,
        path: loggablePath(query === -1 ? url : url.slice(0, query)),
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
        ...(res.writableFinished ? {} : { abandoned: true }),
      },
      "request",
    );
  });
}

function createExpressApp(build: AppBuild, { services, mode, adminToken, trustProxy }: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  // req.ip and req.secure (hence the client address every limit counts, and
  // HSTS) believe X-Forwarded-* only from a proxy TRUST_PROXY names.
  app.set("trust proxy", trustProxy);
  app.use(forwardedHost(trustProxy));
  app.use(securityHeaders);
  // Files and the cached page never get here (createApp answers them, built
  // files precompressed); what React Router renders is compressed on the fly.
  app.use(compression());
  app.use(pageMethodsOnly);
  app.use(limitBody);
  app.use(refuseCrossOriginPosts(build));

  // Hashed assets that do not exist are a 404 here, not a rendered page.
  app.use("/assets", (_req, res) => {
    res.status(404).type("text").send("Not found");
  });

  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode,
      getLoadContext: (req, res) =>
        loadContext(services, {
          clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
          adminToken,
          cspNonce: (res.locals as { cspNonce?: string }).cspNonce,
        }),
    }),
  );
  app.use(answerError);
  return app;
}

/**
 * What Express would otherwise answer with its own page and a raw trace on
 * stderr: a path that does not decode (/%ZZ), a Host that makes no URL. The
 * client's mistake is a 400; anything else is logged and a 500.
 */
function answerError(error: unknown, _req: Request, res: Response, next: NextFunction) {
  if (res.headersSent) return next(error);
  const code = (error as { code?: unknown } | null)?.code;
  if (error instanceof URIError || code === "ERR_INVALID_URL") {
    res.status(400).type("text").send("Bad request.");
    return;
  }
  log.error({ err: error }, "A request failed before the app could answer it");
  res.status(500).type("text").send("Something went wrong.");
}
