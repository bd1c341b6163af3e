import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PRIVACY_NOTICE } from "~/config/privacy";
import { CONTACT_REQUIRED } from "~/lib/schemas/contact";
import { CONTROL_CHAR_MESSAGE, NOT_TEXT } from "~/lib/schemas/fields";
import { INVALID_RATING, TESTIMONIAL_REQUIRED } from "~/lib/schemas/testimonial";
import { action as contactAction } from "~/routes/contact";
import { action as testimonialAction, loader as testimonialsLoader } from "~/routes/testimonials";
import { hashClientAddress, pruneSubmissionEvents } from "~/server/abuse.server";
import { fingerprintOf } from "~/server/same-submission.server";
import { contactMessages, notifications, submissionEvents, testimonials } from "~/server/db/schema";
import { hi } from "~/i18n/hi";
import { emailFor, type StoredNotification, webhookBodyFor } from "~/server/notifications/messages.server";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";
import {
  adminCommand,
  callAction,
  callActionWith,
  drivers,
  getDb,
  loaderArgs,
  redirectOf,
  SENT,
  setTestEnv,
  testDatabase,
} from "./harness";

const feedback = {
  name: "Asha Verma",
  company: "Verma Sweets",
  rating: "4",
  feedback: "Lovely work on our menu cards.",
  // "I agree that my name, company, rating and review may be shown on this website." (issue 27)
  consent: "yes",
};
const message = {
  name: "Ravi Kumar",
  email: "ravi@example.in",
  phone: "+91 98765 43210",
  subject: "Website",
  message: "Please call me.",
};

async function count(table: typeof testimonials | typeof contactMessages) {
  const db = await getDb();
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? -1;
}

/** How many notifications there are of contact messages, or of testimonials. */
async function notificationsOf(link: "contact_message_id" | "testimonial_id") {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(sql`${sql.identifier(link)} IS NOT NULL`);
  return row?.n ?? -1;
}

/** A file part of a multipart form, as a browser or a script would send it. */
interface FilePart {
  filename: string;
  content: string;
}

/**
 * Posts multipart/form-data, written out by hand: FormData leaves the
 * filename out of a file without a name, which then reads back as text.
 */
async function postMultipart(
  action: typeof contactAction | typeof testimonialAction,
  path: string,
  fields: Record<string, string | FilePart> | [string, string | FilePart][],
) {
  const boundary = "----form-boundary-7MA4YWxkTrZu0gW";
  const entries = Array.isArray(fields) ? fields : Object.entries(fields);
  const parts = entries.map(([name, value]) =>
    typeof value === "string"
      ? `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`
      : `Content-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\n` +
        `Content-Type: application/octet-stream\r\n\r\n${value.content}`,
  );
  const body = `${parts.map((part) => `--${boundary}\r\n${part}\r\n`).join("")}--${boundary}--\r\n`;
  return callActionWith(action, path, body, `multipart/form-data; boundary=${boundary}`, "203.0.113.8");
}

