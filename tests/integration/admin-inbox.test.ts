import { leadReference } from "~/lib/reference";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { action as messageAction, loader as messageLoader } from "~/routes/admin/message";
import { loader as listLoader } from "~/routes/admin/messages";
import { loader as csvLoader } from "~/routes/admin/messages-csv";
import type { Database } from "~/server/db/client.server";
import { auditLog, contactMessages } from "~/server/db/schema";
import { waitingCounts } from "~/server/staff/counts.server";
import { INBOX_PAGE_LIMIT } from "~/server/staff/inbox.server";
import { drivers, getDb, routeContext } from "./harness";
import { callRoute, signedInStaff, staffRequest } from "./staff-harness";

type NewMessage = typeof contactMessages.$inferInsert;

type ListData = {
  total: number;
  counts: Record<string, number>;
  notice: { title: string; description: string } | null;
  messages: {
    id: number;
    name: string;
    unread: boolean;
    archived: boolean;
    received: string;
    firstLine: string;
  }[];
};

type MessageData = { firstOpen: boolean; fromAddress: number; message: { id: number; text: string } };

describe.each(drivers)("the back-office inbox on $name", (driver) => {
  let db: Database;
  let staff: Awaited<ReturnType<typeof signedInStaff>>;

  beforeAll(async () => {
    await driver.setUp();
    db = await getDb();
    staff = await signedInStaff("staff");
  }, 60_000);
  afterAll(() => driver.tearDown());
  beforeEach(async () => {
    await db.delete(contactMessages);
  });

  async function seed(values: Partial<NewMessage> & Pick<NewMessage, "name" | "email" | "message">) {
    const [row] = await db
      .insert(contactMessages)
      .values({ phone: "", subject: "", clientHash: "test", ...values })
      .returning();
    if (!row) throw new Error("no row");
    return row;
  }

  const stored = async (id: number) =>
    (await db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0];

  async function list(search = "") {
    const answer = await callRoute(
      listLoader,
      staffRequest(`/admin/messages${search}`, { cookie: staff.cookie }),
    );
    expect(answer.status).toBe(200);
    return answer.body as ListData;
  }

  const names = async (search = "") => (await list(search)).messages.map((message) => message.name);

  /** Opens a message as staff do: a link in the inbox ("same-origin"), or one elsewhere ("cross-site"). */
  const open = (id: number | string, fetchSite: string | null = "same-origin") =>
    callRoute(
      messageLoader,
      staffRequest(`/admin/messages/${id}`, { cookie: staff.cookie, fetchSite: fetchSite ?? undefined }),
      {
        id: String(id),
      },
    );

  const act = (id: number | string, intent: string, origin?: string | null) =>
    callRoute(
      messageAction,
      staffRequest(`/admin/messages/${id}`, {
        cookie: staff.cookie,
        method: "POST",
        fields: { intent },
        origin,
      }),
      { id: String(id) },
    );

  /** The export as the browser receives it: raw bytes (Response.text() would drop the byte-order mark). */
  async function exportCsv(search = "") {
    const request = staffRequest(`/admin/messages.csv${search}`, { cookie: staff.cookie });
    const response = await csvLoader({
      request,
      url: new URL(request.url),
      params: {},
      context: routeContext(),
    } as never);
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { response, bytes, text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes) };
  }

  const auditRows = (action: string) => db.select().from(auditLog).where(eq(auditLog.action, action));

  it("sends visitors without a session to sign in, and refuses their actions and export with 401", async () => {
    const message = await seed({ name: "Asha", email: "asha@example.in", message: "Hello" });
    const page = await callRoute(listLoader, staffRequest("/admin/messages?filter=unread"));
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/admin/sign-in?next=%2Fadmin%2Fmessages%3Ffilter%3Dunread");
    const one = await callRoute(messageLoader, staffRequest(`/admin/messages/${message.id}`), {
      id: String(message.id),
    });
    expect(one.status).toBe(302);
    expect(one.headers.get("location")).toMatch(/^\/admin\/sign-in\?next=/);
    for (const intent of ["archive", "delete", "erase"]) {
      const answer = await callRoute(
        messageAction,
        staffRequest(`/admin/messages/${message.id}`, { method: "POST", fields: { intent } }),
        { id: String(message.id) },
      );
      expect(answer.status, intent).toBe(401);
    }
    expect((await callRoute(csvLoader, staffRequest("/admin/messages.csv"))).status).toBe(401);
    expect(await stored(message.id)).toMatchObject({ readAt: null, archivedAt: null });
  });

  it("refuses actions from another site's page (or with no Origin) with 403, changing nothing", async () => {
    const message = await seed({ name: "Asha", email: "asha@example.in", message: "Hello" });
    for (const origin of ["https://evil.example", null]) {
      for (const intent of ["archive", "delete", "erase"]) {
        expect((await act(message.id, intent, origin)).status, `${intent} from ${origin}`).toBe(403);
      }
    }
    expect(await stored(message.id)).toMatchObject({ archivedAt: null });
    expect(await auditRows("message-delete")).toEqual([]);
  });

  it("lists newest first with unread ones marked and IST times; opening marks read once", async () => {
    const older = await seed({
      name: "Older",
      email: "older@example.in",
      message: "First line of the older one\nSecond line",
      createdAt: new Date("2026-11-22T08:35:00Z"),
    });
    const newer = await seed({ name: "Newer", email: "newer@example.in", message: "Newer text" });
    const before = await list();
    expect(before.messages.map((message) => message.name)).toEqual(["Newer", "Older"]);
    expect(before.messages[1]).toMatchObject({
      unread: true,
      received: "22 Nov 2026, 2:05 pm",
      firstLine: "First line of the older one",
    });
    expect((await waitingCounts(db)).unreadMessages).toBe(2);

    const first = await open(older.id);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      firstOpen: true,
      message: { id: older.id, text: "First line of the older one\nSecond line" },
    });
    const readAt = (await stored(older.id))?.readAt;
    expect(readAt).toBeInstanceOf(Date);
    const again = await open(older.id);
    expect((again.body as MessageData).firstOpen).toBe(false);
    expect((await stored(older.id))?.readAt).toEqual(readAt);

    const after = await list();
    expect(after.messages.map((message) => [message.name, message.unread])).toEqual([
      ["Newer", true],
      ["Older", false],
    ]);
    expect((await waitingCounts(db)).unreadMessages).toBe(1);
    expect((await stored(newer.id))?.readAt).toBeNull();
  });

  it("marks a message read only when staff opened it themselves, or press Mark as read", async () => {
    const message = await seed({ name: "Linked", email: "linked@example.in", message: "Hello" });
    // A link on another site (or in webmail) carries the Lax cookie: it may show, never change.
    for (const fetchSite of ["cross-site", "same-site", null]) {
      const shown = await open(message.id, fetchSite);
      expect(shown.status, String(fetchSite)).toBe(200);
      expect((shown.body as MessageData).firstOpen).toBe(false);
      expect((await stored(message.id))?.readAt, String(fetchSite)).toBeNull();
    }
    expect((await act(message.id, "read")).status).toBe(200);
    const readAt = (await stored(message.id))?.readAt;
    expect(readAt).toBeInstanceOf(Date);
    expect((await act(message.id, "read")).status).toBe(200);
    expect((await stored(message.id))?.readAt).toEqual(readAt);

    const typed = await seed({ name: "Typed", email: "typed@example.in", message: "Hello" });
    expect(((await open(typed.id, "none")).body as MessageData).firstOpen).toBe(true);
    expect((await stored(typed.id))?.readAt).toBeInstanceOf(Date);
    expect((await act(typed.id + 1000, "read")).status).toBe(404);
  });

  it("answers 404 for an unknown or malformed message id", async () => {
    const message = await seed({ name: "Asha", email: "asha@example.in", message: "Hello" });
    for (const id of [
      String(message.id + 1000),
      "abc",
      "0",
      "-1",
      "1.5",
      "99999999999",
      "2147483648",
      "1e3",
    ]) {
      expect((await open(id)).status, `open ${id}`).toBe(404);
      expect((await act(id, "archive")).status, `archive ${id}`).toBe(404);
    }
    expect((await open(message.id)).status).toBe(200);
  });

  it("refuses an unknown intent with 400 and changes nothing", async () => {
    const message = await seed({ name: "Asha", email: "asha@example.in", message: "Hello" });
    const answer = await act(message.id, "publish");
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ tone: "error" });
    expect(await stored(message.id)).toMatchObject({ archivedAt: null });
  });

  it("archives a message out of the inbox and brings it back", async () => {
    const message = await seed({ name: "Asha", email: "asha@example.in", message: "Hello" });
    await seed({ name: "Ravi", email: "ravi@example.in", message: "Namaste" });
    const archived = await act(message.id, "archive");
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({ tone: "success", title: "Archived" });
    expect((await stored(message.id))?.archivedAt).toBeInstanceOf(Date);
    expect(await names()).toEqual(["Ravi"]);
    expect(await names("?filter=archived")).toEqual(["Asha"]);
    expect((await list("?filter=archived")).messages[0]?.archived).toBe(true);

    const back = await act(message.id, "unarchive");
    expect(back.body).toMatchObject({ tone: "success", title: "Back in the inbox" });
    expect((await stored(message.id))?.archivedAt).toBeNull();
    expect(await names()).toEqual(["Ravi", "Asha"]);
    expect(await names("?filter=archived")).toEqual([]);
  });

  it("deletes a message, sends the owner back with a notice, and records who did it without the text", async () => {
    const message = await seed({ name: "Asha", email: "asha@example.in", message: "Secret plans" });
    const kept = await seed({ name: "Ravi", email: "ravi@example.in", message: "Namaste" });
    const answer = await act(message.id, "delete");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/admin/messages?notice=deleted");
    expect(await stored(message.id)).toBeUndefined();
    expect(await stored(kept.id)).toBeDefined();
    expect((await list("?notice=deleted")).notice).toMatchObject({ title: "Message deleted" });
    expect((await act(message.id, "delete")).status).toBe(404);

    const rows = await auditRows("message-delete");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor: staff.email, target: `message ${message.id}` });
    expect(JSON.stringify(await db.select().from(auditLog))).not.toContain("Secret plans");
  });

  it("searches name, e-mail, phone and text, whatever the case, with % and _ taken literally", async () => {
    await seed({
      name: "Asha Verma",
      email: "asha@example.in",
      phone: "+91 98765-43210",
      message: "GST filing",
    });
    await seed({ name: "Ravi Kumar", email: "ravi@mail.example", phone: "", message: "Need 50% off, ok?" });
    await seed({ name: "Sita", email: "sita_k@example.in", subject: "Website", message: "A new site" });
    expect(await names("?q=asha%20VERMA")).toEqual(["Asha Verma"]);
    expect(await names("?q=MAIL.EXAMPLE")).toEqual(["Ravi Kumar"]);
    expect(await names("?q=98765-432")).toEqual(["Asha Verma"]);
    expect(await names("?q=9876543210")).toEqual(["Asha Verma"]);
    expect(await names("?q=gst")).toEqual(["Asha Verma"]);
    expect(await names("?q=website")).toEqual(["Sita"]);
    expect(await names("?q=50%25")).toEqual(["Ravi Kumar"]);
    expect(await names("?q=%25")).toEqual(["Ravi Kumar"]);
    expect(await names("?q=_k")).toEqual(["Sita"]);
    expect(await names("?q=a_h")).toEqual([]);
    const none = await list("?q=nobody");
    expect(none).toMatchObject({ total: 0, messages: [] });
    // A NUL (which Postgres refuses in a pattern) or another control character is a space.
    expect(await names("?q=%00")).toEqual(await names(""));
    expect(await names("?q=asha%00verma")).toEqual(["Asha Verma"]);
  });

  it("filters unread and archived, and falls back to the inbox for an unknown filter", async () => {
    const read = await seed({ name: "Read", email: "read@example.in", message: "x", readAt: new Date() });
    await seed({ name: "Unread", email: "unread@example.in", message: "x" });
    await seed({ name: "Filed", email: "filed@example.in", message: "x", archivedAt: new Date() });
    expect(await names()).toEqual(["Unread", "Read"]);
    expect(await names("?filter=all")).toEqual(["Unread", "Read"]);
    expect(await names("?filter=unread")).toEqual(["Unread"]);
    expect(await names("?filter=archived")).toEqual(["Filed"]);
    expect(await names("?filter=everything")).toEqual(["Unread", "Read"]);
    expect(await names("?filter=unread&q=read")).toEqual(["Unread"]);
    expect(read.readAt).toBeInstanceOf(Date);
  });

  it("counts each status as its link would show it: with the view, language and search, whatever the status", async () => {
    await seed({ name: "Asha New", email: "asha@example.in", message: "shop website" });
    await seed({ name: "Ravi New", email: "ravi@example.in", message: "tuition", language: "hi" });
    await seed({ name: "Asha Won", email: "asha2@example.in", message: "shop logo", status: "won" });
    await seed({
      name: "Old Quote",
      email: "old@example.in",
      message: "x",
      status: "quoted",
      archivedAt: new Date(),
    });
    const counts = async (search: string) => (await list(search)).counts;
    expect(await counts("")).toEqual({ new: 2, contacted: 0, quoted: 0, won: 1, lost: 0 });
    expect(await counts("?q=asha")).toEqual({ new: 1, contacted: 0, quoted: 0, won: 1, lost: 0 });
    // The chosen status narrows the list, not the counts beside it.
    expect(await counts("?q=asha&status=won")).toEqual({ new: 1, contacted: 0, quoted: 0, won: 1, lost: 0 });
    expect(await counts("?language=hi")).toEqual({ new: 1, contacted: 0, quoted: 0, won: 0, lost: 0 });
    expect(await counts("?filter=archived")).toEqual({ new: 0, contacted: 0, quoted: 1, won: 0, lost: 0 });
    // Each count is what its link lists.
    for (const [status, n] of Object.entries(await counts("?q=shop")))
      expect((await list(`?q=shop&status=${status}`)).total, status).toBe(n);
  });

  it("caps the list at 100 and says how many there are", async () => {
    await db.insert(contactMessages).values(
      Array.from({ length: 102 }, (_, i) => ({
        name: `Visitor ${i}`,
        email: `v${i}@example.in`,
        message: "Hello",
        clientHash: "test",
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
    const page = await list();
    expect(page.total).toBe(102);
    expect(page.messages).toHaveLength(100);
    expect(page.messages[0]?.name).toBe("Visitor 101");
  });

  it("erases exactly one address's messages after showing how many, and reports the count", async () => {
    const first = await seed({ name: "Asha", email: "asha@example.in", message: "One" });
    await seed({ name: "Asha", email: "Asha@Example.in", message: "Two" });
    await seed({ name: "Asha V", email: "asha@example.in", message: "Three", archivedAt: new Date() });
    const other = await seed({ name: "Ravi", email: "ravi@example.in", message: "Keep me" });
    const alike = await seed({ name: "Not Asha", email: "asha@example.in.evil", message: "Keep me too" });
    expect(((await open(first.id)).body as MessageData).fromAddress).toBe(3);

    const answer = await act(first.id, "erase");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/admin/messages?notice=erased&count=3");
    const left = await db.select({ id: contactMessages.id }).from(contactMessages);
    expect(left.map((row) => row.id).sort()).toEqual([other.id, alike.id].sort());
    expect((await list("?notice=erased&count=3")).notice).toMatchObject({
      title: "Messages erased",
      description: "Erased 3 messages from that e-mail address.",
    });

    const rows = await auditRows("messages-erase");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor: staff.email, target: "asha@example.in (3 messages)" });
    const everything = JSON.stringify(await db.select().from(auditLog));
    for (const text of ["One", "Two", "Three"]) expect(everything).not.toContain(`"${text}"`);
  });

  it("exports the list as CSV: byte-order mark, IST times, quoting and the formula guard", async () => {
    await seed({
      name: '=HYPERLINK("http://evil.example")',
      email: "asha@example.in",
      phone: "+91 98765 43210",
      subject: "Quote, please",
      message: 'Line one, "quoted"\nLine two',
      createdAt: new Date("2026-11-22T08:35:00Z"),
      readAt: new Date("2026-11-22T09:00:00Z"),
    });
    await seed({ name: "Filed", email: "filed@example.in", message: "@import", archivedAt: new Date() });

    const { response, bytes, text } = await exportCsv();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="messages-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [id] = await db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(eq(contactMessages.email, "asha@example.in"));
    expect(text).toBe(
      "\uFEFFid,received,name,email,phone,subject,message,read,archived,status,follow_up,reference,landing_page,referrer,utm_source,utm_medium,utm_campaign\r\n" +
        `${id?.id},2026-11-22 14:05,"'=HYPERLINK(""http://evil.example"")",asha@example.in,'+91 98765 43210,"Quote, please","Line one, ""quoted""\nLine two",yes,no,New,,OS-2611-${String(id?.id).padStart(4, "0")},,,,,\r\n`,
    );

    const archived = await exportCsv("?filter=archived");
    expect(archived.text).toContain(",'@import,no,yes,New,,OS-");
    expect(archived.text).not.toContain("asha@example.in");

    // Where the visit began (issue 28), in its five columns.
    const campaign = await seed({
      name: "Campaign",
      email: "campaign@example.in",
      message: "Saw your leaflet",
      landingPage: "/services",
      referrerDomain: "google.com",
      utmSource: "leaflet",
      utmMedium: "print",
      utmCampaign: "diwali sale",
    });
    const withOrigin = await exportCsv("?q=campaign%40example.in");
    expect(withOrigin.text).toContain(
      `,${leadReference(campaign.id, campaign.createdAt)},/services,google.com,leaflet,print,diwali sale\r\n`,
    );
    const searched = await exportCsv("?q=nobody");
    expect(searched.text).toBe(
      "\uFEFFid,received,name,email,phone,subject,message,read,archived,status,follow_up,reference,landing_page,referrer,utm_source,utm_medium,utm_campaign\r\n",
    );
  });

  it("exports every message, archived ones too, or exactly what a view and search hold: never a page of them", async () => {
    // More than the list's page, half of them about a website; every third one read.
    const many = INBOX_PAGE_LIMIT + 5;
    await db.insert(contactMessages).values(
      Array.from({ length: many }, (_, n) => ({
        name: `Bulk ${n}`,
        email: `bulk${n}@example.in`,
        phone: "",
        subject: "",
        message: n % 2 ? "About a website" : "About a logo",
        clientHash: "test",
        createdAt: new Date(Date.UTC(2026, 10, 1, 0, n)),
        readAt: n % 3 ? null : new Date(),
      })),
    );
    await seed({
      name: "Filed",
      email: "filed@example.in",
      message: "An old website",
      archivedAt: new Date(),
    });
    await seed({
      name: "Filed too",
      email: "filed-too@example.in",
      message: "An old logo",
      archivedAt: new Date(),
      readAt: new Date(),
    });
    /** The ids of an export's rows, in its order (no text here has a line break). */
    const exported = async (search: string) => {
      const { response, text } = await exportCsv(search);
      expect(response.status, search).toBe(200);
      return text
        .split("\r\n")
        .slice(1, -1)
        .map((line) => Number(line.split(",")[0]));
    };

    // "Export all": every message, the archived ones too, newest first.
    const newestFirst = (
      await db
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    ).map((row) => row.id);
    expect(newestFirst).toHaveLength(many + 2);
    expect(await exported("?filter=everything")).toEqual(newestFirst);

    // "Export this view": what the list counts for the same search and view, its page first.
    for (const search of [
      "",
      "?filter=unread",
      "?filter=archived",
      "?q=website",
      "?q=WEBSITE&filter=unread",
      "?q=logo&filter=archived",
      "?q=nobody",
    ]) {
      const listed = await list(search);
      const rows = await exported(search);
      expect(rows, search).toHaveLength(listed.total);
      expect(rows.slice(0, listed.messages.length), search).toEqual(listed.messages.map((m) => m.id));
    }
    expect(await exported("")).toHaveLength(many);
    expect(await exported("?q=website")).toHaveLength(Math.floor(many / 2));
    expect(await exported("?q=website&filter=archived")).toHaveLength(1);
    // A search narrows "Export all" too; an unknown view is the plain inbox's, as in the list.
    expect(await exported("?q=logo&filter=everything")).toHaveLength(many - Math.floor(many / 2) + 1);
    expect(await exported("?filter=nonsense")).toHaveLength(many);
    // The list itself has no such view: there, filter=everything is the plain inbox.
    expect((await list("?filter=everything")).total).toBe(many);
  });
});
