/**
 * The site's pages, in menu order: a new page is one entry here plus its route module
 * (docs/decisions/0009-one-page-registry.md), its name in the menus in each language (i18n/en.ts
 * and hi.ts, `pages`), and its title and description among the owner's
 * texts (a part `meta` of its section, lib/schemas/content/pages.ts, with a new site's value and
 * an upgrade step: sections.server.ts; then lib/content-views.ts `siteTexts`). Read by
 * app/routes.ts at build time: relative imports only.
 */

/** A page's title and description in the browser's tab, search results and share previews. */
export interface PageListing {
  title: string;
  description: string;
}

type ChangeFrequency = "weekly" | "monthly" | "yearly";

export interface SitePage {
  /** Key of its title and description in the owner's texts (SiteDetails' listings); names its share image */
  id: "home" | "about" | "services" | "careers" | "testimonials" | "contact" | "privacy" | "privacyRequest";
  path: `/${string}`;
  /** False for a page the menus leave out (the privacy notice: linked from the footer's last line) */
  inMenu?: false;
  /** Route module, relative to app/ */
  module: `routes/${string}`;
  sitemap: { priority: number; changefreq: ChangeFrequency };
}

export const pages = [
  {
    id: "home",
    path: "/",
    module: "routes/home.tsx",
    sitemap: { priority: 1.0, changefreq: "monthly" },
  },
  {
    id: "about",
    path: "/about",
    module: "routes/about.tsx",
    sitemap: { priority: 0.7, changefreq: "yearly" },
  },
  {
    id: "services",
    path: "/services",
    module: "routes/services.tsx",
    sitemap: { priority: 0.9, changefreq: "monthly" },
  },
  {
    id: "careers",
    path: "/careers",
    module: "routes/careers.tsx",
    sitemap: { priority: 0.7, changefreq: "monthly" },
  },
  {
    id: "testimonials",
    path: "/testimonials",
    module: "routes/testimonials.tsx",
    sitemap: { priority: 0.6, changefreq: "weekly" },
  },
  {
    id: "contact",
    path: "/contact",
    module: "routes/contact.tsx",
    sitemap: { priority: 0.8, changefreq: "yearly" },
  },
  {
    id: "privacy",
    path: "/privacy",
    module: "routes/privacy.tsx",
    inMenu: false,
    sitemap: { priority: 0.3, changefreq: "yearly" },
  },
  {
    id: "privacyRequest",
    path: "/privacy/request",
    module: "routes/privacy-request.tsx",
    inMenu: false,
    sitemap: { priority: 0.2, changefreq: "yearly" },
  },
] as const satisfies readonly SitePage[];

export type PageId = (typeof pages)[number]["id"];

export function page(id: PageId): SitePage {
  const found = pages.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No page "${id}" in the registry.`);
  return found;
}

/** A page's title and description, as the owner wrote them. */
export function listingOf(
  site: { listings: Record<PageId, PageListing> },
  entry: Pick<SitePage, "id">,
): PageListing {
  return site.listings[entry.id];
}

/** The share image the server draws for a page, in a language (server/content/share-images.server.tsx). */
export function shareImagePath(entry: Pick<SitePage, "id">, lang: "en" | "hi" = "en"): string {
  return lang === "en" ? `/og/${entry.id}.png` : `/og/${entry.id}.${lang}.png`;
}
