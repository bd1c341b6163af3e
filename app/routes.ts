import { type RouteConfig, index, route } from "@react-router/dev/routes";

/** See react-router.config.ts: the benchmark's client-only build swaps in routes without server code. */
const spa = process.env.SPA_BENCH_BUILD === "1";

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("services", "routes/services.tsx"),
  route("careers", "routes/careers.tsx"),
  route("testimonials", spa ? "routes/spa/testimonials.tsx" : "routes/testimonials.tsx"),
  route("contact", spa ? "routes/spa/contact.tsx" : "routes/contact.tsx"),
  ...(spa
    ? [route("*", "routes/spa/not-found.tsx")]
    : [
        route("sitemap.xml", "routes/sitemap[.]xml.ts"),
        route("robots.txt", "routes/robots[.]txt.ts"),
        route("manifest.webmanifest", "routes/manifest[.]webmanifest.ts"),
        route("api/admin", "routes/api.admin.ts"),
        route("*", "routes/not-found.tsx"),
      ]),
] satisfies RouteConfig;
