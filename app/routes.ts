import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { pages, type SitePage } from "./config/pages";

/** The route table: one route per registered page (config/pages.ts), then the files, the back office and the 404. */
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
  route("og/:image", "routes/og-image.ts"),
  route("api/admin", "routes/api.admin.ts"),
  // For load balancers and container runtimes (docs in README).
  route("healthz", "routes/healthz.ts"),
  route("readyz", "routes/readyz.ts"),
  // The back office: not linked from the site, noindex, kept out of robots.txt.
  ...prefix("admin", [
    route("sign-in", "routes/admin/sign-in.tsx"),
    route("sign-in/two-factor", "routes/admin/two-factor.tsx"),
    route("sign-out", "routes/admin/sign-out.tsx"),
    route("invite/:token", "routes/admin/invite.tsx"),
    route("summary.json", "routes/admin/summary.ts"),
    route("messages.csv", "routes/admin/messages-csv.ts"),
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("testimonials", "routes/admin/testimonials.tsx"),
      route("messages", "routes/admin/messages.tsx"),
      route("messages/:id", "routes/admin/message.tsx"),
      route("account", "routes/admin/account.tsx"),
      route("staff", "routes/admin/staff.tsx"),
      route("audit", "routes/admin/audit.tsx"),
      route("notifications", "routes/admin/notifications.tsx"),
      route("content", "routes/admin/content.tsx"),
      route("content/:section", "routes/admin/content-section.tsx"),
      // Any other back-office address: its own 404 in the back office's frame, after signing in.
      route("*", "routes/admin/not-found.tsx"),
    ]),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
