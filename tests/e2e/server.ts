/**
 * The server side of a test: the owner's command-line tool against the web
 * server's database, names no other test uses, and servers of a test's own.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { TestInfo } from "@playwright/test";
import { parseAdminArgs } from "../../scripts/admin-args";
import { resultLines } from "../../scripts/admin-output";
import { askRunningServer, readRunningServerInfo } from "../../server/server-info";
import { testDatabase } from "../support/test-database";
import { expect } from "./fixtures";

const root = path.resolve(import.meta.dirname, "../..");

/** Names the embedded database a test's own server starts from (tests/e2e/global-setup.ts). */
export const TEMPLATE_DATA_DIR = "E2E_TEMPLATE_DATA_DIR";

/** The web server's data directory, pinned by playwright.config.ts for the workers. */
function webServerDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set: run the tests through playwright.config.ts");
  return dir;
}

/** The owner's command (as adminOn) against the web server's database. */
export function admin(...args: string[]): Promise<string> {
  return adminOn(webServerDataDir(), ...args);
}

/**
 * The owner's command (`testimonials list`, `staff create ...`) put to the running server whose
 * data directory is `dataDir`, as the tool puts it (scripts/admin.ts): the arguments read by the
 * tool's own parser, the server found through DATA_DIR/server.json and asked through its admin API,
 * the answer as the tool prints it. In this process: the tool as a process of its own took 0.6 s a
 * call on an idle machine and 1.3 s beside the tests, some ninety calls a run. The tool itself, built
 * and through tsx, is run by the smoke test (scripts/smoke-start.ts) and tests/integration/admin-cli.
 */
export async function adminOn(dataDir: string, ...args: string[]): Promise<string> {
  const command = await parseAdminArgs(args, () =>
    Promise.reject(new Error("staff create needs STAFF_PASSWORD here: no one can type it")),
  );
  const info = readRunningServerInfo(dataDir);
  if (info?.port == null || info.token == null) throw new Error(`No server is serving ${dataDir}`);
  const result = await askRunningServer(dataDir, { ...info, port: info.port, token: info.token }, command);
  if (!result.ok) throw new Error(result.error);
  return `${resultLines(result).join("\n")}\n`;
}

/** The lines of a `testimonials list` that belong to the testimonial by `name`. */
export function linesNamed(listing: string, name: string): string[] {
  return listing.split("\n").filter((line) => line.includes(`  ${name}`));
}

/** The pending testimonial by `name`: its id and its line in `testimonials list --pending`. */
export async function pendingTestimonial(name: string): Promise<{ id: number; line: string }> {
  const lines = linesNamed(await admin("testimonials", "list", "--pending"), name);
  expect(lines, `pending testimonials named ${name}`).toHaveLength(1);
  const line = lines[0] ?? "";
  const id = /^#(\d+)\s/.exec(line)?.[1];
  expect(id, `id in "${line}"`).toBeDefined();
  return { id: Number(id), line };
}

/** A name no other test (or the other project running in parallel) uses. */
export function uniqueName(testInfo: TestInfo, label: string): string {
  return `${label} ${testInfo.project.name} ${randomBytes(4).toString("hex")}`;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

export interface SpawnedServer {
  url: string;
  /** Its DATA_DIR (the embedded database, unless DATABASE_URL is set) */
  dataDir: string;
  /** Everything the server wrote to stderr so far */
  stderr(): string;
  /** Everything the server wrote to stdout so far (its log) */
  stdout(): string;
  /** How the server ended, if it did ("" while it runs) */
  ended(): string;
  stop(): Promise<void>;
  /** Ends it at once, as a crash or an out-of-memory kill would: no shutdown of its own */
  kill(): Promise<void>;
}

/**
 * The built server as a child process on `port`, with `dataDir` and the embedded database, in
 * production, trusting the tests' X-Forwarded-For; `env` over all that. Its output is piped.
 * E2E_SERVER_ENTRY may name another path to the file, for machines where something kills it by name.
 */
export function spawnSite(port: number, dataDir: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [process.env.E2E_SERVER_ENTRY ?? "build/start/main.js"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      DATABASE_URL: "",
      TRUST_PROXY: "loopback",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/**
 * Whether GET `url` answered 200 within `timeoutMs`, asked every 200 ms until it does or `ended()` says
 * its server is gone. A plain loop, not `expect.poll`: the global setup waits with it too, outside any test.
 */
export async function answers200(url: string, ended: () => boolean, timeoutMs = 60_000) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline && !ended();) {
    // Each request within what is left of the time: a server that hangs fails the wait on time.
    const status = await fetch(url, { signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

/**
 * How a spawned server ended, once it has: `exited` resolves with its exit code, and `ended()`
 * says why ("" while it runs). A process that could not be started (no processes or file
 * descriptors left) has no pid and never exits: it ends with why instead, and a null code.
 */
export function watchEnd(child: ChildProcess) {
  let why = "";
  const exited = new Promise<number | null>((resolve) => {
    child.once("exit", (code, signal) => {
      why = `server exited with ${signal ?? `code ${code}`}`;
      resolve(code);
    });
    child.once("error", (error) => {
      if (child.pid !== undefined) return;
      why ||= `server could not be started: ${error.message}`;
      resolve(null);
    });
  });
  return { exited, ended: () => why };
}

/**
 * Starts another built server with its own data directory (a copy of the embedded database made before
 * the tests, unless `env` names a database or a directory) and `env`, on a free port, and waits for
 * GET `readyPath` to answer 200 (/testimonials waits for the database; prerendered pages do not).
 */
export async function startServer(
  env: Record<string, string>,
  { readyPath = "/" }: { readyPath?: string } = {},
): Promise<SpawnedServer> {
  const port = await freePort();
  const ownDir = mkdtempSync(path.join(os.tmpdir(), "site-e2e-extra-"));
  const dataDir = env.DATA_DIR ?? ownDir;
  // On the embedded database of its own: a copy of the one made before the tests, migrated and seeded.
  const template = process.env[TEMPLATE_DATA_DIR];
  if (dataDir === ownDir && !env.DATABASE_URL && template) cpSync(template, ownDir, { recursive: true });
  const child = spawnSite(port, dataDir, env);
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const { exited, ended } = watchEnd(child);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (!ended()) {
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(ownDir, { recursive: true, force: true });
  };
  if (!(await answers200(`${url}${readyPath}`, () => ended() !== ""))) {
    await stop();
    throw new Error(`${ended() || `${readyPath} did not answer 200 in 60 s`}:\n${stdout}\n${stderr}`);
  }
  const kill = async () => {
    if (!ended()) {
      child.kill("SIGKILL");
      await exited;
    }
  };
  return { url, dataDir, stderr: () => stderr, stdout: () => stdout, ended, stop, kill };
}

const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** A database of the test's own on the Postgres server, made now; the test drops it afterwards. */
export async function freshDatabase() {
  const database = testDatabase(serverUrl, "site_e2e");
  await database.create();
  return database;
}
