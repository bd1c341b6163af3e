import { expect, nextFrames, test } from "./fixtures";
import { heading, sitePages } from "./site-data";

/*
 * How a page loads (docs/decisions/0007, 0014): the first paint needs only HTML, CSS and one small
 * font (a page without React carries its CSS); scripts are asked for after load and paint;
 * notifications load on demand.
 */

interface LoadTimings {
  firstContentfulPaint: number;
  loadEventStart: number;
  scripts: Array<{ name: string; startTime: number }>;
  stylesheets: string[];
  fonts: string[];
}

const loadTimings = () => {
  const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
  return {
    firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
    loadEventStart: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming)
      .loadEventStart,
    scripts: resources
      .filter((entry) => entry.name.endsWith(".js"))
      .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
    stylesheets: resources.filter((entry) => entry.name.endsWith(".css")).map((entry) => entry.name),
    fonts: resources
      .filter((entry) => entry.name.endsWith(".woff2"))
      .map((entry) => new URL(entry.name).pathname),
  } satisfies LoadTimings;
};

for (const route of sitePages) {
  test(`${route.path}: ${route.hydrates ? "React is asked for only after the page has loaded and painted" : "no framework and no stylesheet request; the site script after the first paint"}`, async ({
    page,
    request,
    gotoUsable,
  }) => {
    const html = await (await request.get(route.path)).text();
    expect(html).not.toContain('rel="modulepreload"');
    const preloads = [...html.matchAll(/<link rel="preload"[^>]*>/g)].map((match) => match[0]);
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toMatch(/href="\/assets\/jakarta-core-[\w-]+\.woff2" as="font"/);
    // A page without React carries its rules; a page with React links the stylesheet it shares.
    expect(html.includes('rel="stylesheet"'), "links a stylesheet").toBe(route.hydrates);
    // Nothing else is fetched before the page shows (decision 17): the favicon is in the page, and
    // the manifest is linked only for a browser without JavaScript until the head script links it.
    const icons = [...html.matchAll(/<link rel="icon" href="([^"]*)"/g)].map((match) => match[1]);
    expect(icons).toEqual([expect.stringMatching(/^data:image\/svg\+xml,/)]);
    expect(html.replace(/<noscript>.*?<\/noscript>/gs, "")).not.toContain('rel="manifest"');

    await gotoUsable(route.path);
    const timings = await page.evaluate(loadTimings);
    expect(timings.stylesheets.length > 0, "requests a stylesheet").toBe(route.hydrates);
    // The site's own script is all a page without forms loads: no React, no React Router.
    const own = (name: string) => /\/assets\/site-script-[\w-]+\.js$/.test(name);
    expect(timings.scripts.filter((script) => own(script.name))).toHaveLength(1);
    const framework = timings.scripts.filter((script) => !own(script.name));
    if (route.hydrates) expect(framework.length).toBeGreaterThan(0);
    else expect(framework.map((script) => script.name)).toEqual([]);
    // Every script, the site's own included, is asked for after load and the first paint.
    for (const script of timings.scripts) {
      expect(script.startTime, script.name).toBeGreaterThanOrEqual(timings.firstContentfulPaint);
      expect(script.startTime, script.name).toBeGreaterThanOrEqual(timings.loadEventStart);
    }
    // The pages are written in the subset's characters: the full font files never load.
    expect(timings.fonts).toEqual([expect.stringMatching(/^\/assets\/jakarta-core-[\w-]+\.woff2$/)]);
    await expect(page.locator('head > link[rel="manifest"]')).toHaveAttribute(
      "href",
      "/manifest.webmanifest",
    );
  });
}

test("prices show the rupee sign in the brand font without loading the full font files", async ({
  page,
  gotoUsable,
}) => {
  await gotoUsable("/services");
  await expect(page.getByText("₹").first()).toBeVisible();
  const rupeeFaces = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.family.replace(/"/g, "") === "Jakarta" && face.unicodeRange === "U+20B9")
      .map((face) => face.status);
  });
  expect(rupeeFaces).toEqual(["loaded"]);
  expect((await page.evaluate(loadTimings)).fonts).toHaveLength(1);
});

