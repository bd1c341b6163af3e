import type { Plugin } from "vite";

/*
 * Which route modules share code on a page's first load, for the client
 * build's chunk groups (vite.config.ts).
 *
 * Pages marked STATIC_PAGE (app/lib/static-page.ts) load no React: their
 * route modules reach the browser only when a React page navigates to them.
 * Code only they use (the job openings, the service cards) must not ride
 * along in the chunk every form page loads, and neither must code only the
 * back office uses. Reach is followed through static imports, so it errs on
 * the side of "used" (a package's index reaches all of the package).
 */

const CLIENT_ROUTE = "?__react-router-build-client-route";
const STATIC_ROUTE_SOURCE = /\bexport const handle = STATIC_PAGE\b/;
const BACK_OFFICE_ROUTE = /[\\/]app[\\/]routes[\\/]admin[\\/]/;

export interface FirstLoadGroups {
  /** Reached by a public route that hydrates (the root counts) */
  isPublic(id: string): boolean;
  /** Reached by routes that hydrate, all of them in the back office */
  isBackOfficeOnly(id: string): boolean;
  plugin: Plugin;
}

export function firstLoadGroups(): FirstLoadGroups {
  const staticRoutes = new Set<string>();
  /** Module id → the hydrating route modules (file paths) that reach it */
  const reachedBy = new Map<string, Set<string>>();

  const plugin: Plugin = {
    name: "first-load-groups",
    applyToEnvironment: (environment) => environment.name === "client",
    transform(code, id) {
      if (!id.includes("?") && STATIC_ROUTE_SOURCE.test(code)) staticRoutes.add(id);
    },
    buildEnd() {
      reachedBy.clear();
      for (const id of this.getModuleIds()) {
        if (!id.endsWith(CLIENT_ROUTE)) continue;
        const route = id.slice(0, -CLIENT_ROUTE.length);
        if (staticRoutes.has(route)) continue;
        const seen = new Set<string>();
        const queue = [id];
        while (queue.length) {
          const current = queue.pop()!;
          if (seen.has(current)) continue;
          seen.add(current);
          let users = reachedBy.get(current);
          if (!users) reachedBy.set(current, (users = new Set()));
          users.add(route);
          queue.push(...(this.getModuleInfo(current)?.importedIds ?? []));
        }
      }
      if (staticRoutes.size === 0 || reachedBy.size === 0) {
        this.error("first-load-groups: found no static page or no hydrating route; has STATIC_PAGE moved?");
      }
    },
  };

  const backOffice = (route: string) => BACK_OFFICE_ROUTE.test(route);
  const users = (id: string) => [...(reachedBy.get(id) ?? [])];

  return {
    plugin,
    isPublic: (id) => users(id).some((route) => !backOffice(route)),
    isBackOfficeOnly(id) {
      const routes = users(id);
      return routes.length > 0 && routes.every(backOffice);
    },
  };
}
