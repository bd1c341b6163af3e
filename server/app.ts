import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Request, type Response, type NextFunction } from "express";
import type { ServerBuild } from "react-router";

export interface AppOptions {
  build: ServerBuild;
  /** build/client: hashed assets, public files and prerendered pages */
  clientDir: string;
  /** Paths whose HTML was rendered at build time */
  prerenderedPaths: readonly string[];
}

/** Hashed file names never change content: cache them for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Everything else may change with a deploy: keep it, but ask first. */
const REVALIDATE = "public, max-age=0, must-revalidate";

function securityHeaders(_req: Request, res: Response, next: NextFunction) {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  next();
}

export function createApp({ build, clientDir, prerenderedPaths }: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  app.use(securityHeaders);
  app.use(compression());

  app.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
      fallthrough: false,
    }),
  );

  // Prerendered pages: a GET without a query string gets the HTML written at
  // build time. With a query (/contact?subject=...) the server renders it.
  const prerendered = new Map(
    prerenderedPaths.map((route) => [route, path.join(clientDir, route === "/" ? "" : route, "index.html")]),
  );
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (req.originalUrl.includes("?")) return next();
    const file = prerendered.get(req.path === "/" ? "/" : req.path.replace(/\/+$/, ""));
    if (!file) return next();
    res.setHeader("Cache-Control", REVALIDATE);
    res.type("html");
    res.sendFile(file, (error) => error && next());
  });

  app.use(
    express.static(clientDir, {
      index: false,
      redirect: false,
      setHeaders: (res) => res.setHeader("Cache-Control", REVALIDATE),
    }),
  );

  app.all("/{*splat}", createRequestHandler({ build, mode: "production" }));
  return app;
}

export { IMMUTABLE, REVALIDATE };
