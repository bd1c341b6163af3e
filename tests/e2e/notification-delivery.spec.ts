/**
 * Notifications between real server processes: two instances on one
 * Postgres database share the work without sending anything twice, and a
 * server killed in the middle of a send does not lose the notification.
 * Run once (the "delivery" project): nothing here depends on a viewport.
 */
import { execFile } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startSilentServer, startSmtpServer } from "../support/receivers";
import { expect, test } from "./fixtures";
import { freshDatabase, type SpawnedServer, startServer } from "./server";

const mailSettings = (smtpUrl: string) => ({
  SMTP_URL: smtpUrl,
  MAIL_FROM: "Site <site@shop.example>",
  NOTIFY_EMAIL: "owner@shop.example",
});

/** A visitor's message through the form without JavaScript, as a phone would send it. */
/** The owner's deliveries: not the thank-you the sender gets (issue 28), at most one an hour. */
const OWNER_DELIVERIES =
  "SELECT status, attempts FROM notification_deliveries WHERE notification_id IN (SELECT id FROM notifications WHERE kind = 'contact-message')";

async function sendMessage(server: SpawnedServer, name: string) {
  const response = await fetch(`${server.url}/contact`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      name,
      email: "visitor@example.in",
      phone: "",
      subject: "A website",
      message: `Message from ${name}`,
      website: "",
    }),
  });
  return response.status;
}

type DeliveryRow = { status: string; attempts: number; last_error: string | null };

test("a bad notification setting stops the server at start, naming the variable", async () => {
  const exit = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      [process.env.E2E_SERVER_ENTRY ?? "build/start/main.js"],
      {
        env: {
          ...process.env,
          PORT: "3999",
          DATABASE_URL: "",
          SMTP_URL: "smtp://mail.example.com",
          NOTIFY_EMAIL: "owner@shop.example",
        },
        timeout: 30_000,
      },
      (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
    );
  });
  expect(exit.code).toBe(1);
  expect(exit.stderr).toContain("MAIL_FROM: MAIL_FROM must be set too when SMTP_URL and NOTIFY_EMAIL are");
});

