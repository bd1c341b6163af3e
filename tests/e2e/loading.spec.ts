import { expect, test } from "./fixtures";
import { sitePages } from "./site-data";

/*
 * How a page loads (docs/decisions/0007, 0014, 0026): the first paint needs only HTML, the CSS the
 * page carries and one small font; the site script, the only script a public page loads, is asked
 * for after load and paint.
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
  test(`${route.path}: no framework and no stylesheet request; the site script after the first paint`, async ({
    page,
    request,
    gotoUsable,
  }) => {
    const html = await (await request.get(route.path)).text();
    expect(html).not.toContain('rel="modulepreload"');
    // Nothing preloaded: a first page is drawn in the fallback font (the test below).
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain('<html lang="en-IN" data-font="fallback">');
    // The page carries its rules: it links no stylesheet, and loads no React.
    expect(html.includes('rel="stylesheet"'), "links a stylesheet").toBe(false);
    expect(html).not.toContain("__reactRouterContext");
    expect(html).not.toMatch(/<script[^>]+type="module"/);
    // Nothing else is fetched before the page shows (decision 17): the favicon is in the page, and
    // the manifest is linked only for a browser without JavaScript until the head script links it.
    const icons = [...html.matchAll(/<link rel="icon" href="([^"]*)"/g)].map((match) => match[1]);
    expect(icons).toEqual([expect.stringMatching(/^data:image\/svg\+xml,/)]);
    expect(html.replace(/<noscript>.*?<\/noscript>/gs, "")).not.toMatch(/<link[^>]*rel="manifest"/);

    await gotoUsable(route.path);
    const timings = await page.evaluate(loadTimings);
    expect(timings.stylesheets, "requests a stylesheet").toEqual([]);
    // The site's own script is all a page loads: no React, no React Router.
    expect(timings.scripts.map((script) => new URL(script.name).pathname)).toEqual([
      expect.stringMatching(/^\/assets\/site-script-[\w-]+\.js$/),
    ]);
    // At most 10 KB as sent (brotli), all of it.
    const script = await request.get(timings.scripts[0]!.name, { headers: { "accept-encoding": "br" } });
    expect(script.headers()["content-encoding"]).toBe("br");
    expect(Number(script.headers()["content-length"])).toBeLessThanOrEqual(10 * 1024);
    // Every script, the site's own included, is asked for after load and the first paint.
    for (const script of timings.scripts) {
      expect(script.startTime, script.name).toBeGreaterThanOrEqual(timings.firstContentfulPaint);
      expect(script.startTime, script.name).toBeGreaterThanOrEqual(timings.loadEventStart);
    }
    // The font is fetched by the site script, for the next page; the pages are written in the
    // subset's characters, so the full font files never load.
    await expect
      .poll(async () => (await page.evaluate(loadTimings)).fonts)
      .toEqual([expect.stringMatching(/^\/assets\/jakarta-core-[\w-]+\.woff2$/)]);
    await expect(page.locator('head > link[rel="manifest"]')).toHaveAttribute(
      "href",
      "/manifest.webmanifest",
    );
  });
}

test("the site script starts without asking the browser's locale data (the forms' pages, in both languages)", async ({
  page,
  gotoUsable,
}) => {
  // A browser's first locale-aware formatting loads its number or date data: tens of
  // milliseconds of one task on a slow phone, as the page becomes usable (decision 38).
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { localeCalls: string[] }).localeCalls = calls;
    const watch = <T extends object>(owner: T, name: keyof T & string, label: string) => {
      const original = owner[name] as unknown as (...args: unknown[]) => unknown;
      Object.defineProperty(owner, name, {
        configurable: true,
        writable: true,
        value: function (this: unknown, ...args: unknown[]) {
          calls.push(label);
          return new.target
            ? Reflect.construct(original, args, new.target)
            : Reflect.apply(original, this, args);
        },
      });
    };
    watch(Number.prototype, "toLocaleString", "Number#toLocaleString");
    watch(Date.prototype, "toLocaleString", "Date#toLocaleString");
    watch(Date.prototype, "toLocaleDateString", "Date#toLocaleDateString");
    watch(Date.prototype, "toLocaleTimeString", "Date#toLocaleTimeString");
    watch(String.prototype, "localeCompare", "String#localeCompare");
    for (const name of [
      "NumberFormat",
      "DateTimeFormat",
      "Collator",
      "PluralRules",
      "RelativeTimeFormat",
    ] as const)
      watch(Intl, name, `Intl.${name}`);
  });
  for (const path of ["/contact", "/testimonials", "/hi/contact", "/hi/testimonials"]) {
    await gotoUsable(path);
    expect(
      await page.evaluate(() => (window as unknown as { localeCalls: string[] }).localeCalls),
      path,
    ).toEqual([]);
  }
});

test("the 404 page and a refused post's page load no React either", async ({ request }) => {
  const pages = [
    await request.get("/no-such-page"),
    await request.post("/contact", { form: { name: "", email: "", message: "" }, maxRedirects: 0 }),
  ];
  expect(pages.map((page) => page.status())).toEqual([404, 400]);
  for (const page of pages) {
    const html = await page.text();
    expect(html).toContain("<style>");
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain("__reactRouterContext");
    expect(html).not.toMatch(/<script[^>]+type="module"/);
  }
});

/** The font each page is drawn in, and when the core font was fetched. */
const fontState = () => {
  const font = performance
    .getEntriesByType("resource")
    .find((entry) => entry.name.includes("/assets/jakarta-core-")) as PerformanceResourceTiming | undefined;
  return {
    drawnIn: document.documentElement.dataset.font,
    headingFont: getComputedStyle(document.querySelector("h1")!).fontFamily,
    firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
    fontFetchedAt: font?.startTime,
    fontFromCache: font ? font.transferSize === 0 : undefined,
  };
};