describe.each(drivers)("forms and testimonials on $name", (driver) => {
  beforeAll(() => driver.setUp(), 60_000);
  afterAll(() => driver.tearDown());
  beforeEach(async () => {
    const db = await getDb();
    await db.delete(testimonials);
    await db.delete(contactMessages);
    await db.delete(submissionEvents);
  });

  it("prunes rate-limit counts older than a day and keeps the rest", async () => {
    const db = await getDb();
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);
    await db.insert(submissionEvents).values([
      { form: "contact", clientHash: "a", createdAt: hoursAgo(25) },
      { form: "testimonial", clientHash: "b", createdAt: hoursAgo(48) },
      { form: "contact", clientHash: "c", createdAt: hoursAgo(23) },
      { form: "contact", clientHash: "d" },
    ]);
    expect(await pruneSubmissionEvents(db)).toBe(2);
    const left = await db.select({ clientHash: submissionEvents.clientHash }).from(submissionEvents);
    expect(left.map((row) => row.clientHash).sort()).toEqual(["c", "d"]);
  });

  describe("testimonial form", () => {
    it("stores a submission as pending, whatever the request says about approval, and redirects to the sent notice", async () => {
      const answer = await callAction(testimonialAction, "/testimonials", {
        ...feedback,
        is_approved: "true",
        isApproved: "true",
      });
      // 303, so a reload of where it lands sends nothing again.
      expect(redirectOf(answer)).toEqual(SENT.testimonials);
      const rows = await (await getDb()).select().from(testimonials);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        name: "Asha Verma",
        company: "Verma Sweets",
        rating: 4,
        feedbackText: "Lovely work on our menu cards.",
        isApproved: false,
        reviewedAt: null,
      });
    });

    it("refuses a testimonial whose writer did not agree to its being shown, in the page's language, and stores nothing", async () => {
      const { consent: _, ...withoutConsent } = feedback;
      expect(TESTIMONIAL_REQUIRED.consent).toBe("Please agree to your review being shown on the website.");
      for (const consent of [undefined, "", "no", "on", "yes "]) {
        const fields = consent === undefined ? withoutConsent : { ...withoutConsent, consent };
        const answer = await callAction(testimonialAction, "/testimonials", fields);
        expect(answer.status, String(consent)).toBe(400);
        expect(answer.body).toMatchObject({ fieldErrors: { consent: TESTIMONIAL_REQUIRED.consent } });
      }
      const hindi = await callAction(testimonialAction, "/hi/testimonials", withoutConsent);
      expect(hindi.body).toMatchObject({
        fieldErrors: { consent: hi.formMessages.testimonial.required.consent },
      });
      expect(await count(testimonials)).toBe(0);
      expect(await notificationsOf("testimonial_id")).toBe(0);
    });

    it("stores the writer's agreement with the testimonial: when, and under which notice version", async () => {
      const before = Date.now();
      await callAction(testimonialAction, "/hi/testimonials", feedback);
      const [row] = await (await getDb()).select().from(testimonials);
      expect(row).toMatchObject({ language: "hi", consentNoticeVersion: PRIVACY_NOTICE.version });
      expect(row!.displayConsentAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(row!.displayConsentAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    });

    it("answers 400 with field errors and stores nothing for missing or bad input", async () => {
      const missing = await callAction(testimonialAction, "/testimonials", {
        ...feedback,
        name: "  ",
        feedback: "",
      });
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({
        status: "error",
        fieldErrors: { name: expect.any(String), feedback: expect.any(String) },
      });
      const tooLong = await callAction(testimonialAction, "/testimonials", {
        ...feedback,
        feedback: "x".repeat(2001),
      });
      expect(tooLong.status).toBe(400);
      const badRating = await callAction(testimonialAction, "/testimonials", { ...feedback, rating: "6" });
      expect(badRating.body).toMatchObject({ fieldErrors: { rating: expect.any(String) } });
      const control = await callAction(testimonialAction, "/testimonials", {
        ...feedback,
        name: "Asha\u0007",
      });
      expect(control.status).toBe(400);
      expect(await count(testimonials)).toBe(0);
    });

    it("gives a bot that fills the honeypot a fake success and stores nothing", async () => {
      const answer = await callAction(testimonialAction, "/testimonials", {
        ...feedback,
        website: "http://spam.example",
      });
      expect(redirectOf(answer)).toEqual(SENT.testimonials);
      expect(await count(testimonials)).toBe(0);
    });

    it("catches a honeypot that holds a file, even an empty one without a name", async () => {
      for (const file of [
        { filename: "", content: "" },
        { filename: "", content: "http://spam.example" },
        { filename: "spam.txt", content: "" },
      ]) {
        const answer = await postMultipart(testimonialAction, "/testimonials", {
          ...feedback,
          website: file,
        });
        expect(redirectOf(answer), JSON.stringify(file)).toEqual(SENT.testimonials);
      }
      // A browser's empty honeypot first does not hide a file after it.
      const twice = await postMultipart(testimonialAction, "/testimonials", [
        ...Object.entries(feedback),
        ["website", ""],
        ["website", { filename: "", content: "" }],
      ]);
      expect(redirectOf(twice)).toEqual(SENT.testimonials);
      expect(await count(testimonials)).toBe(0);
      // The same form with the honeypot left empty, as a browser sends it, is kept.
      const person = await postMultipart(testimonialAction, "/testimonials", { ...feedback, website: "" });
      expect(redirectOf(person)).toEqual(SENT.testimonials);
      expect(await count(testimonials)).toBe(1);
    });

    it.each(["name", "company", "rating", "feedback"] as const)(
      "refuses a file sent as the %s with 400, and stores nothing",
      async (field) => {
        const answer = await postMultipart(testimonialAction, "/testimonials", {
          ...feedback,
          [field]: { filename: "", content: "5" },
        });
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({
          status: "error",
          fieldErrors: { [field]: field === "rating" ? INVALID_RATING : NOT_TEXT },
        });
        expect(await count(testimonials)).toBe(0);
      },
    );

    it("stores the text composed (NFC) with LF line breaks", async () => {
      const answer = await callAction(testimonialAction, "/testimonials", {
        ...feedback,
        name: "Jose\u0301 Nin\u0303o",
        company: "Cafe\u0301 Patna",
        feedback: "Great menu.\r\nThank you!",
      });
      expect(redirectOf(answer)).toEqual(SENT.testimonials);
      const [row] = await (await getDb()).select().from(testimonials);
      expect(row).toMatchObject({
        name: "Jos\u00E9 Ni\u00F1o",
        company: "Caf\u00E9 Patna",
        feedbackText: "Great menu.\nThank you!",
      });
    });

    it("stores a name and feedback without the bidi override a visitor put in them", async () => {
      const answer = await callAction(testimonialAction, "/testimonials", {
        ...feedback,
        name: "Asha \u202EammaV",
        feedback: "Lovely work.\u202E Pay to 1234\u202C, thanks",
      });
      expect(redirectOf(answer)).toEqual(SENT.testimonials);
      const [row] = await (await getDb()).select().from(testimonials);
      expect(row).toMatchObject({ name: "Asha ammaV", feedbackText: "Lovely work. Pay to 1234, thanks" });
    });

    it("asks for a name and feedback made of invisible characters, and refuses control characters", async () => {
      const invisible = "\u200B\u200D\u202E\u2066\u00AD\uFEFF";
      const blank = await callAction(testimonialAction, "/testimonials", {
        ...feedback,
        name: invisible,
        feedback: `${invisible}\r\n${invisible}`,
      });
      expect(blank.status).toBe(400);
      expect(blank.body).toMatchObject({
        fieldErrors: { name: TESTIMONIAL_REQUIRED.name, feedback: TESTIMONIAL_REQUIRED.feedback },
      });
      const control = await callAction(testimonialAction, "/testimonials", {
        ...feedback,
        company: "Verma\u0085Sweets",
      });
      expect(control.status).toBe(400);
      expect(control.body).toMatchObject({ fieldErrors: { company: CONTROL_CHAR_MESSAGE } });
      expect(await count(testimonials)).toBe(0);
    });

    it.each(["0x5", "0b101", "+5", "5.0", " 5", "05", ""])(
      "refuses the rating %j with 400 and stores nothing",
      async (rating) => {
        const answer = await callAction(testimonialAction, "/testimonials", { ...feedback, rating });
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ fieldErrors: { rating: INVALID_RATING } });
        expect(await count(testimonials)).toBe(0);
      },
    );

    it("refuses a testimonial without a rating (the form always sends one)", async () => {
      const { rating: _left, ...withoutRating } = feedback;
      const answer = await callAction(testimonialAction, "/testimonials", withoutRating);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ fieldErrors: { rating: INVALID_RATING } });
      expect(await count(testimonials)).toBe(0);
    });

    it("shows only approved testimonials, newest first", async () => {
      const db = await getDb();
      await db.insert(testimonials).values([
        {
          name: "Old",
          feedbackText: "old",
          rating: 5,
          isApproved: true,
          createdAt: new Date("2026-01-01T00:00:00Z"),
        },
        { name: "Hidden", feedbackText: "pending", rating: 5, isApproved: false },
        {
          name: "New",
          feedbackText: "new",
          rating: 3,
          isApproved: true,
          createdAt: new Date("2026-06-01T00:00:00Z"),
        },
      ]);
      const { list } = (await testimonialsLoader(loaderArgs("/testimonials"))).data;
      expect(list.loadError).toBe(false);
      expect(list.testimonials.map((t) => t.name)).toEqual(["New", "Old"]);
    });

    it("moderation: approve shows it, reject and delete remove it from view and from the queue", async () => {
      for (const name of ["One", "Two", "Three"]) {
        await callAction(testimonialAction, "/testimonials", { ...feedback, name });
      }
      const pending = await adminCommand({ command: "testimonials.list", pending: true });
      const ids = "testimonials" in pending ? pending.testimonials.map((t) => t.id) : [];
      expect(ids).toHaveLength(3);
      const [one, two, three] = ids as [number, number, number];
      expect(await adminCommand({ command: "testimonials.approve", id: one })).toMatchObject({
        ok: true,
      });
      expect(await adminCommand({ command: "testimonials.reject", id: two })).toMatchObject({
        ok: true,
      });
      expect(await adminCommand({ command: "testimonials.delete", id: three })).toMatchObject({
        ok: true,
      });
      expect(await adminCommand({ command: "testimonials.delete", id: three })).toMatchObject({
        ok: false,
      });
      const { list } = (await testimonialsLoader(loaderArgs("/testimonials"))).data;
      expect(list.testimonials.map((t) => t.name)).toEqual(["One"]);
      const stillPending = await adminCommand({ command: "testimonials.list", pending: true });
      expect("testimonials" in stillPending && stillPending.testimonials).toEqual([]);
    });

    it("is protected by database constraints too", async () => {
      const db = await getDb();
      await expect(
        db.insert(testimonials).values({ name: "X", feedbackText: "y", rating: 6 }),
      ).rejects.toThrow();
      await expect(
        db.insert(testimonials).values({ name: "X".repeat(101), feedbackText: "y", rating: 5 }),
      ).rejects.toThrow();
      await expect(
        db.insert(testimonials).values({ name: " ", feedbackText: "y", rating: 5 }),
      ).rejects.toThrow();
      const [row] = await db
        .insert(testimonials)
        .values({ name: "X", feedbackText: "y", rating: 5 })
        .returning();
      expect(row?.isApproved).toBe(false);
      expect(row?.createdAt).toBeInstanceOf(Date);
    });
  });

  describe("contact form", () => {
    it("stores the message with a salted hash of the address, never the address, and redirects to the sent notice", async () => {
      const answer = await callAction(contactAction, "/contact", message, { clientAddress: "198.51.100.23" });
      expect(redirectOf(answer)).toEqual(SENT.contact);
      const rows = await (await getDb()).select().from(contactMessages);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ ...message, readAt: null, archivedAt: null });
      expect(rows[0]?.clientHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(rows)).not.toContain("198.51.100.23");
      const listed = await adminCommand({ command: "messages.list" });
      expect("messages" in listed && listed.messages.map((m) => m.email)).toEqual(["ravi@example.in"]);
    });

    it('stores "Send me offers and updates" ticked as consent with its time, notice version and language; unticked, none', async () => {
      const before = Date.now();
      await callAction(contactAction, "/hi/contact", { ...message, name: "Ticked", offers: "yes" });
      await callAction(contactAction, "/contact", { ...message, name: "Unticked" });
      const rows = await (await getDb()).select().from(contactMessages).orderBy(contactMessages.id);
      expect(rows.map((row) => [row.name, row.language, row.consentNoticeVersion])).toEqual([
        ["Ticked", "hi", PRIVACY_NOTICE.version],
        ["Unticked", "en", null],
      ]);
      expect(rows[0]!.offersConsentAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(rows[1]!.offersConsentAt).toBeNull();
      // Anything but the ticked box's value is no consent, and refused rather than guessed.
      const odd = await callAction(contactAction, "/contact", { ...message, name: "Odd", offers: "true" });
      expect(odd.status).toBe(400);
      expect(await count(contactMessages)).toBe(2);
    });

    it("rejects a bad e-mail with 400 and keeps what was typed", async () => {
      const answer = await callAction(contactAction, "/contact", { ...message, email: "ravi@example" });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        fieldErrors: { email: "Please enter a valid email address." },
        values: { name: "Ravi Kumar", email: "ravi@example" },
      });
      expect(await count(contactMessages)).toBe(0);
    });

    it("limits each client to five submissions per form in ten minutes", async () => {
      for (let i = 0; i < 5; i++) {
        const nth = { ...message, message: `Please call me (${i + 1}).` };
        expect(
          redirectOf(await callAction(contactAction, "/contact", nth, { clientAddress: "192.0.2.1" })),
        ).toEqual(SENT.contact);
      }
      const limited = await callAction(contactAction, "/contact", message, { clientAddress: "192.0.2.1" });
      expect(limited.status).toBe(429);
      const retryAfter = Number(limited.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(500);
      expect(retryAfter).toBeLessThanOrEqual(600);
      expect(limited.body).toMatchObject({
        formError: { title: "Too Many Submissions", description: "Please try again in 10 minutes." },
      });
      // Another client, and the other form, are not affected.
      expect(
        redirectOf(await callAction(contactAction, "/contact", message, { clientAddress: "192.0.2.2" })),
      ).toEqual(SENT.contact);
      expect(
        redirectOf(
          await callAction(testimonialAction, "/testimonials", feedback, { clientAddress: "192.0.2.1" }),
        ),
      ).toEqual(SENT.testimonials);
      expect(await count(contactMessages)).toBe(6);
    });

    it("does not count a submission the database could not keep", async () => {
      const db = await getDb();
      const from = { clientAddress: "192.0.2.3" };
      await db.execute(sql`ALTER TABLE notifications RENAME TO notifications_away`);
      try {
        for (let i = 0; i < 6; i++) {
          expect((await callAction(contactAction, "/contact", message, from)).status).toBe(503);
        }
      } finally {
        await db.execute(sql`ALTER TABLE notifications_away RENAME TO notifications`);
      }
      expect(await count(contactMessages)).toBe(0);
      // All five of the window are still the visitor's.
      for (let i = 0; i < 5; i++) {
        expect(redirectOf(await callAction(contactAction, "/contact", message, from))).toEqual(SENT.contact);
      }
      expect((await callAction(contactAction, "/contact", message, from)).status).toBe(429);
    });

    it("catches a honeypot that holds a file, and refuses a file in any field", async () => {
      const bot = await postMultipart(contactAction, "/contact", {
        ...message,
        website: { filename: "", content: "x" },
      });
      expect(redirectOf(bot)).toEqual(SENT.contact);
      for (const field of Object.keys(message)) {
        const answer = await postMultipart(contactAction, "/contact", {
          ...message,
          [field]: { filename: "note.txt", content: "Hello" },
        });
        expect(answer.status, field).toBe(400);
        expect(answer.body, field).toMatchObject({ fieldErrors: { [field]: NOT_TEXT } });
      }
      expect(await count(contactMessages)).toBe(0);
    });

    it("stores the message composed (NFC) with LF line breaks, within its limit as the page counts it", async () => {
      const lines = Array.from({ length: 2500 }, () => "a");
      const answer = await callAction(contactAction, "/contact", {
        ...message,
        name: "Zoe\u0308 D\u0301",
        message: lines.join("\r\n"),
      });
      expect(redirectOf(answer)).toEqual(SENT.contact);
      const [row] = await (await getDb()).select().from(contactMessages);
      expect(row?.name).toBe("Zo\u00EB D\u0301");
      expect(row?.message).toBe(lines.join("\n"));
    });

    it("stores a name and message without the bidi override a visitor put in them", async () => {
      const answer = await callAction(contactAction, "/contact", {
        ...message,
        name: "Ravi \u202EramuK",
        message: "Invoice \u202Efdp.exe\u202C attached",
      });
      expect(redirectOf(answer)).toEqual(SENT.contact);
      const [row] = await (await getDb()).select().from(contactMessages);
      expect(row).toMatchObject({ name: "Ravi ramuK", message: "Invoice fdp.exe attached" });
    });

    it("asks for fields made of invisible characters, and refuses control characters", async () => {
      const invisible = "\u2060\u200B\u061C\u200E\uFEFF";
      const blank = await callAction(contactAction, "/contact", {
        ...message,
        name: invisible,
        email: invisible,
        message: invisible,
      });
      expect(blank.status).toBe(400);
      expect(blank.body).toMatchObject({ fieldErrors: CONTACT_REQUIRED });
      const control = await callAction(contactAction, "/contact", { ...message, subject: "Web\u009Bsite" });
      expect(control.status).toBe(400);
      expect(control.body).toMatchObject({ fieldErrors: { subject: CONTROL_CHAR_MESSAGE } });
      expect(await count(contactMessages)).toBe(0);
    });

    it("counts an IPv6 client by its /64, however the address is written", async () => {
      for (const clientAddress of [
        "2001:db8:1:2::1",
        "2001:db8:1:2::2",
        "2001:DB8:1:2::1",
        "2001:0db8:0001:0002:0000:0000:0000:0003%eth0",
        "2001:db8:1:2:ffff:ffff:ffff:ffff",
      ]) {
        expect(
          redirectOf(await callAction(contactAction, "/contact", message, { clientAddress })),
          clientAddress,
        ).toEqual(SENT.contact);
      }
      const limited = await callAction(contactAction, "/contact", message, {
        clientAddress: "2001:db8:1:2::9",
      });
      expect(limited.status).toBe(429);
      // The next /64 is someone else.
      const neighbour = await callAction(contactAction, "/contact", message, {
        clientAddress: "2001:db8:1:3::1",
      });
      expect(redirectOf(neighbour)).toEqual(SENT.contact);
    });

    it("counts an IPv4-mapped IPv6 address as the IPv4 address", async () => {
      for (const clientAddress of [
        "192.0.2.50",
        "::ffff:192.0.2.50",
        "::FFFF:c000:232",
        "192.0.2.50",
        "192.0.2.50",
      ]) {
        expect(
          redirectOf(await callAction(contactAction, "/contact", message, { clientAddress })),
          clientAddress,
        ).toEqual(SENT.contact);
      }
      const limited = await callAction(contactAction, "/contact", message, {
        clientAddress: "::ffff:192.0.2.50",
      });
      expect(limited.status).toBe(429);
    });

    it("still counts a client whose address is not an address", async () => {
      for (let i = 0; i < 5; i++) {
        expect(
          redirectOf(await callAction(contactAction, "/contact", message, { clientAddress: "unknown" })),
        ).toEqual(SENT.contact);
      }
      expect(
        (await callAction(contactAction, "/contact", message, { clientAddress: "unknown" })).status,
      ).toBe(429);
    });

    it("hashes one client alike for every limit and the audit log", async () => {
      const db = await getDb();
      const hash = (address: string) => hashClientAddress(db, address);
      expect(await hash("2001:DB8:1:2::abcd")).toBe(await hash("2001:db8:1:2::1"));
      expect(await hash("::ffff:203.0.113.5")).toBe(await hash("203.0.113.5"));
      expect(await hash("2001:db8:1:3::1")).not.toBe(await hash("2001:db8:1:2::1"));
      expect(await hash("203.0.113.6")).not.toBe(await hash("203.0.113.5"));
    });

    it("can be switched off for benchmarks with RATE_LIMIT_MAX=0", async () => {
      await setTestEnv({ RATE_LIMIT_MAX: "0" });
      try {
        for (let i = 0; i < 7; i++) {
          expect(
            redirectOf(await callAction(contactAction, "/contact", message, { clientAddress: "192.0.2.9" })),
          ).toEqual(SENT.contact);
        }
      } finally {
        await setTestEnv({ RATE_LIMIT_MAX: "5" });
      }
    });
  });

  describe("from the Hindi pages", () => {
    it("refuses in Hindi, stores what it accepts as Hindi, and tells the owner so by e-mail and webhook", async () => {
      const refused = await callAction(contactAction, "/hi/contact", { ...message, email: "ravi@example" });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ fieldErrors: { email: hi.formMessages.contact.invalidEmail } });

      const sent = await callAction(contactAction, "/hi/contact", { ...message, name: "रवि कुमार" });
      expect(redirectOf(sent)).toEqual({
        status: 303,
        location: expect.stringMatching(/^\/hi\/contact\?sent=1&ref=OS-\d{4}-\d{4,}#contact-form$/),
      });
      const feedbackSent = await callAction(testimonialAction, "/hi/testimonials", feedback);
      expect(redirectOf(feedbackSent)).toEqual({ status: 303, location: "/hi/testimonials?sent=1#feedback" });
      const english = await callAction(contactAction, "/contact", { ...message, name: "Ravi English" });
      expect(redirectOf(english)).toEqual(SENT.contact);

      const db = await getDb();
      const rows = await db
        .select({ name: contactMessages.name, language: contactMessages.language })
        .from(contactMessages);
      expect(rows).toEqual(
        expect.arrayContaining([
          { name: "रवि कुमार", language: "hi" },
          { name: "Ravi English", language: "en" },
        ]),
      );
      const [testimonial] = await db.select({ language: testimonials.language }).from(testimonials);
      expect(testimonial).toEqual({ language: "hi" });

      const stored = await db.select().from(notifications).orderBy(notifications.id);
      expect(stored).toHaveLength(3);
      /** The notification of `kind` about `name`, as the worker reads it from the outbox. */
      const notification = (kind: string, name: string) =>
        stored.find(
          (row) => row.kind === kind && (row.payload as { name: string }).name === name,
        ) as unknown as StoredNotification;
      const hindiMessage = notification("contact-message", "रवि कुमार");
      const mail = emailFor(hindiMessage, ["owner@example.in"]);
      expect(mail.text).toMatch(/Language:?\s+Hindi/);
      // The WhatsApp reply opens with a greeting in Hindi.
      expect(decodeURIComponent(mail.text)).toContain("नमस्ते रवि कुमार");
      expect(JSON.parse(webhookBodyFor(hindiMessage)).data).toMatchObject({ language: "hi" });
      const englishMail = emailFor(notification("contact-message", "Ravi English"), ["owner@example.in"]);
      expect(englishMail.text).toMatch(/Language:?\s+English/);
      const testimonialMail = emailFor(notification("testimonial", feedback.name), ["owner@example.in"]);
      expect(testimonialMail.text).toMatch(/Language:?\s+Hindi/);
    });
  });

  describe("the same submission sent again", () => {
    it("is kept once, with one notification, and each sending is told it was received", async () => {
      // The second time from another network, as a phone that lost its connection may.
      const first = await callAction(contactAction, "/contact", message, { clientAddress: "192.0.2.60" });
      const again = await callAction(contactAction, "/contact", message, { clientAddress: "198.51.100.7" });
      expect(redirectOf(first)).toEqual(SENT.contact);
      expect(redirectOf(again)).toEqual(SENT.contact);
      expect(await count(contactMessages)).toBe(1);
      expect(await notificationsOf("contact_message_id")).toBe(1);

      expect(redirectOf(await callAction(testimonialAction, "/testimonials", feedback))).toEqual(
        SENT.testimonials,
      );
      expect(redirectOf(await callAction(testimonialAction, "/testimonials", feedback))).toEqual(
        SENT.testimonials,
      );
      expect(await count(testimonials)).toBe(1);
      expect(await notificationsOf("testimonial_id")).toBe(1);
    });

    it("is the same only if every field is: one changed is a new submission", async () => {
      await callAction(contactAction, "/contact", message);
      // Each from an address of its own: the rate limit is not what this is about.
      for (const [index, field] of (Object.keys(message) as (keyof typeof message)[]).entries()) {
        const changed = {
          ...message,
          [field]: field === "email" ? "ravi.k@example.in" : `${message[field]} 2`,
        };
        const from = { clientAddress: `192.0.2.${80 + index}` };
        expect(redirectOf(await callAction(contactAction, "/contact", changed, from)), field).toEqual(
          SENT.contact,
        );
      }
      expect(await count(contactMessages)).toBe(1 + Object.keys(message).length);

      await callAction(testimonialAction, "/testimonials", feedback);
      await callAction(testimonialAction, "/testimonials", { ...feedback, rating: "5" });
      await callAction(testimonialAction, "/testimonials", { ...feedback, company: "" });
      expect(await count(testimonials)).toBe(3);
    });

    it("is the same as sent: spaces around a field or another Unicode form change nothing", async () => {
      const composed = await callAction(contactAction, "/contact", { ...message, name: "Zoë Singh" });
      // "e" and a combining diaeresis, composed (NFC) by the schema; spaces trimmed.
      const spelled = await callAction(contactAction, "/contact", { ...message, name: "  Zoe\u0308 Singh " });
      expect([composed, spelled].map(redirectOf)).toEqual([SENT.contact, SENT.contact]);
      expect(await count(contactMessages)).toBe(1);
    });

    it("is stored again once the owner has opened, filed or reviewed the first: a reminder must reach them", async () => {
      const db = await getDb();
      const send = async () => redirectOf(await callAction(contactAction, "/contact", message));
      expect(await send()).toEqual(SENT.contact);
      await db.update(contactMessages).set({ readAt: new Date() });
      expect(await send()).toEqual(SENT.contact);
      expect(await count(contactMessages)).toBe(2);
      await db.update(contactMessages).set({ readAt: null, archivedAt: new Date() });
      expect(await send()).toEqual(SENT.contact);
      expect(await count(contactMessages)).toBe(3);
      // The third is unread and in the inbox: a fourth is the same again.
      expect(await send()).toEqual(SENT.contact);
      expect(await count(contactMessages)).toBe(3);
      expect(await notificationsOf("contact_message_id")).toBe(3);

      const review = async () => redirectOf(await callAction(testimonialAction, "/testimonials", feedback));
      expect(await review()).toEqual(SENT.testimonials);
      await db.update(testimonials).set({ reviewedAt: new Date(), isApproved: false });
      expect(await review()).toEqual(SENT.testimonials);
      expect(await count(testimonials)).toBe(2);
    });

    it("is stored again a day later, or once the first was deleted", async () => {
      const db = await getDb();
      await callAction(contactAction, "/contact", message);
      await db.update(contactMessages).set({ createdAt: sql`now() - interval '25 hours'` });
      await callAction(contactAction, "/contact", message);
      expect(await count(contactMessages)).toBe(2);

      await callAction(testimonialAction, "/testimonials", feedback);
      await db.delete(testimonials);
      await callAction(testimonialAction, "/testimonials", feedback);
      expect(await count(testimonials)).toBe(1);
    });

    it("still counts against the rate limit", async () => {
      const from = { clientAddress: "192.0.2.61" };
      for (let i = 0; i < 5; i++) {
        expect(redirectOf(await callAction(contactAction, "/contact", message, from))).toEqual(SENT.contact);
      }
      expect((await callAction(contactAction, "/contact", message, from)).status).toBe(429);
      expect(await count(contactMessages)).toBe(1);
    });

    it("sent several times at once, is kept once", async () => {
      const answers = await Promise.all(
        ["192.0.2.70", "192.0.2.71", "192.0.2.72", "192.0.2.73"].map((clientAddress) =>
          callAction(contactAction, "/contact", message, { clientAddress }),
        ),
      );
      expect(answers.map(redirectOf)).toEqual(Array(4).fill(SENT.contact));
      expect(await count(contactMessages)).toBe(1);
      expect(await notificationsOf("contact_message_id")).toBe(1);
    });
  });
});

