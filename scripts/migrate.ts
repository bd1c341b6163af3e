/** `npm run db:migrate`: brings the selected database's schema up to date (the server also does this at start). */
import { existsSync, readFileSync } from "node:fs";
import { openDatabase } from "~/server/db/client.server";
import { parseServerEnv } from "~/server/env.server";
import { serverInfoPath } from "../server/server-info";

const env = parseServerEnv();
const infoFile = env.DATABASE_URL ? null : serverInfoPath(env.DATA_DIR);
if (infoFile && existsSync(infoFile)) {
  const { pid } = JSON.parse(readFileSync(infoFile, "utf8")) as { pid: number };
  let running = true;
  try {
    process.kill(pid, 0);
  } catch {
    running = false;
  }
  if (running) {
    console.log("The server is running on this database and applied the migrations when it started.");
    process.exit(0);
  }
}
const handle = await openDatabase(env);
console.log(
  `Migrations applied (${handle.driver === "pglite" ? `PGlite in ${env.dataDir}` : "Postgres server"}).`,
);
await handle.close();
