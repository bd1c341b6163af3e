import type { MetaDescriptor } from "react-router";
import type { Thing, WithContext } from "schema-dts";
import { site } from "~/config/site";
import type { PageMeta } from "~/content/types";
import { breadcrumbJsonLd, businessJsonLd } from "~/lib/structured-data";

/** Absolute URL of a path on the live site. */
export function absoluteUrl(path: string): string {
  return `${site.url}${path === "/" ? "/" : path}`;
}

/** The share image made at build time for a page (scripts/generate-images.tsx). */
export function ogImagePath(path: string): string {
  return `/og/${path === "/" ? "home" : path.replace(/^\//, "").replace(/\//g, "-")}.png`;
}

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export interface PageSeo {
  /** The page's name in the breadcrumb trail (inner pages) */
  breadcrumb?: string;
  /** Structured data of this page, besides the business itself */
  jsonLd?: WithContext<Thing>[];
}

/**
 * Everything a search engine or a share preview reads: title, description,
 * canonical link, Open Graph, Twitter card and JSON-LD.
 */
export function pageMetaTags(meta: PageMeta, path: string, seo: PageSeo = {}): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const image = `${site.url}${ogImagePath(path)}`;
  const structured: WithContext<Thing>[] = [businessJsonLd()];
  if (seo.breadcrumb) structured.push(breadcrumbJsonLd(seo.breadcrumb, path));
  structured.push(...(seo.jsonLd ?? []));
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
