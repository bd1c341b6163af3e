import { appendModules, runAfterFirstPaint } from "~/lib/after-first-paint";
import { ShellRewriteStream } from "~/server/shell-rewrite.server";

/*
 * Requests the page's modules only after it has loaded and painted, so they do not compete with the
 * stylesheet and font on a slow network (docs/decisions/0007-first-paint-before-javascript.md).
 */

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const ROUTER_MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

/**
 * Rewrites a document (or the first part of one that holds the router's
 * module script). Returns null when that script is not in `html` yet.
 */
export function deferHydration(html: string): string | null {
  const routerScript = ROUTER_MODULE_SCRIPT.exec(html);
  if (!routerScript) return null;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const boot = runAfterFirstPaint(appendModules, preloads, routerScript[1]!);
  return html
    .replace(ROUTER_MODULE_SCRIPT, () => `<script type="module" async="">${boot}</script>`)
    .replace(MODULE_PRELOAD, "");
}

const SCRIPT_OPEN = Buffer.from('<script type="module" async="">');
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
