import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { footerNavItems, navItems } from "~/components/nav-links";
import { pages, shareImagePath, type SitePage } from "~/config/pages";
import { pageMeta } from "~/content/meta";
import { noticeListings } from "~/lib/content-views";
import routeTable, { pageRoutes } from "~/routes";
import { sitemapXml } from "~/routes/sitemap[.]xml";

/** A page the site does not have, added the way a new page would be. */
const newPage: SitePage = {
  // Not a page the site has: its listing would be a new part of the owner's texts.
  id: "pricing" as SitePage["id"],
  path: "/pricing",
  module: "routes/pricing.tsx",
  sitemap: { priority: 0.5, changefreq: "monthly" },
};

describe("the page registry", () => {
  it("gives every page a route module, a title, a description and its own share image", () => {
    for (const entry of pages) {
      expect(existsSync(new URL(`../${entry.module}`, import.meta.url)), entry.module).toBe(true);
      const listing = { ...pageMeta, ...noticeListings("en") }[entry.id];
      expect(listing.title, entry.id).toBeTruthy();
      expect(listing.description, entry.id).toBeTruthy();
    }
    const images = pages.map((entry) => shareImagePath(entry));
    expect(new Set(images).size).toBe(pages.length);
    expect(new Set(pages.map((entry) => entry.path)).size).toBe(pages.length);
  });

  it("is the route table's list of pages", () => {
    const paths = routeTable.map((route) => (route.index ? "/" : `/${route.path}`));
    for (const entry of pages) expect(paths).toContain(entry.path);
  });

  it("carries a new page into the route table, menus and sitemap", () => {
    const extended = [...pages, newPage];
    const routes = pageRoutes(extended);
    expect(routes).toContainEqual(expect.objectContaining({ path: "pricing", file: "routes/pricing.tsx" }));
    expect(routes).toContainEqual(
      expect.objectContaining({ path: "hi/pricing", file: "routes/pricing.tsx", id: "routes/pricing@hi" }),
    );
    const xml = sitemapXml(extended, "https://example.in", "2026-01-01");
    const alternates =
      '<xhtml:link rel="alternate" hreflang="en-IN" href="https://example.in/pricing"/>' +
      '<xhtml:link rel="alternate" hreflang="hi-IN" href="https://example.in/hi/pricing"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://example.in/pricing"/>';
    for (const loc of ["https://example.in/pricing", "https://example.in/hi/pricing"]) {
      expect(xml).toContain(
        `<url><loc>${loc}</loc><lastmod>2026-01-01</lastmod><changefreq>monthly</changefreq><priority>0.5</priority>${alternates}</url>`,
      );
    }
    expect(xml.match(/<url>/g)).toHaveLength(extended.length * 2);
  });

  it("names every page in the menus of each language, at its address in that language", () => {
    expect(navItems("en").map((item) => item.label)).toEqual([
      "Home",
      "About",
      "Services",
      "Careers",
      "Testimonials",
      "Contact",
    ]);
    expect(footerNavItems("en")).toContainEqual({ to: "/about", label: "About Us" });
    expect(navItems("hi")).toContainEqual({ to: "/hi", label: "होम" });
    expect(navItems("hi")).toContainEqual({ to: "/hi/contact", label: "संपर्क" });
    for (const item of navItems("hi")) expect(item.label).toMatch(/[\u0900-\u097F]/);
  });
});
