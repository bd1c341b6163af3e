import { randomBytes } from "node:crypto";
import type { Browser, TestInfo } from "@playwright/test";
import { createStaffAccount, expectNoSidewaysScroll, signInAs } from "./admin-support";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/*
 * The staff page and joining by invitation, written for a phone (they also
 * run at desktop width). A used invitation answers 410 on purpose: the
 * browser logs it.
 */
test.use({ allowConsoleErrors: [/status of 410/] });

/** Another person's browser, from a client address of its own. */
async function otherBrowser(browser: Browser, testInfo: TestInfo) {
  const { baseURL, viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    extraHTTPHeaders: {
      "X-Forwarded-For": `198.20.${testInfo.project.name === "phone" ? 1 : 2}.${testInfo.workerIndex % 250}`,
    },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !/status of 410/.test(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { context, page, errors };
}

test("an admin invites someone, who opens the link, makes an account and is in; the link then works no more", async ({
  page,
  browser,
}, testInfo) => {
  const admin = await createStaffAccount(testInfo, "admin");
  const inviteeName = `Neha Kumari ${randomBytes(2).toString("hex")}`;
  await signInAs(page, admin);
  await page.goto("/admin/staff");
  await expect(page.getByRole("heading", { name: "Staff", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  const email = `invitee-${testInfo.project.name}-${randomBytes(3).toString("hex")}@example.in`;
  const form = page.getByRole("form", { name: "Invite someone" });
  await form.getByLabel("Email").fill(email);
  await form.getByRole("radio", { name: /^Staff/ }).check();
  await form.getByRole("button", { name: "Create invitation link" }).click();
  const linkBox = page.getByRole("textbox", { name: "Invitation link" });
  await expect(linkBox).toHaveValue(/\/admin\/invite\/[\w-]{43}$/);
  const link = await linkBox.inputValue();
  await expect(page.getByRole("link", { name: "Share on WhatsApp" })).toHaveAttribute(
    "href",
    new RegExp(
      `^https://wa\\.me/\\?text=.*${encodeURIComponent(link).replace(/[.?*+^$()[\]{}|\\]/g, "\\$&")}`,
    ),
  );
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(page.getByRole("main").getByRole("listitem").filter({ hasText: email })).toBeVisible();
  // The "Link copied" notice fades in (sonner, loaded with it): axe reads its colours once it has.
  await expect(page.getByText("Link copied", { exact: true })).toBeVisible();
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => {})),
    ),
  );
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  // The link names the site's public address; the tests' server is elsewhere.
  const path = new URL(link).pathname;
  const invitee = await otherBrowser(browser, testInfo);
  const opened = await invitee.page.goto(path);
  expect(opened?.status()).toBe(200);
  await expect(invitee.page.getByRole("heading", { name: "Join the back office" })).toBeVisible();
  await expect(invitee.page.getByLabel("Email")).toHaveValue(email);
  await expect(invitee.page.getByLabel("Email")).not.toBeEditable();
  await expectNoAxeViolations(invitee.page);
  await expectNoSidewaysScroll(invitee.page);
  await invitee.page.getByLabel("Name").fill(inviteeName);
  await invitee.page.getByLabel(/^Password/).fill("a long new password");
  await invitee.page.getByLabel("Confirm password").fill("a long new password");
  await invitee.page.getByRole("button", { name: "Create my account" }).click();
  await expect(invitee.page.getByRole("heading", { name: `Hello, ${inviteeName}` })).toBeVisible();
  await expect(invitee.page).toHaveURL(/\/admin$/);

  const again = await invitee.page.goto(path);
  expect(again?.status()).toBe(410);
  await expect(invitee.page.getByRole("heading", { name: "This invitation cannot be used" })).toBeVisible();
  await expect(invitee.page.getByText(/already been used/)).toBeVisible();
  await expectNoAxeViolations(invitee.page);
  expect(invitee.errors).toEqual([]);
  await invitee.context.close();

  await page.reload();
  const member = page.getByRole("main").getByRole("listitem").filter({ hasText: inviteeName });
  await expect(member).toContainText(email);
  await expect(member).toContainText("staff");
  // No longer waiting to be used.
  await expect(page.getByRole("region", { name: "Invite someone" }).getByText(email)).toHaveCount(0);
});

test("an admin signs a member out everywhere and removes them, after confirming; the audit log shows it", async ({
  page,
}, testInfo) => {
  const admin = await createStaffAccount(testInfo, "admin");
  const member = await createStaffAccount(testInfo, "staff");
  await signInAs(page, admin);
  await page.goto("/admin/staff");
  const card = page.getByRole("main").getByRole("listitem").filter({ hasText: member.email });
  await card.getByRole("button", { name: `Sign out everywhere for ${member.name}` }).click();
  await expect(page.getByText("Signed out everywhere", { exact: true }).first()).toBeVisible();

  await card.locator("summary", { hasText: "Remove" }).click();
  await expect(card.getByText(`Remove ${member.name}? They are signed out at once`)).toBeVisible();
  await expectNoAxeViolations(page);
  await card.getByRole("button", { name: `Yes, remove ${member.name}` }).click();
  await expect(page.getByText("Removed", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("main").getByRole("listitem").filter({ hasText: member.email })).toHaveCount(0);

  await page.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { name: "Audit log", level: 1 })).toBeVisible();
  const entries = page.getByRole("main").getByRole("listitem");
  await expect(
    entries.filter({ hasText: "Removed staff" }).filter({ hasText: member.email }).first(),
  ).toBeVisible();
  await expect(
    entries
      .filter({ hasText: "Signed a staff member out everywhere" })
      .filter({ hasText: member.email })
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
});

test.describe("a staff member who is not an admin", () => {
  test.use({ allowConsoleErrors: [/status of 403/] });

  test("is not let into the staff page or the audit log", async ({ page }, testInfo) => {
    const member = await createStaffAccount(testInfo, "staff");
    await signInAs(page, member);
    await expect(page.getByRole("link", { name: "Staff", exact: true })).toHaveCount(0);
    for (const path of ["/admin/staff", "/admin/audit"]) {
      const answer = await page.goto(path);
      expect(answer?.status()).toBe(403);
      await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
    }
  });
});