test("where React runs, the notification area loads on the first key press, not with the page", async ({
  page,
  gotoUsable,
}) => {
  await gotoUsable("/contact");
  const notificationScripts = () =>
    page.evaluate(
      () =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => /\/assets\/notifications-[\w-]+\.js$/.test(entry.name)).length,
    );
  // The area is there from the start, as an empty live region...
  const area = page.getByRole("region", { name: /^Notifications/ });
  await expect(area).toHaveAttribute("aria-live", "polite");
  // ...but its code is not, even given the time it would need to arrive on its own.
  await page.waitForTimeout(500);
  expect(await notificationScripts()).toBe(0);
  await page.keyboard.press("Tab");
  await expect.poll(notificationScripts).toBe(1);
  await expect(area).toHaveCount(1);
  await expect(area).toHaveAttribute("aria-live", "polite");
});

test.describe("what the server sends", () => {
  const SECURITY = {
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": "DENY",
  };

  test("pages: brotli when accepted (else gzip), revalidated, with the security headers", async ({
    request,
  }) => {
    for (const path of ["/", "/services", "/testimonials", "/contact?subject=Website"]) {
      for (const [accept, encoding] of [
        ["gzip, deflate, br", "br"],
        ["gzip", "gzip"],
      ] as const) {
        const response = await request.get(path, { headers: { "accept-encoding": accept } });
        const headers = response.headers();
        expect(response.status(), path).toBe(200);
        expect(headers["content-encoding"], `${path} ${accept}`).toBe(encoding);
        expect(headers["cache-control"], path).toMatch(/max-age=0|no-cache|must-revalidate/);
        expect(headers, path).toMatchObject(SECURITY);
      }
    }
  });

  test("health: /healthz and /readyz answer 200, never cached", async ({ request }) => {
    for (const [path, status] of [
      ["/healthz", "ok"],
      ["/readyz", "ready"],
    ]) {
      const response = await request.get(path!);
      expect(response.status(), path).toBe(200);
      expect(await response.json(), path).toEqual({ status });
      expect(response.headers()["cache-control"], path).toBe("no-store");
    }
  });

  test("hashed assets: cached for a year, immutable, compressed, with the security headers", async ({
    request,
  }) => {
    // The home page names the site script and the font; the contact page, React's files and the stylesheet.
    const html = (await (await request.get("/")).text()) + (await (await request.get("/contact")).text());
    const assets = [...html.matchAll(/"(\/assets\/[\w.-]+\.(?:css|js|woff2))\\?"/g)].map(
      (match) => match[1]!,
    );
    expect(assets.some((asset) => asset.endsWith(".css"))).toBe(true);
    expect(assets.some((asset) => asset.endsWith(".js"))).toBe(true);
    for (const asset of new Set(assets)) {
      const response = await request.get(asset, { headers: { "accept-encoding": "br" } });
      const headers = response.headers();
      expect(response.status(), asset).toBe(200);
      expect(headers["cache-control"], asset).toBe("public, max-age=31536000, immutable");
      // Fonts are compressed already; a file under 1 KB is not worth it.
      const worthCompressing = !asset.endsWith(".woff2") && (await response.body()).length > 1024;
      if (worthCompressing) expect(headers["content-encoding"], asset).toBe("br");
      expect(headers, asset).toMatchObject(SECURITY);
    }
  });
});

test.describe("when the notification code cannot be fetched", () => {
  test.use({ allowConsoleErrors: [/Failed to load resource/] });

  test("the page carries on with its empty notification area", async ({ page, gotoUsable }) => {
    await page.route(/\/assets\/notifications-[\w-]+\.js$/, (route) => route.abort());
    const failed = page.waitForEvent("requestfailed", (request) => /notifications-/.test(request.url()));
    await gotoUsable("/contact");
    await page.keyboard.press("Tab");
    await failed;
    await nextFrames(page, 10);
    await expect(page.getByRole("region", { name: /^Notifications/ })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading("contact"));
    await expect(page.getByText("Something went wrong")).toHaveCount(0);
  });
});
