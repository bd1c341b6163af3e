import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type UserConfig } from "vite";
// Local imports name their files: Vite's native config loader, planned as its
// default, loads this file with Node, which does not guess extensions.
import { inlineScripts } from "./scripts/inline-script/plugin.ts";
import { pageStyles } from "./scripts/page-styles/plugin.ts";

export default defineConfig(() => {
  return {
    ...config,
    // One server bundle: the Express host is the server build's entry, and
    // React Router's build a chunk it loads (docs/decisions/0025-one-server-bundle.md).
    // `rollupOptions`: React Router 7.18 looks for the entry there.
    environments: { ssr: { build: { rollupOptions: { input: "./server/app.ts" } } } },
  };
});

const appDirectory = fileURLToPath(new URL("./app", import.meta.url));

/** Also the base of the benchmark's client-rendered build (bench/spa/vite.config.ts). */
export const config = {
  plugins: [
    tailwindcss(),
    // The head's inline script, built and minified (scripts/inline-script/).
    inlineScripts(),
    reactRouter(),
    // The rules each public page carries in its document (scripts/page-styles/).
    pageStyles({ appDirectory, buildDirectory: fileURLToPath(new URL("./build", import.meta.url)) }),
  ],
  // No SITE_* here: the server reads them at start (app/server/site-env.server.ts),
  // and the pages show the owner's published content.
  envPrefix: ["VITE_"],
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
