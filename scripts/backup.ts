/**
 * Backups of the site's database, and their restore (docs/deploy.md, "Backups"):
 *
 *   npm run backup -- PATH            PATH: a file to write, or a folder to write site-<time>.* into
 *   npm run restore -- FILE [--yes]   replaces the database with the backup's
 *
 * It works on whichever database the environment selects, as the server
 * does (DATABASE_URL, DATA_DIR):
 *
 * - Postgres: `pg_dump` in its custom format, of the site's schemas (public,
 *   and drizzle for the migrations applied), so a managed database's own
 *   schemas (Supabase's auth, storage ...) are left alone. The restore is
 *   one transaction: every object of the backup is dropped and made again,
 *   or nothing changes. It refuses a database holding site tables the
 *   backup does not have (made by a later migration), which it would leave
 *   behind.
 * - Embedded PGlite: a .tar.gz of DATA_DIR/pglite, made while no process has
 *   it open. PGlite is a single process's files: copied while the server
 *   writes them, the copy may not open. So both commands refuse while the
 *   server runs (stop it, back up, start it: a few seconds), and hold the
 *   data directory's lock meanwhile, so a server started then waits. The
 *   restore keeps the database it replaces beside it (pglite.replaced-<time>).
 */
import { spawnSync } from "node:child_process";
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline/promises";
import { isProcessAlive } from "~/server/db/data-dir-lock.server";
import { createOwnerOnlyFromNowOn, makeTreeOwnerOnly } from "~/server/db/private-files.server";
import { type ServerEnv, parseServerEnv } from "~/server/env.server";
import { readRunningServerInfo } from "../server/server-info";

const USAGE = `Usage:
  npm run backup -- PATH            (a file to write, or a folder to put site-<time>.dump or .tar.gz in)
  npm run restore -- FILE [--yes]   (replaces the database with the backup's; asks first without --yes)`;

/** The site's schemas: its tables, and drizzle's record of the migrations applied. */
const SITE_SCHEMAS = ["public", "drizzle"];

class Refusal extends Error {}

function refuse(message: string): never {
  throw new Refusal(message);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { env, encoding: "utf8", maxBuffer: 1 << 28 });
  if (result.error) refuse(`${command} could not run: ${result.error.message}`);
  if (result.status !== 0) {
    refuse(`${path.basename(command)} failed (exit code ${result.status}):\n${result.stderr.trim()}`);
  }
  return result.stdout;
}

function sizeOf(file: string) {
  const bytes = statSync(file).size;
  return bytes < 1 << 20 ? `${(bytes / 1024).toFixed(0)} KB` : `${(bytes / (1 << 20)).toFixed(1)} MB`;
}

/** PATH as a file, or a new file named for the time in PATH as a folder. */
function backupFile(target: string, extension: string): string {
  const isFolder = statSync(target, { throwIfNoEntry: false })?.isDirectory();
  const stamp = new Date().toISOString().slice(0, 19).replace("T", "-").replaceAll(":", "");
  const file = path.resolve(isFolder ? path.join(target, `site-${stamp}${extension}`) : target);
  if (existsSync(file)) refuse(`${file} exists already; a backup never overwrites one.`);
  if (!statSync(path.dirname(file), { throwIfNoEntry: false })?.isDirectory()) {
    refuse(`There is no folder ${path.dirname(file)}.`);
  }
  return file;
}

