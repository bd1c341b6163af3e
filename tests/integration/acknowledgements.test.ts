import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { action as contactAction } from "~/routes/contact";
import { contactMessages, notifications, submissionEvents } from "~/server/db/schema";
import { setAcknowledgeSenders } from "~/server/staff/settings.server";
import { leadReference } from "~/lib/reference";
import { SENT_HEADER, SCRIPT_POST_HEADER } from "~/lib/forms";
import type { ReceivedMail } from "../support/receivers";
import { callAction, drivers, getDb } from "./harness";
import { OWNER, withMailServer } from "./mail-harness";

/*
 * Every sender gets an answer (issue 28): the acknowledgement in their language, with the reference
 * the confirmation showed them, through a real SMTP server; at most one an hour to an address.
 */

let client = 0;
const nextClient = () => `192.0.2.${(++client % 200) + 1}`;

const message = (email: string, words: string) => ({
  name: "Asha Kumari",
  email,
  phone: "+91 98765 43210",
  subject: "A website for my shop",
  message: words,
});

/** The reference number an accepted post's redirect carries. */
function referenceOf(answer: { status: number; headers: Headers }) {
  expect(answer.status).toBe(303);
  const location = answer.headers.get("location") ?? "";
  return new URL(location, "http://site.invalid").searchParams.get("ref");
}

describe.each(drivers)("acknowledgements on $name", (driver) => {
  const mailServer = withMailServer(driver);

  beforeEach(async () => {
    const db = await getDb();
    await db.delete(contactMessages);
    await db.delete(notifications);
    await db.delete(submissionEvents);
    await setAcknowledgeSenders(db, true);
  });
  afterEach(() => {
    mailServer.smtp.mails.length = 0;
    mailServer.smtp.acknowledgements.length = 0;
  });

  /** Waits until `count` mails have come to the owner and `acks` acknowledgements to visitors. */
  async function delivered(count: number, acks: number): Promise<ReceivedMail[]> {
    const start = Date.now();
    for (;;) {
      const owner = mailServer.smtp.mails.filter((mail) => mail.recipients.includes(OWNER));
      if (owner.length >= count && mailServer.smtp.acknowledgements.length >= acks)
        return mailServer.smtp.acknowledgements;
      if (Date.now() - start > 15_000) {
        throw new Error(
          `${owner.length} of ${count} owner mails, ${mailServer.smtp.acknowledgements.length} of ${acks}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const send = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    callAction(contactAction, path, fields, { clientAddress: nextClient(), headers });

  it("thanks an English sender with the reference their confirmation shows, when to expect a reply and what they sent", async () => {
    const answer = await send("/contact", message("Asha@Example.in", "Please call me about a website."));
    const reference = referenceOf(answer);
    const db = await getDb();
    const [stored] = await db.select().from(contactMessages);
    expect(reference).toBe(leadReference(stored!.id, stored!.createdAt));

    const [ack] = await delivered(1, 1);
    expect(ack!.recipients.map((to) => to.toLowerCase())).toEqual(["asha@example.in"]);
    expect(ack!.parsed.subject).toBe(`We received your message (${reference})`);
    expect(ack!.parsed.replyTo?.value[0]?.address).toMatch(/@/);
    const text = ack!.parsed.text ?? "";
    expect(text).toContain("Hello Asha Kumari,");
    expect(text).toContain(`Your reference number is ${reference}. We reply within one working day.`);
    expect(text).toContain("Please call me about a website.");
    expect(text).toContain("A website for my shop");
    expect(ack!.parsed.html).toContain('<html lang="en-IN">');
    // The owner's e-mail names the reference too.
    const owner = mailServer.smtp.mails.find((mail) => mail.recipients.includes(OWNER));
    expect(owner?.parsed.text).toContain(`(reference ${reference})`);
  });

  it("thanks a Hindi sender in Hindi", async () => {
    const reference = referenceOf(
      await send("/hi/contact", message("ravi@example.in", "मुझे अपनी दुकान के लिए वेबसाइट चाहिए।")),
    );
    const [ack] = await delivered(1, 1);
    expect(ack!.parsed.subject).toBe(`हमें आपका संदेश मिल गया (${reference})`);
    const text = ack!.parsed.text ?? "";
    expect(text).toContain("नमस्ते Asha Kumari,");
    expect(text).toContain(`आपका संदर्भ नंबर ${reference} है। हम एक कार्य-दिवस के भीतर जवाब देते हैं।`);
    expect(text).toContain("मुझे अपनी दुकान के लिए वेबसाइट चाहिए।");
    expect(ack!.parsed.html).toContain('<html lang="hi">');
  });

  it("sends an address at most one an hour, whatever is posted; the same message again gets the same reference", async () => {
    const first = referenceOf(await send("/contact", message("meena@example.in", "First question.")));
    const again = referenceOf(await send("/contact", message("meena@example.in", "First question.")));
    expect(again).toBe(first);
    const second = referenceOf(await send("/contact", message("MEENA@example.in", "Second question.")));
    expect(second).not.toBe(first);
    const third = referenceOf(await send("/hi/contact", message("meena@example.in", "तीसरा सवाल।")));
    expect(third).not.toBe(second);
    // Each new message reached the owner; the sender was thanked once.
    await delivered(3, 1);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(mailServer.smtp.acknowledgements).toHaveLength(1);
    expect(mailServer.smtp.acknowledgements[0]!.parsed.subject).toContain(first!);
    const db = await getDb();
    const acks = await db.select().from(notifications).where(eq(notifications.kind, "acknowledgement"));
    expect(acks).toHaveLength(1);
  });

  it("sends none when the owner turned thank-yous off", async () => {
    await setAcknowledgeSenders(await getDb(), false);
    referenceOf(await send("/contact", message("off@example.in", "Hello.")));
    await delivered(1, 0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailServer.smtp.acknowledgements).toEqual([]);
  });

  it("answers the site script's post with the page and the reference, not the redirect", async () => {
    const answer = await send("/contact", message("script@example.in", "Sent with JavaScript."), {
      [SCRIPT_POST_HEADER]: "1",
    });
    expect(answer.status).toBe(200);
    const reference = answer.headers.get(SENT_HEADER);
    const db = await getDb();
    const [stored] = await db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, "script@example.in"));
    expect(reference).toBe(leadReference(stored!.id, stored!.createdAt));
    // A refused post is refused the same way: no word of having kept it.
    const refused = await send("/contact", { ...message("bad", "x") }, { [SCRIPT_POST_HEADER]: "1" });
    expect(refused.status).toBe(400);
    expect(refused.headers.get(SENT_HEADER)).toBeNull();
  });
});
