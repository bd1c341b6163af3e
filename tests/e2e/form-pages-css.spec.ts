import { expect, test } from "./fixtures";
import { layout } from "./layout";
import { sitePages } from "./site-data";

/*
 * Pages with forms paint from their document alone (decision 18): the rules
 * their markup uses travel in it, and React's link to the whole stylesheet is
 * held back until the first paint, then applied without its fonts, before
 * React hydrates.
 */

const FORM_PATHS = sitePages.filter((route) => route.hydrates).map((route) => route.path);

/** The held-back stylesheet link, as the boot script leaves it. */
const HELD_BACK = 'head > link[rel="stylesheet"][data-after-paint]';

for (const path of FORM_PATHS) {
  test(`${path}: the whole stylesheet is asked for after the first paint and applied, its fonts left out, before React hydrates`, async ({
    page,
    gotoUsable,
  }) => {
    await gotoUsable(path);
    const loaded = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0]!.startTime;
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const css = resources.filter((entry) => entry.name.endsWith(".css"));
      const modules = resources.filter((entry) => /\/assets\/(?!site-script)[\w-]+\.js$/.test(entry.name));
      return {
        paint,
        css: css.map((entry) => ({ start: entry.startTime, end: entry.responseEnd })),
        firstModule: Math.min(...modules.map((entry) => entry.startTime)),
      };
    });
    expect(loaded.css).toHaveLength(1);
    expect(loaded.css[0]!.start).toBeGreaterThanOrEqual(loaded.paint);
    // Requested with React's modules, not after them.
    expect(loaded.css[0]!.start).toBeLessThanOrEqual(loaded.firstModule);

    const link = page.locator(HELD_BACK);
    await expect(link).not.toHaveAttribute("disabled");
    await expect(link).not.toHaveAttribute("media");
    const sheets = await page.evaluate((selector) => {
      const held = document.querySelector<HTMLLinkElement>(selector)!.sheet!;
      const faces = (sheet: CSSStyleSheet) =>
        [...sheet.cssRules].filter((rule) => rule instanceof CSSFontFaceRule).length;
      const carried = [...document.querySelectorAll("head > style")].map(
        (style) => (style as HTMLStyleElement).sheet!,
      );
      return {
        rules: held.cssRules.length,
        heldFaces: faces(held),
        carriedFaces: carried.reduce((sum, sheet) => sum + faces(sheet), 0),
        fontFaceSet: document.fonts.size,
      };
    }, HELD_BACK);
    expect(sheets.rules).toBeGreaterThan(10);
    expect(sheets.heldFaces).toBe(0);
    expect(sheets.carriedFaces).toBeGreaterThanOrEqual(6);
    // The fonts are declared once: by the rules the page carries.
    expect(sheets.fontFaceSet).toBe(sheets.carriedFaces);
  });
}

test.describe("React kept away", () => {
  // Its modules fail, so only the stylesheet changes what shows.
  test.use({
    allowConsoleErrors: [/^Failed to load resource: net::ERR_FAILED$|dynamically imported module/],
  });

  for (const path of FORM_PATHS) {
    test(`${path}: the rules the page carries are all it needs to show; the whole stylesheet moves and restyles nothing`, async ({
      page,
    }) => {
      await page.route(/\/assets\/(?!site-script)[\w-]+\.js$/, (route) => route.abort());
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/[\w-]+\.css$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(path);
      await page.waitForFunction(
        (selector) => !document.querySelector(selector)!.hasAttribute("disabled"),
        HELD_BACK,
      );
      await page.evaluate(() => document.fonts.ready);
      const before = await layout(page);
      release();
      await page.waitForFunction(
        (selector) => !document.querySelector(selector)!.hasAttribute("media"),
        HELD_BACK,
      );
      expect(await layout(page)).toEqual(before);
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of FORM_PATHS) {
    test(`${path}: the whole stylesheet applies at once, from <noscript>`, async ({ page }) => {
      await page.goto(path);
      const applied = await page.evaluate(
        () =>
          [...document.styleSheets].filter((sheet) => sheet.href?.endsWith(".css") && !sheet.disabled).length,
      );
      expect(applied).toBe(1);
      await expect(page.locator(HELD_BACK)).toHaveAttribute("disabled", "");
    });
  }
});
