import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("services", "routes/services.tsx"),
  route("careers", "routes/careers.tsx"),
  route("testimonials", "routes/testimonials.tsx"),
  route("contact", "routes/contact.tsx"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("manifest.webmanifest", "routes/manifest[.]webmanifest.ts"),
  route("api/admin", "routes/api.admin.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
