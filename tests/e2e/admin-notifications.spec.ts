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
async function sendMessage(name: string, origin = server.url) {
  const response = await fetch(`${origin}/contact`, {
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
  await expect(channels).toContainText("Set by the server's environment (SMTP_URL, MAIL_FROM, NOTIFY_EMAIL)");
  // A member changes nothing here: no form, and the webhook says who can.
  await expect(channels).toContainText("Off: an admin can set it here.");
  await expect(channels.getByRole("button", { name: /^Save/ })).toHaveCount(0);

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

test.describe("with no channel in the environment", () => {
  let bare: SpawnedServer;
  let inbox: TestSmtpServer;

  test.beforeAll(async () => {
    inbox = await startSmtpServer("accept");
    bare = await startServer({}, { readyPath: "/testimonials" });
  });
  test.afterAll(async () => {
    await bare?.stop();
    await inbox?.close();
  });

  test("only an admin is told that notifications are off, and sets e-mail here: tested, saved, used at once", async ({
    page,
    submitExpecting,
  }, testInfo) => {
    const member = await createStaffAccount(testInfo, "staff", { dataDir: bare.dataDir });
    await signInAs(page, member, bare.url);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Hello");
    await expect(page.getByText("Notifications are off")).toHaveCount(0);
    await page.goto(`${bare.url}/admin/notifications`);
    await expect(page.getByText("Notifications are off")).toHaveCount(0);
    await page.context().clearCookies();

    const admin = await createStaffAccount(testInfo, "admin", { dataDir: bare.dataDir });
    await signInAs(page, admin, bare.url);
    await expect(page.getByRole("alert").filter({ hasText: "Notifications are off" })).toBeVisible();
    await page.getByRole("link", { name: "Set a channel" }).click();
    await expect(page).toHaveURL(/\/admin\/notifications$/);
    await expect(page.getByRole("alert").filter({ hasText: "Notifications are off" })).toContainText(
      "fill in a channel below, send a test notification, and save",
    );
    await expectNoAxeViolations(page);

    const email = page.getByRole("listitem").filter({ has: page.getByText("Mail server") });
    const server = email.getByLabel("Mail server");
    const password = "inbox-pass-31";
    // A wrong value: said at its field, and nothing is saved.
    await server.fill("http://not-a-mail-server.example");
    await email.getByLabel("Sender").fill("Shop <shop@example.in>");
    await email.getByLabel("Who is told").fill("owner@shop.example");
    await submitExpecting(email.getByRole("button", { name: "Save e-mail settings" }), 400);
    await expectNotice(page, "alert", "Not saved");
    await expect(email).toContainText("Mail server must be an smtp:// or smtps:// URL");
    await expect(email.getByLabel("Sender")).toHaveValue("Shop <shop@example.in>");

    // Tried before it is saved: the test arrives, and the page says it is not saved yet.
    await email.getByLabel("Mail server").fill(inbox.url.replace("smtp://", `smtp://shop:${password}@`));
    await email.getByLabel("Sender").fill("Shop <shop@example.in>");
    await email.getByLabel("Who is told").fill("owner@shop.example");
    const before = inbox.mails.length;
    await email.getByRole("button", { name: "Send test notification by e-mail" }).click();
    const tested = await expectNotice(page, "status", "Test notification sent");
    await expect(tested).toContainText("These settings are not saved yet");
    await expect.poll(() => inbox.mails.length).toBe(before + 1);
    await expect(page.getByRole("alert").filter({ hasText: "Notifications are off" })).toBeVisible();

    await email.getByLabel("Mail server").fill(inbox.url.replace("smtp://", `smtp://shop:${password}@`));
    await email.getByLabel("Sender").fill("Shop <shop@example.in>");
    await email.getByLabel("Who is told").fill("owner@shop.example");
    await email.getByRole("button", { name: "Save e-mail settings" }).click();
    await expectNotice(page, "status", "Settings saved");
    await expect(page.getByText("Notifications are off")).toHaveCount(0);
    await expect(email.getByText("On", { exact: true })).toBeVisible();
    // The password is never sent back: the field is empty and says one is saved.
    await expect(page.locator("body")).not.toContainText(password);
    expect(await page.content()).not.toContain(password);
    await expect(email.getByLabel("Mail server")).toHaveValue("");
    await expect(email).toContainText("Saved, not shown. Leave empty to keep it.");

    // A visitor's message now goes by e-mail, with no restart.
    const name = uniqueName(testInfo, "After saving");
    await sendMessage(name, bare.url);
    await expect
      .poll(() => inbox.mails.some((mail) => mail.parsed.subject === `New message from ${name}: Prices`), {
        timeout: 15_000,
      })
      .toBe(true);

    // Turned off again: the page says so, and so does the overview.
    await email.getByRole("button", { name: "Turn off e-mail" }).click();
    await expectNotice(page, "status", "E-mail is off");
    await page.goto(`${bare.url}/admin`);
    await expect(page.getByRole("alert").filter({ hasText: "Notifications are off" })).toBeVisible();
  });
});
