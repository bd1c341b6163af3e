import type { MetaDescriptor } from "react-router";
import type { Thing, WithContext } from "schema-dts";
import type { SiteDetails } from "~/lib/site-details";
import { listingOf, shareImagePath, type SitePage } from "~/config/pages";
import { breadcrumbJsonLd, businessJsonLd, webPageJsonLd } from "~/lib/structured-data";
import { LANGUAGES, LOCALES, localPath } from "~/i18n/languages";
import { stringsFor } from "~/i18n/strings";

/** Absolute URL of a path on the live site. */
export function absoluteUrl(site: Pick<SiteDetails, "url">, path: string): string {
  return `${site.url}${path === "/" ? "/" : path}`;
}

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Structured data of a page, besides the business itself and its breadcrumb trail. */
export type PageJsonLd = WithContext<Thing>[];

/**
 * The page in each language, for search engines (`hreflang`), and English for a reader whose
 * language is neither (`x-default`): on every page, in the head and in the sitemap.
 */
export function languageAlternates(site: Pick<SiteDetails, "url">, page: Pick<SitePage, "path">) {
  return [
    ...LANGUAGES.map((lang) => ({
      hreflang: LOCALES[lang].hreflang,
      href: absoluteUrl(site, localPath(lang, page.path)),
    })),
    { hreflang: "x-default", href: absoluteUrl(site, page.path) },
  ];
}

/**
 * Everything a search engine or a share preview reads, in the page's language: title,
 * description, canonical link (the page itself), its other languages, Open Graph, Twitter card
 * and JSON-LD.
 */
export function pageMetaTags(site: SiteDetails, page: SitePage, jsonLd: PageJsonLd = []): MetaDescriptor[] {
  const meta = listingOf(site, page);
  const path = localPath(site.lang, page.path);
  const url = absoluteUrl(site, path);
  const image = `${site.url}${shareImagePath(page, site.lang)}`;
  const structured: WithContext<Thing>[] = [businessJsonLd(site), webPageJsonLd(site, url, meta.title)];
  // Inner pages sit one level below the home page.
  if (page.path !== "/") {
    structured.push(breadcrumbJsonLd(site, stringsFor(site.lang).pages[page.id].label, path));
  }
  structured.push(...jsonLd);
  const otherLocales = LANGUAGES.filter((lang) => lang !== site.lang).map((lang) => LOCALES[lang].og);
  return [
    { title: meta.title },
    { name: "description", content: meta.description },
    { tagName: "link", rel: "canonical", href: url },
    ...languageAlternates(site, page).map(({ hreflang, href }) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: hreflang,
      href,
    })),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: LOCALES[site.lang].og },
    ...otherLocales.map((locale) => ({ property: "og:locale:alternate", content: locale })),
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
