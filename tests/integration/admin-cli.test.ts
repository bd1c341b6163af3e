import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AdminResult } from "~/server/admin.server";
import type { Database } from "~/server/db/client.server";
import { openSection } from "~/server/content/store.server";
import { contactMessages, contentDrafts, contentVersions, testimonials } from "~/server/db/schema";
import { resultLines } from "../../scripts/admin-output";
import { adminCommand, closeTestDatabase, getDb, postgres, setTestEnv } from "./harness";

/*
 * The owner's command line (scripts/admin.ts: `npm run messages -- list
 * [--archived]` and the rest), against each database: what it lists, and
 * what it prints, with times in IST as the back office shows them. The
 * embedded database is one on disk here, so the command can open it as the
 * owner's does once the test has closed it.
 */

const tsx = path.resolve("node_modules/.bin/tsx");

interface CliTarget {
  name: string;
  /** Points this process at the database; returns the settings the command is run with. */
  setUp(): Promise<Record<string, string>>;
  tearDown(): Promise<void>;
}

function embedded(): CliTarget {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "admin-cli-pglite-"));
  return {
    name: "pglite",
    async setUp() {
      await setTestEnv({ DATABASE_URL: undefined, DATA_DIR: dataDir, RATE_LIMIT_MAX: "5" });
      return { DATA_DIR: dataDir };
    },
    async tearDown() {
      await setTestEnv({ DATA_DIR: undefined });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function server(serverUrl: string): CliTarget {
  const driver = postgres(serverUrl);
  return {
    name: "postgres",
    async setUp() {
      await driver.setUp();
      // The database the harness made for this run: the command is pointed at it too.
      return { DATABASE_URL: process.env.DATABASE_URL ?? "" };
    },
    tearDown: driver.tearDown,
  };
}

const serverUrl = process.env.TEST_DATABASE_URL;
const targets: CliTarget[] = serverUrl ? [embedded(), server(serverUrl)] : [embedded()];

/** 08:35 UTC is 14:05 in India. */
const RECEIVED = new Date("2026-11-22T08:35:00Z");

describe.each(targets)("the owner's command line on $name", (target) => {
  let settings: Record<string, string>;
  let db: Database;

  beforeAll(async () => {
    settings = await target.setUp();
  }, 60_000);
  afterAll(() => target.tearDown());
  beforeEach(async () => {
    db = await getDb();
    await db.delete(contactMessages);
    await db.delete(testimonials);
  });

  /** A message in the inbox, one read there, and two archived (one of them never read). */
  async function seedMessages() {
    const rows = await db
      .insert(contactMessages)
      .values(
        [
          { name: "Inbox Asha", minutes: 0, archived: false, read: false },
          { name: "Inbox Ravi", minutes: 10, archived: false, read: true },
          { name: "Filed Meena", minutes: 20, archived: true, read: true },
          { name: "Filed Sunil", minutes: 30, archived: true, read: false },
        ].map(({ name, minutes, archived, read }) => ({
          name,
          email: `${name.split(" ")[1]!.toLowerCase()}@example.in`,
          phone: "+91 98765 43210",
          subject: `From ${name}`,
          message: `Hello from ${name}.\nSecond line.`,
          clientHash: "test",
          createdAt: new Date(RECEIVED.getTime() + minutes * 60_000),
          readAt: read ? new Date() : null,
          archivedAt: archived ? new Date() : null,
        })),
      )
      .returning({ id: contactMessages.id, name: contactMessages.name });
    return Object.fromEntries(rows.map((row) => [row.name, row.id]));
  }

  const listed = (result: AdminResult) =>
    "messages" in result ? result.messages.map((message) => message.name) : result;

  it("lists the inbox, and with --archived the archived messages only", async () => {
    await seedMessages();
    expect(listed(await adminCommand({ command: "messages.list" }))).toEqual(["Inbox Ravi", "Inbox Asha"]);
    expect(listed(await adminCommand({ command: "messages.list", archived: false }))).toEqual([
      "Inbox Ravi",
      "Inbox Asha",
    ]);
    expect(listed(await adminCommand({ command: "messages.list", archived: true }))).toEqual([
      "Filed Sunil",
      "Filed Meena",
    ]);
    await db.delete(contactMessages);
    expect(await adminCommand({ command: "messages.list", archived: true })).toEqual({
      ok: true,
      messages: [],
    });
  });

  it("prints times in IST, from the database or as the running server's JSON sends them", async () => {
    const ids = await seedMessages();
    await db.insert(testimonials).values({
      name: "Priya",
      company: "Verma Sweets",
      feedbackText: "Lovely menu cards.",
      rating: 4,
      createdAt: RECEIVED,
    });
    const messages = await adminCommand({ command: "messages.list", archived: true });
    const expected = [
      `#${ids["Filed Sunil"]}  2026-11-22 14:35 IST  Filed Sunil <sunil@example.in> +91 98765 43210`,
      "    Subject: From Filed Sunil",
      "    Hello from Filed Sunil. Second line.",
      `#${ids["Filed Meena"]}  2026-11-22 14:25 IST  Filed Meena <meena@example.in> +91 98765 43210`,
      "    Subject: From Filed Meena",
      "    Hello from Filed Meena. Second line.",
    ];
    if (!messages.ok) throw new Error(messages.error);
    expect(resultLines(messages)).toEqual(expected);
    // Through the admin API the dates arrive as JSON text: the same lines.
    expect(resultLines(JSON.parse(JSON.stringify(messages)) as typeof messages)).toEqual(expected);

    const listing = await adminCommand({ command: "testimonials.list" });
    if (!listing.ok) throw new Error(listing.error);
    expect(resultLines(listing)).toEqual([
      expect.stringMatching(
        /^#\d+ {2}★★★★☆ {2}pending {3}2026-11-22 14:05 IST {2}Priya \(Verma Sweets\): Lovely menu cards\.$/,
      ),
    ]);
  });

  it("runs as the owner runs it: `messages list [--archived]`, in IST whatever the machine's zone", async () => {
    const ids = await seedMessages();
    // The command opens the database itself: the embedded one only while nothing else has it open.
    await closeTestDatabase();
    const run = (...args: string[]) => {
      const env: NodeJS.ProcessEnv = { ...process.env, TZ: "America/New_York" };
      delete env.DATABASE_URL;
      delete env.DATA_DIR;
      const result = spawnSync(tsx, ["scripts/admin.ts", ...args], {
        env: { ...env, ...settings },
        encoding: "utf8",
        timeout: 90_000,
      });
      expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
      return result.stdout.split("\n").filter((line) => line.startsWith("#"));
    };

    expect(run("messages", "list")).toEqual([
      `#${ids["Inbox Ravi"]}  2026-11-22 14:15 IST  Inbox Ravi <ravi@example.in> +91 98765 43210`,
      `#${ids["Inbox Asha"]}  2026-11-22 14:05 IST  Inbox Asha <asha@example.in> +91 98765 43210`,
    ]);
    expect(run("messages", "list", "--archived")).toEqual([
      `#${ids["Filed Sunil"]}  2026-11-22 14:35 IST  Filed Sunil <sunil@example.in> +91 98765 43210`,
      `#${ids["Filed Meena"]}  2026-11-22 14:25 IST  Filed Meena <meena@example.in> +91 98765 43210`,
    ]);
  }, 180_000);

  it("exports the published content to a file and imports an edited one as one new version, or refuses a bad one whole", async () => {
    await db.delete(contentDrafts);
    await db.delete(contentVersions);
    await closeTestDatabase();
    const folder = mkdtempSync(path.join(os.tmpdir(), "content-cli-"));
    const file = path.join(folder, "content.json");
    const run = (...args: string[]) => {
      const env: NodeJS.ProcessEnv = { ...process.env };
      delete env.DATABASE_URL;
      delete env.DATA_DIR;
      return spawnSync(tsx, ["scripts/admin.ts", "content", ...args], {
        env: { ...env, ...settings },
        encoding: "utf8",
        timeout: 90_000,
      });
    };
    try {
      const exported = run("export", file);
      expect(exported.status, exported.stderr).toBe(0);
      expect(exported.stdout).toContain(
        `Wrote the published content (business, services, jobs, faqs, pages, texts) to ${file}.`,
      );
      const content = JSON.parse(readFileSync(file, "utf8")) as {
        format: string;
        sections: {
          business: { phone: string; email: string; tagline: { en: string; hi?: string } };
          faqs: { faqs: { question: { en: string; hi?: string } }[] };
        };
      };
      expect(content.format).toBe("site-content");
      // Both languages travel: each text's English and its Hindi.
      expect(content.sections.faqs.faqs[0]!.question.hi).toMatch(/\p{Script=Devanagari}/u);

      content.sections.business.phone = "+91 612 255 0000";
      content.sections.business.tagline.hi = "पटना की दुकानों के लिए वेबसाइट और टैक्स।";
      writeFileSync(file, JSON.stringify(content));
      const imported = run("import", file);
      expect(imported.status, imported.stderr).toBe(0);
      expect(imported.stdout.trim()).toBe(
        "Published business version 2, services version 2, jobs version 2, faqs version 2, pages version 2, texts version 2.",
      );

      content.sections.business.email = "no address";
      writeFileSync(file, JSON.stringify(content));
      const refused = run("import", file);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain("Nothing was imported:");
      expect(refused.stderr).toContain("business.email: Enter an e-mail address like name@example.in.");

      writeFileSync(file, "{ not json");
      expect(run("import", file).stderr).toContain("is not JSON");

      db = await getDb();
      const business = await openSection(db, "business");
      expect(business.published).toMatchObject({
        version: 2,
        note: "imported",
        data: { phone: "+91 612 255 0000", tagline: { hi: "पटना की दुकानों के लिए वेबसाइट और टैक्स।" } },
      });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 240_000);
});
