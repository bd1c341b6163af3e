import path from "node:path";
import { build } from "esbuild";
import type { Plugin } from "vite";

/** `import source from "./x.ts?inline-script"`: x.ts's default export, built to run as a page's inline script. */
export const INLINE_SCRIPT_QUERY = "?inline-script";

/**
 * The text of an inline script that calls `file`'s default export: the module
 * and what it imports bundled into one minified statement, for a script the
 * server writes into every page's head (app/lib/head-script.ts). Every byte
 * of it is in each document, so it is minified as the site script is;
 * nothing in the page's global scope is left behind.
 */
export async function inlineScriptSource(file: string): Promise<{ code: string; inputs: string[] }> {
  const result = await build({
    stdin: {
      contents: `import run from ${JSON.stringify(file)};\nrun();\n`,
      resolveDir: process.cwd(),
      loader: "ts",
    },
    bundle: true,
    write: false,
    minify: true,
    format: "iife",
    target: "es2022",
    platform: "browser",
    metafile: true,
    logLevel: "silent",
  });
  return {
    code: result.outputFiles[0]!.text.trim(),
    inputs: Object.keys(result.metafile.inputs)
      .filter((input) => input !== "<stdin>")
      .map((input) => path.resolve(input)),
  };
}

/** Builds each `?inline-script` import (INLINE_SCRIPT_QUERY) into the string the module exports. */
export function inlineScripts(): Plugin {
  return {
    name: "site:inline-script",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(INLINE_SCRIPT_QUERY)) return null;
      const resolved = await this.resolve(source.slice(0, -INLINE_SCRIPT_QUERY.length), importer, {
        skipSelf: true,
      });
      return resolved && `${resolved.id}${INLINE_SCRIPT_QUERY}`;
    },
    async load(id) {
      if (!id.endsWith(INLINE_SCRIPT_QUERY)) return null;
      const { code, inputs } = await inlineScriptSource(id.slice(0, -INLINE_SCRIPT_QUERY.length));
      for (const input of inputs) this.addWatchFile(input);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
