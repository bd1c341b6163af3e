import type { Page } from "@playwright/test";
import { createStaffAccount, expectNoSidewaysScroll, signInAs } from "./admin-support";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/*
 * A back-office address no page has ("the back office on a phone" issue): the
 * back office's own 404, in its frame, for staff; a sign-in first for anyone
 * else; never the public site's 404.
 */

const UNKNOWN = "/admin/no-such-page/here";

test("staff get the back office's own 404 at an unknown back-office address", async ({
  page,
  consoleErrors,
}, testInfo) => {
  await signInAs(page, await createStaffAccount(testInfo));
  const response = await page.goto(UNKNOWN);
  expect(response?.status()).toBe(404);
  if (response) consoleErrors.expectFor(response);

  await expect(page).toHaveTitle("Page not found | Back office");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  // In the back office's frame, with its navigation, not the public site's page.
  await expect(page.getByRole("navigation", { name: "Back office" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Page Not Found", exact: true })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Site pages" })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Go to the overview" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toHaveCount(0);
});

test("signed out, an unknown back-office address asks to sign in, then shows the 404", async ({
  page,
  consoleErrors,
}, testInfo) => {
  const account = await createStaffAccount(testInfo);
  const response = await page.goto(UNKNOWN);
  const asked = response?.request().redirectedFrom();
  expect(asked && new URL(asked.url()).pathname).toBe(UNKNOWN);
  expect((await asked?.response())?.status()).toBe(302);
  const signIn = new URL(page.url());
  expect(signIn.pathname).toBe("/admin/sign-in");
  expect(signIn.searchParams.get("next")).toBe(UNKNOWN);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to the back office" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Page Not Found", exact: true })).toHaveCount(0);

  // Signing in from there leads back to the address asked for: still no such page.
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  const [answer] = await Promise.all([
    page.waitForResponse((candidate) => new URL(candidate.url()).pathname.startsWith(UNKNOWN)),
    page.getByRole("button", { name: "Sign in" }).click(),
  ]);
  expect(answer.status()).toBe(404);
  consoleErrors.expectFor(answer);
  await expect.poll(() => new URL(page.url()).pathname).toBe(UNKNOWN);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Back office" })).toBeVisible();
});

/** The back office's frame: its menu and the signed-in member's way out, not the public site's page. */
async function expectBackOfficeFrame(page: Page) {
  await expect(page.getByRole("navigation", { name: "Back office" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Site pages" })).toHaveCount(0);
}

test("a message that is not there, or an id that is none, is the 404 inside the back office", async ({
  page,
  consoleErrors,
}, testInfo) => {
  await signInAs(page, await createStaffAccount(testInfo));
  for (const path of ["/admin/messages/99999", "/admin/messages/abc"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    if (response) consoleErrors.expectFor(response);
    await expect(page, path).toHaveTitle("Page not found | Back office");
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByText("There is no such message: it may have been deleted.")).toBeVisible();
    await expectBackOfficeFrame(page);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  }
  // The menu works from there, as on any back-office page.
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: /^Messages/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
});

test.describe("a staff member who is not an admin", () => {
  test.use({ allowConsoleErrors: [/status of 403/] });

  test("is refused an admin's page with 403, inside the back office", async ({ page }, testInfo) => {
    await signInAs(page, await createStaffAccount(testInfo, "staff"));
    const response = await page.goto("/admin/audit");
    expect(response?.status()).toBe(403);
    await expect(page).toHaveTitle("Not allowed | Back office");
    await expect(page.getByRole("heading", { level: 1, name: "Not allowed" })).toBeVisible();
    await expect(page.getByText("Only an admin can open this page.")).toBeVisible();
    await expectBackOfficeFrame(page);
    await expectNoAxeViolations(page);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the back office's 404 is a whole page, answered 404", async ({ page, consoleErrors }, testInfo) => {
    await signInAs(page, await createStaffAccount(testInfo));
    const response = await page.goto("/admin/messages/1/nothing-here");
    expect(response?.status()).toBe(404);
    if (response) consoleErrors.expectFor(response);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Back office" })).toBeVisible();
  });

  test("a message that is not there is the 404 inside the back office", async ({
    page,
    consoleErrors,
  }, testInfo) => {
    await signInAs(page, await createStaffAccount(testInfo));
    const response = await page.goto("/admin/messages/99999");
    expect(response?.status()).toBe(404);
    if (response) consoleErrors.expectFor(response);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expectBackOfficeFrame(page);
  });
});
