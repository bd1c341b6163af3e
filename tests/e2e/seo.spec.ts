import { shareImagePath } from "../../app/config/pages";
import { site } from "../../app/config/site";
import { expect, test } from "./fixtures";
import { sitePages } from "./site-data";

/**
 * What search engines and share previews read, on every page of the
 * registry. Runs once (project "seo"): none of it depends on the viewport.
 */

// The build read the same SITE_* variables, with the same defaults.
const siteUrl = site.url;

type JsonLd = Record<string, unknown> & { "@type": string };

function pngSize(buffer: Buffer) {
  expect(buffer.subarray(1, 4).toString("ascii")).toBe("PNG");
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

test.use({ javaScriptEnabled: false });

for (const route of sitePages) {
  test(`${route.path}: title, description, canonical, Open Graph, Twitter card and JSON-LD`, async ({
    page,
    request,
  }) => {
    await page.goto(route.path);
    const head = page.locator("head");
    const title = await page.title();
    expect(title.length).toBeGreaterThan(10);
    const meta = async (selector: string) => head.locator(selector).getAttribute("content");
    const description = await meta('meta[name="description"]');
    expect(description?.length).toBeGreaterThan(50);

    const url = `${siteUrl}${route.path}`;
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", url);
    expect(await meta('meta[property="og:type"]')).toBe("website");
    expect(await meta('meta[property="og:url"]')).toBe(url);
    expect(await meta('meta[property="og:title"]')).toBe(title);
    expect(await meta('meta[property="og:description"]')).toBe(description);
    expect(await meta('meta[property="og:site_name"]')).toBeTruthy();
    expect(await meta('meta[property="og:locale"]')).toBe("en_IN");
    expect(await meta('meta[name="twitter:card"]')).toBe("summary_large_image");
    expect(await meta('meta[name="twitter:title"]')).toBe(title);
    expect(await meta('meta[name="twitter:description"]')).toBe(description);

    // The share image made for this page, and served.
    const image = await meta('meta[property="og:image"]');
    expect(image).toBe(`${siteUrl}${shareImagePath(route)}`);
    expect(await meta('meta[name="twitter:image"]')).toBe(image);
    const imageResponse = await request.get(shareImagePath(route));
    expect(imageResponse.status()).toBe(200);
    expect(imageResponse.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await imageResponse.body())).toEqual({ width: 1200, height: 630 });

    const blocks = (await head.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as JsonLd,
    );
    const business = blocks.find((block) => block["@type"] === "ProfessionalService");
    expect(business).toMatchObject({
      "@context": "https://schema.org",
      address: {
        "@type": "PostalAddress",
        addressLocality: "Patna",
        addressRegion: "Bihar",
        addressCountry: "IN",
      },
      telephone: expect.stringMatching(/^\+?[\d\s-]+$/),
      email: expect.stringContaining("@"),
      openingHoursSpecification: { opens: "09:00", closes: "18:00" },
      sameAs: expect.arrayContaining([
        expect.stringContaining("facebook"),
        expect.stringContaining("linkedin"),
      ]),
    });
    const breadcrumb = blocks.find((block) => block["@type"] === "BreadcrumbList");
    // Every page but the home page sits under Home in the breadcrumb trail.
    if (route.id !== "home") {
      expect(breadcrumb).toMatchObject({
        itemListElement: [
          { position: 1, name: "Home", item: `${siteUrl}/` },
          { position: 2, name: route.label, item: url },
        ],
      });
    } else {
      expect(breadcrumb).toBeUndefined();
    }
    // The business's own testimonials never become review markup.
    const all = JSON.stringify(blocks);
    expect(all).not.toMatch(/"Review"|"AggregateRating"|"reviewRating"/);
  });
}

test("every page title is unique", async ({ page }) => {
  const seen = new Set<string>();
  for (const route of sitePages) {
    await page.goto(route.path);
    seen.add(await page.title());
  }
  expect(seen.size).toBe(sitePages.length);
});

