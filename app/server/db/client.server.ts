import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { type ServerEnv, serverEnv } from "~/server/env.server";
import { isProcessAlive } from "../../../server/server-info";
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

/**
 * PGlite takes no lock of its own: two processes opening one directory
 * corrupt it. Ours is a pid file; a live holder makes the open fail with a
 * clear message, a dead one's lock is taken over. Returns the release.
 */
function lockDataDir(dataDir: string): () => void {
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

/**
 * The process's database, on globalThis rather than in a module variable: in
 * development Vite evaluates this module again after an edit, and a second
 * PGlite opened on the same directory would corrupt it.
 */
const shared = globalThis as { siteDatabase?: Promise<DatabaseHandle> };

/** After a failed open, requests fail fast for this long instead of each retrying. */
const RETRY_AFTER_FAILURE_MS = 5_000;

/**
 * The process's database, opened on first use. A failed open is forgotten
 * after a few seconds, so a database that comes back is used again without
 * a restart.
 */
export function getDatabase(): Promise<DatabaseHandle> {
  if (!shared.siteDatabase) {
    const opening = openDatabase();
    shared.siteDatabase = opening;
    opening.catch(() => {
      setTimeout(() => {
        if (shared.siteDatabase === opening) shared.siteDatabase = undefined;
      }, RETRY_AFTER_FAILURE_MS).unref();
    });
  }
  return shared.siteDatabase;
}

export async function getDb(): Promise<Database> {
  return (await getDatabase()).db;
}

export async function closeDatabase() {
  const handle = shared.siteDatabase;
  shared.siteDatabase = undefined;
  if (handle) await (await handle.catch(() => undefined))?.close();
}
