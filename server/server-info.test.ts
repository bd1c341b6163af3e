import { execFile, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isProcessAlive } from "../app/server/db/data-dir-lock.server";
import { askRunningServer, readRunningServerInfo, type RunningServer } from "./server-info";

/** The id of a process that has already exited. */
const deadPid = () => spawnSync(process.execPath, ["-e", ""]).pid!;

describe("server info", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "server-info-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const write = (info: unknown) => writeFileSync(path.join(dataDir, "server.json"), JSON.stringify(info));

  it("tells a running process from one that has exited", () => {
    expect(isProcessAlive(process.pid)).toBe(true);
    expect(isProcessAlive(deadPid())).toBe(false);
  });

  it("finds the server only while its process runs", () => {
    const info = { pid: process.pid, port: 3000, token: "t" };
    write(info);
    expect(readRunningServerInfo(dataDir)).toEqual(info);
    write({ ...info, pid: deadPid() });
    expect(readRunningServerInfo(dataDir)).toBeNull();
  });

  it("finds none without a readable file or with an in-memory database", () => {
    writeFileSync(path.join(dataDir, "server.json"), "{");
    expect(readRunningServerInfo(dataDir)).toBeNull();
    expect(readRunningServerInfo(path.join(dataDir, "missing"))).toBeNull();
    expect(readRunningServerInfo("memory://")).toBeNull();
  });
});

describe("asking the running server", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "server-info-"));
  /** What the fake server answers next, and what it was asked. */
  let answer = { status: 200, type: "application/json", body: "" };
  let asked: { headers: IncomingHttpHeaders; body: string } | null = null;
  const fake = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      asked = { headers: req.headers, body };
      res.writeHead(answer.status, { "content-type": answer.type }).end(answer.body);
    });
  });
  let server: RunningServer;
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
    server = { pid: process.pid, port: (fake.address() as AddressInfo).port, token: "t".repeat(64) };
  });
  afterAll(() => {
    fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** React Router's answer to a refused token: the API's thrown 404, as JSON. */
  const REFUSED = { status: 404, type: "application/json; charset=utf-8", body: JSON.stringify("Not Found") };

  it("sends the command with the token, and passes the API's answers on", async () => {
    answer = { status: 200, type: "application/json", body: JSON.stringify({ ok: true, done: "Approved." }) };
    const result = await askRunningServer(dataDir, server, { command: "testimonials.approve", id: 3 });
    expect(result).toEqual({ ok: true, done: "Approved." });
    expect(asked?.headers.authorization).toBe(`Bearer ${server.token}`);
    expect(JSON.parse(asked?.body ?? "")).toEqual({ command: "testimonials.approve", id: 3 });
    // The API's own 404: a missing id, with its message.
    answer = {
      status: 404,
      type: "application/json",
      body: JSON.stringify({ ok: false, error: "No testimonial with id 3." }),
    };
    expect(await askRunningServer(dataDir, server, { command: "testimonials.delete", id: 3 })).toEqual({
      ok: false,
      error: "No testimonial with id 3.",
    });
  });

  it.each([
    ["the API's 404", REFUSED],
    ["401", { status: 401, type: "text/plain", body: "Unauthorized" }],
    ["403", { status: 403, type: "application/json", body: JSON.stringify({ message: "Forbidden" }) }],
  ])("explains a refused token (%s) and what to do", async (_name, refusal) => {
    answer = refusal;
    const result = await askRunningServer(dataDir, server, { command: "messages.list" });
    expect(result.ok).toBe(false);
    const error = result.ok ? "" : result.error;
    expect(error).toContain(
      `(process ${process.pid}, port ${server.port}) refused this command's admin token`,
    );
    expect(error).toContain(path.join(dataDir, "server.json"));
    expect(error).toContain("restarted since");
    expect(error).toContain("restart the server");
  });

  it("explains any other answer, and a server it cannot reach", async () => {
    answer = { status: 502, type: "text/html", body: "<h1>Bad gateway</h1>" };
    const other = await askRunningServer(dataDir, server, { command: "messages.list" });
    expect(other).toEqual({
      ok: false,
      error: expect.stringContaining("answered HTTP 502 instead of a result"),
    });
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const gone = await askRunningServer(dataDir, { ...server, port }, { command: "messages.list" });
    expect(gone).toEqual({
      ok: false,
      error: expect.stringMatching(
        new RegExp(`^Could not reach the server .* at http://127\\.0\\.0\\.1:${port}: .*ECONNREFUSED`),
      ),
    });
  });

  it("makes the owner's command print the explanation, not undefined", async () => {
    answer = REFUSED;
    writeFileSync(path.join(dataDir, "server.json"), JSON.stringify(server));
    const { code, stdout, stderr } = await new Promise<{
      code: number | null;
      stdout: string;
      stderr: string;
    }>((resolve) => {
      const child = execFile(
        process.execPath,
        ["--import", "tsx", "scripts/admin.ts", "testimonials", "list"],
        { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" } },
        (_error, out, err) => resolve({ code: child.exitCode, stdout: out, stderr: err }),
      );
    });
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toMatch(
      /^The server running on this data directory .* refused this command's admin token \(HTTP 404\)\./,
    );
    expect(stderr).not.toContain("undefined");
  }, 30_000);
});
