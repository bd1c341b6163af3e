/** `npm run db:migrate`: brings the selected database's schema up to date (the server also does this at start). */
import { openDatabase } from "~/server/db/client.server";
import { parseServerEnv } from "~/server/env.server";
import { readRunningServerInfo } from "../server/server-info";

const env = parseServerEnv();
if (!env.DATABASE_URL && readRunningServerInfo(env.DATA_DIR)) {
  console.log("The server is running on this database and applied the migrations when it started.");
  process.exit(0);
}
const handle = await openDatabase(env);
console.log(
  `Migrations applied (${handle.driver === "pglite" ? `PGlite in ${env.dataDir}` : "Postgres server"}).`,
);
await handle.close();
