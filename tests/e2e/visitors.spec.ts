import type { Browser, Locator, Page } from "@playwright/test";
import { createStaffAccount, expectNoSidewaysScroll, signInAs, waitForSiteScript } from "./admin-support";
import { expect, expectNoAxeViolations, stubWhatsApp, test } from "./fixtures";
import { type SpawnedServer, startServer } from "./server";

/*
 * Visits counted without cookies (issue 28), on a server of this test's own, so that the counts
 * are exactly what the test did: Playwright's own Chromium says "HeadlessChrome", a robot, and is
 * not counted; the visitor here is a phone's Chrome.
 */

const PHONE_CHROME =
  "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

let server: SpawnedServer;

test.beforeAll(async () => {
  server = await startServer({}, { readyPath: "/readyz" });
});

test.afterAll(async () => {
  await server?.stop();
});

async function visitorPage(browser: Browser, headers: Record<string, string> = {}) {
  const context = await browser.newContext({
    userAgent: PHONE_CHROME,
    viewport: { width: 375, height: 667 },
    extraHTTPHeaders: headers,
  });
  return { context, page: await context.newPage() };
}

/** A row of one of the page's tables, by its first cell: its other cells' texts. */
function cellsOf(table: Locator, name: string) {
  return table
    .getByRole("row")
    .filter({ has: table.page().getByRole("rowheader", { name, exact: true }) })
    .getByRole("cell");
}

/** Opens "Figures per day" unless it is open (it stays so when the period changes in the page). */
async function openFigures(page: Page) {
  const figures = page.locator("details").filter({ hasText: "Figures per day" });
  if (!(await figures.evaluate((details: HTMLDetailsElement) => details.open))) {
    await figures.getByText("Figures per day").click();
  }
}

const tableNamed = (page: Page, name: string) => page.getByRole("table", { name, exact: true });

test("a phone's visit is counted per page and language, its WhatsApp click as a goal; robots, Global Privacy Control and staff are not; the Visitors page shows it", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const { context, page: visitor } = await visitorPage(browser);
  const opened = await stubWhatsApp(context);
  await visitor.goto(`${server.url}/?utm_source=x&utm_campaign=diwali`);
  // By a link, as a visitor goes: the page may come from the browser's prefetch, which the server
  // does not count, and then the site script's beacon does; counted once either way.
  await waitForSiteScript(visitor);
  await visitor.getByRole("main").locator('a[href="/services"]').first().click();
  await visitor.waitForURL(/\/services$/);
  await waitForSiteScript(visitor);
  for (const path of ["/hi", "/hi/services", "/contact"]) {
    await visitor.goto(`${server.url}${path}`);
  }
  await waitForSiteScript(visitor);
  const beacon = visitor.waitForResponse((response) => new URL(response.url()).pathname === "/count");
  const [popup] = await Promise.all([
    context.waitForEvent("page"),
    visitor
      .getByRole("link", { name: /WhatsApp/ })
      .first()
      .click(),
  ]);
  expect((await beacon).status()).toBe(204);
  await popup.close();
  expect(opened).toHaveLength(1);
  expect(await context.cookies()).toEqual([]);
  await context.close();

  // Not counted: a browser that asks not to be tracked, and this test's Chromium as it is (a robot).
  const private_ = await visitorPage(browser, { "Sec-GPC": "1" });
  await private_.page.goto(`${server.url}/about`);
  await private_.context.close();
  await page.goto(`${server.url}/about`);

  // Nor staff: signed in, in the same browser as a visitor's, they look at the careers page.
  const staff = await visitorPage(browser);
  await signInAs(
    staff.page,
    await createStaffAccount(testInfo, "staff", { dataDir: server.dataDir }),
    server.url,
  );
  await staff.page.goto(`${server.url}/careers`);
  const admin = staff.page;
  await admin.goto(`${server.url}/admin`);
  await admin
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Visitors" })
    .click();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Visitors");
  await expect(admin.getByRole("link", { name: "Last 7 days" })).toHaveAttribute("aria-current", "page");

  const pages = tableNamed(admin, "Top pages");
  for (const path of ["/", "/services", "/hi", "/hi/services", "/contact"]) {
    await expect(cellsOf(pages, path), path).toHaveText(["1", "1"]);
  }
  await expect(pages.getByRole("rowheader")).toHaveCount(5);
  await expect(cellsOf(tableNamed(admin, "Languages"), "English")).toHaveText(["1", "3"]);
  await expect(cellsOf(tableNamed(admin, "Languages"), "Hindi")).toHaveText(["1", "2"]);
  await expect(cellsOf(tableNamed(admin, "Phones and desktops"), "Phones and tablets")).toHaveText([
    "1",
    "5",
  ]);
  await expect(cellsOf(tableNamed(admin, "Goals"), "WhatsApp clicks")).toHaveText(["1", "1"]);
  await expect(cellsOf(tableNamed(admin, "Goals"), "Contact messages")).toHaveText(["0", "0"]);
  await expect(cellsOf(tableNamed(admin, "Where visitors came from"), "x")).toHaveText(["1", "1", "100%"]);
  await expect(cellsOf(tableNamed(admin, "Campaigns"), "diwali")).toHaveText(["1", "1", "100%"]);
  await expect(cellsOf(tableNamed(admin, "Pages they landed on"), "/")).toHaveText(["1", "1", "100%"]);
  // The chart's figures: today, one visitor, five views.
  await openFigures(admin);
  const perDay = admin.getByRole("table", { name: "Visitors and page views per day" });
  await expect(perDay.getByRole("row")).toHaveCount(8);
  await expect(perDay.getByRole("row").last().getByRole("cell")).toHaveText(["1", "5"]);
  await expectNoAxeViolations(admin);
  await expectNoSidewaysScroll(admin);
  // The narrowest phones too.
  await admin.setViewportSize({ width: 320, height: 568 });
  await expectNoSidewaysScroll(admin);

  await admin.getByRole("link", { name: "Last 90 days" }).click();
  await expect(admin.getByRole("link", { name: "Last 90 days" })).toHaveAttribute("aria-current", "page");
  await openFigures(admin);
  await expect(perDay.getByRole("row")).toHaveCount(91);
  await expect(cellsOf(tableNamed(admin, "Top pages"), "/contact")).toHaveText(["1", "1"]);
  await staff.context.close();
});
