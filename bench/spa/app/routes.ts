import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { pages } from "../../../app/config/pages";

/**
 * The app's pages; those whose real route module has server code (an
 * action or loader) get a client-only stand-in from routes/.
 */
const standIns: Record<string, string> = {
  "/contact": "routes/contact.tsx",
  "/testimonials": "routes/testimonials.tsx",
};

const moduleOf = (path: string, module: string) => standIns[path] ?? `../../../app/${module}`;

export default [
  ...pages.map((entry) =>
    entry.path === "/"
      ? index(moduleOf(entry.path, entry.module))
      : route(entry.path.slice(1), moduleOf(entry.path, entry.module)),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
