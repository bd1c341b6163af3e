import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "~/server/db/client.server";
import { parseServerEnv } from "~/server/env.server";

const envFor = (dataDir: string) => parseServerEnv({ DATA_DIR: dataDir });

describe("embedded database directory", () => {
  it("refuses to open a directory another live process holds", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "pglite-lock-"));
    const holder = spawn("sleep", ["30"]);
    try {
      writeFileSync(path.join(dataDir, "pglite.lock"), String(holder.pid));
      await expect(openDatabase(envFor(dataDir))).rejects.toThrow(`in use by process ${holder.pid}`);
    } finally {
      holder.kill();
    }
  });

  it("takes over the lock and the stale postmaster.pid a killed process left", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "pglite-stale-"));
    const first = await openDatabase(envFor(dataDir));
    await first.close();
    // What a process killed with SIGKILL leaves behind.
    writeFileSync(path.join(dataDir, "pglite.lock"), "999999");
    mkdirSync(path.join(dataDir, "pglite"), { recursive: true });
    writeFileSync(path.join(dataDir, "pglite", "postmaster.pid"), "-42\n/pglite/data\n");
    const second = await openDatabase(envFor(dataDir));
    try {
      const result = await second.db.execute("SELECT 1 AS one");
      expect(JSON.stringify(result)).toContain("one");
    } finally {
      await second.close();
    }
  });
});
