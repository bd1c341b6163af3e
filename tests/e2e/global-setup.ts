/**
 * Before any test: one embedded database made, migrated and seeded by the built server, which the
 * tests' own servers start from (a copy each; startServer in ./server.ts). A server on a new data
 * directory took 6 s to answer on an idle machine, one on a copy 3 s; the tests start some twenty.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { answers200, freePort, spawnSite, TEMPLATE_DATA_DIR, watchEnd } from "./server";

export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "site-e2e-template-"));
  const port = await freePort();
  const child = spawnSite(port, dataDir, { LOG_LEVEL: "warn" });
  child.stdout?.resume();
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const { exited, ended } = watchEnd(child);
  const ready = await answers200(`http://127.0.0.1:${port}/readyz`, () => ended() !== "");
  child.kill("SIGTERM");
  const code = await exited;
  if (!ready || code !== 0) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(
      `The template database's server ${ready ? `exited with ${code}` : `never got ready (${ended() || "no answer"})`}:\n${stderr}`,
    );
  }
  // The workers inherit it; the runner removes it as it ends.
  process.env[TEMPLATE_DATA_DIR] = dataDir;
  return () => rmSync(dataDir, { recursive: true, force: true });
}
