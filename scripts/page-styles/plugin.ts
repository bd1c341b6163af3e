import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { transformSync } from "esbuild";
import type { Plugin } from "vite";
import { rulesUsedBy } from "./rules.ts";

/**
 * The module app/entry.server.tsx imports the public pages' rules from:
 * `{ [route id]: css }` in a build, null in development (Vite serves the
 * stylesheet, and the page links it).
 */
const PAGE_STYLES_MODULE = "virtual:page-styles";
const RESOLVED = `\0${PAGE_STYLES_MODULE}`;

/** Where the client build leaves the rules for the server build (build/, not served). */
const HANDOFF = "page-styles.json";

const withoutQuery = (id: string) => id.split("?")[0]!;

/**
 * A module's source as the page's words are read from it: without its
 * comments, whose prose ("a static page", "the table of rules") would keep
 * the rules of utilities that share a word with it (`.static`, `.table`).
 * Code, strings and JSX stay as written.
 */
export function withoutComments(file: string, source: string): string {
  if (file.endsWith(".css")) return source.replace(/\/\*[^*]*\*+(?:[^/*][^*]*\*+)*\//g, "");
  return transformSync(source, {
    loader: file.endsWith(".tsx") ? "tsx" : "ts",
    jsx: "preserve",
    legalComments: "none",
    sourcefile: file,
  }).code;
}

/** What is read as a page's source: code and the stylesheet (its own selectors stay), not fonts or images. */
const SOURCE = /\.(?:tsx?|css)$/;

/**
 * Works out, once the client build is written, the rules of the site's
 * stylesheet each route's pages can use (scripts/page-styles/rules.ts), from
 * the source of the modules the route renders with: the route's module and
 * root.tsx, with everything under app/ they import, and the site script
 * (app/browser/), which is built on its own. The server build reads them as
 * `virtual:page-styles`.
 */
export function pageStyles({
  appDirectory,
  buildDirectory,
}: {
  appDirectory: string;
  buildDirectory: string;
}): Plugin {
  const handoff = path.join(buildDirectory, HANDOFF);
  let command: "build" | "serve" = "serve";
  return {
    name: "site:page-styles",
    configResolved(config) {
      command = config.command;
    },
    resolveId(id) {
      return id === PAGE_STYLES_MODULE ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (command === "serve") return "export default null;";
      if (this.environment.name === "client")
        throw new Error(`${PAGE_STYLES_MODULE} is for the server build only`);
      // The client build, which runs first, wrote it.
      return `export default ${readFileSync(handoff, "utf8")};`;
    },
    async writeBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const sheets = Object.values(bundle).filter(
        (file) => file.type === "asset" && file.fileName.endsWith(".css"),
      );
      if (sheets.length !== 1 || sheets[0]!.type !== "asset") {
        throw new Error(`Expected the client build to make one stylesheet, not ${sheets.length}`);
      }
      const css = String(sheets[0]!.source);

      const sourceOf = new Map<string, { text: string; code: string }>();
      const read = (file: string) => {
        let source = sourceOf.get(file);
        if (source === undefined) {
          const text = readFileSync(file, "utf8");
          source = { text, code: withoutComments(file, text) };
          sourceOf.set(file, source);
        }
        return source;
      };
      /**
       * The files under app/ that `id` is made from, with what they import,
       * statically. A route's module is a proxy (its id has a query) that
       * imports the file itself, so modules are told apart by id.
       */
      const graph = (id: string, files = new Set<string>(), seen = new Set<string>()) => {
        const file = withoutQuery(id);
        if (!file.startsWith(appDirectory) || seen.has(id)) return files;
        seen.add(id);
        if (SOURCE.test(file)) files.add(file);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) graph(imported, files, seen);
        return files;
      };

      const routes = new Map<string, string>();
      for (const id of this.getModuleIds()) {
        const file = withoutQuery(id);
        const relative = path.relative(appDirectory, file);
        if (relative === "root.tsx" || /^routes[\\/][^?]+\.tsx?$/.test(relative)) {
          routes.set(
            relative
              .replace(/\.tsx?$/, "")
              .split(path.sep)
              .join("/"),
            id,
          );
        }
      }
      const rootId = routes.get("root");
      if (!rootId) throw new Error("The client build holds no app/root.tsx");
      const rootFiles = graph(rootId);
      const browser = path.join(appDirectory, "browser");
      const siteScript = readdirSync(browser)
        .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
        .map((name) => read(path.join(browser, name)));

      const styles: Record<string, string> = {};
      for (const [route, id] of routes) {
        if (route.startsWith("routes/admin")) continue;
        const files = new Set([...rootFiles, ...graph(id)]);
        const modules = [...[...files].sort().map(read), ...siteScript];
        const sources = modules.map((source) => source.text);
        const code = modules.map((source) => source.code);
        styles[route] = await rulesUsedBy(css, sources, { devanagari: false, code });
        // The same page in Hindi (app/routes.ts `hindiRouteId`): with the Devanagari face.
        styles[`${route}@hi`] = await rulesUsedBy(css, sources, { code });
      }
      mkdirSync(buildDirectory, { recursive: true });
      writeFileSync(handoff, JSON.stringify(styles));
    },
  };
}
