import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { prerenderedPaths } from "../app/config/pages";
import { createApp } from "./app";
import { type ServerInfo, serverInfoPath } from "./server-info";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const buildDir = path.join(root, "build");

function readPort(): number {
  const raw = process.env.PORT ?? "3000";
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`PORT must be a whole number from 1 to 65535 (got "${raw}").`);
  }
  return port;
}

type EntryModule = { onServerStart?: () => Promise<void>; onServerStop?: () => Promise<void> };

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
    mkdirSync(path.dirname(infoFile), { recursive: true });
    writeFileSync(infoFile, JSON.stringify({ pid: process.pid, ...info }), { mode: 0o600 });
  };
  writeInfo({ port: null, token: null });
  process.on("exit", () => infoFile && rmSync(infoFile, { force: true }));

  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  // Open the database and migrate while the server already answers: the
  // prerendered pages need no database, and requests that do wait for it.
  void (build.entry.module as EntryModule).onServerStart?.();
  const handler = createApp({
    build,
    clientDir: path.join(buildDir, "client"),
    prerenderedPaths: prerenderedPaths(),
    adminToken,
  });
  const server = createServer(handler).listen(port, host, () => {
    writeInfo({ port, token: adminToken });
    console.info(`Serving on http://localhost:${port}`);
  });
  server.on("error", (error) => {
    console.error(error.message);
    process.exit(1);
  });

  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    // Finish the requests under way, then close the database cleanly: an
    // embedded database killed mid-write may not open again.
    const entry = build.entry.module as EntryModule;
    server.close(() => {
      void (entry.onServerStop?.() ?? Promise.resolve()).finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
