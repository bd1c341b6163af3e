import { startSmtpServer, type TestSmtpServer } from "../support/receivers";
import { createStaffAccount, expectNotice, signInAs, waitingCounts } from "./admin-support";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { type SpawnedServer, startServer, uniqueName } from "./server";

/*
 * The notifications page against a server of the test's own, whose e-mail
 * goes to a real SMTP server in the test: a refused e-mail shows as failed,
 * "Retry now" sends it, and "Send test notification" says what happened.
 */

let smtp: TestSmtpServer;
let server: SpawnedServer;

test.beforeAll(async () => {
  smtp = await startSmtpServer("reject");
  server = await startServer(
    {
      SMTP_URL: smtp.url.replace("smtp://", "smtp://mailer:s3cret-pass@"),
      MAIL_FROM: "Site <site@shop.example>",
      NOTIFY_EMAIL: "owner@shop.example",
    },
    { readyPath: "/testimonials" },
  );
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

/** A visitor's message through the form, without JavaScript. */
async function sendMessage(name: string) {
  const response = await fetch(`${server.url}/contact`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ name, email: "visitor@example.in", subject: "Prices", message: "How much?" }),
  });
  expect(response.status).toBe(303);
}

test("a refused e-mail shows as failed, counted in the menu, and Retry now sends it", async ({
  page,
}, testInfo) => {
  const name = uniqueName(testInfo, "Lead");
  smtp.mode = "reject";
  await sendMessage(name);
  const account = await createStaffAccount(testInfo, "staff", { dataDir: server.dataDir });
  await signInAs(page, account, server.url);

  await page.goto(`${server.url}/admin/notifications`);
  const delivery = page.getByRole("listitem").filter({ hasText: `Message from ${name}` });
  await expect(async () => {
    await page.reload();
    await expect(delivery.getByText("Failed", { exact: true })).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(delivery).toContainText("Channel: E-mail");
  await expect(delivery).toContainText("Attempts: 1");
  await expect(delivery).toContainText(/Last error: .*550 Mailbox unavailable/);
  const nav = page.getByRole("navigation", { name: "Back office" });
  await expect(nav.getByRole("link", { name: /^Notifications \d+ failed$/ })).toBeVisible();
  expect((await waitingCounts(page, server.url)).failedNotifications).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
  // The staff bar on the public pages counts it too.
  await page.goto(`${server.url}/`);
  const bar = page.getByRole("complementary", { name: "Staff" });
  await bar.getByRole("link", { name: /^\d+ failed notifications?$/ }).click();
  await expect(page).toHaveURL(/\/admin\/notifications$/);

  smtp.mode = "accept";
  const before = smtp.mails.length;
  await delivery.getByRole("button", { name: /^Retry now/ }).click();
  await expectNotice(page, "status", "Sending again");
  await expect(async () => {
    await page.goto(`${server.url}/admin/notifications`);
    await expect(delivery.getByText("Sent", { exact: true })).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(delivery).toContainText("Attempts: 2");
  await expect(delivery.getByRole("button", { name: /^Retry now/ })).toHaveCount(0);
  const arrived = smtp.mails
    .slice(before)
    .filter((mail) => mail.parsed.subject === `New message from ${name}: Prices`);
  expect(arrived).toHaveLength(1);
});

test("Send test notification reports success against the mail server, and shows the settings without secrets", async ({
  page,
}, testInfo) => {
  smtp.mode = "accept";
  const account = await createStaffAccount(testInfo, "staff", { dataDir: server.dataDir });
  await signInAs(page, account, server.url);
  await page.goto(`${server.url}/admin/notifications`);
  const channels = page.getByRole("region", { name: "Channels" });
  await expect(channels).toContainText(`Server${smtp.url.replace("smtp://", "smtp://mailer:••••@")}`);
  await expect(page.locator("body")).not.toContainText("s3cret-pass");
  await expect(channels).toContainText("Toowner@shop.example");
  await expect(channels).toContainText("Off: set WEBHOOK_URL, WEBHOOK_SECRET and restart the server.");

  const before = smtp.mails.length;
  const send = channels.getByRole("button", { name: "Send test notification by e-mail" });
  await send.click();
  const sent = await expectNotice(page, "status", "Test notification sent");
  await expect(sent).toContainText("The mail server accepted it for owner@shop.example.");
  await expect.poll(() => smtp.mails.length).toBe(before + 1);
  expect(smtp.mails.at(-1)?.parsed.subject).toMatch(/^Test notification from the /);
  expect(smtp.mails.at(-1)?.parsed.text).toContain(`${account.name} sent this test from the back office.`);

  // The same result again is a new notice, said again (it takes the focus), not the old one left as it was.
  await sent.evaluate((notice) => notice.setAttribute("data-seen", ""));
  await send.click();
  await expect.poll(() => smtp.mails.length).toBe(before + 2);
  await expect(sent).not.toHaveAttribute("data-seen");
  await expectNotice(page, "status", "Test notification sent");
});

test("with no channel set, the back office says notifications are off and what to set", async ({
  page,
}, testInfo) => {
  const account = await createStaffAccount(testInfo);
  await signInAs(page, account);
  await expect(page.getByRole("alert").filter({ hasText: "Notifications are off" })).toBeVisible();
  await page.getByRole("link", { name: "See what to set" }).click();
  await expect(page).toHaveURL(/\/admin\/notifications$/);
  const notice = page.getByRole("alert").filter({ hasText: "Notifications are off" });
  await expect(notice).toContainText("set SMTP_URL, MAIL_FROM, NOTIFY_EMAIL");
  await expect(notice).toContainText("WEBHOOK_URL and WEBHOOK_SECRET");
  await expect(page.getByRole("button", { name: /Send test notification/ })).toHaveCount(0);
});