describe("when the database is down", () => {
  beforeAll(() =>
    setTestEnv({ DATABASE_URL: "postgres://postgres@127.0.0.1:1/nothing", DATA_DIR: "memory://" }),
  );
  afterAll(() => setTestEnv({ DATABASE_URL: undefined }));

  it("the testimonials page still renders, with the error state", async () => {
    const { data, init } = await testimonialsLoader(loaderArgs("/testimonials"));
    expect(data.list).toEqual({ testimonials: [], loadError: true });
    // Not to be kept: the page cache serves the last good list instead.
    expect(new Headers(init?.headers).get("Cache-Control")).toBe("no-store");
  });

  it("a testimonial is not claimed as received: 503 and the visitor's text comes back", async () => {
    const answer = await callAction(testimonialAction, "/testimonials", feedback);
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({
      status: "error",
      formError: { title: "Could not save your testimonial. Please try again." },
      values: { name: "Asha Verma", feedback: "Lovely work on our menu cards." },
    });
  });

  it("a contact message is not claimed as sent", async () => {
    const answer = await callAction(contactAction, "/contact", message);
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ status: "error", formError: { title: "Message Not Sent" } });
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("on a Postgres server, the same submission when things go wrong", () => {
  const database = testDatabase(serverUrl ?? "");
  let proxy: TcpProxy;
  beforeAll(async () => {
    await database.create();
    const server = new URL(serverUrl!);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    const through = new URL(database.url);
    through.host = `127.0.0.1:${proxy.port}`;
    await setTestEnv({ DATABASE_URL: through.toString(), RATE_LIMIT_MAX: "5" });
    // The schema and the address salt are in place first: the next COMMIT is a form's.
    const warmUp = await callAction(contactAction, "/contact", { ...message, message: "Warming up." });
    expect(redirectOf(warmUp)).toEqual(SENT.contact);
  });
  beforeEach(async () => {
    const db = await getDb();
    await db.delete(contactMessages);
    await db.delete(submissionEvents);
  });
  afterAll(async () => {
    await setTestEnv({ DATABASE_URL: undefined });
    await proxy.close();
    await database.drop();
  });

  it("the answer to its COMMIT lost: the visitor told to try again, who does, is stored once", async () => {
    const lost = proxy.loseNextCommitAnswer();
    const first = await callAction(contactAction, "/contact", message);
    await lost;
    // Not claimed as sent: the site cannot know the database kept it...
    expect(first.status).toBe(503);
    expect(first.body).toMatchObject({ formError: { title: "Message Not Sent" } });
    // ...but it did.
    expect(await count(contactMessages)).toBe(1);

    const again = await callAction(contactAction, "/contact", message);
    expect(redirectOf(again)).toEqual(SENT.contact);
    expect(await count(contactMessages)).toBe(1);
    expect(await notificationsOf("contact_message_id")).toBe(1);
  });

  it("another request stuck storing it: the visitor is told within seconds, and can send it later", async () => {
    // A connection that holds the submission's lock, as one that died silently mid-transaction would.
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      const key = `same-submission:${fingerprintOf("contact", { ...message, offers: false, language: "en" })}`;
      await holder.query("BEGIN");
      await holder.query("SELECT pg_advisory_xact_lock(hashtext($1))", [key]);
      const started = Date.now();
      const stuck = await callAction(contactAction, "/contact", message);
      const waited = Date.now() - started;
      expect(stuck.status).toBe(503);
      expect(stuck.body).toMatchObject({ formError: { title: "Message Not Sent" } });
      expect(waited).toBeGreaterThanOrEqual(4_500);
      expect(waited).toBeLessThan(15_000);
      expect(await count(contactMessages)).toBe(0);
      await holder.query("ROLLBACK");
    } finally {
      await holder.end();
    }
    expect(redirectOf(await callAction(contactAction, "/contact", message))).toEqual(SENT.contact);
    expect(await count(contactMessages)).toBe(1);
  }, 30_000);
});