/** Writes through a temporary name, so a failed backup never leaves a file that looks whole. */
function writeAtomically(file: string, write: (partial: string) => void) {
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  try {
    write(partial);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
}

// ---------------------------------------------------------------- Postgres

/**
 * A PostgreSQL client program: from PG_BIN, else the newest installed under
 * /usr/lib/postgresql (Debian and Ubuntu; pg_dump must be at least the
 * server's version), else the one on PATH.
 */
function pgProgram(name: "pg_dump" | "pg_restore"): string {
  if (process.env.PG_BIN) return path.join(process.env.PG_BIN, name);
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(path.join(root, version, "bin", name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] ? path.join(root, versions[0], "bin", name) : name;
}

/** The connection for libpq's programs, with the password in their environment rather than on a command line anyone can list. */
function libpqConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

function databaseName(url: string) {
  return decodeURIComponent(new URL(url).pathname.slice(1)) || "(default)";
}

function backupPostgres(url: string, target: string) {
  const file = backupFile(target, ".dump");
  const { dbname, env } = libpqConnection(url);
  writeAtomically(file, (partial) => {
    run(
      pgProgram("pg_dump"),
      [
        "--format=custom",
        ...SITE_SCHEMAS.map((schema) => `--schema=${schema}`),
        // The day's visit salt is not kept anywhere past its day (decision 35): not in a backup.
        "--exclude-table-data=public.visit_salts",
        `--file=${partial}`,
        `--dbname=${dbname}`,
      ],
      env,
    );
    // The archive must read back, and hold the site's tables.
    const listing = run(pgProgram("pg_restore"), ["--list", partial]);
    if (!/ TABLE public contact_messages /.test(listing)) {
      refuse(`The database ${databaseName(url)} has no site tables to back up (has the server run on it?).`);
    }
  });
  console.log(`Backed up the Postgres database ${databaseName(url)} to ${file} (${sizeOf(file)}).`);
}

/**
 * The archive's table of contents, less the public schema itself: every
 * database has one already, and dropping it would take along whatever else
 * lives there.
 */
function restoreList(listing: string): string {
  return listing
    .split("\n")
    .filter(
      (line) => !/^\d+; \d+ \d+ (?:SCHEMA - public|COMMENT - SCHEMA public|ACL - SCHEMA public) /.test(line),
    )
    .join("\n");
}

async function restorePostgres(url: string, file: string) {
  const listing = run(pgProgram("pg_restore"), ["--list", file]);
  const backedUp = new Set(
    [...listing.matchAll(/^\d+; \d+ \d+ TABLE (?!DATA )(\S+) (\S+) /gm)].map(
      (match) => `${match[1]}.${match[2]}`,
    ),
  );
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let present: string[];
  try {
    const { rows } = await client.query<{ name: string }>(
      "SELECT schemaname || '.' || tablename AS name FROM pg_tables WHERE schemaname = ANY($1) ORDER BY 1",
      [SITE_SCHEMAS],
    );
    present = rows.map((row) => row.name);
  } finally {
    await client.end();
  }
  const extra = present.filter((table) => !backedUp.has(table));
  if (extra.length) {
    refuse(
      `The database ${databaseName(url)} has tables the backup does not (${extra.join(", ")}), ` +
        "made after it by a later version of the site. Restoring would leave them behind. " +
        "Restore into an empty database (createdb, then DATABASE_URL naming it), or drop them first.",
    );
  }
  const work = mkdtempSync(path.join(os.tmpdir(), "site-restore-"));
  try {
    const listFile = path.join(work, "restore.list");
    writeFileSync(listFile, restoreList(listing));
    const { dbname, env } = libpqConnection(url);
    run(
      pgProgram("pg_restore"),
      [
        "--clean",
        "--if-exists",
        "--no-owner",
        "--no-privileges",
        "--single-transaction",
        "--exit-on-error",
        `--use-list=${listFile}`,
        `--dbname=${dbname}`,
        file,
      ],
      env,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  console.log(
    `Restored the Postgres database ${databaseName(url)} from ${file}. ` +
      "Restart the site's servers: they apply any newer migrations as they start.",
  );
}

// ---------------------------------------------------------------- PGlite

/**
 * Takes DATA_DIR's lock (the server's, app/server/db/client.server.ts: a pid
 * file) after making sure no server runs there. While held, a server that
 * starts cannot open the database, and answers /readyz with 503 until it
 * can. Returns the release.
 */
function holdDataDir(dataDir: string): () => void {
  const stopFirst = (holder: string) =>
    refuse(
      `${holder} has the database in ${dataDir} open. PGlite's files can only be copied or ` +
        "replaced while no process has them open: stop the server (systemctl stop site, docker stop site), " +
        "run this again, then start it. With Postgres (DATABASE_URL) backups need no stop.",
    );
  const running = readRunningServerInfo(dataDir);
  if (running) stopFirst(`The site's server (process ${running.pid})`);
  const lockFile = path.join(dataDir, "pglite.lock");
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 0) throw error;
      const holder = Number(readFileSync(lockFile, "utf8"));
      if (holder && isProcessAlive(holder)) stopFirst(`Process ${holder}`);
      rmSync(lockFile, { force: true }); // a dead process's
    }
  }
  const release = () => rmSync(lockFile, { force: true });
  process.once("exit", release);
  // The server writes server.json before it takes the lock: one that started just now shows here.
  const started = readRunningServerInfo(dataDir);
  if (started) {
    release();
    stopFirst(`The site's server (process ${started.pid})`);
  }
  return release;
}

function backupPglite(dataDir: string, target: string) {
  const database = path.join(dataDir, "pglite");
  if (!existsSync(path.join(database, "PG_VERSION"))) {
    refuse(`There is no database in ${database} (is DATA_DIR the server's?).`);
  }
  const file = backupFile(target, ".tar.gz");
  const release = holdDataDir(dataDir);
  try {
    writeAtomically(file, (partial) => {
      run("tar", ["-czf", partial, "-C", database, "--exclude=./postmaster.pid", "."]);
      if (!/^(?:\.\/)?PG_VERSION$/m.test(run("tar", ["-tzf", partial])))
        refuse("The archive does not read back.");
    });
  } finally {
    release();
  }
  console.log(`Backed up the PGlite database in ${database} to ${file} (${sizeOf(file)}).`);
}

async function restorePglite(dataDir: string, file: string) {
  // PGlite's own dumpDataDir() writes "/PG_VERSION", tar "./PG_VERSION": both restore alike.
  if (!/^(?:\.?\/)?PG_VERSION$/m.test(run("tar", ["-tzf", file]))) {
    refuse(`${file} is not a PGlite backup (it has no PG_VERSION at its top).`);
  }
  if (!statSync(dataDir, { throwIfNoEntry: false })?.isDirectory()) {
    refuse(`There is no folder ${dataDir}: make it, as the account the server runs as, then restore.`);
  }
  const release = holdDataDir(dataDir);
  try {
    const database = path.join(dataDir, "pglite");
    const incoming = `${database}.restoring`;
    rmSync(incoming, { recursive: true, force: true });
    try {
      mkdirSync(incoming);
      run("tar", ["-xzf", file, "-C", incoming, "--no-same-owner"]);
      // It must open before it replaces anything.
      const { PGlite } = await import("@electric-sql/pglite");
      const client = new PGlite(incoming);
      try {
        await client.query("SELECT count(*) FROM contact_messages");
      } catch (error) {
        refuse(`The backup does not open as the site's database: ${(error as Error).message}`);
      } finally {
        await client.close().catch(() => {});
      }
      // For the server's account alone: run as root, tar keeps the archive's modes, and PGlite
      // writes some files 0666 whatever the umask (app/server/db/private-files.server.ts).
      makeTreeOwnerOnly(incoming);
      // The server's account must own what it opens (this may run as root).
      const owner = statSync(dataDir);
      if (process.getuid?.() === 0) run("chown", ["-R", `${owner.uid}:${owner.gid}`, incoming]);
      let kept: string | null = null;
      if (existsSync(database)) {
        kept = `${database}.replaced-${new Date().toISOString().replaceAll(":", "").slice(0, 17)}`;
        renameSync(database, kept);
      }
      renameSync(incoming, database);
      console.log(
        `Restored the PGlite database in ${database} from ${file}.` +
          (kept ? ` The one it replaced is in ${kept}: delete it once the site works.` : ""),
      );
    } finally {
      rmSync(incoming, { recursive: true, force: true });
    }
  } finally {
    release();
  }
}

// ---------------------------------------------------------------- main

/** A pg_dump custom archive starts "PGDMP"; a gzip file with 1f 8b. */
function kindOf(file: string): "postgres" | "pglite" | null {
  const head = Buffer.alloc(5);
  const fd = openSync(file, "r");
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString("latin1") === "PGDMP") return "postgres";
  if (head[0] === 0x1f && head[1] === 0x8b) return "pglite";
  return null;
}

