import { pages, type SitePage } from "~/config/pages";
import { site } from "~/config/site";

/** Every registered page. Content changes only with a build, so lastmod is the build date. */
export function sitemapXml(list: readonly SitePage[], siteUrl: string, lastmod: string): string {
  const urls = list
    .map(
      ({ path, sitemap }) =>
        `  <url><loc>${siteUrl}${path}</loc><lastmod>${lastmod}</lastmod><changefreq>${sitemap.changefreq}</changefreq><priority>${sitemap.priority.toFixed(1)}</priority></url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function loader() {
  const xml = sitemapXml(pages, site.url, new Date().toISOString().slice(0, 10));
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