test("a first page waits for no font; the site script fetches it, and the next page is drawn in it from the start", async ({
  page,
  gotoUsable,
}) => {
  await gotoUsable("/about");
  const first = await page.evaluate(fontState);
  expect(first.drawnIn).toBe("fallback");
  expect(first.headingFont).toMatch(/^"Jakarta Rupee", "Jakarta Fallback"/);
  // Fetched after the page showed, by the site script, which marks it as in the cache.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("site-font-cached"))).toBe("1");
  const fetched = await page.evaluate(fontState);
  expect(fetched.fontFetchedAt).toBeGreaterThan(fetched.firstContentfulPaint);

  await gotoUsable("/services");
  const next = await page.evaluate(fontState);
  expect(next.drawnIn).toBe("brand");
  expect(next.headingFont).toMatch(/^Jakarta, "Jakarta Fallback"/);
  expect(next.fontFromCache).toBe(true);
  expect(await page.evaluate(() => document.fonts.check('1em "Jakarta"'))).toBe(true);
});

test("prices show the rupee sign in the brand font without loading the full font files", async ({
  page,
  gotoUsable,
}) => {
  await gotoUsable("/services");
  await expect(page.getByText("₹").first()).toBeVisible();
  const rupeeFaces = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.family.replace(/"/g, "") === "Jakarta Rupee" && face.unicodeRange === "U+20B9")
      .map((face) => face.status);
  });
  expect(rupeeFaces).toEqual(["loaded"]);
  // The full font files (plus-jakarta-sans-latin-*) never load; at most the core font does.
  for (const font of (await page.evaluate(loadTimings)).fonts)
    expect(font).toMatch(/^\/assets\/jakarta-core-/);
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
    for (const [path, body] of [
      ["/healthz", { status: "ok" }],
      ["/readyz", { status: "ready", content: "loaded" }],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.json(), path).toEqual(body);
      expect(response.headers()["cache-control"], path).toBe("no-store");
    }
  });

  test("hashed assets: cached for a year, immutable, compressed, with the security headers", async ({
    request,
  }) => {
    // The home page names the site script and the font; the back office, React's files and the stylesheet.
    const html =
      (await (await request.get("/")).text()) + (await (await request.get("/admin/sign-in")).text());
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
