import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as privacyAction, loader as privacyAdminLoader } from "~/routes/admin/privacy";
import { loader as noticeLoader } from "~/routes/privacy";
import { siteDatabase } from "~/server/db/client.server";
import { auditLog, contactMessages, notifications, retentionRuns, testimonials } from "~/server/db/schema";
import { runRetention } from "~/server/privacy/retention.server";
import { keepMessagesMonths } from "~/server/staff/settings.server";
import { drivers, getDb, loaderArgs } from "./harness";
import { callRoute, signedInStaff, staffPost, staffRequest } from "./staff-harness";

/** `date` moved by whole months and days, as a calendar moves it. */
function moved(date: Date, { months = 0, days = 0 }) {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  next.setUTCDate(next.getUTCDate() + days);
  return next;
}

const message = (name: string, at: Date, extra: Partial<typeof contactMessages.$inferInsert> = {}) => ({
  name,
  email: `${name.toLowerCase()}@example.in`,
  message: `${name}'s words`,
  clientHash: "c".repeat(64),
  createdAt: at,
  ...extra,
});

const testimonial = (name: string, extra: Partial<typeof testimonials.$inferInsert>) => ({
  name,
  feedbackText: `${name}'s review`,
  rating: 5,
  ...extra,
});

describe.each(drivers)("personal data kept no longer than the notice says, on $name", (driver) => {
  beforeAll(() => driver.setUp(), 60_000);
  afterAll(() => driver.tearDown());

  /** Where the clock starts: what the rows are made at. Later runs move it forward. */
  const start = new Date();

  it("erases, with the clock moved forward, what has had no activity for the period, and nothing else", async () => {
    const db = await getDb();
    expect(await keepMessagesMonths(db)).toBe(12);
    const later = moved(start, { months: 13 });
    const [idle, opened, recent] = await db
      .insert(contactMessages)
      .values([
        message("Idle", start),
        // Opened two months after it came: its last activity is then.
        message("Opened", start, { readAt: moved(start, { months: 2 }) }),
        message("Recent", moved(later, { days: -3 })),
      ])
      .returning({ id: contactMessages.id });
    await db.insert(notifications).values({
      kind: "contact-message",
      payload: { words: "Idle's words" },
      contactMessageId: idle!.id,
    });
    const shown = await db
      .insert(testimonials)
      .values([
        testimonial("Rejected long ago", {
          isApproved: false,
          reviewedAt: start,
          reviewedBy: "owner@example.in",
        }),
        testimonial("Rejected lately", {
          isApproved: false,
          reviewedAt: moved(later, { days: -10 }),
          reviewedBy: "owner@example.in",
        }),
        testimonial("Approved", { isApproved: true, reviewedAt: start, reviewedBy: "owner@example.in" }),
        testimonial("Pending", {}),
      ])
      .returning({ id: testimonials.id, name: testimonials.name });
    await db.insert(auditLog).values([
      { actor: "owner@example.in", action: "setting-change", target: "a year and a month ago", at: start },
      {
        actor: "owner@example.in",
        action: "setting-change",
        target: "eleven months ago",
        at: moved(start, { months: 2 }),
      },
    ]);

    const run = await runRetention(db, later);
    expect(run).toMatchObject({ messages: 1, testimonials: 1, auditEntries: 1 });

    const messagesLeft = await db.select({ id: contactMessages.id }).from(contactMessages);
    expect(messagesLeft.map((row) => row.id).sort()).toEqual([opened!.id, recent!.id].sort());
    // No copy of the erased message's words: its notification went with it.
    expect(await db.select().from(notifications).where(eq(notifications.contactMessageId, idle!.id))).toEqual(
      [],
    );
    const testimonialsLeft = await db
      .select({ name: testimonials.name })
      .from(testimonials)
      .where(
        inArray(
          testimonials.id,
          shown.map((row) => row.id),
        ),
      );
    expect(testimonialsLeft.map((row) => row.name).sort()).toEqual([
      "Approved",
      "Pending",
      "Rejected lately",
    ]);
    const auditLeft = await db.select({ target: auditLog.target }).from(auditLog);
    expect(auditLeft.map((row) => row.target)).toEqual(["eleven months ago"]);

    // The same day again, here or anywhere: done already.
    expect(await runRetention(db, moved(later, { days: 0 }))).toBeNull();
    // The next day: the opened message is kept still (14 months after it came, 12 after it was opened).
    expect(await runRetention(db, moved(later, { days: 1 }))).toMatchObject({
      messages: 0,
      testimonials: 0,
      auditEntries: 0,
    });
    // A month on, it goes too.
    expect(await runRetention(db, moved(later, { months: 1, days: 1 }))).toMatchObject({ messages: 1 });
  });

  it("runs once a day when two instances try at the same moment, erasing each thing once", async () => {
    const db = await getDb();
    const day = moved(start, { months: 40 });
    await db.delete(contactMessages);
    await db.insert(contactMessages).values([message("First", start), message("Second", start)]);
    // A second instance: its own connections to the same database (PGlite allows one process: the
    // two then share it, and the transactions still decide).
    const other = driver.name === "postgres" ? siteDatabase() : undefined;
    try {
      const otherDb = other ? await other.db() : db;
      const runs = await Promise.all([runRetention(db, day), runRetention(otherDb, day)]);
      const ran = runs.filter((run) => run !== null);
      expect(ran).toHaveLength(1);
      expect(ran[0]!.messages).toBe(2);
      const rows = await db.select().from(retentionRuns).where(eq(retentionRuns.day, ran[0]!.day));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.messages).toBe(2);
    } finally {
      await other?.close();
    }
  });

  it("lets an admin set how long messages are kept, refuses what is out of range, and the notice says it", async () => {
    const admin = await signedInStaff("admin");
    const member = await signedInStaff("staff");

    for (const months of ["0", "61", "1.5", "twelve"]) {
      const refused = await callRoute(
        privacyAction,
        staffPost("/admin/privacy", admin.cookie, { intent: "keep-messages", months }),
      );
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain("Enter a whole number of months from 1 to 60.");
    }
    expect(await keepMessagesMonths(await getDb())).toBe(12);

    const byMember = await callRoute(
      privacyAction,
      staffPost("/admin/privacy", member.cookie, { intent: "keep-messages", months: "3" }),
    );
    expect(byMember.status).toBe(403);
    expect(await keepMessagesMonths(await getDb())).toBe(12);

    const saved = await callRoute(
      privacyAction,
      staffPost("/admin/privacy", admin.cookie, { intent: "keep-messages", months: "24" }),
    );
    expect(saved.status).toBe(200);
    expect(await keepMessagesMonths(await getDb())).toBe(24);
    const [entry] = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, "keep messages: 24 months"));
    expect(entry).toMatchObject({ actor: admin.email, action: "setting-change" });

    const page = await callRoute(
      privacyAdminLoader,
      staffRequest("/admin/privacy", { cookie: admin.cookie }),
    );
    expect(page.status).toBe(200);
    const shown = page.body as { months: number; runs: { messages: number }[]; contact: { email: string } };
    expect(shown.months).toBe(24);
    // The runs of the tests above, newest first, counts only.
    expect(shown.runs.length).toBeGreaterThanOrEqual(3);
    expect(shown.contact.email).toMatch(/@/);

    for (const path of ["/privacy", "/hi/privacy"]) {
      const notice = (await noticeLoader(loaderArgs(path))) as {
        keepMessagesMonths: number;
        lang: string;
      };
      expect(notice.keepMessagesMonths).toBe(24);
      expect(notice.lang).toBe(path.startsWith("/hi") ? "hi" : "en");
    }
  });
});
