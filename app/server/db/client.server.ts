import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { type ServerEnv, serverEnv } from "~/server/env.server";
import { lockDataDir } from "./data-dir-lock.server";
import { createOwnerOnlyFromNowOn, ensurePrivateDir, makeTreeOwnerOnly } from "./private-files.server";
import * as schema from "./schema";
import { log } from "~/server/log.server";

/** The one database type the rest of the code sees, whichever driver is below. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  driver: "pglite" | "postgres";
  close(): Promise<void>;
}

/** Any number will do, as long as every instance uses the same one. */
const MIGRATION_LOCK_ID = 727_001;

async function openPostgres(url: string, env: ServerEnv): Promise<DatabaseHandle> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new pg.Pool({
    connectionString: url,
    max: env.DATABASE_POOL_MAX,
    connectionTimeoutMillis: 5_000,
  });
  // An idle connection dropped by the server must not take the process down.
  pool.on("error", (error) => log.error({ err: error }, "Postgres pool error"));
  // Nor one that dies while checked out (a transaction under way): the pool's
  // listener is off it then, and pg's unheard "error" event would end the
  // process. The query under way fails with the same error, and its request
  // answers 503.
  pool.on("connect", (client) => client.on("error", () => {}));
  try {
    const client = await pool.connect();
    try {
      // Several instances may start at once: one migrates, the others wait.
      await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
      await migrate(drizzle(client, { schema }), { migrationsFolder: env.migrationsDir });
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
      client.release();
    }
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
  return {
    db: drizzle(pool, { schema }) as unknown as Database,
    driver: "postgres",
    close: () => pool.end(),
  };
}

async function openPglite(env: ServerEnv): Promise<DatabaseHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  let dataDir: string | undefined;
  let unlock = () => {};
  if (env.dataDir !== "memory://") {
    createOwnerOnlyFromNowOn();
    const loosened = ensurePrivateDir(env.dataDir);
    if (loosened > 0) {
      log.warn(
        { dataDir: env.dataDir, entries: loosened },
        "Made the embedded database's files readable by the server's account only",
      );
    }
    dataDir = path.join(env.dataDir, "pglite");
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(env.dataDir);
  }
  const client = new PGlite(dataDir);
  // A failed close is the caller's to hear (shutdown exits 1 then: server/shutdown.ts).
  const close = async () => {
    try {
      await client.close();
    } finally {
      unlock();
    }
  };
  try {
    await client.waitReady;
    // A new database is unpacked 0666 whatever the umask (see private-files.server.ts).
    if (dataDir) makeTreeOwnerOnly(dataDir);
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: env.migrationsDir });
    return { db: db as unknown as Database, driver: "pglite", close };
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }
}

/** Opens the database the environment selects and brings its schema up to date. */
export function openDatabase(env: ServerEnv = serverEnv()): Promise<DatabaseHandle> {
  return env.DATABASE_URL ? openPostgres(env.DATABASE_URL, env) : openPglite(env);
}

/** After a failed open, requests fail fast for this long instead of each retrying. */
const RETRY_AFTER_FAILURE_MS = 5_000;

/**
 * The database a server process uses (services.server.ts makes it once, at
 * start): opened on first use, and a failed open is forgotten after a few
 * seconds, so a database that comes back is used again without a restart.
 */
export interface SiteDatabase {
  /** The open database and its driver */
  handle(): Promise<DatabaseHandle>;
  db(): Promise<Database>;
  /** Closes it, if it opened; the next use opens it again */
  close(): Promise<void>;
}

/** `env`: the environment it opens by; unset, the process's at each open (tests change it between suites). */
export function siteDatabase(env?: ServerEnv): SiteDatabase {
  let opened: Promise<DatabaseHandle> | undefined;
  const handle = () => {
    if (!opened) {
      const opening = openDatabase(env ?? serverEnv());
      opened = opening;
      opening.catch(() => {
        setTimeout(() => {
          if (opened === opening) opened = undefined;
        }, RETRY_AFTER_FAILURE_MS).unref();
      });
    }
    return opened;
  };
  return {
    handle,
    db: async () => (await handle()).db,
    async close() {
      const closing = opened;
      opened = undefined;
      if (closing) await (await closing.catch(() => undefined))?.close();
    },
  };
}
