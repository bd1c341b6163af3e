import { expect, test } from "./fixtures";
import { layout } from "./layout";
import { sitePages } from "./site-data";

/*
 * Pages with forms paint from their document alone (decision 18): the rules
 * their markup uses travel in it, and React's link to the whole stylesheet is
 * held back (disabled); after the first paint its rules are fetched and
 * adopted without their fonts, before React hydrates.
 */

/** The rules the boot script adopted: how many, and how many of them are font faces. */
const adopted = () =>
  document.adoptedStyleSheets.map((sheet) => ({
    rules: sheet.cssRules.length,
    faces: [...sheet.cssRules].filter((rule) => rule instanceof CSSFontFaceRule).length,
  }));

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

    // The link stays as React wrote it; its rules apply from a constructed sheet, fonts taken out.
    await expect(page.locator(HELD_BACK)).toHaveAttribute("disabled", "");
    const sheets = await page.evaluate(() => {
      const faces = (sheet: CSSStyleSheet) =>
        [...sheet.cssRules].filter((rule) => rule instanceof CSSFontFaceRule).length;
      const carried = [...document.querySelectorAll("head > style")].map(
        (style) => (style as HTMLStyleElement).sheet!,
      );
      const [whole] = document.adoptedStyleSheets;
      return {
        adopted: document.adoptedStyleSheets.length,
        rules: whole?.cssRules.length ?? 0,
        heldFaces: whole ? faces(whole) : NaN,
        carriedFaces: carried.reduce((sum, sheet) => sum + faces(sheet), 0),
        fontFaceSet: document.fonts.size,
      };
    });
    expect(sheets.adopted).toBe(1);
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
      const asked = page.waitForRequest(/\/assets\/[\w-]+\.css$/);
      await page.goto(path);
      await asked;
      await page.evaluate(() => document.fonts.ready);
      const before = await layout(page);
      release();
      await page.waitForFunction(() => document.adoptedStyleSheets.length === 1);
      expect(await page.evaluate(adopted)).toEqual([{ rules: expect.any(Number), faces: 0 }]);
      expect(await layout(page)).toEqual(before);
    });
  }
});

test.describe("a first visit on a slow network", () => {
  for (const path of FORM_PATHS) {
    test(`${path}: drawn in the fallback before its font came, the page keeps it when the whole stylesheet applies`, async ({
      page,
    }) => {
      // The font comes after the first paint and its moment (font-display: optional), the
      // stylesheet after the font.
      await page.route(/\.woff2$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.route(/\/assets\/[\w-]+\.css$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2500));
        await route.continue();
      });
      await page.addInitScript(() => {
        const seen: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = seen;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) seen.push((entry as unknown as { value: number }).value);
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(path);
      const faces = await page.evaluateHandle(() => [...document.fonts]);
      await page.waitForFunction(() => document.adoptedStyleSheets.length === 1, null, { timeout: 10_000 });
      await page.waitForFunction(() => "__reactRouterDataRouter" in window);
      await page.waitForTimeout(500);
      // The same font faces, none made anew (and so none taken up late), and nothing moved.
      expect(
        await page.evaluate((before) => {
          const now = [...document.fonts];
          return now.length === before.length && now.every((face, index) => face === before[index]);
        }, faces),
      ).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
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
