import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("services", "routes/services.tsx"),
  route("careers", "routes/careers.tsx"),
  route("testimonials", "routes/testimonials.tsx"),
  route("contact", "routes/contact.tsx"),
  route("api/admin", "routes/api.admin.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
