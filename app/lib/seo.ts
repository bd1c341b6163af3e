import type { MetaDescriptor } from "react-router";
import { site } from "~/config/site";
import type { PageMeta } from "~/content/types";

/** Absolute URL of a path on the live site. */
export function absoluteUrl(path: string): string {
  return `${site.url}${path === "/" ? "/" : path}`;
}

/** Title, description, canonical link and share-preview tags for a page. */
export function pageMetaTags(meta: PageMeta, path: string): MetaDescriptor[] {
  const url = absoluteUrl(path);
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
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: meta.title },
    { name: "twitter:description", content: meta.description },
  ];
}
