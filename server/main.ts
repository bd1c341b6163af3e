import { randomBytes } from "node:crypto";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { siteEnvProblems } from "../app/config/site-env";
import { siteEnvFiles, unsetSiteEnvWarning } from "../app/config/site-env-warning.server";
import { PRIVATE_DIR_MODE } from "../app/server/db/private-files.server";
import type * as SiteModule from "./app";
import { createLimitedServer } from "./http-limits";
import { type ServerInfo, serverInfoPath } from "./server-info";
import { exitAfter } from "./shutdown";
import { parseTrustProxy, type TrustProxy } from "./trust-proxy";

/*
 * Starts the site: the HTTP server, the services, the shutdown. The app and
 * everything with state (the log, the environment, the database) come from
 * server/app.ts, which is built with the app into one bundle
 * (build/server/index.js) or, in development, loaded through Vite: one copy
 * of each module. This file imports only what holds no state, and is bundled
 * on its own into build/start/main.js (package.json's `build`).
 */

/**
 * `npm run dev` passes --dev: the same server, with Vite in place of the
 * build. A flag rather than NODE_ENV, so a shell that exports
 * NODE_ENV=development cannot turn `npm start` into the development server.
 */
const dev = process.argv.includes("--dev");

function readPort(): number {
  const raw = process.env.PORT ?? "3000";
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`PORT must be a whole number from 1 to 65535 (got "${raw}").`);
  }
  return port;
}

/** What differs between production and development: where the app and its files come from. */
interface Site extends Pick<SiteModule.AppOptions, "mode" | "files"> {
  /** server/app.ts as built, or as Vite loads it */
  app: typeof SiteModule;
  /** Called on shutdown: Vite's open hot-reload connections would keep the server from closing */
  close(): Promise<void>;
}

/** The output of `npm run build`; this file runs as build/start/main.js. */
async function builtSite(trustProxy: TrustProxy): Promise<Site> {
  const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../build");
  const app = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as typeof SiteModule;
  return {
    app,
    mode: "production",
    files: app.builtFiles(buildDir, trustProxy),
    close: async () => {},
  };
}

/**
 * Vite as middleware: it serves the source modules, and hot reload over the
 * site's own port. server/app.ts is loaded through Vite once, and loads the
 * app through Vite on every request (cheap: Vite keeps what did not change),
 * so an edit to the app shows without a restart; an edit to server/ needs
 * one. Vite is imported here only, so the production bundle never loads it.
 */
async function viteSite(server: Server): Promise<Site> {
  const vite = await import("vite");
  const sigtermListeners = process.listeners("SIGTERM");
  const viteServer = await vite.createServer({ server: { middlewareMode: true, ws: { server } } });
  // React Router's plugin starts a second Vite server (its child compiler)
  // that exits the process on SIGTERM before the database is closed; main()
  // handles SIGTERM itself.
  for (const listener of process.listeners("SIGTERM")) {
    if (!sigtermListeners.includes(listener)) process.off("SIGTERM", listener);
  }
  const app = (await viteServer.ssrLoadModule(
    fileURLToPath(new URL("./app.ts", import.meta.url)),
  )) as typeof SiteModule;
  return {
    app,
    mode: "development",
    files: viteServer.middlewares,
    close: () => viteServer.close(),
  };
}

/**
 * Where a person can open the site: the address the server is bound to (HOST,
 * resolved: "localhost" may be 127.0.0.1 or ::1) or, bound to every interface
 * (0.0.0.0 or ::), this machine's loopback address, saying so.
 */
function servingAddress({ address, family, port }: AddressInfo): string {
  const everyInterface = address === "0.0.0.0" || address === "::";
  const host = everyInterface ? (family === "IPv6" ? "::1" : "127.0.0.1") : address;
  const url = `http://${family === "IPv6" ? `[${host}]` : host}:${port}`;
  return everyInterface ? `${url} (listening on all interfaces, ${address})` : url;
}

