import { site } from "~/config/site";
import { publicRoutes } from "~/lib/public-routes";

export function loader() {
  const lastmod = new Date().toISOString().slice(0, 10);
  const urls = publicRoutes
    .map(
      (route) =>
        `  <url><loc>${site.url}${route.path}</loc><lastmod>${lastmod}</lastmod><changefreq>${route.changefreq}</changefreq><priority>${route.priority.toFixed(1)}</priority></url>`,
    )
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
