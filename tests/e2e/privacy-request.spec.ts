import { PRIVACY_NOTICE } from "../../app/config/privacy";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startSmtpServer, type TestSmtpServer } from "../support/receivers";
import { createStaffAccount, signInAs } from "./admin-support";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { type SpawnedServer, startServer } from "./server";

/*
 * A visitor's request about their data (issue 27), in Chromium at 375 and 1280 px, against a
 * server of this file's own with e-mail set up: the request page (without JavaScript too), the
 * link from the e-mail, the data shown, a correction, and the owner's Requests page.
 */

let server: SpawnedServer;
let smtp: TestSmtpServer;
let dataDir: string;

test.beforeAll(async () => {
  smtp = await startSmtpServer();
  dataDir = mkdtempSync(path.join(os.tmpdir(), "site-e2e-privacy-"));
  server = await startServer({
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    MAIL_FROM: "Site <site@shop.example>",
    NOTIFY_EMAIL: "owner@shop.example",
  });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A contact message from `email`, with the offers box ticked: a phone's post without JavaScript. */
async function writeIn(email: string, message: string) {
  const response = await fetch(`${server.url}/contact`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      name: "Asha Kumari",
      email,
      phone: "",
      subject: "",
      message,
      offers: "yes",
      website: "",
    }),
  });
  expect(response.status).toBe(303);
}

/** The link in the latest e-mail to `email`. */
async function linkTo(email: string, count: number) {
  const mails = await expect
    .poll(() => smtp.mails.filter((mail) => mail.recipients.includes(email)), { timeout: 15_000 })
    .toHaveLength(count)
    .then(() => smtp.mails.filter((mail) => mail.recipients.includes(email)));
  const found = /https?:\/\/\S+\/privacy\/request\/[\w-]{20,}/.exec(mails.at(-1)!.parsed.text ?? "");
  expect(found, "the e-mail's link").not.toBeNull();
  // The server's SITE_URL is its default; the link's path is what leads to this server.
  return `${server.url}${new URL(found![0]).pathname}`;
}

test("See my data: asked from the notice by keyboard, confirmed by the e-mailed link, shown once", async ({
  page,
  submitExpecting,
  gotoUsable,
}, testInfo) => {
  const email = `see-${testInfo.project.name}@example.in`;
  await writeIn(email, "Please call me about a website for my sweet shop.");

  await page.goto(`${server.url}/privacy`);
  const ask = page.getByRole("link", { name: "Make a request about your data" });
  await ask.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/privacy\/request$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your Personal Data");
  await expectNoAxeViolations(page);

  // Refused with the page's words, then sent.
  await submitExpecting(page.getByRole("button", { name: "Send request" }), 400);
  await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
  await expect(page.getByText("Please choose what you would like.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Your e-mail address").fill(email);
  await page.getByRole("radio", { name: "See my data" }).check();
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page).toHaveURL(/\/privacy\/request\?sent=1#request$/);
  await expect(
    page.getByText("If we hold data for this address, we have sent it a link to confirm the request."),
  ).toBeVisible();

  const link = await linkTo(email, 1);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your request");
  await expect(page.getByText(`For ${email}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Show my data" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The data we hold for you");
  await expect(page.getByText("Please call me about a website for my sweet shop.")).toBeVisible();
  await expect(
    page.getByText(new RegExp(`^agreed on .+ \\(notice version ${PRIVACY_NOTICE.version}\\)$`)),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  // Used once.
  await gotoUsable(link, { status: 410 });
  await expect(page.getByText("This link has expired or was already used.")).toBeVisible();
});

test("without JavaScript, in Hindi: an unknown address gets the same answer; a correction reaches the owner", async ({
  browser,
  page,
}, testInfo) => {
  const email = `correct-${testInfo.project.name}@example.in`;
  await writeIn(email, "नमस्ते");
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
  const visitor = await context.newPage();
  for (const [address, expected] of [
    [`nobody-${testInfo.project.name}@example.in`, 0],
    [email, 1],
  ] as const) {
    await visitor.goto(`${server.url}/hi/privacy/request`);
    await visitor.getByLabel("आपका ई-मेल पता").fill(address);
    await visitor.getByRole("radio", { name: "मेरी जानकारी ठीक करें" }).check();
    await visitor.getByRole("button", { name: "अनुरोध भेजें" }).click();
    await expect(
      visitor.getByText(
        "अगर इस पते के लिए हमारे पास कोई जानकारी है, तो हमने अनुरोध की पुष्टि के लिए उस पर एक लिंक भेज दिया है।",
      ),
    ).toBeVisible();
    if (expected === 0) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(smtp.mails.filter((mail) => mail.recipients.includes(address))).toHaveLength(0);
    }
  }
  const link = await linkTo(email, 1);
  expect(new URL(link).pathname).toMatch(/^\/hi\/privacy\/request\//);
  await visitor.goto(link);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("अपने अनुरोध की पुष्टि करें");
  await visitor.getByLabel("हमें क्या ठीक करना चाहिए?").fill("मेरा नाम आशा कुमारी सिन्हा है।");
  await visitor.getByRole("button", { name: "मेरा सुधार भेजें" }).click();
  await expect(visitor.getByText("धन्यवाद। हम आपकी जानकारी ठीक करके 30 दिन के अंदर जवाब देंगे।")).toBeVisible();
  await context.close();

  // The owner sees it, with what to correct, and marks it done.
  await signInAs(page, await createStaffAccount(testInfo, "admin", { dataDir }), server.url);
  await page.goto(`${server.url}/admin/requests`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Requests");
  const card = page.getByRole("listitem").filter({ hasText: email });
  await expect(card).toContainText("Confirmed: yours to answer");
  await expect(card).toContainText("मेरा नाम आशा कुमारी सिन्हा है।");
  await expectNoAxeViolations(page);
  await card.getByLabel("How you answered").fill("Name corrected; told her by e-mail.");
  await card.getByRole("button", { name: "Mark done" }).click();
  await expect(page.getByText(/^Request \d+ is marked done\.$/)).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: email })).toContainText(
    "Name corrected; told her by e-mail.",
  );
});
