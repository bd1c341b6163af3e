import { setAcknowledgeSenders } from "~/server/staff/settings.server";
import { eq, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { action as contactAction } from "~/routes/contact";
import { action as testimonialAction } from "~/routes/testimonials";
import { openDatabase } from "~/server/db/client.server";
import {
  contactMessages,
  notificationDeliveries,
  notifications,
  submissionEvents,
  testimonials,
} from "~/server/db/schema";
import { listenOnChannels } from "~/server/db/listener.server";
import { parseServerEnv, resetServerEnv } from "~/server/env.server";
import {
  addMissingDeliveries,
  claimDueDelivery,
  forgetStaleInvitationLinks,
  markAttemptFailed,
  OUTBOX_CHANNEL,
  recordNotification,
  retryDelivery,
} from "~/server/notifications/outbox.server";
import { type NotificationSettings, notificationSettings } from "~/server/notifications/settings.server";
import { type NotificationWorker, startNotificationWorker } from "~/server/notifications/worker.server";
import {
  createInvitation,
  listPendingInvitations,
  withdrawInvitation,
} from "~/server/staff/invitations.server";
import {
  startSilentServer,
  startSmtpServer,
  startWebhookReceiver,
  type TestSmtpServer,
} from "../support/receivers";
import { action as pageAction, loader as pageLoader } from "~/routes/admin/notifications";
import { callAction, drivers, getDb, redirectOf, SENT, testServices } from "./harness";
import { callRoute, signedInStaff, staffRequest } from "./staff-harness";

const SECRET = `whsec_${Buffer.from("integration-test secret, 32 byte").toString("base64")}`;
const OWNER = "owner@shop.example";

/** Sets the channels' variables for what follows, without reopening the database. */
function useChannels(values: Record<string, string | undefined>) {
  for (const name of ["SMTP_URL", "MAIL_FROM", "NOTIFY_EMAIL", "WEBHOOK_URL", "WEBHOOK_SECRET"]) {
    delete process.env[name];
  }
  for (const [name, value] of Object.entries(values)) if (value !== undefined) process.env[name] = value;
  resetServerEnv();
}

const emailChannel = (smtpUrl: string) => ({
  SMTP_URL: smtpUrl,
  MAIL_FROM: "Site <site@shop.example>",
  NOTIFY_EMAIL: OWNER,
});

const visitor = {
  name: "Asha Kumari",
  email: "asha@example.in",
  phone: "098765 43210",
  subject: "Website for my shop",
  message: "Hello,\nplease call me about a website.",
};

let address = 0;
/** Each submission from its own address: the rate limit is not what these tests are about. */
const send = (
  fields: Record<string, string>,
  action: Parameters<typeof callAction>[0] = contactAction,
  path = "/contact",
) => callAction(action, path, fields, { clientAddress: `192.0.2.${++address % 250}` });

async function deliveries() {
  const db = await getDb();
  return db
    .select({
      status: notificationDeliveries.status,
      channel: notificationDeliveries.channel,
      attempts: notificationDeliveries.attempts,
      lastError: notificationDeliveries.lastError,
      kind: notifications.kind,
      payload: notifications.payload,
    })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .orderBy(notificationDeliveries.id);
}

/** Polls `check` until it stops throwing. */
async function eventually(check: () => Promise<void> | void, timeoutMs = 15_000) {
  const start = Date.now();
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() - start > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

describe.each(drivers)("notifications on $name", (driver) => {
  let worker: NotificationWorker | undefined;
  let smtp: TestSmtpServer | undefined;

  /** A worker as the server runs it, with retries in a fraction of a second. */
  function startWorker(
    overrides: Partial<NotificationSettings> = {},
    retryDelays = [0.2, 0.2, 0.2, 0.2, 0.2],
  ) {
    worker = startNotificationWorker({
      db: getDb,
      settings: { ...notificationSettings(), attemptTimeoutMs: 2_000, leaseMs: 10_000, ...overrides },
      retryDelays,
      pollMs: 100,
      log: { info: () => {}, error: () => {} },
    });
    return worker;
  }

  beforeAll(async () => {
    await driver.setUp();
    // These tests are about the owner's notifications: the senders' thank-you e-mails (issue 28,
    // tests/integration/acknowledgements.test.ts) would be deliveries of their own beside them.
    await setAcknowledgeSenders(await getDb(), false);
    // The actions wake this test's worker, as the server's wake the server's.
    testServices.notifications = { wake: () => worker?.wake() };
  }, 60_000);
  afterAll(async () => {
    testServices.notifications = { wake: () => {} };
    useChannels({});
    await driver.tearDown();
  });
  beforeEach(async () => {
    const db = await getDb();
    await db.delete(notifications);
    await db.delete(contactMessages);
    await db.delete(testimonials);
    await db.delete(submissionEvents);
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
    await smtp?.close();
    smtp = undefined;
    useChannels({});
  });

  it("e-mails a new message to the owner: subject, Reply-To, both parts, WhatsApp and back-office links", async () => {
    smtp = await startSmtpServer();
    useChannels(emailChannel(smtp.url));
    startWorker();
    const hostile = 'Asha <img src=x onerror="alert(1)"> & Co';
    expect(redirectOf(await send({ ...visitor, name: hostile }))).toEqual(SENT.contact);
    const [mail] = await smtp.waitForMails(1);
    const parsed = mail!.parsed;
    expect(mail!.recipients).toEqual([OWNER]);
    expect(parsed.subject).toBe(`New message from ${hostile}: Website for my shop`);
    expect(parsed.replyTo?.value).toEqual([{ name: hostile, address: "asha@example.in" }]);
    expect(parsed.from?.value).toEqual([{ name: "Site", address: "site@shop.example" }]);
    expect(mail!.messageId).toMatch(/^<notification-[0-9a-f-]{36}@shop\.example>$/);
    expect(parsed.text).toContain("please call me about a website.");
    expect(parsed.text).toContain(`Name:     ${hostile}`);
    expect(parsed.text).toContain("https://wa.me/919876543210?text=");
    const html = String(parsed.html);
    expect(html).not.toContain("<img");
    expect(html).toContain("Asha &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; Co");
    expect(html).toContain('href="https://wa.me/919876543210?text=');
    const [stored] = await (await getDb()).select({ id: contactMessages.id }).from(contactMessages);
    expect(html).toMatch(new RegExp(`href="[^"]+/admin/messages/${stored!.id}"`));
    await eventually(async () =>
      expect(await deliveries()).toMatchObject([{ status: "sent", attempts: 1, channel: "email" }]),
    );
  });

  it("e-mails a new testimonial with a link to the review queue", async () => {
    smtp = await startSmtpServer();
    useChannels(emailChannel(smtp.url));
    startWorker();
    const answer = await send(
      {
        name: "Ravi Verma",
        company: "Verma Sweets",
        rating: "5",
        feedback: "Lovely <b>menu</b> cards.",
        consent: "yes",
      },
      testimonialAction,
      "/testimonials",
    );
    expect(redirectOf(answer)).toEqual(SENT.testimonials);
    const [mail] = await smtp.waitForMails(1);
    expect(mail!.parsed.subject).toBe("New testimonial to review from Ravi Verma");
    expect(String(mail!.parsed.html)).toContain("Lovely &lt;b&gt;menu&lt;/b&gt; cards.");
    expect(mail!.parsed.text).toMatch(/\/admin\/testimonials/);
  });

  it("stores nothing when the notification cannot be written, and tells the visitor", async () => {
    useChannels({});
    const db = await getDb();
    await db.execute(sql`ALTER TABLE notifications RENAME TO notifications_away`);
    try {
      const answer = await send(visitor);
      expect(answer.status).toBe(503);
    } finally {
      await db.execute(sql`ALTER TABLE notifications_away RENAME TO notifications`);
    }
    expect(await db.select().from(contactMessages)).toEqual([]);
    // And with the table back, the same submission is kept with its notification.
    expect(redirectOf(await send(visitor))).toEqual(SENT.contact);
    expect(await db.select({ kind: notifications.kind }).from(notifications)).toEqual([
      { kind: "contact-message" },
    ]);
  });

  it("keeps notifications while no channel is set, and sends them once one is; a week-old one expires", async () => {
    useChannels({});
    expect(redirectOf(await send({ ...visitor, name: "Old Lead" }))).toEqual(SENT.contact);
    expect(redirectOf(await send({ ...visitor, name: "New Lead" }))).toEqual(SENT.contact);
    const db = await getDb();
    expect(await db.select().from(notificationDeliveries)).toEqual([]);
    await db
      .update(notifications)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(sql`${notifications.payload}->>'name' = 'Old Lead'`);

    smtp = await startSmtpServer();
    useChannels(emailChannel(smtp.url));
    startWorker();
    const [mail] = await smtp.waitForMails(1);
    expect(mail!.parsed.subject).toBe("New message from New Lead: Website for my shop");
    await eventually(async () =>
      expect(
        (await deliveries()).map((row) => [(row.payload as { name: string }).name, row.status]).sort(),
      ).toEqual([
        ["New Lead", "sent"],
        ["Old Lead", "expired"],
      ]),
    );
    expect(smtp.mails).toHaveLength(1);
    // Nothing is added twice.
    expect(await addMissingDeliveries(db, ["email"])).toBe(0);
  });

  it("retries while the mail server is down and delivers exactly once when it is back", async () => {
    const first = await startSmtpServer();
    const port = first.port;
    await first.close();
    useChannels(emailChannel(`smtp://127.0.0.1:${port}`));
    // Later retries wait longer: a slow restart of the mail server on a busy machine must not use them all up.
    startWorker({}, [0.3, 0.3, 2, 5, 5]);
    expect(redirectOf(await send(visitor))).toEqual(SENT.contact);
    // Two attempts failed, and it waits for the next.
    await eventually(async () =>
      expect(await deliveries()).toMatchObject([{ status: "waiting", attempts: 2 }]),
    );
    expect((await deliveries())[0]?.lastError).toMatch(/ECONNREFUSED|connect/i);

    smtp = await startSmtpServer("accept", port);
    await smtp.waitForMails(1);
    await eventually(async () => expect((await deliveries())[0]?.status).toBe("sent"));
    const [sent] = await deliveries();
    expect(sent!.attempts).toBeGreaterThanOrEqual(3);
    expect(sent!.lastError).toMatch(/ECONNREFUSED|connect/i);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.mails).toHaveLength(1);
  });

  it("times out on a mail server that never answers, retries, and still takes submissions meanwhile", async () => {
    const silent = await startSilentServer();
    try {
      useChannels(emailChannel(silent.url));
      startWorker({ attemptTimeoutMs: 500 });
      expect(redirectOf(await send(visitor))).toEqual(SENT.contact);
      await eventually(async () => expect(silent.connections()).toBeGreaterThanOrEqual(1));
      // A visitor's request does not wait for the stuck send.
      const started = Date.now();
      expect(redirectOf(await send({ ...visitor, name: "Second Visitor" }))).toEqual(SENT.contact);
      expect(Date.now() - started).toBeLessThan(2_000);
      await eventually(async () => {
        const [row] = await deliveries();
        expect(row?.attempts).toBeGreaterThanOrEqual(2);
        expect(row?.lastError).toMatch(/did not answer within 1 s|timeout/i);
      });
      expect(silent.connections()).toBeGreaterThanOrEqual(2);
    } finally {
      await worker?.stop();
      worker = undefined;
      await silent.close();
    }
  });

  it("drops an attempt it gave up on, so a slow mail server never gets it late: one mail once it is quick again", async () => {
    smtp = await startSmtpServer("slow");
    // Slower than an attempt may take (0.5 s), quicker than the connection's own idle limit (1.5 s):
    // an attempt left running would deliver the mail after it was counted as failed.
    smtp.slowMs = 1_000;
    useChannels(emailChannel(smtp.url));
    startWorker({ attemptTimeoutMs: 500 }, [1, 3, 3, 3, 3]);
    expect(redirectOf(await send(visitor))).toEqual(SENT.contact);
    await eventually(async () =>
      expect(await deliveries()).toMatchObject([{ status: "waiting", attempts: 1 }]),
    );
    expect((await deliveries())[0]?.lastError).toMatch(/did not answer within 1 s/);
    // Past the moment the server answers the abandoned attempt's MAIL FROM: nothing arrived.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(smtp.mails).toHaveLength(0);

    smtp.mode = "accept";
    await smtp.waitForMails(1);
    await eventually(async () => expect((await deliveries())[0]?.status).toBe("sent"));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(smtp.mails).toHaveLength(1);
  });

  it("fails at once on a permanent refusal; Retry now sends it when the server accepts again", async () => {
    smtp = await startSmtpServer("reject");
    useChannels(emailChannel(smtp.url));
    startWorker();
    expect(redirectOf(await send(visitor))).toEqual(SENT.contact);
    await eventually(async () =>
      expect(await deliveries()).toMatchObject([{ status: "failed", attempts: 1 }]),
    );
    expect((await deliveries())[0]?.lastError).toMatch(/550/);
    expect(smtp.mails).toHaveLength(0);

    smtp.mode = "accept";
    const [row] = await (
      await getDb()
    )
      .select({ id: notificationDeliveries.id })
      .from(notificationDeliveries);
    expect(await retryDelivery(await getDb(), row!.id, () => worker?.wake())).toEqual({ ok: true });
    await smtp.waitForMails(1);
    await eventually(async () => expect(await deliveries()).toMatchObject([{ status: "sent", attempts: 2 }]));
    // Only a failed delivery can be retried.
    expect(await retryDelivery(await getDb(), row!.id, () => worker?.wake())).toEqual({
      ok: false,
      refused: "not-failed",
    });
  });

  it("retries a refused password (the owner can fix the setting) rather than failing at once", async () => {
    smtp = await startSmtpServer("bad-password");
    useChannels(emailChannel(smtp.url.replace("smtp://", "smtp://mailer:wrong@")));
    startWorker({}, [0.2, 30]);
    expect(redirectOf(await send(visitor))).toEqual(SENT.contact);
    await eventually(async () =>
      expect(await deliveries()).toMatchObject([{ status: "waiting", attempts: 2 }]),
    );
    expect((await deliveries())[0]?.lastError).toMatch(/535/);
  });

  it("gives up after the last retry and keeps the attempts and the error", async () => {
    smtp = await startSmtpServer("defer");
    useChannels(emailChannel(smtp.url));
    startWorker({}, [0.1, 0.1]);
    expect(redirectOf(await send(visitor))).toEqual(SENT.contact);
    await eventually(async () =>
      expect(await deliveries()).toMatchObject([{ status: "failed", attempts: 3 }]),
    );
    expect((await deliveries())[0]?.lastError).toMatch(/451/);
  });

  it("signs webhooks so the receiver can verify them, and retries a 500 with the same id", async () => {
    const receiver = await startWebhookReceiver([500]);
    try {
      useChannels({ WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: SECRET });
      startWorker();
      expect(redirectOf(await send(visitor))).toEqual(SENT.contact);
      await eventually(async () =>
        expect(await deliveries()).toMatchObject([{ status: "sent", attempts: 2, channel: "webhook" }]),
      );
      expect(receiver.requests).toHaveLength(2);
      const [failed, accepted] = receiver.requests;
      expect(failed!.headers["webhook-id"]).toBe(accepted!.headers["webhook-id"]);
      const verified = new Webhook(SECRET).verify(
        accepted!.body,
        accepted!.headers as Record<string, string>,
      );
      expect(verified).toMatchObject({
        type: "contact_message.created",
        data: { name: "Asha Kumari", email: "asha@example.in", message: visitor.message },
      });
      const forged = `whsec_${Buffer.from("not the secret, but 32 bytes....").toString("base64")}`;
      expect(() =>
        new Webhook(forged).verify(accepted!.body, accepted!.headers as Record<string, string>),
      ).toThrow();
      expect((await deliveries())[0]?.lastError).toBe("The webhook answered 500 Internal Server Error");
    } finally {
      await worker?.stop();
      worker = undefined;
      await receiver.close();
    }
  });

  it("goes to both channels, each tracked on its own", async () => {
    smtp = await startSmtpServer();
    const receiver = await startWebhookReceiver([503, 503]);
    try {
      useChannels({ ...emailChannel(smtp.url), WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: SECRET });
      startWorker();
      expect(redirectOf(await send(visitor))).toEqual(SENT.contact);
      await eventually(async () =>
        expect((await deliveries()).map((row) => [row.channel, row.status, row.attempts])).toEqual([
          ["email", "sent", 1],
          ["webhook", "sent", 3],
        ]),
      );
    } finally {
      await worker?.stop();
      worker = undefined;
      await receiver.close();
    }
  });

  it("finishes the send under way when stopped, and claims nothing after", async () => {
    const receiver = await startWebhookReceiver();
    const slow = await import("node:http").then(({ createServer }) =>
      createServer((request, response) => {
        request.resume();
        setTimeout(() => {
          response.statusCode = 204;
          response.end();
        }, 700);
      }),
    );
    await new Promise<void>((resolve) => slow.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(slow.address() as { port: number }).port}/`;
    try {
      useChannels({ WEBHOOK_URL: url, WEBHOOK_SECRET: SECRET });
      const running = startWorker();
      expect(redirectOf(await send(visitor))).toEqual(SENT.contact);
      await eventually(async () => expect((await deliveries())[0]?.attempts).toBe(1), 5_000);
      await running.stop();
      worker = undefined;
      expect(await deliveries()).toMatchObject([{ status: "sent", attempts: 1 }]);
      expect(redirectOf(await send({ ...visitor, name: "After Stop" }))).toEqual(SENT.contact);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect((await deliveries()).map((row) => row.status)).toEqual(["sent", "waiting"]);
    } finally {
      slow.closeAllConnections();
      await new Promise((resolve) => slow.close(resolve));
      await receiver.close();
    }
  });

  it("wakes at once for a notification stored by another instance (NOTIFY), or by this one", async () => {
    smtp = await startSmtpServer();
    useChannels(emailChannel(smtp.url));
    const settings = { ...notificationSettings(), attemptTimeoutMs: 2_000, leaseMs: 10_000 };
    // Polling only once a minute: whatever arrives sooner was woken.
    worker = startNotificationWorker({
      db: getDb,
      settings,
      pollMs: 60_000,
      log: { info: () => {}, error: () => {} },
    });
    const url = process.env.DATABASE_URL;
    const listener = url ? listenOnChannels(url, { [OUTBOX_CHANNEL]: () => worker?.wake() }) : undefined;
    const other = url ? await openDatabase(parseServerEnv()) : undefined;
    try {
      await listener?.listening();
      await new Promise((resolve) => setTimeout(resolve, 300));
      const started = Date.now();
      if (other) {
        // Another server's transaction: nothing in this process hears of it but the NOTIFY.
        await other.db.transaction((tx) =>
          recordNotification(
            tx,
            {
              kind: "testimonial",
              payload: {
                id: 0,
                name: "Elsewhere",
                company: null,
                rating: 5,
                feedback: "Hi",
                receivedAt: new Date().toISOString(),
              },
            },
            ["email"],
          ),
        );
      } else {
        expect(redirectOf(await send(visitor))).toEqual(SENT.contact);
      }
      await smtp.waitForMails(1, 10_000);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await listener?.stop();
      await other?.close();
    }
  });

  it("lets one worker hold a claim until its lease runs out; a late result of the old claim is ignored", async () => {
    useChannels({ WEBHOOK_URL: "http://127.0.0.1:9/", WEBHOOK_SECRET: SECRET });
    expect(redirectOf(await send(visitor))).toEqual(SENT.contact);
    const db = await getDb();
    const first = await claimDueDelivery(db, ["webhook"], 60_000);
    expect(first).not.toBeNull();
    expect(await claimDueDelivery(db, ["webhook"], 60_000)).toBeNull();
    await db.update(notificationDeliveries).set({ leaseUntil: sql`now() - interval '1 second'` });
    const second = await claimDueDelivery(db, ["webhook"], 60_000);
    expect(second).toMatchObject({ id: first!.id, attempts: 2 });
    expect(second!.leaseToken).not.toBe(first!.leaseToken);
    await markAttemptFailed(db, first!, "late news from the first worker");
    expect(await deliveries()).toMatchObject([{ status: "sending", lastError: null }]);
    expect(await claimDueDelivery(db, ["email"], 60_000)).toBeNull();
  });

  it("e-mails a staff invitation to the person invited, and forgets the link once sent", async () => {
    smtp = await startSmtpServer();
    useChannels(emailChannel(smtp.url));
    startWorker();
    const created = await createInvitation(
      await getDb(),
      {
        email: "New.Person@Example.in",
        role: "staff",
        invitedBy: "admin@shop.example",
      },
      () => worker?.wake(),
    );
    expect(created).toMatchObject({ ok: true, emailed: true });
    const link = (created as { link: string }).link;
    const [mail] = await smtp.waitForMails(1);
    expect(mail!.recipients).toEqual(["new.person@example.in"]);
    expect(mail!.parsed.text).toContain(link);
    await eventually(async () =>
      expect(await deliveries()).toMatchObject([{ status: "sent", kind: "staff-invitation" }]),
    );
    expect(JSON.stringify((await deliveries())[0]?.payload)).not.toContain(link);

    useChannels({});
    expect(
      await createInvitation(
        await getDb(),
        {
          email: "other@example.in",
          role: "staff",
          invitedBy: "admin@shop.example",
        },
        () => worker?.wake(),
      ),
    ).toMatchObject({ ok: true, emailed: false });
  });

  it("stops an invitation's e-mail when a newer one replaces it or it is withdrawn, and forgets expired links", async () => {
    smtp = await startSmtpServer("defer");
    useChannels(emailChannel(smtp.url));
    startWorker({}, [30]);
    const db = await getDb();
    const invite = () =>
      createInvitation(db, { email: "late@example.in", role: "staff", invitedBy: "admin@shop.example" }, () =>
        worker?.wake(),
      );
    const first = await invite();
    await eventually(async () =>
      expect(await deliveries()).toMatchObject([{ status: "waiting", attempts: 1 }]),
    );
    const second = await invite();
    const links = (rows: Awaited<ReturnType<typeof deliveries>>) =>
      rows.map((row) => [row.status, (row.payload as { link: string | null }).link]);
    // The new one is tried at once (and deferred); the old one will not be.
    await eventually(async () =>
      expect(links(await deliveries())).toEqual([
        ["expired", null],
        ["waiting", (second as { link: string }).link],
      ]),
    );
    expect((first as { link: string }).link).not.toBe((second as { link: string }).link);

    const pending = (await listPendingInvitations(db)).find((entry) => entry.email === "late@example.in");
    expect(await withdrawInvitation(db, pending!.id)).toBe("late@example.in");
    await eventually(async () =>
      expect(links(await deliveries())).toEqual([
        ["expired", null],
        ["expired", null],
      ]),
    );

    await invite();
    await db.execute(
      sql`UPDATE notifications SET payload = payload || '{"expiresAt": "2020-01-01T00:00:00Z"}'::jsonb WHERE payload->>'link' IS NOT NULL`,
    );
    await forgetStaleInvitationLinks(db);
    expect(links(await deliveries()).at(-1)).toEqual(["expired", null]);
    expect(smtp.mails).toHaveLength(0);
  });

  it("deletes a message's notifications with the message", async () => {
    useChannels({});
    expect(redirectOf(await send(visitor))).toEqual(SENT.contact);
    const db = await getDb();
    expect(await db.select().from(notifications)).toHaveLength(1);
    await db.delete(contactMessages);
    expect(await db.select().from(notifications)).toEqual([]);
  });

  describe("the back office's page", () => {
    const post = (cookie: string, fields: Record<string, string>) =>
      callRoute(pageAction, staffRequest("/admin/notifications", { cookie, method: "POST", fields }));

    it("shows the settings in force without the password, and says when notifications are off", async () => {
      const staff = await signedInStaff();
      useChannels({});
      const off = await callRoute(pageLoader, staffRequest("/admin/notifications", { cookie: staff.cookie }));
      expect(off.body).toMatchObject({
        configured: [],
        channels: [
          {
            name: "email",
            label: "E-mail",
            settings: null,
            variables: ["SMTP_URL", "MAIL_FROM", "NOTIFY_EMAIL"],
          },
          { name: "webhook", label: "Webhook", settings: null, variables: ["WEBHOOK_URL", "WEBHOOK_SECRET"] },
        ],
      });

      useChannels({
        ...emailChannel("smtp://mailer:s3cret-pass@127.0.0.1:2525"),
        WEBHOOK_URL: "https://hooks.example.com/services/T0/SECRETPATH",
        WEBHOOK_SECRET: SECRET,
      });
      const on = await callRoute(pageLoader, staffRequest("/admin/notifications", { cookie: staff.cookie }));
      expect(on.body).toMatchObject({
        configured: ["email", "webhook"],
        channels: [
          {
            name: "email",
            settings: [
              ["Server", "smtp://mailer:••••@127.0.0.1:2525"],
              ["From", "Site <site@shop.example>"],
              ["To", OWNER],
            ],
          },
          {
            name: "webhook",
            settings: [
              ["URL", "https://hooks.example.com/…"],
              ["Secret", "Set (not shown)"],
            ],
          },
        ],
      });
      const shown = JSON.stringify(on.body);
      for (const secret of ["s3cret-pass", "SECRETPATH", SECRET]) expect(shown).not.toContain(secret);
    });

    it("sends a test notification on each channel and reports the result", async () => {
      const staff = await signedInStaff();
      smtp = await startSmtpServer();
      const receiver = await startWebhookReceiver([500]);
      try {
        useChannels({ ...emailChannel(smtp.url), WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: SECRET });
        const mailed = await post(staff.cookie, { intent: "test", channel: "email" });
        expect(mailed).toMatchObject({
          status: 200,
          body: { tone: "success", title: "Test notification sent" },
        });
        const [mail] = await smtp.waitForMails(1);
        expect(mail!.parsed.subject).toMatch(/^Test notification from the /);
        const refused = await post(staff.cookie, { intent: "test", channel: "webhook" });
        expect(refused).toMatchObject({
          status: 502,
          body: { tone: "error", description: "The webhook answered 500 Internal Server Error" },
        });
        const accepted = await post(staff.cookie, { intent: "test", channel: "webhook" });
        expect(accepted.status).toBe(200);
        const request = receiver.requests[1]!;
        expect(
          new Webhook(SECRET).verify(request.body, request.headers as Record<string, string>),
        ).toMatchObject({
          type: "notification.test",
        });
        // Tests go around the outbox: nothing is recorded as a lead.
        expect(await deliveries()).toEqual([]);
      } finally {
        await receiver.close();
      }
    });

    it("retries a failed delivery, refuses anything else, and changes nothing on bad input", async () => {
      const staff = await signedInStaff();
      smtp = await startSmtpServer("reject");
      useChannels(emailChannel(smtp.url));
      startWorker();
      expect(redirectOf(await send(visitor))).toEqual(SENT.contact);
      await eventually(async () => expect(await deliveries()).toMatchObject([{ status: "failed" }]));
      const [row] = await (
        await getDb()
      )
        .select({ id: notificationDeliveries.id })
        .from(notificationDeliveries);

      const bad: Record<string, string>[] = [
        { intent: "retry", id: "abc" },
        { intent: "explode" },
        { intent: "test", channel: "fax" },
      ];
      for (const fields of bad) {
        expect((await post(staff.cookie, fields)).status).toBe(400);
      }
      expect(await deliveries()).toMatchObject([{ status: "failed", attempts: 1 }]);

      smtp.mode = "accept";
      const retried = await post(staff.cookie, { intent: "retry", id: String(row!.id) });
      expect(retried).toMatchObject({ status: 200, body: { title: "Sending again" } });
      await smtp.waitForMails(1);
      await eventually(async () => expect(await deliveries()).toMatchObject([{ status: "sent" }]));
      expect((await post(staff.cookie, { intent: "retry", id: String(row!.id) })).status).toBe(409);
    });
  });
});
