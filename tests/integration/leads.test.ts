import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loader as dashboardLoader } from "~/routes/admin/dashboard";
import { action as messageAction, loader as messageLoader } from "~/routes/admin/message";
import { loader as listLoader } from "~/routes/admin/messages";
import { action as templatesAction } from "~/routes/admin/templates";
import type { Database } from "~/server/db/client.server";
import { siteDatabase } from "~/server/db/client.server";
import {
  auditLog,
  contactMessages,
  digestRuns,
  leadEvents,
  notificationDeliveries,
  notifications,
  replyTemplates,
} from "~/server/db/schema";
import { emailFor, type StoredNotification } from "~/server/notifications/messages.server";
import { runRetention } from "~/server/privacy/retention.server";
import { eraseAddress } from "~/server/staff/inbox.server";
import { sendFollowUpDigests } from "~/server/staff/leads.server";
import { istDate } from "~/lib/ist";
import { drivers, getDb } from "./harness";
import { callRoute, signedInStaff, staffPost, staffRequest } from "./staff-harness";

type Staff = Awaited<ReturnType<typeof signedInStaff>>;

/** An instant given as India's wall-clock time: "2026-12-01 09:00" there. */
const india = (wallClock: string) => new Date(`${wallClock.replace(" ", "T")}:00+05:30`);

