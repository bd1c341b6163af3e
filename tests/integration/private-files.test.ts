import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { openDatabase } from "~/server/db/client.server";
import { makeTreeOwnerOnly } from "~/server/db/private-files.server";
import { parseServerEnv } from "~/server/env.server";
import { log } from "~/server/log.server";

/*
 * The embedded database holds visitors' messages, password hashes, session
 * tokens and the generated auth secret: nothing under DATA_DIR may be
 * readable, or even listable, by another account on the machine.
 */

const root = mkdtempSync(path.join(os.tmpdir(), "private-files-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const umaskBefore = process.umask();
afterEach(() => {
  process.umask(umaskBefore);
  vi.restoreAllMocks();
});

/** Every entry under `dir` (itself included) that another account could read or enter. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (entry: string) => {
    const info = lstatSync(entry);
    if (info.isSymbolicLink()) return;
    if (info.mode & 0o077) found.push(`${(info.mode & 0o777).toString(8)} ${path.relative(root, entry)}`);
    if (info.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(dir);
  return found;
}

/** What an install made before this rule (or a careless copy) leaves: everything open to everyone. */
function loosen(dir: string) {
  const info = lstatSync(dir);
  chmodSync(dir, info.isDirectory() ? 0o777 : 0o666);
  if (info.isDirectory()) for (const name of readdirSync(dir)) loosen(path.join(dir, name));
}

async function openAndWrite(dataDir: string) {
  const handle = await openDatabase(parseServerEnv({ DATA_DIR: dataDir }));
  try {
    await handle.db.execute("CREATE TABLE IF NOT EXISTS mode_probe (x text)");
    await handle.db.execute("INSERT INTO mode_probe VALUES ('a secret')");
  } finally {
    await handle.close();
  }
}

describe("the embedded database's files", () => {
  it("are made for the server's account only, whatever the umask", async () => {
    process.umask(0);
    const dataDir = path.join(root, "new", "data");
    await openAndWrite(dataDir);
    expect(readdirSync(dataDir)).toContain("pglite");
    expect(openToOthers(path.join(root, "new"))).toEqual([]);
  }, 60_000);

  it("are tightened at start when an older install left them open, and the log says so", async () => {
    const dataDir = path.join(root, "old");
    await openAndWrite(dataDir);
    loosen(dataDir);
    expect(openToOthers(dataDir).length).toBeGreaterThan(100);
    const warn = vi.spyOn(log, "warn");
    await openAndWrite(dataDir);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ dataDir, entries: expect.any(Number) as number }),
      "Made the embedded database's files readable by the server's account only",
    );
  }, 60_000);

  it("refuses a shared folder such as /tmp rather than narrowing it", () => {
    const shared = path.join(root, "shared");
    mkdirSync(shared);
    chmodSync(shared, 0o1777);
    expect(() => makeTreeOwnerOnly(shared)).toThrow(/shared folder/);
    expect(lstatSync(shared).mode & 0o7777).toBe(0o1777);
  });
});
