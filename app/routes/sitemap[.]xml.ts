import { pages, type SitePage } from "~/config/pages";
import type { Route } from "./+types/sitemap[.]xml";
import { publishedSite } from "~/server/content/page-content.server";
import { siteUrl } from "~/server/site-env.server";

/** Every registered page, last modified when the owner last published (or the site was deployed, if later). */
export function sitemapXml(list: readonly SitePage[], siteUrl: string, lastmod: string): string {
  const urls = list
    .map(
      ({ path, sitemap }) =>
        `  <url><loc>${siteUrl}${path}</loc><lastmod>${lastmod}</lastmod><changefreq>${sitemap.changefreq}</changefreq><priority>${sitemap.priority.toFixed(1)}</priority></url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export async function loader({ context }: Route.LoaderArgs) {
  const { lastPublishedAt } = await publishedSite(context);
  const xml = sitemapXml(pages, siteUrl(), lastPublishedAt.toISOString().slice(0, 10));
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