describe.each(drivers)("the lead pipeline on $name", (driver) => {
  let db: Database;
  let admin: Staff;
  let member: Staff;

  beforeAll(async () => {
    await driver.setUp();
    db = await getDb();
    admin = await signedInStaff("admin");
    member = await signedInStaff("staff");
  }, 60_000);
  afterAll(() => driver.tearDown());
  beforeEach(async () => {
    await db.delete(contactMessages);
    await db.delete(digestRuns);
    await db.delete(notifications);
  });

  async function seed(name: string, extra: Partial<typeof contactMessages.$inferInsert> = {}) {
    const [row] = await db
      .insert(contactMessages)
      .values({
        name,
        email: `${name.toLowerCase()}@example.in`,
        phone: "98765 43210",
        subject: `${name}'s website`,
        message: `${name}'s own words`,
        clientHash: "c".repeat(64),
        ...extra,
      })
      .returning();
    if (!row) throw new Error("no row");
    return row;
  }

  const act = (id: number, fields: Record<string, string>, who: Staff = member) =>
    callRoute(messageAction, staffPost(`/admin/messages/${id}`, who.cookie, fields), { id: String(id) });

  const stored = async (id: number) =>
    (await db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0];

  const timeline = (id: number) =>
    db
      .select({ kind: leadEvents.kind, detail: leadEvents.detail, actor: leadEvents.actor })
      .from(leadEvents)
      .where(eq(leadEvents.messageId, id))
      .orderBy(leadEvents.id);

  const auditOf = async (id: number) =>
    (await db.select().from(auditLog)).filter((entry) => entry.target?.startsWith(`message ${id}:`));

  it("starts a message as New, moves it on, filters the inbox by status with counts, and audits without text", async () => {
    const asha = await seed("Asha");
    const ravi = await seed("Ravi");
    expect((await stored(asha.id))?.status).toBe("new");

    const moved = await act(asha.id, { intent: "status", status: "quoted" });
    expect(moved.status).toBe(200);
    expect(JSON.stringify(moved.body)).toContain("Status saved");
    expect((await stored(asha.id))?.status).toBe("quoted");
    expect(await timeline(asha.id)).toEqual([{ kind: "status", detail: "Quoted", actor: member.email }]);

    const refused = await act(ravi.id, { intent: "status", status: "maybe" });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("Choose a status.");
    expect((await stored(ravi.id))?.status).toBe("new");

    const list = await callRoute(
      listLoader,
      staffRequest("/admin/messages?status=quoted", { cookie: member.cookie }),
    );
    const body = list.body as {
      counts: Record<string, number>;
      messages: { name: string; status: string }[];
    };
    expect(body.messages.map((message) => [message.name, message.status])).toEqual([["Asha", "quoted"]]);
    expect(body.counts).toEqual({ new: 1, contacted: 0, quoted: 1, won: 0, lost: 0 });

    const entries = await auditOf(asha.id);
    expect(entries.map((entry) => [entry.action, entry.target])).toEqual([
      ["lead-status", `message ${asha.id}: Quoted`],
    ]);
  });

  it("keeps notes in the lead's timeline, never in the audit log; an empty note is refused", async () => {
    const lead = await seed("Meena");
    const empty = await act(lead.id, { intent: "note", note: "   " });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain("Write the note first.");
    expect(await timeline(lead.id)).toEqual([]);

    // A hidden character Postgres would refuse (a NUL) is refused with a message.
    const hidden = await act(lead.id, { intent: "note", note: "Called\u0000 her" });
    expect(hidden.status).toBe(400);
    expect(JSON.stringify(hidden.body)).toContain("hidden characters");
    const note = "Called her: wants a quote for 5 pages by Monday";
    expect((await act(lead.id, { intent: "note", note })).status).toBe(200);
    expect(await timeline(lead.id)).toEqual([{ kind: "note", detail: note, actor: member.email }]);
    const entries = await auditOf(lead.id);
    expect(entries.map((entry) => entry.action)).toEqual(["lead-note"]);
    expect(JSON.stringify(entries)).not.toContain("quote for 5 pages");
    // A change is activity: the retention clock starts again from it.
    expect((await stored(lead.id))?.activityAt).toBeInstanceOf(Date);

    const page = await callRoute(
      messageLoader,
      staffRequest(`/admin/messages/${lead.id}`, { cookie: member.cookie, fetchSite: "same-origin" }),
      { id: String(lead.id) },
    );
    expect((page.body as { timeline: { detail: string }[] }).timeline.map((entry) => entry.detail)).toEqual([
      note,
    ]);
  });

  it("gives a lead to a staff member and sets its follow-up day; the overview lists today's and overdue ones", async () => {
    const today = istDate(new Date());
    const due = await seed("Due");
    const late = await seed("Late", { followUpOn: "2020-01-01" });
    const won = await seed("Settled", { followUpOn: "2020-01-01", status: "won" });

    expect((await act(due.id, { intent: "assign", assignee: "no-such-person" })).status).toBe(400);
    expect((await stored(due.id))?.assigneeId).toBeNull();
    expect((await act(due.id, { intent: "assign", assignee: member.id })).status).toBe(200);
    expect((await stored(due.id))?.assigneeId).toBe(member.id);

    const past = await act(due.id, { intent: "follow-up", day: "2020-01-02" });
    expect(past.status).toBe(400);
    expect(JSON.stringify(past.body)).toContain("Choose today or a later day.");
    // Not a day at all: refused with the message, never a server error.
    for (const day of ["2026-02-30", "x", "2026-13-01", "99999-01-01"]) {
      const refused = await act(due.id, { intent: "follow-up", day });
      expect(refused.status, day).toBe(400);
      expect(JSON.stringify(refused.body)).toContain("Choose a day.");
    }
    expect((await act(due.id, { intent: "follow-up", day: today })).status).toBe(200);
    expect((await stored(due.id))?.followUpOn).toBe(today);
    expect((await timeline(due.id)).map((entry) => entry.kind)).toEqual(["assignee", "follow-up"]);

    const overview = await callRoute(dashboardLoader, staffRequest("/admin", { cookie: member.cookie }));
    const { followUps } = overview.body as {
      followUps: Record<"today" | "overdue", { id: number; assignee: string | null }[]>;
    };
    expect(followUps.today.map((lead) => lead.id)).toEqual([due.id]);
    expect(followUps.today[0]?.assignee).toMatch(/^staff /);
    // A won (or lost) lead is no longer followed up.
    expect(followUps.overdue.map((lead) => lead.id)).toEqual([late.id]);
    expect(followUps.overdue.map((lead) => lead.id)).not.toContain(won.id);

    expect((await act(due.id, { intent: "follow-up", day: "" })).status).toBe(200);
    expect((await stored(due.id))?.followUpOn).toBeNull();
  });

  it("e-mails each staff member their follow-ups at 9:00 in India, once, with a moved clock; nobody with none", async () => {
    const day = "2026-12-01";
    const mine = await seed("Mine", { followUpOn: day, assigneeId: member.id });
    const nobodys = await seed("Nobodys", { followUpOn: day });
    await seed("Tomorrow", { followUpOn: "2026-12-02", assigneeId: member.id });
    await seed("Lost", { followUpOn: day, assigneeId: member.id, status: "lost" });

    expect(await sendFollowUpDigests(db, ["email"], india("2026-12-01 08:59"))).toBeNull();
    expect(await db.select().from(notifications)).toEqual([]);

    // Two instances at the same moment: one sends.
    const other = driver.name === "postgres" ? siteDatabase() : undefined;
    try {
      const otherDb = other ? await other.db() : db;
      const sent = await Promise.all([
        sendFollowUpDigests(db, ["email"], india("2026-12-01 09:00")),
        sendFollowUpDigests(otherDb, ["email"], india("2026-12-01 09:00")),
      ]);
      expect(sent.filter((count) => count !== null)).toHaveLength(1);
    } finally {
      await other?.close();
    }
    expect(await sendFollowUpDigests(db, ["email"], india("2026-12-01 17:30"))).toBeNull();

    const digests = await db.select().from(notifications).where(eq(notifications.kind, "follow-up-digest"));
    const byEmail = new Map(
      digests.map((row) => [
        (row.payload as { email: string }).email,
        (row.payload as { leads: { id: number }[] }).leads.map((lead) => lead.id),
      ]),
    );
    // The member gets theirs; unassigned ones go to every admin (this test's admin among them).
    expect(byEmail.get(member.email)).toEqual([mine.id]);
    expect(byEmail.get(admin.email)).toEqual([nobodys.id]);
    for (const ids of byEmail.values())
      expect(ids.every((id) => id === mine.id || id === nobodys.id)).toBe(true);
    const deliveries = await db
      .select()
      .from(notificationDeliveries)
      .where(
        inArray(
          notificationDeliveries.notificationId,
          digests.map((row) => row.id),
        ),
      );
    expect(deliveries.every((delivery) => delivery.channel === "email")).toBe(true);
    expect(deliveries).toHaveLength(digests.length);

    const memberDigest = digests.find((row) => (row.payload as { email: string }).email === member.email)!;
    const stored: StoredNotification = {
      kind: "follow-up-digest",
      payload: { ...(memberDigest.payload as object), day: istDate(new Date()) } as never,
      publicId: memberDigest.publicId,
      createdAt: memberDigest.createdAt,
    };
    const email = emailFor(stored, []);
    expect(email.to).toEqual([member.email]);
    expect(email.subject).toMatch(/^1 follow-up due today, /);
    expect(email.text).toContain(
      `New: Mine, Mine's website: http://localhost:3000/admin/messages/${mine.id}`,
    );
    expect(email.text).toContain(`/admin/messages/${mine.id}`);
    expect(email.text).not.toContain("own words");
    // A day's e-mail is not sent on a later day.
    const yesterday = istDate(new Date(Date.now() - 24 * 60 * 60 * 1000));
    expect(() => emailFor({ ...stored, payload: { ...stored.payload, day: yesterday } }, [])).toThrow(
      "not sent on a later day",
    );

    // Erasing a lead takes it out of every e-mail that listed it; one left empty goes.
    await eraseAddress(db, "nobodys@example.in");
    const left = await db.select().from(notifications).where(eq(notifications.kind, "follow-up-digest"));
    expect(left.map((row) => (row.payload as { email: string }).email)).toEqual([member.email]);
    expect(JSON.stringify(left)).not.toContain("Nobodys");

    // The next morning, nothing is due: nobody is e-mailed.
    await db.delete(notifications);
    expect(await sendFollowUpDigests(db, ["email"], india("2026-12-03 09:01"))).toBe(0);
    expect(await db.select().from(notifications)).toEqual([]);
  });

  it("replies with a template by WhatsApp or e-mail, filling in the name, and marks a New lead Contacted", async () => {
    const lead = await seed("Kiran", { language: "hi" });
    const [template] = await db
      .insert(replyTemplates)
      .values({ name: "Thanks", language: "hi", text: "नमस्ते {name}, धन्यवाद। {name} जी, हम कॉल करेंगे।" })
      .returning();
    const answer = await act(lead.id, {
      intent: "template",
      template: String(template!.id),
      via: "whatsapp",
    });
    expect(answer.status).toBe(200);
    const { reply, title } = answer.body as { reply: { href: string; via: string }; title: string };
    expect(title).toBe("Marked Contacted");
    expect(reply.via).toBe("whatsapp");
    expect(reply.href).toBe(
      `https://wa.me/919876543210?text=${encodeURIComponent("नमस्ते Kiran, धन्यवाद। Kiran जी, हम कॉल करेंगे।")}`,
    );
    expect((await stored(lead.id))?.status).toBe("contacted");
    expect((await timeline(lead.id)).map((entry) => [entry.kind, entry.detail])).toEqual([
      ["template", "Replied by WhatsApp with “Thanks”"],
      ["status", "Contacted"],
    ]);

    // A lead further on stays where it is; an e-mail reply has the text as its body.
    await act(lead.id, { intent: "status", status: "quoted" });
    const byEmail = await act(lead.id, { intent: "template", template: String(template!.id), via: "email" });
    const mail = (byEmail.body as { reply: { href: string }; title: string }).reply.href;
    expect(mail).toMatch(/^mailto:kiran@example\.in\?subject=Re%3A%20Kiran's%20website&body=/);
    expect(decodeURIComponent(mail.split("&body=")[1]!)).toBe("नमस्ते Kiran, धन्यवाद। Kiran जी, हम कॉल करेंगे।");
    expect((byEmail.body as { title: string }).title).toBe("Reply noted");
    expect((await stored(lead.id))?.status).toBe("quoted");

    const gone = await act(lead.id, { intent: "template", template: "999999", via: "email" });
    expect(gone.status).toBe(400);
  });

  it("lets an admin write reply templates and a staff member only use them", async () => {
    const fields = { intent: "add", name: "Call back", language: "en", text: "Hello {name}, we will call." };
    const byMember = await callRoute(templatesAction, staffPost("/admin/templates", member.cookie, fields));
    expect(byMember.status).toBe(403);

    const empty = await callRoute(
      templatesAction,
      staffPost("/admin/templates", admin.cookie, { ...fields, text: " " }),
    );
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain("Write the template's text.");

    const added = await callRoute(templatesAction, staffPost("/admin/templates", admin.cookie, fields));
    expect(added.status).toBe(200);
    const [row] = await db.select().from(replyTemplates).where(eq(replyTemplates.name, "Call back"));
    expect(row).toMatchObject({
      language: "en",
      text: "Hello {name}, we will call.",
      updatedBy: admin.email,
    });

    await callRoute(
      templatesAction,
      staffPost("/admin/templates", admin.cookie, { intent: "delete", id: String(row!.id) }),
    );
    expect(await db.select().from(replyTemplates).where(eq(replyTemplates.id, row!.id))).toEqual([]);
    const actions = (await db.select().from(auditLog))
      .filter((entry) => entry.target === `template ${row!.id}: Call back`)
      .map((entry) => entry.action);
    expect(actions.sort()).toEqual(["template-delete", "template-save"]);
  });

  it("counts a change to the lead as activity when the retention job looks for idle messages", async () => {
    const start = new Date("2025-01-10T06:00:00Z");
    const idle = await seed("Idle", { createdAt: start });
    const worked = await seed("Worked", { createdAt: start, activityAt: new Date("2025-12-01T06:00:00Z") });
    await db
      .insert(leadEvents)
      .values({ messageId: idle.id, actor: "x@example.in", kind: "note", detail: "n" });
    const run = await runRetention(db, new Date("2026-02-01T06:00:00Z"));
    expect(run?.messages).toBe(1);
    expect((await db.select({ id: contactMessages.id }).from(contactMessages)).map((row) => row.id)).toEqual([
      worked.id,
    ]);
    // The idle lead's timeline went with it.
    expect(await db.select().from(leadEvents).where(eq(leadEvents.messageId, idle.id))).toEqual([]);
  });
});
