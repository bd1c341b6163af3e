import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv, type UserConfig } from "vite";
// Local imports name their files: Vite's native config loader, planned as its
// default, loads this file with Node, which does not guess extensions.
import { siteEnvProblems } from "./app/config/site-env.ts";
import { unsetSiteEnvWarning } from "./app/config/site-env-warning.server.ts";
import { firstLoadGroups } from "./scripts/first-load-groups.ts";

export default defineConfig(({ command, mode }) => {
  const siteEnv = { ...loadEnv(mode, process.cwd(), "SITE_"), ...process.env };
  // A malformed business identity stops the build, naming the variable.
  const problems = siteEnvProblems(siteEnv);
  if (problems.length) throw new Error(`Invalid site configuration:\n  ${problems.join("\n  ")}`);
  // A missing one is the placeholder, fine in development and tests, but a
  // build bakes it into the prerendered pages: say so, loudly.
  if (command === "build") warnOnce(unsetSiteEnvWarning(siteEnv, "build"));
  return config;
});

/**
 * React Router loads this file afresh for each part of a build (client,
 * server), so the mark that the warning was printed is kept on globalThis.
 */
const PRINTED = Symbol.for("site env warning printed");

function warnOnce(warning: string | null) {
  const thisProcess = globalThis as { [PRINTED]?: true };
  if (!warning || thisProcess[PRINTED]) return;
  thisProcess[PRINTED] = true;
  console.warn(`\n${warning}\n`);
}

const FRAMEWORK_MODULES =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/;
const FORM_MODULES =
  /[\\/](node_modules[\\/]zod|app[\\/](lib[\\/](schemas|forms)|browser[\\/]contact-storage|hooks[\\/]use-enhanced-form|components[\\/](enhanced-form|honeypot-field|ui[\\/]field)))/;

const groups = firstLoadGroups();

/** Also the base of the benchmark's client-rendered build (bench/spa/vite.config.ts). */
export const config = {
  plugins: [tailwindcss(), reactRouter(), groups.plugin],
  // SITE_* variables (business identity) are read at build time: the
  // prerendered pages carry them, so they must be known before the build.
  envPrefix: ["VITE_", "SITE_"],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: {
    // Rolldown's report of which plugins took the build's time (with raw
    // colour codes in a log): a tool for profiling the build, not news for
    // whoever builds or starts the site.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Fewer, larger files for the browser: each response carries
            // ~0.5 KB of headers and a round trip on a slow network, and
            // left alone the bundler makes a file of every small module two
            // routes share (an icon, a helper). Groups: the framework, the
            // form code (only the contact and testimonial pages use it),
            // the rest of what pages that hydrate share, and what only the
            // back office shares; sonner, which loads on demand, apart.
            // Code one route uses stays in that route's file, and code only
            // static pages share is left to the bundler
            // (scripts/first-load-groups.ts).
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK_MODULES, priority: 30 },
                // Loaded on demand (components/notification-area.tsx).
                { name: "notifications", test: /[\\/]node_modules[\\/]sonner[\\/]/, priority: 25 },
                {
                  name: "shared",
                  test: (id: string) => !FORM_MODULES.test(id) && groups.isPublic(id),
                  priority: 20,
                  minShareCount: 2,
                },
                { name: "back-office", test: groups.isBackOfficeOnly, priority: 15, minShareCount: 2 },
                { name: "forms", test: FORM_MODULES, priority: 10, minShareCount: 2 },
              ],
            },
          },
        },
      },
    },
  },
} satisfies UserConfig;
