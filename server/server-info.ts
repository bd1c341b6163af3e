import { readFileSync } from "node:fs";
import path from "node:path";
import type { AdminCommand, AdminResult } from "../app/server/admin.server";
import { isProcessAlive } from "../app/server/db/data-dir-lock.server";

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

/** A server that has started: it listens, and its admin API takes `token`. */
export type RunningServer = ServerInfo & { port: number; token: string };

/** Whether an answer is the admin API's own (a result or its error), not someone else's page. */
function isAdminResult(body: unknown): body is AdminResult {
  if (typeof body !== "object" || body === null) return false;
  const { ok, error } = body as { ok?: unknown; error?: unknown };
  return ok === true || (ok === false && typeof error === "string");
}

/**
 * Sends the owner's command to the running server's admin API (the route
 * app/routes/api.admin.ts). What is not an answer from the API comes back as
 * an error saying what happened and what to do: above all a refused token,
 * which the API answers like any unknown page, with a 404.
 */
export async function askRunningServer(
  dataDir: string,
  server: RunningServer,
  command: AdminCommand,
): Promise<AdminResult> {
  const address = `http://127.0.0.1:${server.port}`;
  let response: Response;
  try {
    response = await fetch(`${address}/api/admin`, {
      method: "POST",
      headers: { authorization: `Bearer ${server.token}`, "content-type": "application/json" },
      body: JSON.stringify(command),
    });
  } catch (error) {
    // fetch's own message is "fetch failed"; the cause says what failed.
    const cause =
      error instanceof Error ? (error.cause as { message?: string; code?: string } | undefined) : undefined;
    const reason = cause?.message || cause?.code || String(error);
    return {
      ok: false,
      error: `Could not reach the server (process ${server.pid}) at ${address}: ${reason}.\nIf it is starting or stopping, wait a moment and run the command again.`,
    };
  }
  const body: unknown = await response.json().catch(() => null);
  if (isAdminResult(body)) return body;
  if (response.status === 401 || response.status === 403 || response.status === 404) {
    return {
      ok: false,
      error: [
        `The server running on this data directory (process ${server.pid}, port ${server.port}) refused this command's admin token (HTTP ${response.status}).`,
        `The server makes a new token each time it starts and leaves it in ${serverInfoPath(dataDir)}: it has restarted since this command read the file, or another server has taken the file over.`,
        "Run the command again. If it is refused again, restart the server (stop it, then npm start), and run the command once it is up.",
      ].join("\n"),
    };
  }
  return {
    ok: false,
    error: `The server (process ${server.pid}, port ${server.port}) answered HTTP ${response.status} instead of a result; its log may say why. Run the command again.`,
  };
}