/**
 * How long a shutdown may take: the requests under way and the notification
 * being sent (one attempt is at most NOTIFY_ATTEMPT_TIMEOUT_SECONDS), with
 * time to close the database after.
 */
const shutdownLimitMs = (attemptTimeoutSeconds: number) => Math.max(10, attemptTimeoutSeconds + 10) * 1000;

async function main() {
  const port = readPort();
  const host = process.env.HOST ?? "0.0.0.0";
  // The owner's command-line tool finds the running server (and its token)
  // through this file: with embedded PGlite only this process may open the
  // database, so the tool asks the server instead. It is written before the
  // database opens, so the tool never opens it alongside a starting server.
  const adminToken = randomBytes(32).toString("hex");
  const infoFile = serverInfoPath(process.env.DATA_DIR);
  const writeInfo = (info: Omit<ServerInfo, "pid">) => {
    if (!infoFile) return;
    // DATA_DIR: owner-only, like the database files it will hold (private-files.server.ts).
    mkdirSync(path.dirname(infoFile), { recursive: true, mode: PRIVATE_DIR_MODE });
    writeFileSync(infoFile, JSON.stringify({ pid: process.pid, ...info }), { mode: 0o600 });
  };
  writeInfo({ port: null, token: null });
  process.on("exit", () => infoFile && rmSync(infoFile, { force: true }));

  // Idle and slow clients are cut off (server/http-limits.ts).
  const server = createLimitedServer();
  const trustProxy = parseTrustProxy(process.env.TRUST_PROXY);
  const site = dev ? await viteSite(server) : await builtSite(trustProxy);
  const { app } = site;
  // A bad setting stops the server now, naming the variable, rather than at
  // the first request or the first lead.
  const env = app.serverEnv();
  // SITE_URL is read now, for as long as the server runs; the other SITE_*
  // give a new database its first Business details. A malformed one stops
  // the server, naming it; placeholders are a site that names localhost to
  // search engines, said loudly.
  const siteSource = { ...siteEnvFiles(process.cwd()), ...process.env };
  const problems = siteEnvProblems(siteSource);
  if (problems.length) throw new Error(`Invalid site configuration:\n  ${problems.join("\n  ")}`);
  if (!dev) {
    const warning = unsetSiteEnvWarning(siteSource);
    if (warning) console.warn(`\n${warning}\n`);
  }
  // The database opens and migrates, and the published content is read,
  // while the server already answers: requests that need them wait.
  const services = app.startServices(env);
  server.on(
    "request",
    await app.createApp({ services, mode: site.mode, files: site.files, adminToken, trustProxy }),
  );
  server.listen(port, host, () => {
    writeInfo({ port, token: adminToken });
    app.log.info(
      `Serving on ${servingAddress(server.address() as AddressInfo)}${dev ? " (development)" : ""}`,
    );
  });
  server.on("error", (error) => {
    console.error(error.message);
    process.exit(1);
  });

  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    // Claim no more notifications now; finish the requests and the send
    // under way, then close the database cleanly: an embedded database
    // killed mid-write may not open again.
    void services.stopping();
    // close() stops new connections and drops the idle ones, but Node goes on
    // serving requests on a kept-alive connection that was busy, saying
    // "keep-alive": a client (or proxy) that keeps it busy would hold the
    // server open until the limit below. From now on each answer closes its
    // connection.
    server.prependListener("request", (_request, response) => response.setHeader("Connection", "close"));
    server.close(() => {
      void exitAfter(
        () => services.stop(),
        (code) => process.exit(code),
        app.log,
      );
    });
    server.closeIdleConnections();
    void site.close();
    setTimeout(() => {
      app.log.error("Shutdown took too long: exiting with requests or a notification still under way");
      process.exit(1);
    }, shutdownLimitMs(env.NOTIFY_ATTEMPT_TIMEOUT_SECONDS)).unref();
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
