import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { isProcessAlive, readRunningServerInfo } from "./server-info";

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
