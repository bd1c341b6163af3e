import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv, type UserConfig } from "vite";
// Local imports name their files: Vite's native config loader, planned as its
// default, loads this file with Node, which does not guess extensions.
import { siteEnvProblems } from "./app/config/site-env.ts";
import { unsetSiteEnvWarning } from "./app/config/site-env-warning.server.ts";
import { pageStyles } from "./scripts/page-styles/plugin.ts";

export default defineConfig(({ command, mode }) => {
  const siteEnv = { ...loadEnv(mode, process.cwd(), "SITE_"), ...process.env };
  // A malformed business identity stops the build, naming the variable.
  const problems = siteEnvProblems(siteEnv);
  if (problems.length) throw new Error(`Invalid site configuration:\n  ${problems.join("\n  ")}`);
  // A missing one is the placeholder, fine in development and tests, but a
  // build bakes it into the prerendered pages: say so, loudly.
  if (command === "build") warnOnce(unsetSiteEnvWarning(siteEnv, "build"));
  return {
    ...config,
    // One server bundle: the Express host is the server build's entry, and
    // React Router's build a chunk it loads (docs/decisions/0025-one-server-bundle.md).
    // `rollupOptions`: React Router 7.18 looks for the entry there.
    environments: { ssr: { build: { rollupOptions: { input: "./server/app.ts" } } } },
  };
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

const appDirectory = fileURLToPath(new URL("./app", import.meta.url));

/** Also the base of the benchmark's client-rendered build (bench/spa/vite.config.ts). */
export const config = {
  plugins: [
    tailwindcss(),
    reactRouter(),
    // The rules each public page carries in its document (scripts/page-styles/).
    pageStyles({ appDirectory, buildDirectory: fileURLToPath(new URL("./build", import.meta.url)) }),
  ],
  // SITE_* variables (business identity) are read at build time: the
  // prerendered pages carry them, so they must be known before the build.
  envPrefix: ["VITE_", "SITE_"],
  resolve: {
    alias: { "~": appDirectory },
  },
  build: {
    // Rolldown's report of which plugins took the build's time (with raw
    // colour codes in a log): a tool for profiling the build, not news for
    // whoever builds or starts the site.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
} satisfies UserConfig;
