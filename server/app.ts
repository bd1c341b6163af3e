import { createRequestHandler } from "@react-router/express";
import type { IncomingMessage, ServerResponse } from "node:http";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import {
  type AppLoadContext,
  createRequestHandler as createFetchHandler,
  type ServerBuild,
} from "react-router";
import { microCache } from "./micro-cache";
import { loadStaticFiles, staticFiles } from "./static-files";

/** A plain Node handler: answers what it can and passes the rest to `next`. */
export type NodeHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export interface AppOptions {
  /** React Router's server build; in development, a function that loads the current one */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Development lets React Router show errors in full */
  mode: "production" | "development";
  /**
   * Answers the requests for files, before anything else: build/client from
   * memory in production (builtFiles), Vite's middlewares in development.
   */
  files: NodeHandler;
  /** Token the owner's command-line tool presents to the admin API; null turns the API off */
  adminToken: string | null;
  /**
   * Subscribes to the app's word that the public pages changed (a staff
   * decision here or on another instance, an owner's command): the cached
   * testimonials page is dropped. app/entry.server.tsx exports it.
   */
  onPageCacheChange?: (listener: () => void) => unknown;
}

/** The largest form post we read: a 5,000-character message in any script fits many times over. */
export const MAX_BODY_BYTES = 64 * 1024;

const SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
};

function securityHeaders(_req: Request, res: Response, next: NextFunction) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  next();
}

/** Refuses bodies too large to be a real form before anything reads them. */
function limitBody(req: Request, res: Response, next: NextFunction) {
  if (req.method === "GET" || req.method === "HEAD") return next();
  const length = Number(req.headers["content-length"] ?? NaN);
  if (req.headers["transfer-encoding"] && !req.headers["content-length"]) {
    res.status(411).type("text").send("Length required.");
    return;
  }
  if (Number.isFinite(length) && length > MAX_BODY_BYTES) {
    res.status(413).type("text").send("That submission is too large.");
    return;
  }
  next();
}

/** What the public pages answer: reading them, and posting their forms. */
const PAGE_METHODS = ["GET", "HEAD", "POST"];

/**
 * The public pages take only those methods: a PUT, PATCH or DELETE to a form
 * page would otherwise reach its action like a post (and be stored). The back
 * office and the owner's API answer their own methods.
 */
function pageMethodsOnly(req: Request, res: Response, next: NextFunction) {
  if (PAGE_METHODS.includes(req.method) || /^\/(admin|api)(\/|$)/.test(req.path)) return next();
  res.status(405).set("Allow", PAGE_METHODS.join(", ")).type("text").send("Method not allowed.");
}

/** build/client, from memory, with the prerendered pages at their routes (static-files.ts). */
export function builtFiles(clientDir: string, prerenderedPaths: readonly string[]): NodeHandler {
  return staticFiles(loadStaticFiles(clientDir, prerenderedPaths), SECURITY_HEADERS);
}

/**
 * The site's request handler: files (see AppOptions.files) and the cached
 * testimonials page first, everything else through the Express app below
 * (forms, the admin API, React Router's rendering).
 */
export function createApp(options: AppOptions) {
  // The testimonials page: rendered at most every five seconds (see micro-cache.ts).
  const renderPage = createFetchHandler(options.build, options.mode);
  const pageCache = microCache({
    paths: ["/testimonials"],
    ttlMs: 5000,
    render: (url) =>
      renderPage(new Request(`http://localhost${url}`, { headers: { accept: "text/html" } }), {
        clientAddress: "127.0.0.1",
        adminToken: null,
      }),
    extraHeaders: SECURITY_HEADERS,
  });
  options.onPageCacheChange?.(pageCache.invalidate);
  const app = createExpressApp(options);
  const servePage = (req: IncomingMessage, res: ServerResponse) =>
    pageCache(req, res, () => app(req, res)).catch((error: unknown) => {
      console.error("The page cache failed:", error);
      if (res.headersSent) res.destroy();
      else app(req, res);
    });
  return (req: IncomingMessage, res: ServerResponse) =>
    options.files(req, res, () => void servePage(req, res));
}

function createExpressApp({ build, mode, adminToken }: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  // Behind a reverse proxy on this machine, trust its X-Forwarded-For.
  app.set("trust proxy", "loopback");
  app.use(securityHeaders);
  // Files and the cached page never get here (createApp answers them, built
  // files precompressed); what React Router renders is compressed on the fly.
  app.use(compression());
  app.use(pageMethodsOnly);
  app.use(limitBody);

  // Hashed assets that do not exist are a 404 here, not a rendered page.
  app.use("/assets", (_req, res) => {
    res.status(404).type("text").send("Not found");
  });

  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode,
      getLoadContext: (req): AppLoadContext => ({
        clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
        adminToken,
      }),
    }),
  );
  return app;
}
