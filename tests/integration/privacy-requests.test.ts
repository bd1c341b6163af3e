import { PRIVACY_NOTICE } from "~/config/privacy";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { action as requestsAction, loader as requestsLoader } from "~/routes/admin/requests";
import { action as contactAction } from "~/routes/contact";
import { action as linkAction, loader as linkLoader } from "~/routes/privacy-request-link";
import { action as requestAction } from "~/routes/privacy-request";
import {
  auditLog,
  contactMessages,
  notifications,
  privacyRequests,
  submissionEvents,
} from "~/server/db/schema";
import { REQUESTS_PER_ADDRESS_PER_DAY } from "~/server/privacy/requests.server";
import { waitingCounts } from "~/server/staff/counts.server";
import type { ReceivedMail } from "../support/receivers";
import { withMailServer } from "./mail-harness";
import { answerOf, callAction, drivers, getDb, routeContext } from "./harness";
import { callRoute, signedInStaff, staffPost, staffRequest } from "./staff-harness";

/*
 * A visitor's rights, used alone (issue 27): each request type end to end, its link through a real
 * SMTP server, on both databases.
 */

let address = 0;
const nextClient = () => `192.0.2.${(++address % 200) + 1}`;

/** What the request page answers every accepted post, whatever is held for the address. */
const ASKED = { status: 303, location: "/privacy/request?sent=1#request" };

const ask = (email: string, kind: string, { lang = "en", client = nextClient() } = {}) =>
  callAction(
    requestAction,
    lang === "hi" ? "/hi/privacy/request" : "/privacy/request",
    { email, kind },
    {
      clientAddress: client,
    },
  );

const answered = (answer: { status: number; headers: Headers }) => ({
  status: answer.status,
  location: answer.headers.get("location"),
});

/** A contact message from `email`, sent through the form as a visitor sends it. */
async function writeIn(email: string, message: string, extra: Record<string, string> = {}) {
  const sent = await callAction(
    contactAction,
    "/contact",
    { name: "Asha Kumari", email, phone: "", subject: "A website", message, ...extra },
    { clientAddress: nextClient() },
  );
  expect(sent.status).toBe(303);
}

/** The confirmation link in a visitor's e-mail. */
function linkIn(mail: ReceivedMail): URL {
  const found = /https?:\/\/\S+\/privacy\/request\/[\w-]{20,}/.exec(mail.parsed.text ?? "");
  if (!found) throw new Error(`no link in: ${mail.parsed.text}`);
  return new URL(found[0]);
}

const tokenOf = (link: URL) => link.pathname.split("/").pop()!;

/** Opens the link, as a browser (or a mail scanner) would: a GET. */
async function open(link: URL) {
  const answer = await answerOf(() =>
    linkLoader({
      request: new Request(link),
      params: { token: tokenOf(link) },
      context: routeContext(),
    } as never),
  );
  return answer.body as {
    lang: string;
    state: { ok: boolean; request?: { kind: string; messages: number } };
  };
}

