import type { Config } from "@react-router/dev/config";

export default {
  // Nothing is prerendered: every page is rendered from the owner's published
  // content when it changes and kept by the server (server/micro-cache.ts), and
  // form posts are allowed from SITE_URL as read at start (server/app.ts).
  ssr: true,
  // React Router 8's behaviour, chosen now (node_modules/react-router/docs/upgrading/future.md).
  future: {
    // One Vite builder makes the client and the server build, rather than a
    // Vite run of its own for each that loads the configuration again.
    v8_viteEnvironmentApi: true,
    // Not yet: with it on, React Router 7.18.4 renders no page's NavLink as
    // current but the home page's (no aria-current on /about's "About"), which
    // tests/e2e/layout.spec.ts catches on every page.
    v8_trailingSlashAwareDataRequests: false,
    // Off, as React Router 8 still allows (`splitRouteModules: false`): no
    // public page loads a route module (decision 26), and the back office's
    // routes have no clientLoader or clientAction to split off.
    v8_splitRouteModules: false,
    // Loaders and actions get the request as it came (a client-side
    // navigation's is /admin/account.data): what needs the page's address
    // reads their `url` argument (app/server/staff/session.server.ts).
    v8_passThroughRequests: true,
    // Loaders and actions read the services and the request's facts with
    // `context.get(...)` from the RouterContextProvider server/app.ts makes
    // (app/server/context.server.ts).
    v8_middleware: true,
  },
} satisfies Config;