test.describe("notifications between server processes", () => {
  test.describe.configure({ timeout: 120_000 });

  test("two instances on one database: 50 submissions spread over both, exactly 50 e-mails", async () => {
    const database = await freshDatabase();
    const smtp = await startSmtpServer();
    const env = { DATABASE_URL: database.url, RATE_LIMIT_MAX: "0", ...mailSettings(smtp.url) };
    const servers: SpawnedServer[] = [];
    try {
      servers.push(await startServer(env, { readyPath: "/testimonials" }));
      servers.push(await startServer(env, { readyPath: "/testimonials" }));
      const statuses = await Promise.all(
        Array.from({ length: 50 }, (_, i) => sendMessage(servers[i % 2]!, `Visitor ${i}`)),
      );
      expect(statuses).toEqual(Array(50).fill(303));

      const mails = await smtp.waitForMails(50, 60_000);
      // Anything sent twice would arrive within the next moments.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(smtp.mails).toHaveLength(50);
      // One sender, fifty messages, two instances at once: thanked once.
      expect(smtp.acknowledgements).toHaveLength(1);
      expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(50);
      expect(new Set(mails.map((mail) => mail.parsed.subject)).size).toBe(50);
      await expect
        .poll(() => database.query<DeliveryRow>(OWNER_DELIVERIES))
        .toEqual(Array(50).fill({ status: "sent", attempts: 1 }));
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
      await smtp.close();
      await database.drop();
    }
  });

  test("killed between claim and send on a Postgres server: another instance delivers it once the lease runs out", async () => {
    const database = await freshDatabase();
    const silent = await startSilentServer();
    const smtp = await startSmtpServer();
    const timing = { NOTIFY_ATTEMPT_TIMEOUT_SECONDS: "9", NOTIFY_LEASE_SECONDS: "10" };
    let first: SpawnedServer | undefined;
    let second: SpawnedServer | undefined;
    try {
      first = await startServer(
        { DATABASE_URL: database.url, ...timing, ...mailSettings(silent.url) },
        { readyPath: "/testimonials" },
      );
      expect(await sendMessage(first, "Crash Test")).toBe(303);
      // Claimed, and stuck talking to a mail server that never answers...
      await expect.poll(() => silent.connections()).toBeGreaterThan(0);
      expect(await database.query<DeliveryRow>(OWNER_DELIVERIES)).toEqual([
        { status: "sending", attempts: 1 },
      ]);
      // ...while the site answers as ever.
      const started = Date.now();
      expect((await fetch(`${first.url}/testimonials`)).status).toBe(200);
      expect(await sendMessage(first, "Meanwhile")).toBe(303);
      expect(Date.now() - started).toBeLessThan(5_000);
      await first.kill();

      second = await startServer(
        { DATABASE_URL: database.url, ...timing, ...mailSettings(smtp.url) },
        { readyPath: "/testimonials" },
      );
      const mails = await smtp.waitForMails(2, 30_000);
      expect(mails.map((mail) => mail.parsed.subject).sort()).toEqual([
        "New message from Crash Test: A website",
        "New message from Meanwhile: A website",
      ]);
      await expect
        .poll(() =>
          database.query<DeliveryRow & { name: string }>(
            "SELECT n.payload->>'name' AS name, d.status, d.attempts FROM notification_deliveries d JOIN notifications n ON n.id = d.notification_id WHERE n.kind = 'contact-message' ORDER BY name",
          ),
        )
        .toEqual([
          { name: "Crash Test", status: "sent", attempts: 2 },
          { name: "Meanwhile", status: "sent", attempts: 1 },
        ]);
    } finally {
      await first?.stop();
      await second?.stop();
      await Promise.all([silent.close(), smtp.close()]);
      await database.drop();
    }
  });

  test("on SIGTERM the send under way is finished, nothing more is claimed, and the server exits cleanly", async () => {
    const database = await freshDatabase();
    let received = 0;
    const receiver = createServer((request, response) => {
      received += 1;
      request.resume();
      setTimeout(() => response.writeHead(204).end(), 3_000);
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    const secret = `whsec_${Buffer.alloc(32, 1).toString("base64")}`;
    let server: SpawnedServer | undefined;
    try {
      server = await startServer(
        { DATABASE_URL: database.url, WEBHOOK_URL: hook, WEBHOOK_SECRET: secret },
        { readyPath: "/testimonials" },
      );
      expect(await sendMessage(server, "In Flight")).toBe(303);
      await expect.poll(() => received).toBe(1);
      expect(await sendMessage(server, "Queued")).toBe(303);
      await server.stop();
      expect(server.ended()).toBe("server exited with code 0");
      expect(
        await database.query<DeliveryRow & { name: string }>(
          "SELECT n.payload->>'name' AS name, d.status, d.attempts FROM notification_deliveries d JOIN notifications n ON n.id = d.notification_id WHERE n.kind = 'contact-message' ORDER BY name",
        ),
      ).toEqual([
        { name: "In Flight", status: "sent", attempts: 1 },
        { name: "Queued", status: "waiting", attempts: 0 },
      ]);
      expect(received).toBe(1);
    } finally {
      await server?.stop();
      receiver.closeAllConnections();
      await new Promise((resolve) => receiver.close(resolve));
      await database.drop();
    }
  });

  test("killed between claim and send on the embedded database: the restarted server delivers it at once", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "site-delivery-"));
    const silent = await startSilentServer();
    const smtp = await startSmtpServer();
    let server: SpawnedServer | undefined;
    try {
      server = await startServer(
        { DATA_DIR: dataDir, ...mailSettings(silent.url) },
        { readyPath: "/testimonials" },
      );
      expect(await sendMessage(server, "Embedded Crash")).toBe(303);
      await expect.poll(() => silent.connections()).toBeGreaterThan(0);
      await server.kill();

      // The default lease (two minutes) has not run out: the restart takes the claim back itself.
      server = await startServer(
        { DATA_DIR: dataDir, ...mailSettings(smtp.url) },
        { readyPath: "/testimonials" },
      );
      const [mail] = await smtp.waitForMails(1, 20_000);
      expect(mail!.parsed.subject).toBe("New message from Embedded Crash: A website");
    } finally {
      await server?.stop();
      await Promise.all([silent.close(), smtp.close()]);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
