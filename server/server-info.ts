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
