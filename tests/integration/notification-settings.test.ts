import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { action as contactAction } from "~/routes/contact";
import { channelSettings, contactMessages, notificationDeliveries, notifications } from "~/server/db/schema";
import { resetServerEnv } from "~/server/env.server";
import { currentNotificationSettings, saveChannelValues } from "~/server/notifications/settings.server";
import { type NotificationWorker, startNotificationWorker } from "~/server/notifications/worker.server";
import { authSecret, seal } from "~/server/secrets.server";
import { startSmtpServer, type TestSmtpServer } from "../support/receivers";
import { action as pageAction, loader as pageLoader } from "~/routes/admin/notifications";
import { callAction, drivers, getDb, redirectOf, SENT, testServices } from "./harness";
import { callRoute, signedInStaff, staffRequest } from "./staff-harness";

/*
 * A channel an admin sets in the back office (issue 25): stored sealed, used at once by the next
 * form post and the running worker, with no restart; the environment, where it sets a channel, wins.
 */

const OWNER = "owner@shop.example";
const PASSWORD = "smtp-pass-7Qx2";
const emailValues = (port: number) => ({
  SMTP_URL: `smtp://site:${PASSWORD}@127.0.0.1:${port}`,
  MAIL_FROM: "Site <site@shop.example>",
  NOTIFY_EMAIL: OWNER,
});

function useEnvironment(values: Record<string, string | undefined>) {
  for (const name of ["SMTP_URL", "MAIL_FROM", "NOTIFY_EMAIL", "WEBHOOK_URL", "WEBHOOK_SECRET"]) {
    delete process.env[name];
  }
  for (const [name, value] of Object.entries(values)) if (value !== undefined) process.env[name] = value;
  resetServerEnv();
}

