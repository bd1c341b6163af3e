import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/*
 * PGlite takes no lock of its own: two processes opening one data directory
 * corrupt it. Ours is a pid file, which the owner's tools read too
 * (scripts/backup.ts) and the owner's command looks for the server with
 * (server/server-info.ts).
 */

/** Whether a process with this id is running: signal 0 only checks, it sends nothing. */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Takes `dataDir`'s lock for this process: a live holder makes it fail with
 * a clear message, a dead one's lock is taken over. Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(dataDir, "pglite.lock");
  try {
    const holder = Number(readFileSync(lockFile, "utf8"));
    if (holder && holder !== process.pid && isProcessAlive(holder)) {
      throw new Error(`The database in ${dataDir} is in use by process ${holder}.`);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  writeFileSync(lockFile, String(process.pid));
  // With our lock held, a postmaster.pid left by a killed process is stale
  // (PGlite always writes the fake pid -42) and would make the open abort.
  rmSync(path.join(dataDir, "pglite", "postmaster.pid"), { force: true });
  const release = () => rmSync(lockFile, { force: true });
  process.once("exit", release);
  return release;
}
