import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { pages, type SitePage } from "./config/pages";
import { HINDI_PREFIX } from "./i18n/languages";

/**
 * The route table: one route per registered page (config/pages.ts) and the same module again under
 * /hi for its Hindi (its id the module's with "@hi"; the loaders read the language from the
 * address, i18n/languages.ts), then the files, the back office and the 404s.
 */
export function pageRoutes(list: readonly SitePage[]) {
  return [
    ...list.map((entry) =>
      entry.path === "/" ? index(entry.module) : route(entry.path.slice(1), entry.module),
    ),
    ...list.map((entry) =>
      route(`${HINDI_PREFIX.slice(1)}${entry.path === "/" ? "" : entry.path}`, entry.module, {
        id: hindiRouteId(entry.module),
      }),
    ),
  ];
}

/** A page's Hindi route's id: its module's, with "@hi" (entry.server.tsx finds its styles by it). */
export const hindiRouteId = (module: string) => `${module.replace(/\.tsx?$/, "")}@hi`;

export default [
  ...pageRoutes(pages),
  // A privacy request's link (issue 27), in the language it was asked in.
  route("privacy/request/:token", "routes/privacy-request-link.tsx"),
  route(`${HINDI_PREFIX.slice(1)}/privacy/request/:token`, "routes/privacy-request-link.tsx", {
    id: hindiRouteId("routes/privacy-request-link.tsx"),
  }),
  route(`${HINDI_PREFIX.slice(1)}/*`, "routes/not-found.tsx", { id: hindiRouteId("routes/not-found.tsx") }),
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
      route("templates", "routes/admin/templates.tsx"),
      route("visitors", "routes/admin/visitors.tsx"),
      route("account", "routes/admin/account.tsx"),
      route("staff", "routes/admin/staff.tsx"),
      route("audit", "routes/admin/audit.tsx"),
      route("privacy", "routes/admin/privacy.tsx"),
      route("requests", "routes/admin/requests.tsx"),
      route("notifications", "routes/admin/notifications.tsx"),
      route("content", "routes/admin/content.tsx"),
      route("content/:section", "routes/admin/content-section.tsx"),
      // Any other back-office address: its own 404 in the back office's frame, after signing in.
      route("*", "routes/admin/not-found.tsx"),
    ]),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