async function confirmed(what: string, yes: boolean): Promise<boolean> {
  if (yes) return true;
  if (!process.stdin.isTTY) refuse(`${what}\nPass --yes to go ahead.`);
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await prompt.question(`${what}\nType yes to go ahead: `);
  prompt.close();
  return answer.trim().toLowerCase() === "yes";
}

async function restore(env: ServerEnv, file: string, yes: boolean) {
  if (!statSync(file, { throwIfNoEntry: false })?.isFile()) refuse(`There is no file ${file}.`);
  const kind = kindOf(file);
  if (!kind) refuse(`${file} is neither a Postgres (pg_dump) nor a PGlite backup.`);
  const url = env.DATABASE_URL;
  if (kind === "postgres" && !url) {
    refuse(
      `${file} is a Postgres backup, and DATABASE_URL is not set: name the database to restore it into.`,
    );
  }
  if (kind === "pglite" && url) {
    refuse(
      `${file} is a PGlite backup, and DATABASE_URL names a Postgres server: unset it to restore into DATA_DIR.`,
    );
  }
  const into = url ? `the Postgres database ${databaseName(url)}` : `the PGlite database in ${env.dataDir}`;
  if (!(await confirmed(`This replaces everything in ${into} with ${file}.`, yes))) {
    console.log("Nothing was changed.");
    return;
  }
  if (url) await restorePostgres(url, path.resolve(file));
  else await restorePglite(env.dataDir, path.resolve(file));
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const positional = rest.filter((arg) => !arg.startsWith("--"));
  if ((command !== "backup" && command !== "restore") || positional.length !== 1) refuse(USAGE);
  const env = parseServerEnv();
  if (!env.DATABASE_URL && env.dataDir === "memory://")
    refuse("DATA_DIR=memory:// keeps nothing to back up.");
  // What is written holds visitors' messages and staff password hashes: for this account's eyes only.
  createOwnerOnlyFromNowOn();
  if (command === "backup") {
    if (env.DATABASE_URL) backupPostgres(env.DATABASE_URL, positional[0]!);
    else backupPglite(env.dataDir, positional[0]!);
  } else {
    await restore(env, positional[0]!, rest.includes("--yes"));
  }
}

main().catch((error: unknown) => {
  if (error instanceof Refusal) console.error(error.message);
  else console.error(`Failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
