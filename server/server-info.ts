import { readFileSync } from "node:fs";
import path from "node:path";

export interface ServerInfo {
  pid: number;
  /** null while the server is still starting */
  port: number | null;
  token: string | null;
}

/** Where a running server leaves its port and admin token; none for an in-memory database. */
export function serverInfoPath(dataDir: string = "./data"): string | null {
  if (dataDir === "memory://") return null;
  return path.resolve(dataDir, "server.json");
}

/** Whether a process with this id is running: signal 0 only checks, it sends nothing. */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The server running on this data directory; null when none is (no file, or one a dead server left). */
export function readRunningServerInfo(dataDir: string): ServerInfo | null {
  const file = serverInfoPath(dataDir);
  if (!file) return null;
  try {
    const info = JSON.parse(readFileSync(file, "utf8")) as ServerInfo;
    return isProcessAlive(info.pid) ? info : null;
  } catch {
    return null;
  }
}