test("/services describes each priced service with offers in rupees", async ({ page }) => {
  await page.goto("/services");
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as JsonLd & { offers?: Array<Record<string, unknown>> },
  );
  const services = blocks.filter((block) => block["@type"] === "Service");
  expect(services).toHaveLength(10);
  for (const service of services) {
    expect(service.provider).toEqual({ "@id": `${siteUrl}/#business` });
    expect(service.offers?.length).toBeGreaterThan(0);
  }
  const web = services.find((service) => service.name === "Website & App Development");
  expect(web?.offers).toContainEqual(
    expect.objectContaining({
      name: "E-commerce (Website & App Development)",
      price: 124999,
      priceCurrency: "INR",
    }),
  );
  const marketing = services.find((service) => service.name === "Digital Marketing");
  expect(marketing?.offers?.[0]).toMatchObject({
    price: 12999,
    priceCurrency: "INR",
    priceSpecification: { "@type": "UnitPriceSpecification", unitText: "month" },
  });
});

test("/careers has a JobPosting for each of the seven openings", async ({ page }) => {
  await page.goto("/careers");
  const postings = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as JsonLd)
    .filter((block) => block["@type"] === "JobPosting");
  expect(postings).toHaveLength(7);
  for (const posting of postings) {
    expect(posting).toMatchObject({
      title: expect.any(String),
      description: expect.any(String),
      skills: expect.any(String),
      employmentType: "FULL_TIME",
      datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      validThrough: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      hiringOrganization: { "@type": "Organization" },
      jobLocation: { address: { addressLocality: "Patna", addressRegion: "Bihar", addressCountry: "IN" } },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "INR",
        value: {
          "@type": "QuantitativeValue",
          unitText: "MONTH",
          minValue: expect.any(Number),
          maxValue: expect.any(Number),
        },
      },
    });
  }
  const consultant = postings.find((posting) => posting.title === "Business & Tax Consultant");
  expect(consultant?.baseSalary).toMatchObject({ value: { minValue: 25000, maxValue: 60000 } });
});

test("/contact has an FAQPage with the four questions", async ({ page }) => {
  await page.goto("/contact");
  const faq = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as JsonLd & { mainEntity?: Array<Record<string, unknown>> })
    .find((block) => block["@type"] === "FAQPage");
  expect(faq?.mainEntity).toHaveLength(4);
  for (const question of faq?.mainEntity ?? []) {
    expect(question).toMatchObject({
      "@type": "Question",
      name: expect.any(String),
      acceptedAnswer: { "@type": "Answer" },
    });
  }
  // Each question in the data is also on the page.
  for (const question of faq?.mainEntity ?? []) {
    await expect(page.locator("summary", { hasText: String(question.name) })).toBeVisible();
  }
});

/** A page's address in Hindi: "/" is "/hi", "/about" "/hi/about". */
const hindiPath = (path: string) => (path === "/" ? "/hi" : `/hi${path}`);

/** The alternates every page names, in its head and in the sitemap: both languages, English by default. */
const alternatesOf = (path: string) => [
  { hreflang: "en-IN", href: `${siteUrl}${path}` },
  { hreflang: "hi-IN", href: `${siteUrl}${hindiPath(path)}` },
  { hreflang: "x-default", href: `${siteUrl}${path}` },
];

test("sitemap.xml lists every page in both languages with lastmod, each with its alternates", async ({
  request,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();
  const entries = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1]!);
  const locations = entries.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)![1]);
  expect(locations.sort()).toEqual(
    sitePages.flatMap((route) => [`${siteUrl}${route.path}`, `${siteUrl}${hindiPath(route.path)}`]).sort(),
  );
  expect([...xml.matchAll(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)]).toHaveLength(sitePages.length * 2);
  for (const route of sitePages) {
    for (const path of [route.path, hindiPath(route.path)]) {
      const entry = entries.find((candidate) => candidate.includes(`<loc>${siteUrl}${path}</loc>`))!;
      const links = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)];
      expect(links.map(([, hreflang, href]) => ({ hreflang, href }))).toEqual(alternatesOf(route.path));
    }
  }
});

