import type { MetaDescriptor } from "react-router";
import type { Thing, WithContext } from "schema-dts";
import type { SiteDetails } from "~/lib/site-details";
import { listingOf, shareImagePath, type SitePage } from "~/config/pages";
import { breadcrumbJsonLd, businessJsonLd } from "~/lib/structured-data";

/** Absolute URL of a path on the live site. */
export function absoluteUrl(site: Pick<SiteDetails, "url">, path: string): string {
  return `${site.url}${path === "/" ? "/" : path}`;
}

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Structured data of a page, besides the business itself and its breadcrumb trail. */
export type PageJsonLd = WithContext<Thing>[];

/**
 * Everything a search engine or a share preview reads: title, description,
 * canonical link, Open Graph, Twitter card and JSON-LD.
 */
export function pageMetaTags(site: SiteDetails, page: SitePage, jsonLd: PageJsonLd = []): MetaDescriptor[] {
  const meta = listingOf(site, page);
  const url = absoluteUrl(site, page.path);
  const image = `${site.url}${shareImagePath(page)}`;
  const structured: WithContext<Thing>[] = [businessJsonLd(site)];
  // Inner pages sit one level below the home page.
  if (page.path !== "/") structured.push(breadcrumbJsonLd(site, page.label, page.path));
  structured.push(...jsonLd);
  return [
    { title: meta.title },
    { name: "description", content: meta.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: "en_IN" },
    { property: "og:url", content: url },
    { property: "og:title", content: meta.title },
    { property: "og:description", content: meta.description },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(OG_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(OG_IMAGE_SIZE.height) },
    { property: "og:image:alt", content: meta.title },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: meta.title },
    { name: "twitter:description", content: meta.description },
    { name: "twitter:image", content: image },
    ...structured.map((data) => ({ "script:ld+json": data })),
  ];
}
