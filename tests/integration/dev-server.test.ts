import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CORE_FONT_FILE } from "~/config/font-subset";
import { homeHero } from "~/content/home";
import type { ServerInfo } from "../../server/server-info";

/**
 * `npm run dev` as a developer starts it: server/main.ts --dev, the
 * production server code with Vite as middleware, in a child process with a
 * data directory of its own.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Resolves when the child prints its address; rejects, with what it printed, if it exits first or takes too long. */
function serving(child: ChildProcess, output: () => string) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The dev server did not start:\n${output()}`)), 50_000);
    child.stdout!.on("data", () => {
      if (output().includes("Serving on")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The dev server exited (${code}):\n${output()}`));
    });
  });
}

describe("npm run dev", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "dev-server-"));
  let child: ChildProcess;
  let origin = "";
  let output = "";

  beforeAll(async () => {
    // What `npm run dev` does first: the app imports this generated font.
    if (!existsSync(path.join(root, "app/fonts/generated", CORE_FONT_FILE))) {
      execFileSync(process.execPath, ["--import", "tsx", "scripts/subset-font.ts"], { cwd: root });
    }
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    // Vitest sets NODE_ENV=test; `npm run dev` runs without it.
    const { NODE_ENV: _testMode, ...env } = process.env;
    // One process (no tsx wrapper in between), so killing it leaves nothing behind.
    child = spawn(process.execPath, ["--import", "tsx", "server/main.ts", "--dev"], {
      cwd: root,
      env: { ...env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout!.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk));
    await serving(child, () => output);
  }, 60_000);

  // Whatever failed, the child goes: it holds a port and the data directory.
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = once(child, "exit");
      child.kill("SIGKILL");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("renders the home page through the production server code", async () => {
    const response = await fetch(`${origin}/`);
    expect(response.status).toBe(200);
    // A header server/app.ts adds, which Vite's own dev server would not.
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(await response.text()).toContain(homeHero.subtitle);
  }, 45_000);

  it("takes a contact form posted without JavaScript and redirects", async () => {
    const response = await fetch(`${origin}/contact`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin },
      body: new URLSearchParams({
        name: "Asha Verma",
        email: "asha@example.in",
        phone: "+91 98765 43210",
        subject: "Website",
        message: "Please call me.",
      }),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(/^\/contact\?sent=1&ref=OS-\d{4}-\d{4,}#contact-form$/);
  });

  it("answers the owner's tool with the token it left in the data directory", async () => {
    const info = JSON.parse(readFileSync(path.join(dataDir, "server.json"), "utf8")) as ServerInfo;
    const response = await fetch(`${origin}/api/admin`, {
      method: "POST",
      headers: { authorization: `Bearer ${info.token}`, "content-type": "application/json" },
      body: JSON.stringify({ command: "messages.list", archived: false }),
    });
    expect(await response.json()).toMatchObject({ ok: true, messages: [{ name: "Asha Verma" }] });
  });

  it("stops cleanly on SIGTERM", async () => {
    const exited = once(child, "exit");
    child.kill("SIGTERM");
    const [code] = await exited;
    // 0 is main()'s shutdown, which closes the database first; a handler of
    // Vite's that got there before it would exit with 143.
    expect(code).toBe(0);
    expect(existsSync(path.join(dataDir, "server.json"))).toBe(false);
    expect(existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
  }, 15_000);
});
