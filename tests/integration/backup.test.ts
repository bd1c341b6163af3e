import { spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as contactAction } from "~/routes/contact";
import { action as testimonialAction } from "~/routes/testimonials";
import { contactMessages, testimonials } from "~/server/db/schema";
import { adminCommand, callAction, closeTestDatabase, getDb, redirectOf, SENT, setTestEnv } from "./harness";

/*
 * `npm run backup` and `npm run restore` (scripts/backup.ts), run as the
 * owner runs them, against data the site's own code stored: the rows come
 * back exactly, after changes and after the database is gone, and the
 * restored database takes new submissions.
 */

const tsx = path.resolve("node_modules/.bin/tsx");

/** The command in a child process, with the given database settings and no others. */
function backupCommand(args: string[], database: { DATABASE_URL?: string; DATA_DIR?: string }) {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  const result = spawnSync(tsx, ["scripts/backup.ts", ...args], {
    env: { ...env, ...database },
    encoding: "utf8",
    timeout: 90_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** What the site stores: two testimonials (one approved by the owner) and a message. */
async function storeSiteData() {
  const testimonial = (name: string) =>
    callAction(testimonialAction, "/testimonials", {
      name,
      company: "Verma Sweets",
      rating: "5",
      feedback: `${name}: lovely work on our menu cards.`,
      consent: "yes",
    });
  expect(redirectOf(await testimonial("Asha Verma"))).toEqual(SENT.testimonials);
  expect(redirectOf(await testimonial("Sunil Rai"))).toEqual(SENT.testimonials);
  const message = await callAction(contactAction, "/contact", {
    name: "Ravi Kumar",
    email: "ravi@example.in",
    phone: "+91 98765 43210",
    subject: "Website",
    message: "Please call me about a new website.",
  });
  expect(redirectOf(message)).toEqual(SENT.contact);
  const db = await getDb();
  const [first] = await db.select().from(testimonials).orderBy(asc(testimonials.id)).limit(1);
  expect(await adminCommand({ command: "testimonials.approve", id: first!.id })).toMatchObject({
    ok: true,
  });
}

async function siteRows() {
  const db = await getDb();
  return {
    testimonials: await db.select().from(testimonials).orderBy(asc(testimonials.id)),
    messages: await db.select().from(contactMessages).orderBy(asc(contactMessages.id)),
  };
}

/** Changes after the backup: a message deleted, a testimonial added, one rejected. */
async function changeSiteData() {
  const db = await getDb();
  await db.delete(contactMessages);
  const added = await callAction(testimonialAction, "/testimonials", {
    name: "After Backup",
    rating: "1",
    feedback: "Written after the backup.",
    consent: "yes",
  });
  expect(redirectOf(added)).toEqual(SENT.testimonials);
  await db.update(testimonials).set({ isApproved: false, reviewedAt: new Date() });
}

/** The restored database is the site's again: it takes a new message, numbered after the old ones. */
async function expectUsable(before: Awaited<ReturnType<typeof siteRows>>) {
  const answer = await callAction(
    contactAction,
    "/contact",
    { name: "Meena Devi", email: "meena@example.in", message: "Hello again." },
    { clientAddress: "198.51.100.9" },
  );
  expect(redirectOf(answer)).toEqual(SENT.contact);
  const db = await getDb();
  const [added] = await db.select().from(contactMessages).where(eq(contactMessages.name, "Meena Devi"));
  expect(added!.id).toBeGreaterThan(Math.max(...before.messages.map((row) => row.id)));
  await db.delete(contactMessages).where(eq(contactMessages.id, added!.id));
}

/** What an install made before files were kept owner-only left: everything open to every account. */
function loosen(entry: string) {
  const info = lstatSync(entry);
  chmodSync(entry, info.isDirectory() ? 0o777 : 0o666);
  if (info.isDirectory()) for (const name of readdirSync(entry)) loosen(path.join(entry, name));
}

/** The entries under `dir` another account could read or enter. */
function openToOthers(dir: string): string[] {
  const info = lstatSync(dir);
  const here = info.mode & 0o077 ? [dir] : [];
  if (!info.isDirectory()) return here;
  return [...here, ...readdirSync(dir).flatMap((name) => openToOthers(path.join(dir, name)))];
}

function onlyFile(folder: string, extension: string) {
  const files = readdirSync(folder).filter((file) => file.endsWith(extension));
  expect(files).toHaveLength(1);
  return path.join(folder, files[0]!);
}

describe("backups of the embedded database (PGlite)", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "backup-pglite-"));
  const backups = mkdtempSync(path.join(os.tmpdir(), "backup-files-"));
  const settings = { DATA_DIR: dataDir };
  let before: Awaited<ReturnType<typeof siteRows>>;

  beforeAll(async () => {
    await setTestEnv({ DATABASE_URL: undefined, DATA_DIR: dataDir, RATE_LIMIT_MAX: "5" });
    await storeSiteData();
    before = await siteRows();
  }, 60_000);
  afterAll(async () => {
    await setTestEnv({ DATA_DIR: undefined });
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(backups, { recursive: true, force: true });
  });

  it("refuses while a process has the database open, and writes nothing", async () => {
    await getDb(); // this process holds DATA_DIR's lock, as the server would
    const refused = backupCommand(["backup", backups], settings);
    expect(refused.status, refused.output).toBe(1);
    expect(refused.output).toContain(`Process ${process.pid} has the database in ${dataDir} open`);
    expect(readdirSync(backups)).toEqual([]);
  });

  /** A live process named in DATA_DIR/server.json, as a running server leaves it. */
  function withServerRunning(check: (pid: number) => void) {
    const server = spawn("sleep", ["30"]);
    try {
      writeFileSync(
        path.join(dataDir, "server.json"),
        JSON.stringify({ pid: server.pid, port: 1, token: "t" }),
      );
      check(server.pid!);
    } finally {
      server.kill();
      rmSync(path.join(dataDir, "server.json"), { force: true });
    }
  }

  it("refuses while the site's server runs on the data directory", async () => {
    await closeTestDatabase();
    withServerRunning((pid) => {
      const refused = backupCommand(["backup", backups], settings);
      expect(refused.status, refused.output).toBe(1);
      expect(refused.output).toContain(`The site's server (process ${pid})`);
    });
    expect(readdirSync(backups)).toEqual([]);
  });

  it("backs up the stopped database and restores it over later changes, for the server's account only", async () => {
    await closeTestDatabase();
    // A database an older install left open to every account: its backup must not restore it so.
    loosen(path.join(dataDir, "pglite"));
    const made = backupCommand(["backup", backups], settings);
    expect(made.status, made.output).toBe(0);
    const file = onlyFile(backups, ".tar.gz");
    expect(statSync(file).mode & 0o777).toBe(0o600);

    await changeSiteData();
    expect(await siteRows()).not.toEqual(before);
    await closeTestDatabase();

    const unconfirmed = backupCommand(["restore", file], settings);
    expect(unconfirmed.status).toBe(1);
    expect(unconfirmed.output).toContain("Pass --yes");

    const restored = backupCommand(["restore", file, "--yes"], settings);
    expect(restored.status, restored.output).toBe(0);
    expect(openToOthers(path.join(dataDir, "pglite"))).toEqual([]);
    expect(await siteRows()).toEqual(before);
    await expectUsable(before);
    // The database it replaced is kept, not deleted.
    expect(readdirSync(dataDir).filter((name) => name.startsWith("pglite.replaced-"))).toHaveLength(1);
  }, 120_000);

  it("restores the database after its files are gone", async () => {
    await closeTestDatabase();
    rmSync(path.join(dataDir, "pglite"), { recursive: true, force: true });
    const restored = backupCommand(["restore", onlyFile(backups, ".tar.gz"), "--yes"], settings);
    expect(restored.status, restored.output).toBe(0);
    expect(await siteRows()).toEqual(before);
  }, 120_000);

  it("refuses to restore while the site's server runs, and changes nothing", async () => {
    await changeSiteData();
    const changed = await siteRows();
    await closeTestDatabase();
    withServerRunning((pid) => {
      const refused = backupCommand(["restore", onlyFile(backups, ".tar.gz"), "--yes"], settings);
      expect(refused.status, refused.output).toBe(1);
      expect(refused.output).toContain(`The site's server (process ${pid})`);
    });
    expect(await siteRows()).toEqual(changed);
  }, 120_000);
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("backups of a Postgres database", () => {
  const name = `site_backup_${process.pid}_${Date.now().toString(36)}`;
  const url = (() => {
    const parsed = new URL(serverUrl ?? "postgres://localhost/none");
    parsed.pathname = `/${name}`;
    return parsed.toString();
  })();
  const backups = mkdtempSync(path.join(os.tmpdir(), "backup-files-"));
  const settings = { DATABASE_URL: url };
  let before: Awaited<ReturnType<typeof siteRows>>;

  async function sql(database: string, statement: string) {
    const parsed = new URL(serverUrl!);
    parsed.pathname = `/${database}`;
    const client = new pg.Client({ connectionString: parsed.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    await sql("postgres", `CREATE DATABASE ${name}`);
    await setTestEnv({ DATABASE_URL: url, RATE_LIMIT_MAX: "5" });
    await storeSiteData();
    before = await siteRows();
  }, 60_000);
  afterAll(async () => {
    await setTestEnv({ DATABASE_URL: undefined });
    await sql("postgres", `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(backups, { recursive: true, force: true });
  });

  it("backs up with pg_dump while the site runs, and restores over later changes", async () => {
    const made = backupCommand(["backup", backups], settings);
    expect(made.status, made.output).toBe(0);
    const file = onlyFile(backups, ".dump");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // Never over an earlier backup.
    expect(backupCommand(["backup", file], settings).status).toBe(1);

    await changeSiteData();
    expect(await siteRows()).not.toEqual(before);

    const restored = backupCommand(["restore", file, "--yes"], settings);
    expect(restored.status, restored.output).toBe(0);
    expect(await siteRows()).toEqual(before);
    await expectUsable(before);
  }, 120_000);

  it("restores the site's tables after they are dropped", async () => {
    await sql(name, "DROP SCHEMA public CASCADE; CREATE SCHEMA public; DROP SCHEMA drizzle CASCADE");
    const restored = backupCommand(["restore", onlyFile(backups, ".dump"), "--yes"], settings);
    expect(restored.status, restored.output).toBe(0);
    expect(await siteRows()).toEqual(before);
    // The migrations applied came back too: opening the database again changes nothing.
    await closeTestDatabase();
    expect(await siteRows()).toEqual(before);
  }, 120_000);

  it("refuses a database with tables the backup does not have, and changes nothing", async () => {
    await sql(name, "CREATE TABLE public.made_later (id int)");
    await changeSiteData();
    const changed = await siteRows();
    const refused = backupCommand(["restore", onlyFile(backups, ".dump"), "--yes"], settings);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain("public.made_later");
    expect(await siteRows()).toEqual(changed);
    expect(existsSync(onlyFile(backups, ".dump"))).toBe(true);
  }, 120_000);
});