for (const route of sitePages) {
  test(`${route.path} and ${hindiPath(route.path)}: each its own canonical, both naming the other (hreflang), the language in the markup`, async ({
    page,
  }) => {
    for (const [path, lang] of [
      [route.path, "en-IN"],
      [hindiPath(route.path), "hi-IN"],
    ] as const) {
      await page.goto(path);
      const head = page.locator("head");
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteUrl}${path}`);
      const alternates = await head
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((link) => ({ hreflang: link.getAttribute("hreflang"), href: link.getAttribute("href") })),
        );
      expect(alternates).toEqual(alternatesOf(route.path));
      await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute(
        "content",
        lang.replace("-", "_"),
      );
      const blocks = await head
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent!) as JsonLd));
      expect(blocks.find((block) => block["@type"] === "WebPage")).toMatchObject({
        url: `${siteUrl}${path}`,
        inLanguage: lang,
      });
      // The share image in the page's language: its own address, drawn on request.
      const image = await head.locator('meta[property="og:image"]').getAttribute("content");
      expect(image).toBe(`${siteUrl}${shareImagePath(route, lang === "hi-IN" ? "hi" : "en")}`);
      const png = await page.request.get(new URL(image!).pathname);
      expect(png.status()).toBe(200);
      expect(pngSize(await png.body())).toEqual({ width: 1200, height: 630 });
    }
  });
}

test("robots.txt allows all, keeps crawlers out of /admin and names the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const lines = (await response.text()).split("\n");
  expect(lines).toEqual(
    expect.arrayContaining([
      "User-agent: *",
      "Allow: /",
      "Disallow: /admin",
      `Sitemap: ${siteUrl}/sitemap.xml`,
    ]),
  );
});

test("favicons, app icons, manifest and theme colour", async ({ page, request }) => {
  await page.goto("/");
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", /^#[0-9a-f]{6}$/i);
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
  const manifest = (await (await request.get(manifestHref ?? "")).json()) as {
    name: string;
    start_url: string;
    icons: Array<{ src: string; sizes: string }>;
  };
  expect(manifest.start_url).toBe("/");
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    if (icon.src.endsWith(".png")) {
      const [width] = icon.sizes.split("x").map(Number);
      expect(pngSize(await response.body()).width).toBe(width);
    }
  }
  // The favicon is written into the page (no request before it shows): the same image as /favicon.svg.
  const [favicon] = await page
    .locator('link[rel="icon"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const svgText = (svg: string) => svg.trim().replace(/\s+/g, " ").replace(/"/g, "'");
  expect(decodeURIComponent(favicon!.replace(/^data:image\/svg\+xml,/, ""))).toBe(
    svgText(await (await request.get("/favicon.svg")).text()),
  );
  expect(await page.locator('link[rel="icon"]').count()).toBe(1);
  for (const href of await page
    .locator('link[rel="apple-touch-icon"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
    expect((await request.get(href ?? "")).status(), href ?? "").toBe(200);
  }
  // The favicon.ico holds a 32x32 PNG.
  const ico = await (await request.get("/favicon.ico")).body();
  expect(ico.readUInt16LE(2)).toBe(1);
  expect(pngSize(ico.subarray(22)).width).toBe(32);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the manifest is linked all the same", async ({ page }) => {
    await page.goto("/about");
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  });
});

test("the Hindi pages are kept like the English ones: rendered once per publish, answered 304 when unchanged", async ({
  request,
}) => {
  for (const route of sitePages) {
    const path = hindiPath(route.path);
    const first = await request.get(path);
    expect(first.status(), path).toBe(200);
    const etag = first.headers().etag;
    expect(etag, `${path} comes from the page cache`).toBeTruthy();
    const again = await request.get(path, { headers: { "If-None-Match": etag! } });
    expect(again.status(), path).toBe(304);
  }
});

test("an address in other capitals (/HI/contact) is the Hindi page, canonically /hi/contact", async ({
  page,
}) => {
  const response = await page.goto("/HI/contact");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteUrl}/hi/contact`);
  await expect(page.locator('a[hreflang="en-IN"]').first()).toHaveAttribute("href", "/contact");
});