describe.each(drivers)("notification channels set in the back office on $name", (driver) => {
  let smtp: TestSmtpServer;
  let worker: NotificationWorker | undefined;

  beforeAll(async () => {
    await driver.setUp();
    smtp = await startSmtpServer();
    testServices.notifications = { wake: () => worker?.wake() };
  }, 60_000);
  afterAll(async () => {
    testServices.notifications = { wake: () => {} };
    await smtp.close();
    useEnvironment({});
    await driver.tearDown();
  });
  beforeEach(async () => {
    useEnvironment({});
    const db = await getDb();
    await db.delete(channelSettings);
    await db.delete(notifications);
    await db.delete(contactMessages);
    smtp.mails.length = 0;
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
  });

  it("stores a channel sealed, never its password in the clear, and reads it back as the channel's settings", async () => {
    const db = await getDb();
    expect((await currentNotificationSettings(db)).sources).toEqual({ email: null, webhook: null });
    const saved = await saveChannelValues(db, {
      channel: "email",
      values: emailValues(smtp.port),
      by: "admin@shop.example",
    });
    expect(saved.status).toBe("saved");

    const [row] = await db.select().from(channelSettings);
    expect(row).toMatchObject({ channel: "email", updatedBy: "admin@shop.example" });
    expect(row!.sealed).not.toContain(PASSWORD);
    expect(row!.sealed).not.toContain(OWNER);

    const current = await currentNotificationSettings(db);
    expect(current.sources).toEqual({ email: "back office", webhook: null });
    expect(current.settings.email).toMatchObject({ from: "Site <site@shop.example>", to: [OWNER] });
    expect(current.saved.email).toEqual(emailValues(smtp.port));
  });

  it("refuses wrong or half-set values with the environment's messages, and turns a channel off when all are empty", async () => {
    const db = await getDb();
    const refused = await saveChannelValues(db, {
      channel: "email",
      values: { SMTP_URL: "http://mail.example", MAIL_FROM: "", NOTIFY_EMAIL: "owner" },
      by: "admin@shop.example",
    });
    expect(refused).toEqual({
      status: "invalid",
      fields: {
        SMTP_URL: "SMTP_URL must be an smtp:// or smtps:// URL",
        MAIL_FROM: expect.stringContaining("MAIL_FROM must be set too"),
        NOTIFY_EMAIL: expect.stringContaining('"owner" is not an e-mail address'),
      },
    });
    expect(await db.select().from(channelSettings)).toEqual([]);

    await saveChannelValues(db, { channel: "email", values: emailValues(smtp.port), by: "a" });
    expect(
      await saveChannelValues(db, {
        channel: "email",
        values: { SMTP_URL: " ", MAIL_FROM: "", NOTIFY_EMAIL: "" },
        by: "a",
      }),
    ).toEqual({ status: "cleared" });
    expect((await currentNotificationSettings(db)).sources.email).toBeNull();
  });

  it("lets the environment win where it sets a channel", async () => {
    const db = await getDb();
    await saveChannelValues(db, { channel: "email", values: emailValues(smtp.port), by: "a" });
    useEnvironment({
      SMTP_URL: "smtp://env-host:2525",
      MAIL_FROM: "env@shop.example",
      NOTIFY_EMAIL: "env-owner@shop.example",
    });
    const current = await currentNotificationSettings(db);
    expect(current.sources.email).toBe("environment");
    expect(current.settings.email).toMatchObject({ to: ["env-owner@shop.example"] });
  });

  it("counts a row sealed under another secret as no setting, and the same values under its own as set", async () => {
    const db = await getDb();
    const values = JSON.stringify(emailValues(smtp.port));
    const sealedUnder = (secret: string) => seal(secret, "notification-channel-settings", values);
    await db.insert(channelSettings).values({
      channel: "email",
      sealed: sealedUnder("some other auth secret, long enough to count"),
      updatedBy: "a",
    });
    const unopened = await currentNotificationSettings(db);
    expect(unopened.sources.email).toBeNull();
    expect(unopened.unreadable).toEqual(["email"]);
    // The page says so on the channel, rather than only showing it off.
    const admin = await signedInStaff("admin");
    const page = await callRoute(pageLoader, staffRequest("/admin/notifications", { cookie: admin.cookie }));
    expect(page.body).toMatchObject({ channels: [{ name: "email", source: null, unreadable: true }, {}] });
    await db
      .update(channelSettings)
      .set({ sealed: sealedUnder(await authSecret(db)) })
      .where(eq(channelSettings.channel, "email"));
    const opened = await currentNotificationSettings(db);
    expect(opened.sources.email).toBe("back office");
    expect(opened.unreadable).toEqual([]);
  });

  it("lets admins alone change a channel on the page, keeps a saved secret when its field is left empty, and never shows it", async () => {
    const post = (cookie: string, fields: Record<string, string>) =>
      callRoute(pageAction, staffRequest("/admin/notifications", { cookie, method: "POST", fields }));
    const member = await signedInStaff("staff");
    const admin = await signedInStaff("admin");
    const fields = { intent: "save-settings", channel: "email", ...emailValues(smtp.port) };

    expect(await post(member.cookie, fields)).toMatchObject({
      status: 403,
      body: { title: "Nothing changed", description: "Only an admin can change this." },
    });
    const db = await getDb();
    expect(await db.select().from(channelSettings)).toEqual([]);

    expect(await post(admin.cookie, fields)).toMatchObject({
      status: 200,
      body: { title: "Settings saved" },
    });
    // Saved again with the mail server's field empty: the saved one stays.
    expect(
      await post(admin.cookie, { ...fields, SMTP_URL: "", NOTIFY_EMAIL: "second@shop.example" }),
    ).toMatchObject({ status: 200, body: { title: "Settings saved" } });
    const current = await currentNotificationSettings(db);
    expect(current.saved.email).toEqual({ ...emailValues(smtp.port), NOTIFY_EMAIL: "second@shop.example" });

    const page = await callRoute(pageLoader, staffRequest("/admin/notifications", { cookie: admin.cookie }));
    expect(JSON.stringify(page.body)).not.toContain(PASSWORD);
    expect(page.body).toMatchObject({
      canChange: true,
      configured: ["email"],
      channels: [
        {
          name: "email",
          source: "back office",
          fields: [
            { name: "SMTP_URL", secret: true, value: "", saved: true },
            { name: "MAIL_FROM", value: "Site <site@shop.example>" },
            { name: "NOTIFY_EMAIL", value: "second@shop.example" },
          ],
        },
        { name: "webhook", source: null },
      ],
    });
    const memberPage = await callRoute(
      pageLoader,
      staffRequest("/admin/notifications", { cookie: member.cookie }),
    );
    expect(memberPage.body).toMatchObject({ canChange: false });

    // Where the environment sets the channel, the page changes nothing.
    useEnvironment({
      SMTP_URL: "smtp://env-host:2525",
      MAIL_FROM: "env@shop.example",
      NOTIFY_EMAIL: "env@shop.example",
    });
    expect(await post(admin.cookie, fields)).toMatchObject({
      status: 409,
      body: { title: "Nothing changed" },
    });
  });

  it("delivers a contact message by a channel set after the worker started, with no restart", async () => {
    const db = await getDb();
    worker = startNotificationWorker({
      db: getDb,
      settings: async (db) => ({
        ...(await currentNotificationSettings(db)).settings,
        attemptTimeoutMs: 2_000,
        leaseMs: 10_000,
      }),
      pollMs: 100,
      log: { info: () => {}, error: () => {} },
    });
    await saveChannelValues(db, { channel: "email", values: emailValues(smtp.port), by: "a" });
    const answer = await callAction(contactAction, "/contact", {
      name: "Asha Kumari",
      email: "asha@example.in",
      phone: "",
      subject: "Website",
      message: "Please call me about a website.",
    });
    expect(redirectOf(answer)).toEqual(SENT.contact);
    expect((await smtp.waitForMails(1)).map((mail) => mail.recipients)).toEqual([[OWNER]]);
    // The worker records the send once the server has taken the mail.
    for (let tries = 0; ; tries++) {
      const [delivery] = await db
        .select({ status: notificationDeliveries.status, channel: notificationDeliveries.channel })
        .from(notificationDeliveries)
        .where(eq(notificationDeliveries.channel, "email"));
      if (delivery?.status === "sent" || tries > 100) {
        expect(delivery).toEqual({ status: "sent", channel: "email" });
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
});
