import { asc, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { action as pageAction, loader as pageLoader } from "~/routes/admin/notifications";
import { notificationDeliveries, notifications } from "~/server/db/schema";
import { parseServerEnv } from "~/server/env.server";
import {
  type ChannelRegistry,
  type NotificationChannel,
  notificationChannels,
} from "~/server/notifications/channels.server";
import type { NotificationEvent } from "~/server/notifications/messages.server";
import { recordNotification } from "~/server/notifications/outbox.server";
import {
  configuredChannels,
  type NotificationSettings,
  notificationSettings,
} from "~/server/notifications/settings.server";
import { type NotificationWorker, startNotificationWorker } from "~/server/notifications/worker.server";
import { drivers, getDb } from "./harness";
import { callRoute, signedInStaff, staffRequest } from "./staff-harness";

/*
 * A channel the site does not have, added here and nowhere else: an inbox
 * that keeps what it is sent in memory, and refuses while it is told to.
 * The production code knows of channels only through the registry it is
 * handed, so this one is checked at start, sent to with retries, and listed
 * and tested on the back office's page like e-mail and the webhook.
 */

interface InboxSettings {
  inbox: string;
  token: string;
}

const inboxVariables = {
  TEST_INBOX: z.string().regex(/^[a-z]+$/, { error: "TEST_INBOX must be a name in small letters" }),
  TEST_INBOX_TOKEN: z.string().min(8, { error: "TEST_INBOX_TOKEN must be at least 8 characters" }),
};

const inbox = {
  received: [] as { inbox: string; kind: string; publicId: string }[],
  tests: [] as string[],
  /** How many attempts it refuses before it takes one */
  refusals: 0,
};

const inboxChannel: NotificationChannel<InboxSettings, typeof inboxVariables> = {
  label: "Test inbox",
  getThem: "in the test inbox",
  variables: inboxVariables,
  fields: {
    TEST_INBOX: { label: "Inbox", hint: "Its name" },
    TEST_INBOX_TOKEN: { label: "Token", hint: "The inbox's key", secret: true },
  },
  settings: (values) => ({ inbox: values.TEST_INBOX, token: values.TEST_INBOX_TOKEN }),
  kinds: ["contact-message", "testimonial"],
  async send(notification, settings) {
    if (inbox.refusals > 0) {
      inbox.refusals -= 1;
      throw new Error("The test inbox is full");
    }
    inbox.received.push({ inbox: settings.inbox, kind: notification.kind, publicId: notification.publicId });
  },
  async sendTest(settings, sentBy) {
    inbox.tests.push(sentBy);
    return `It is in ${settings.inbox}.`;
  },
  describe: (settings) => [
    ["Inbox", settings.inbox],
    ["Token", "Set (not shown)"],
  ],
};

const channels = { ...notificationChannels, inbox: inboxChannel } satisfies ChannelRegistry;

const INBOX_ENV = { TEST_INBOX: "leads", TEST_INBOX_TOKEN: "open-sesame" };

/** The settings the server would have with these variables, and attempts that fail fast. */
const settingsFor = (env: NodeJS.ProcessEnv): NotificationSettings => ({
  ...notificationSettings(parseServerEnv(env, channels)),
  attemptTimeoutMs: 2_000,
  leaseMs: 10_000,
});

const lead = (name: string): NotificationEvent => ({
  kind: "contact-message",
  payload: {
    id: 0,
    name,
    email: "lead@example.in",
    phone: "",
    subject: "",
    message: "Hello",
    receivedAt: new Date().toISOString(),
  },
});

const invitation: NotificationEvent = {
  kind: "staff-invitation",
  payload: {
    email: "new@example.in",
    role: "staff",
    invitedBy: "admin@example.in",
    link: "https://example.in/admin/invite/x",
    expiresAt: new Date().toISOString(),
  },
};

describe("a notification channel added to the registry", () => {
  it("is checked at start with the rest: each variable by its rule, all of them or none", () => {
    expect(() => parseServerEnv({ TEST_INBOX: "leads" }, channels)).toThrow(
      /^ {2}TEST_INBOX_TOKEN: TEST_INBOX_TOKEN must be set too when TEST_INBOX is$/m,
    );
    expect(() => parseServerEnv({ TEST_INBOX_TOKEN: "open-sesame" }, channels)).toThrow(
      /^ {2}TEST_INBOX: TEST_INBOX must be set too when TEST_INBOX_TOKEN is$/m,
    );
    expect(() => parseServerEnv({ ...INBOX_ENV, TEST_INBOX: "Leads!" }, channels)).toThrow(
      /^ {2}TEST_INBOX: TEST_INBOX must be a name in small letters$/m,
    );

    const on = settingsFor(INBOX_ENV);
    expect(on).toMatchObject({ email: null, webhook: null, inbox: { inbox: "leads", token: "open-sesame" } });
    expect(configuredChannels(on, channels)).toEqual(["inbox"]);
    // Set empty is unset, as for every channel.
    expect(settingsFor({ TEST_INBOX: "", TEST_INBOX_TOKEN: " " }).inbox).toBeNull();
    // The site's own registry does not have it: there its variables mean nothing.
    expect(configuredChannels(notificationSettings(parseServerEnv(INBOX_ENV)))).toEqual([]);
  });
});

describe.each(drivers)("a notification channel added to the registry, on $name", (driver) => {
  let worker: NotificationWorker | undefined;

  /** The site's worker, on `channels`, with retries in a fraction of a second. */
  const startWorker = (retryDelays: number[]) => {
    worker = startNotificationWorker({
      db: getDb,
      channels,
      settings: settingsFor(INBOX_ENV),
      retryDelays,
      pollMs: 100,
      log: { info: () => {}, error: () => {} },
    });
  };

  async function deliveries() {
    return (await getDb())
      .select({
        name: sql<string | null>`${notifications.payload}->>'name'`,
        kind: notifications.kind,
        channel: notificationDeliveries.channel,
        status: notificationDeliveries.status,
        attempts: notificationDeliveries.attempts,
        lastError: notificationDeliveries.lastError,
      })
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
      .orderBy(asc(notificationDeliveries.id));
  }

  /** As the site stores one: in the transaction of what it tells of. */
  const record = async (event: NotificationEvent, configured: readonly string[]) =>
    (await getDb()).transaction((tx) => recordNotification(tx, event, configured, {}, channels));

  // No migration: the registry alone lists the channels (the table has no CHECK on them).
  beforeAll(() => driver.setUp(), 60_000);
  afterAll(() => driver.tearDown());
  beforeEach(async () => {
    await (await getDb()).delete(notifications);
    inbox.received.length = 0;
    inbox.tests.length = 0;
    inbox.refusals = 0;
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
  });

  it("gets the deliveries of what it tells of, and the worker sends them, retrying as for any channel", async () => {
    // Stored while the channel was off: the worker gives it a delivery when it starts.
    await record(lead("Before"), []);
    inbox.refusals = 2;
    startWorker([0.1, 0.1, 0.1]);
    await vi.waitFor(
      async () =>
        expect(await deliveries()).toEqual([
          {
            name: "Before",
            kind: "contact-message",
            channel: "inbox",
            status: "sent",
            attempts: 3,
            lastError: "The test inbox is full",
          },
        ]),
      { timeout: 15_000, interval: 50 },
    );

    // Stored while it is on; an invitation is not what it tells of.
    const configured = configuredChannels(settingsFor(INBOX_ENV), channels);
    await record(lead("After"), configured);
    await record(invitation, configured);
    worker?.wake();
    await vi.waitFor(
      async () =>
        expect((await deliveries()).map(({ name, status, attempts }) => [name, status, attempts])).toEqual([
          ["Before", "sent", 3],
          ["After", "sent", 1],
        ]),
      { timeout: 15_000, interval: 50 },
    );
    expect(inbox.received.map((entry) => [entry.inbox, entry.kind])).toEqual([
      ["leads", "contact-message"],
      ["leads", "contact-message"],
    ]);
  });

  it("fails after the last retry, and shows on the back office's page with its settings and its test", async () => {
    inbox.refusals = Infinity;
    startWorker([0.1]);
    await record(lead("Refused"), ["inbox"]);
    worker?.wake();
    await vi.waitFor(
      async () =>
        expect(await deliveries()).toMatchObject([{ name: "Refused", status: "failed", attempts: 2 }]),
      { timeout: 15_000, interval: 50 },
    );

    const staff = await signedInStaff();
    const env = parseServerEnv({ ...INBOX_ENV, NOTIFY_ATTEMPT_TIMEOUT_SECONDS: "2" }, channels);
    const page = await callRoute(
      (args: Parameters<typeof pageLoader>[0]) => pageLoader(args, channels, env),
      staffRequest("/admin/notifications", { cookie: staff.cookie }),
    );
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      configured: ["inbox"],
      channels: [
        { name: "email", settings: null },
        { name: "webhook", settings: null },
        {
          name: "inbox",
          label: "Test inbox",
          getThem: "in the test inbox",
          variables: ["TEST_INBOX", "TEST_INBOX_TOKEN"],
          settings: [
            ["Inbox", "leads"],
            ["Token", "Set (not shown)"],
          ],
        },
      ],
      deliveries: [
        {
          what: "Message from Refused",
          channel: "Test inbox",
          channelOn: true,
          status: "failed",
          retryable: true,
          lastError: "The test inbox is full",
        },
      ],
    });
    expect(JSON.stringify(page.body)).not.toContain("open-sesame");

    const test = (fields: Record<string, string>) =>
      callRoute(
        (args: Parameters<typeof pageAction>[0]) => pageAction(args, channels, env),
        staffRequest("/admin/notifications", { cookie: staff.cookie, method: "POST", fields }),
      );
    expect(await test({ intent: "test", channel: "inbox" })).toMatchObject({
      status: 200,
      body: { tone: "success", title: "Test notification sent", description: "It is in leads." },
    });
    expect(inbox.tests).toHaveLength(1);
    expect(await test({ intent: "test", channel: "email" })).toMatchObject({
      status: 409,
      body: { title: "E-mail is off", description: "Set SMTP_URL, MAIL_FROM, NOTIFY_EMAIL first." },
    });

    // The site's own page knows nothing of it.
    const own = await callRoute(
      pageAction,
      staffRequest("/admin/notifications", {
        cookie: staff.cookie,
        method: "POST",
        fields: { intent: "test", channel: "inbox" },
      }),
    );
    expect(own.status).toBe(400);
    expect(inbox.tests).toHaveLength(1);
  });
});
