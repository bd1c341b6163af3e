import type { Page } from "@playwright/test";
import { STAFF_HINT_COOKIE } from "../../app/lib/admin";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import {
  createStaffAccount,
  signInAs,
  submitTestimonial,
  waitForSiteScript,
  waitingCounts,
} from "./admin-support";

/**
 * The staff bar on the public site: only for a signed-in staff member, and
 * at no cost to visitors (no request, nothing reserved in the layout).
 */

const SUMMARY = "/admin/summary.json";

const staffBar = (page: Page) => page.getByRole("complementary", { name: "Staff" });

/** Every request the page makes for the staff bar's data, from now on. */
function summaryRequests(page: Page) {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === SUMMARY) seen.push(request.url());
  });
  return seen;
}

/** Loads a public page and lets its script run and settle: by then the bar would have asked. */
async function openSettled(page: Page, path: string) {
  await page.goto(path);
  await waitForSiteScript(page);
  await page.waitForLoadState("networkidle");
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

test("a visitor makes no request for the staff bar and sees none", async ({ page }) => {
  const requests = summaryRequests(page);
  for (const path of ["/", "/testimonials", "/contact"]) {
    await openSettled(page, path);
    await expect(staffBar(page)).toHaveCount(0);
    // Nothing is reserved for it: the header sits at the very top.
    expect((await page.locator("[data-site-header]").boundingBox())?.y).toBe(0);
  }
  expect(requests).toEqual([]);
});

test("signed-in staff see who they are and what waits on every public page, until they sign out", async ({
  page,
}, testInfo) => {
  test.slow(); // the staff command starts a process
  const account = await createStaffAccount(testInfo);
  await signInAs(page, account);
  const requests = summaryRequests(page);

  await openSettled(page, "/");
  const bar = staffBar(page);
  await expect(bar).toBeVisible();
  await expect(bar).toContainText(`Signed in as ${account.name}`);
  // What the back office counts, as links to where it waits; other tests may add to them meanwhile.
  await expect(async () => {
    await page.reload();
    const counts = await waitingCounts(page);
    await expect(
      bar.getByRole("link", {
        name: `${plural(counts.pendingTestimonials, "testimonial", "testimonials")} to review`,
        exact: true,
      }),
    ).toHaveAttribute("href", "/admin/testimonials", { timeout: 2_000 });
    await expect(
      bar.getByRole("link", {
        name: `${counts.unreadMessages} unread ${counts.unreadMessages === 1 ? "message" : "messages"}`,
        exact: true,
      }),
    ).toHaveAttribute("href", "/admin/messages", { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(bar.getByRole("link", { name: "Back office", exact: true })).toHaveAttribute("href", "/admin");

  // At the very top, the header right below it, nothing wider than the screen.
  const barBox = await bar.boundingBox();
  const headerBox = await page.locator("[data-site-header]").boundingBox();
  expect(barBox?.y).toBe(0);
  expect(headerBox?.y).toBe(barBox?.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolations(page);

  // A new testimonial waiting is counted on the next page. Other tests decide
  // testimonials meanwhile, so the bar is compared with the back office's count.
  await submitTestimonial(page, {
    name: `Bar Count ${testInfo.project.name}`,
    feedback: "One more to review.",
  });
  await expect(async () => {
    await openSettled(page, "/testimonials");
    await expect(bar).toBeVisible();
    const shown = await bar.getByRole("link", { name: /testimonials? to review$/ }).textContent();
    const counts = await waitingCounts(page);
    expect(counts.pendingTestimonials).toBeGreaterThan(0);
    expect(Number(shown?.split(" ")[0])).toBe(counts.pendingTestimonials);
  }).toPass({ timeout: 20_000 });
  expect(requests.length).toBeGreaterThanOrEqual(2);

  await bar.getByRole("link", { name: "Back office", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/);

  requests.length = 0;
  await openSettled(page, "/");
  await expect(staffBar(page)).toHaveCount(0);
  expect(requests).toEqual([]);
});

test("overdue privacy requests show in the bar, linked to Requests; none, nothing is said", async ({
  page,
  baseURL,
}) => {
  // The bar draws what the summary says: here a summary with two overdue requests, then none.
  await page.context().addCookies([{ name: STAFF_HINT_COOKIE, value: "1", url: baseURL! }]);
  let overdue = 2;
  await page.route(`**${SUMMARY}`, (route) =>
    route.fulfill({
      json: {
        name: "Owner",
        pendingTestimonials: 0,
        unreadMessages: 0,
        failedNotifications: 0,
        overdueRequests: overdue,
      },
    }),
  );
  await openSettled(page, "/privacy");
  const link = staffBar(page).getByRole("link", { name: "2 overdue requests", exact: true });
  await expect(link).toHaveAttribute("href", "/admin/requests");
  await expectNoAxeViolations(page);
  overdue = 0;
  await openSettled(page, "/");
  await expect(staffBar(page)).toContainText("Signed in as Owner");
  await expect(staffBar(page).getByRole("link", { name: /overdue/ })).toHaveCount(0);
});

test.describe("a hint left over from an ended session", () => {
  // The one refusal the browser logs: the bar asks once, is told no, and shows nothing.
  test.use({ allowConsoleErrors: [/status of 401/] });

  test("shows nothing, and the hint is cleared so the next page does not ask", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "staff_hint", value: "1", url: baseURL! }]);
    const requests = summaryRequests(page);
    const refused = page.waitForResponse((response) => new URL(response.url()).pathname === SUMMARY);
    await page.goto("/");
    expect((await refused).status()).toBe(401);
    await waitForSiteScript(page);
    await expect(staffBar(page)).toHaveCount(0);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("staff_hint");

    await openSettled(page, "/about");
    await expect(staffBar(page)).toHaveCount(0);
    expect(requests).toHaveLength(1);
  });
});
