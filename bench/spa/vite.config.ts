import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { config as appConfig } from "../../vite.config";

const repo = (relative: string) => fileURLToPath(new URL(`../../${relative}`, import.meta.url));

const STUB_PREFIX = "\0spa-bench-server-stub:";

/**
 * The reused page modules import server code that an SPA cannot have: it becomes functions that
 * throw, which nothing calls (docs/decisions/0009-one-page-registry.md).
 */
function withoutServerCode(): Plugin {
  return {
    name: "spa-bench-without-server-code",
    enforce: "pre",
    resolveId(source, importer) {
      if (!/\.server(?:\.tsx?)?$/.test(source)) return null;
      const base = source.startsWith("~/")
        ? path.join(repo("app"), source.slice(2))
        : path.resolve(importer ? path.dirname(importer) : repo("app"), source);
      const file = ["", ".ts", ".tsx"].map((ext) => base + ext).find((candidate) => existsSync(candidate));
      // The suffix keeps React Router's own check for server modules from firing.
      return file ? `${STUB_PREFIX}${file}?stub` : null;
    },
    load(id) {
      if (!id.startsWith(STUB_PREFIX)) return null;
      const code = readFileSync(id.slice(STUB_PREFIX.length, -"?stub".length), "utf8");
      const names = new Set<string>();
      for (const match of code.matchAll(/^export\s+(?:async\s+)?(?:function\*?|const|let|class)\s+(\w+)/gm)) {
        names.add(match[1]!);
      }
      return [...names]
        .map((name) => `export const ${name} = () => { throw new Error("No server in the SPA build"); };`)
        .join("\n");
    },
  };
}

/** The app's own configuration (plugins, alias, code splitting), run from here. */
export default defineConfig({
  ...appConfig,
  // Not the public pages' rules: an SPA links the stylesheet, and has no server build to hand them to.
  plugins: [
    withoutServerCode(),
    ...appConfig.plugins.filter((plugin) => !("name" in plugin && plugin.name === "site:page-styles")),
  ],
  publicDir: repo("public"),
});
