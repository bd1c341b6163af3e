import { randomBytes } from "node:crypto";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { prerenderedPaths } from "../app/config/pages";
import { siteEnvFiles, unsetSiteEnvWarning } from "../app/config/site-env-warning.server";
import { PRIVATE_DIR_MODE } from "../app/server/db/private-files.server";
import { parseServerEnv } from "../app/server/env.server";
import { log } from "../app/server/log.server";
import { type AppOptions, builtFiles, createApp } from "./app";
import { createLimitedServer } from "./http-limits";
import { CSP_HASHES_FILE } from "./security-headers";
import { type ServerInfo, serverInfoPath } from "./server-info";
import { exitAfter } from "./shutdown";
import { parseTrustProxy, type TrustProxy } from "./trust-proxy";

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

/** What server/main.ts uses of app/entry.server.tsx, beside React Router's own use of it. */
type EntryModule = {
  onServerStart?: () => Promise<void>;
  onServerStopping?: () => Promise<void>;
  onServerStop?: () => Promise<void>;
  onPageCacheChange?: (listener: () => void) => () => void;
};

/** What differs between production and development: where the app and its files come from. */
interface Site extends Pick<AppOptions, "build" | "mode" | "files"> {
  /** app/entry.server.tsx as loaded at start: its onServerStop closes what its onServerStart opened */
  entry: EntryModule;
  /** Called on shutdown: Vite's open hot-reload connections would keep the server from closing */
  close(): Promise<void>;
}

/** The output of `npm run build`; this file runs as build/start/main.js. */
async function builtSite(trustProxy: TrustProxy): Promise<Site> {
  const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../build");
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  const scriptHashes = JSON.parse(readFileSync(path.join(buildDir, CSP_HASHES_FILE), "utf8")) as Record<
    string,
    string[]
  >;
  return {
    build,
    mode: "production",
    files: builtFiles(path.join(buildDir, "client"), prerenderedPaths(), scriptHashes, trustProxy),
    entry: build.entry.module as EntryModule,
    close: async () => {},
  };
}

/**
 * Vite as middleware: it serves the source modules, and hot reload over the
 * site's own port. The app is loaded through Vite on every request (cheap:
 * Vite keeps what did not change), so an edit shows without a restart.
 * Vite is imported here only, so the production bundle never loads it.
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
  const load = () => viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  const build = await load();
  return {
    build: load,
    mode: "development",
    files: viteServer.middlewares,
    entry: build.entry.module as EntryModule,
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
  // A bad setting stops the server now, naming the variable, rather than at
  // the first request or the first lead.
  const env = parseServerEnv();
  if (!dev) {
    // The built pages carry the business identity; placeholders there are a
    // site that names localhost to search engines. The build warned too.
    const warning = unsetSiteEnvWarning({ ...siteEnvFiles(process.cwd()), ...process.env }, "start");
    if (warning) console.warn(`\n${warning}\n`);
  }
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
  // Open the database and migrate while the server already answers: the
  // prerendered pages need no database, and requests that do wait for it.
  void site.entry.onServerStart?.();
  server.on(
    "request",
    createApp({ ...site, adminToken, trustProxy, onPageCacheChange: site.entry.onPageCacheChange }),
  );
  server.listen(port, host, () => {
    writeInfo({ port, token: adminToken });
    log.info(`Serving on ${servingAddress(server.address() as AddressInfo)}${dev ? " (development)" : ""}`);
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
    void site.entry.onServerStopping?.();
    // close() stops new connections and drops the idle ones, but Node goes on
    // serving requests on a kept-alive connection that was busy, saying
    // "keep-alive": a client (or proxy) that keeps it busy would hold the
    // server open until the limit below. From now on each answer closes its
    // connection.
    server.prependListener("request", (_request, response) => response.setHeader("Connection", "close"));
    server.close(() => {
      void exitAfter(
        () => site.entry.onServerStop?.(),
        (code) => process.exit(code),
      );
    });
    server.closeIdleConnections();
    void site.close();
    setTimeout(() => {
      log.error("Shutdown took too long: exiting with requests or a notification still under way");
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
