import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { pages, type SitePage } from "./config/pages";

/** The route table: one route per registered page (config/pages.ts), then the files and the 404. */
export function pageRoutes(list: readonly SitePage[]) {
  return list.map((entry) =>
    entry.path === "/" ? index(entry.module) : route(entry.path.slice(1), entry.module),
  );
}

export default [
  ...pageRoutes(pages),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("manifest.webmanifest", "routes/manifest[.]webmanifest.ts"),
  route("api/admin", "routes/api.admin.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
