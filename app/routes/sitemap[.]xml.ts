import { pages, type SitePage } from "~/config/pages";
import type { Route } from "./+types/sitemap[.]xml";
import { publishedSite } from "~/server/content/page-content.server";
import { siteUrl } from "~/server/site-env.server";
import { LANGUAGES, localPath } from "~/i18n/languages";
import { absoluteUrl, languageAlternates } from "~/lib/seo";

/**
 * Every registered page in each language, with its other languages (`xhtml:link`, as in the
 * pages' heads), last modified when the owner last published (or the site was deployed, if later).
 */
export function sitemapXml(list: readonly SitePage[], siteUrl: string, lastmod: string): string {
  const urls = list.flatMap((entry) => {
    const alternates = languageAlternates({ url: siteUrl }, entry)
      .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`)
      .join("");
    const { changefreq, priority } = entry.sitemap;
    return LANGUAGES.map(
      (lang) =>
        `  <url><loc>${absoluteUrl({ url: siteUrl }, localPath(lang, entry.path))}</loc><lastmod>${lastmod}</lastmod><changefreq>${changefreq}</changefreq><priority>${priority.toFixed(1)}</priority>${alternates}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export async function loader({ context }: Route.LoaderArgs) {
  const { lastPublishedAt } = await publishedSite(context);
  const xml = sitemapXml(pages, siteUrl(), lastPublishedAt.toISOString().slice(0, 10));
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
