import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

let clientCounter = 0;

/**
 * Every test fails on a console error or an uncaught page error: a visitor
 * would not see them, but they are bugs. A test that provokes an error on
 * purpose (a 503 from a stopped database, a 429 from the rate limit: the
 * browser logs "Failed to load resource" for them) names the messages it
 * expects with `test.use({ allowConsoleErrors: [/status of 503/] })`; any
 * other error still fails it. Each test also comes from its own client
 * address (the server trusts X-Forwarded-For from loopback, as it would from
 * a local reverse proxy), so the per-client rate limit of one test never
 * touches another.
 */
export const test = base.extend<{ consoleErrors: string[]; allowConsoleErrors: RegExp[] }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const n = testInfo.workerIndex * 10_000 + ++clientCounter;
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": `198.18.${(n >> 8) & 255}.${n & 255}` });
  },
  allowConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      const unexpected = errors.filter((error) => !allowConsoleErrors.some((allowed) => allowed.test(error)));
      expect(unexpected, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

/** Runs axe on the page as it is now; any violation fails with its details. */
export async function expectNoAxeViolations(page: Page) {
  // Let transitions (a toast sliding in) finish: mid-fade colours are not what a reader sees.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  // Only violations are reported, so axe need not collect the rest (faster).
  const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help}\n  ${violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary ?? ""}`).join("\n  ")}`,
  );
  expect(summary, "axe violations").toEqual([]);
}

/** The one visible toast (sonner shows one at a time). */
export function toast(page: Page) {
  return page.locator("[data-sonner-toast]").first();
}
