import {
  afterFirstPaint,
  applyHeldBackStylesheets,
  HELD_BACK,
  preloadModules,
  scriptSafeJson,
} from "~/lib/after-first-paint";
import { ShellRewriteStream } from "~/server/shell-rewrite.server";

/*
 * Requests the page's modules only after it has loaded and painted, so they do not compete with the
 * stylesheet and font on a slow network (docs/decisions/0007-first-paint-before-javascript.md).
 * A stylesheet held back until then (server/critical-css.server.ts) is applied first: the router's
 * code runs once it is, so nothing React draws is ever unstyled (decision 18).
 */

/** How long hydration waits for a held-back stylesheet that neither loads nor fails. */
const STYLESHEET_WAIT_MS = 5000;

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
/** React Router's module script: its nonce attribute (if any) in group 1, its code in group 2. */
const ROUTER_MODULE_SCRIPT = /<script((?: nonce="[^"]*")?) type="module" async="">([\s\S]*?)<\/script>/;

const STATIC_IMPORT_AS = /^[ \t]*import[ \t]+\*[ \t]+as[ \t]+([\w$]+)[ \t]+from[ \t]+("[^"\n]*");?[ \t]*$/gm;
const BARE_IMPORT = /^[ \t]*import[ \t]+("[^"\n]*");?[ \t]*$/gm;
const ANY_STATIC_IMPORT = /^[ \t]*import[ \t]*[^(\s]/m;

/**
 * The router's module code with its static imports made dynamic and awaited,
 * in order, so it can run later inside an async function: a module's static
 * imports would be fetched at once, however late its code runs. The order of
 * evaluation is the same; the fetches are not serial, as every module was
 * preloaded first. Null if the code has an import this does not know (the page
 * is then left to hydrate at once).
 */
export function withDynamicImports(code: string): string | null {
  const rewritten = code
    .replace(
      STATIC_IMPORT_AS,
      (_line, name: string, from: string) => `const ${name} = await import(${from});`,
    )
    .replace(BARE_IMPORT, (_line, from: string) => `await import(${from});`);
  return ANY_STATIC_IMPORT.test(rewritten) ? null : rewritten;
}

/**
 * Rewrites a document (or the first part of one that holds the router's
 * module script). Returns null when that script is not in `html` yet.
 * The router's script element stays where it is, with its nonce, and runs
 * the same code after the first paint. No script is created at run time, so
 * the page's Content-Security-Policy allows the rewritten script exactly as it
 * is written: by the nonce, or by the hash of its text.
 */
export function deferHydration(html: string): string | null {
  const routerScript = ROUTER_MODULE_SCRIPT.exec(html);
  if (!routerScript) return null;
  const [, nonceAttribute = "", code = ""] = routerScript;
  const dynamic = withDynamicImports(code);
  if (dynamic === null) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const boot =
    `(${afterFirstPaint.toString()})(function(){` +
    `var styled=(${applyHeldBackStylesheets.toString()})(${scriptSafeJson(`link[${HELD_BACK}]`)},${STYLESHEET_WAIT_MS});` +
    `(${preloadModules.toString()})(${scriptSafeJson(preloads)});` +
    `(async function(){await styled;\n${dynamic}\n})();});`;
  return html
    .replace(ROUTER_MODULE_SCRIPT, () => `<script${nonceAttribute} type="module" async="">${boot}</script>`)
    .replace(MODULE_PRELOAD, "");
}

const SCRIPT_OPEN = Buffer.from(' type="module" async="">');
const SCRIPT_CLOSE = Buffer.from("</script>");

/** Applies deferHydration to a streamed document, once the router's module script (in the shell) has gone by. */
export class DeferredHydrationStream extends ShellRewriteStream {
  constructor() {
    super((bytes) => {
      const open = bytes.indexOf(SCRIPT_OPEN);
      const close = open === -1 ? -1 : bytes.indexOf(SCRIPT_CLOSE, open);
      return close === -1 ? -1 : close + SCRIPT_CLOSE.length;
    }, deferHydration);
  }
}
