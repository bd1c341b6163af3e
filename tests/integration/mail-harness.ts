import { afterAll, beforeAll } from "vitest";
import { resetServerEnv } from "~/server/env.server";
import { notificationSettings } from "~/server/notifications/settings.server";
import { type NotificationWorker, startNotificationWorker } from "~/server/notifications/worker.server";
import { startSmtpServer, type TestSmtpServer } from "../support/receivers";
import { type DriverTarget, getDb, testServices } from "./harness";

/** The owner's address in these tests' e-mail settings. */
export const OWNER = "owner@shop.example";

/** E-mail notifications through `smtpUrl` (the only channel), or none. */
export function useEmail(smtpUrl: string | undefined) {
  for (const name of ["SMTP_URL", "MAIL_FROM", "NOTIFY_EMAIL", "WEBHOOK_URL", "WEBHOOK_SECRET"]) {
    delete process.env[name];
  }
  if (smtpUrl) {
    process.env.SMTP_URL = smtpUrl;
    process.env.MAIL_FROM = "Site <site@shop.example>";
    process.env.NOTIFY_EMAIL = OWNER;
  }
  resetServerEnv();
}

/**
 * For a describe block on `driver`: the database, a real SMTP server the site's e-mail goes to, and
 * a notification worker that the actions wake, with retries in a fraction of a second. Returns the
 * SMTP server, there once the block has started.
 */
export function withMailServer(driver: DriverTarget): { readonly smtp: TestSmtpServer } {
  let worker: NotificationWorker | undefined;
  let smtp: TestSmtpServer | undefined;
  beforeAll(async () => {
    await driver.setUp();
    smtp = await startSmtpServer();
    useEmail(smtp.url);
    worker = startNotificationWorker({
      db: getDb,
      settings: { ...notificationSettings(), attemptTimeoutMs: 2_000, leaseMs: 10_000 },
      retryDelays: [0.2, 0.2],
      pollMs: 100,
      log: { info: () => {}, error: () => {} },
    });
    testServices.notifications = { wake: () => worker?.wake() };
  }, 60_000);
  afterAll(async () => {
    testServices.notifications = { wake: () => {} };
    await worker?.stop();
    await smtp?.close();
    useEmail(undefined);
    await driver.tearDown();
  });
  return {
    get smtp() {
      if (!smtp) throw new Error("the SMTP server starts in beforeAll");
      return smtp;
    },
  };
}
