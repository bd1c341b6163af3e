/** Shared by the benchmark scripts: building, starting servers, waiting, medians. */
import { type ChildProcess, execSync, spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags } from "lighthouse";
import { chromiumArgs, chromiumPath } from "../chromium.config";

export const root = path.resolve(import.meta.dirname, "..");

export function run(command: string, env: NodeJS.ProcessEnv = {}, cwd = root) {
  console.info(`$ ${command}`);
  execSync(command, { cwd, stdio: "inherit", env: { ...process.env, ...env } });
}

/** At most this many failed runs in a row of one page before a bench gives up. */
const MAX_FAILED_RUNS = 3;

/**
 * Lighthouse on `url` in a fresh Chromium, done again when it could not complete a run (it says
 * why: NO_NAVSTART now and then); each such run is noted in `failedRuns` under `label`, to report.
 */
export async function lighthouseCompleted(url: string, flags: Flags, label: string, failedRuns: string[]) {
  for (let failed = 0; ;) {
    const result = await lighthouseInFreshChromium(url, flags);
    const error = result.lhr.runtimeError;
    if (!error) return result;
    failedRuns.push(`${label} (${flags.throttlingMethod ?? "simulate"}): ${error.code}: ${error.message}`);
    console.warn(failedRuns.at(-1));
    if (++failed >= MAX_FAILED_RUNS) throw new Error(`${label}: ${failed} runs in a row failed`);
  }
}

/** Lighthouse (its JSON result) on `url`, in a Chromium of its own that is closed afterwards. */
export async function lighthouseInFreshChromium(url: string, flags: Flags = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", ...flags });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result;
  } finally {
    await chrome.kill();
  }
}

export function tempDir(prefix: string) {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

export async function waitForUrl(url: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export interface StartedServer {
  url: string;
  process: ChildProcess;
  /** SIGTERM; resolves once it has exited */
  stop(): Promise<void>;
  /** SIGKILL, as a crash would: no shutdown of its own */
  kill(): Promise<void>;
  /** How it ended ("server exited with code 0"); "" while it runs */
  ended(): string;
}

/**
 * Starts the production server (build/start/main.js, or the copy BENCH_SERVER_ENTRY names) with its
 * own data directory, and waits for GET `readyPath` to answer 200. Its output goes to the terminal, or
 * to `logFile` (a server under load writes a log line per request).
 */
export async function startSiteServer(
  port: number,
  env: NodeJS.ProcessEnv = {},
  { readyPath = "/", logFile }: { readyPath?: string; logFile?: string } = {},
): Promise<StartedServer> {
  const output = logFile ? openSync(logFile, "a") : "inherit";
  const child = spawn(process.execPath, [process.env.BENCH_SERVER_ENTRY ?? "build/start/main.js"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: tempDir("bench-data-"), ...env },
    stdio: ["ignore", output, output],
  });
  if (typeof output === "number") closeSync(output);
  let ended = "";
  const exited = new Promise<void>((resolve) =>
    child.once("exit", (code, signal) => {
      ended = `server exited with ${signal ?? `code ${code}`}`;
      resolve();
    }),
  );
  const end = (signal: NodeJS.Signals) => async () => {
    if (!ended) child.kill(signal);
    await exited;
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForUrl(`${url}${readyPath}`);
  } catch (error) {
    await end("SIGKILL")();
    throw new Error(`${error instanceof Error ? error.message : error} (${ended})`);
  }
  return { url, process: child, stop: end("SIGTERM"), kill: end("SIGKILL"), ended: () => ended };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function machineLine() {
  return `${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown CPU"}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

/**
 * Sends `count` testimonials the way the browser does and approves them
 * through the running server's admin endpoint (the server needs
 * RATE_LIMIT_MAX=0 and its data directory).
 */
export async function seedTestimonials(url: string, count: number, dataDir: string) {
  const info = JSON.parse(readFileSync(path.join(dataDir, "server.json"), "utf8")) as { token: string };
  const admin = (command: object) =>
    fetch(`${url}/api/admin`, {
      method: "POST",
      headers: { authorization: `Bearer ${info.token}`, "content-type": "application/json" },
      body: JSON.stringify(command),
    }).then((response) => response.json() as Promise<{ testimonials?: Array<{ id: number }> }>);
  for (let i = 0; i < count; i++) {
    const body = new URLSearchParams({
      name: `Client ${i + 1}`,
      company: `Company ${i + 1}`,
      rating: String((i % 5) + 1),
      feedback: `Working with the team on project ${i + 1} was smooth: clear prices, quick replies and work delivered on time.`,
      consent: "yes",
    });
    // Not followed: the 303 to the sent page is the server's word that it kept the testimonial.
    const response = await fetch(`${url}/testimonials`, { method: "POST", body, redirect: "manual" });
    const location = response.headers.get("location");
    if (response.status !== 303 || location !== "/testimonials?sent=1#feedback") {
      throw new Error(`seeding failed: ${response.status}${location ? ` to ${location}` : ""}`);
    }
  }
  const pending = await admin({ command: "testimonials.list", pending: true });
  for (const testimonial of pending.testimonials ?? []) {
    await admin({ command: "testimonials.approve", id: testimonial.id });
  }
}

/** An event of Chromium's trace, as Lighthouse records it (the fields the benches read). */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: {
    name?: string;
    data?: { url?: string; functionName?: string; requestId?: string };
    beginData?: { url?: string };
  };
}

/**
 * The trace's events on the page's main thread: the one that parsed its document. A fresh
 * Chromium has several renderers (the blank tab, and a new one for the page, as its
 * Cross-Origin-Opener-Policy asks); their events are not the page's.
 */
export function pageMainThread(events: TraceEvent[], url: string) {
  const parse = events.find((e) => e.name === "ParseHTML" && e.args?.beginData?.url === url);
  if (!parse) throw new Error(`no ParseHTML of ${url} in the trace`);
  return events.filter((e) => e.pid === parse.pid && e.tid === parse.tid);
}