/** Presses the link page's button. */
async function confirm(link: URL, fields: Record<string, string> = {}) {
  return answerOf(() =>
    linkAction({
      request: new Request(link, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
      params: { token: tokenOf(link) },
      context: routeContext(),
    } as never),
  );
}

describe.each(drivers)("privacy requests on $name", (driver) => {
  const mailServer = withMailServer(driver);

  beforeEach(async () => {
    const db = await getDb();
    await db.delete(contactMessages);
    await db.delete(notifications);
    await db.delete(privacyRequests);
    await db.delete(submissionEvents);
    await db.delete(auditLog);
  });
  afterEach(() => {
    mailServer.smtp.mails.length = 0;
  });

  /** The request e-mails to `to` (the acknowledgement each message brings its sender is apart). */
  const requestMails = (to: string) => mailServer.smtp.mails.filter((mail) => mail.recipients.includes(to));

  /** The mails to `to` so far, once `count` of them have come. */
  async function mailsTo(to: string, count: number) {
    const start = Date.now();
    for (;;) {
      const mails = requestMails(to);
      if (mails.length >= count) return mails;
      if (Date.now() - start > 15_000) throw new Error(`${mails.length} of ${count} mails to ${to}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it("answers an unknown address exactly as a known one, and mails it nothing", async () => {
    await writeIn("known@example.in", "Hello");
    const known = await ask("known@example.in", "see");
    const unknown = await ask("nobody@example.in", "see");
    expect(answered(known)).toEqual(ASKED);
    expect(answered(unknown)).toEqual(answered(known));
    await mailsTo("known@example.in", 1);
    const db = await getDb();
    const rows = await db.select({ email: privacyRequests.email }).from(privacyRequests);
    expect(rows).toEqual([{ email: "known@example.in" }]);
    expect(requestMails("nobody@example.in")).toEqual([]);
  });

  it("See my data: a link in the visitor's e-mail, opened without change, shows every message and consent once", async () => {
    await writeIn("Asha@Example.in", "First words", { offers: "yes" });
    await writeIn("asha@example.in", "Second words");
    expect(answered(await ask("ASHA@example.in", "see"))).toEqual(ASKED);
    const [mail] = await mailsTo("asha@example.in", 1);
    expect(mail!.parsed.subject).toMatch(/^Confirm your request to /);
    expect(mail!.parsed.text).toContain("“See my data”");
    expect(mail!.parsed.text).toMatch(/The link works once, until .+ \(India time\)\./);
    const link = linkIn(mail!);
    expect(link.pathname).toMatch(/^\/privacy\/request\//);
    // Stored only as a hash.
    const db = await getDb();
    const [stored] = await db.select().from(privacyRequests);
    expect(stored!.tokenHash).not.toBe(tokenOf(link));
    expect(JSON.stringify(stored)).not.toContain(tokenOf(link));
    // Sent: the outbox keeps the link no longer.
    await expect
      .poll(async () =>
        (
          await db
            .select({ payload: notifications.payload })
            .from(notifications)
            .where(eq(notifications.kind, "privacy-request"))
        ).map((row) => (row.payload as { link: string | null }).link),
      )
      .toEqual([null]);

    // Opening it (twice: a mail scanner, then the visitor) changes nothing.
    expect((await open(link)).state).toMatchObject({ ok: true, request: { kind: "see", messages: 2 } });
    expect((await open(link)).state.ok).toBe(true);
    const shown = await confirm(link);
    expect(shown.status).toBe(200);
    const result = (shown.body as { result: { kind: string; messages: Record<string, string | null>[] } })
      .result;
    expect(result.kind).toBe("see");
    expect(result.messages.map((m) => m.message).sort()).toEqual(["First words", "Second words"]);
    const consented = result.messages.find((m) => m.message === "First words")!;
    expect(consented.offersConsentAt).toBeTruthy();
    expect(consented.consentNoticeVersion).toBe(PRIVACY_NOTICE.version);
    expect(result.messages.find((m) => m.message === "Second words")!.offersConsentAt).toBeNull();

    // Single use.
    expect((await confirm(link)).status).toBe(410);
    expect((await open(link)).state.ok).toBe(false);
    const [done] = await db.select().from(privacyRequests);
    expect(done).toMatchObject({ status: "done", tokenHash: null, outcome: "2 messages shown" });
    // The audit log names the request and a hash of the address, never the address.
    const entries = await db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} LIKE 'privacy-request%'`);
    expect(entries.map((entry) => entry.action).sort()).toEqual(["privacy-request", "privacy-request-done"]);
    expect(JSON.stringify(entries)).not.toMatch(/asha/i);
  });

  it("Erase my data: asks once more, then leaves no text of the messages anywhere", async () => {
    const words = "Please call me about the Boring Road shop";
    await writeIn("ravi@example.in", words);
    await writeIn("ravi@example.in", `${words}, again`);
    await writeIn("other@example.in", "Someone else's message");
    await ask("ravi@example.in", "erase");
    const link = linkIn((await mailsTo("ravi@example.in", 1))[0]!);
    expect((await open(link)).state).toMatchObject({ ok: true, request: { kind: "erase", messages: 2 } });
    const db = await getDb();
    expect(await db.select().from(contactMessages)).toHaveLength(3);

    const erased = await confirm(link);
    expect(erased.body).toMatchObject({ result: { kind: "erase", erased: 2 } });
    const left = await db.select({ email: contactMessages.email }).from(contactMessages);
    expect(left).toEqual([{ email: "other@example.in" }]);
    for (const table of [
      "contact_messages",
      "testimonials",
      "notifications",
      "notification_deliveries",
      "audit_log",
      "privacy_requests",
    ]) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(sql`${sql.identifier(table)} t`)
        .where(sql`t::text ILIKE ${"%Boring Road%"} OR t::text ILIKE ${"%ravi@example.in%"}`);
      expect(row?.n, table).toBe(0);
    }
    const [request] = await db.select().from(privacyRequests);
    expect(request).toMatchObject({ status: "done", email: null, outcome: "2 messages erased" });
  });

  it("Stop offers and updates: consent withdrawn on every message from the address, the messages kept", async () => {
    await writeIn("meena@example.in", "Send me your offers", { offers: "yes" });
    await writeIn("meena@example.in", "Another", { offers: "yes" });
    await ask("meena@example.in", "stop");
    const link = linkIn((await mailsTo("meena@example.in", 1))[0]!);
    expect((await confirm(link)).body).toMatchObject({ result: { kind: "stop", withdrawn: 2 } });
    const db = await getDb();
    const rows = await db
      .select({ at: contactMessages.offersConsentAt, version: contactMessages.consentNoticeVersion })
      .from(contactMessages);
    expect(rows).toEqual([
      { at: null, version: null },
      { at: null, version: null },
    ]);
  });

  it("Correct my data: the visitor says what, the owner sees it in Requests and marks it done", async () => {
    await writeIn("suresh@example.in", "Hello");
    await ask("suresh@example.in", "correct");
    const link = linkIn((await mailsTo("suresh@example.in", 1))[0]!);
    const empty = await confirm(link, { correction: "   " });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ error: "Please say what we should correct." });
    expect((await open(link)).state.ok).toBe(true);
    expect((await confirm(link, { correction: "My name is Suresh Prasad, not Suresh." })).body).toMatchObject(
      {
        result: { kind: "correct" },
      },
    );

    const staff = await signedInStaff("staff");
    const page = await callRoute(requestsLoader, staffRequest("/admin/requests", { cookie: staff.cookie }));
    const listed = (page.body as { requests: { id: number; status: string; correction: string | null }[] })
      .requests;
    expect(listed).toEqual([
      expect.objectContaining({ status: "confirmed", correction: "My name is Suresh Prasad, not Suresh." }),
    ]);
    const id = String(listed[0]!.id);
    const noNote = await callRoute(
      requestsAction,
      staffPost("/admin/requests", staff.cookie, { intent: "done", id, note: "" }),
    );
    expect(noNote.status).toBe(400);
    const done = await callRoute(
      requestsAction,
      staffPost("/admin/requests", staff.cookie, {
        intent: "done",
        id,
        note: "Corrected, told them by e-mail.",
      }),
    );
    expect(done.status).toBe(200);
    const db = await getDb();
    const [row] = await db.select().from(privacyRequests);
    expect(row).toMatchObject({
      status: "done",
      doneBy: staff.email,
      note: "Corrected, told them by e-mail.",
    });
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actor, staff.email))
      .orderBy(sql`${auditLog.id} DESC`);
    expect(entry).toMatchObject({ action: "privacy-request-done", target: `request ${id} (correct)` });
  });

  it("a link works 24 hours; an address gets at most three a day, whoever asks; the page answers alike", async () => {
    await writeIn("late@example.in", "Hello");
    await ask("late@example.in", "see");
    const link = linkIn((await mailsTo("late@example.in", 1))[0]!);
    const db = await getDb();
    await db.execute(sql`UPDATE ${privacyRequests} SET link_expires_at = now() - interval '1 second'`);
    expect((await open(link)).state.ok).toBe(false);
    expect((await confirm(link)).status).toBe(410);

    // Two more today (three in all), then nothing more is sent, with the same answer.
    for (let i = 0; i < REQUESTS_PER_ADDRESS_PER_DAY + 2; i++) {
      expect(answered(await ask("late@example.in", "erase"))).toEqual(ASKED);
    }
    await mailsTo("late@example.in", REQUESTS_PER_ADDRESS_PER_DAY);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(requestMails("late@example.in")).toHaveLength(REQUESTS_PER_ADDRESS_PER_DAY);
    // One client's posts are limited as every form's are (RATE_LIMIT_MAX: 5).
    const client = "198.51.100.77";
    for (let i = 0; i < 5; i++) expect((await ask(`x${i}@example.in`, "see", { client })).status).toBe(303);
    expect((await ask("x9@example.in", "see", { client })).status).toBe(429);
  });

  it("refuses a bad address or no choice with the page's words, storing nothing", async () => {
    const bad = await ask("not-an-address", "see");
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ fieldErrors: { email: "Please enter a valid email address." } });
    const none = await ask("asha@example.in", "");
    expect(none.body).toMatchObject({ fieldErrors: { kind: "Please choose what you would like." } });
    const hindi = await ask("asha@example.in", "everything", { lang: "hi" });
    expect(hindi.body).toMatchObject({ fieldErrors: { kind: "कृपया चुनें कि आप क्या चाहते हैं।" } });
    expect(await (await getDb()).select().from(privacyRequests)).toEqual([]);
  });

  it("in Hindi: the e-mail and its link's page in the language it was asked in", async () => {
    await writeIn("kavita@example.in", "नमस्ते");
    const answer = await ask("kavita@example.in", "see", { lang: "hi" });
    expect(answered(answer)).toEqual({ status: 303, location: "/hi/privacy/request?sent=1#request" });
    const [mail] = await mailsTo("kavita@example.in", 1);
    expect(mail!.parsed.subject).toMatch(/को भेजे अपने अनुरोध की पुष्टि करें$/);
    expect(mail!.parsed.text).toContain("“मेरी जानकारी दिखाएँ”");
    const link = linkIn(mail!);
    expect(link.pathname).toMatch(/^\/hi\/privacy\/request\//);
    expect((await open(link)).lang).toBe("hi");
  });

  it("an open request past its 30 days is overdue: the counts the dashboard and the staff bar show", async () => {
    await writeIn("old@example.in", "Hello");
    await ask("old@example.in", "correct");
    const db = await getDb();
    expect((await waitingCounts(db)).overdueRequests).toBe(0);
    await db.execute(sql`UPDATE ${privacyRequests} SET created_at = now() - interval '31 days'`);
    expect((await waitingCounts(db)).overdueRequests).toBe(1);
  });
});
