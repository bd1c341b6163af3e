import { Transform, type TransformCallback } from "node:stream";

/*
 * Requests the page's modules only after it has loaded and painted, so they do not compete with the
 * stylesheet and font on a slow network (docs/decisions/0007-first-paint-before-javascript.md).
 */

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const ROUTER_MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

/**
 * Runs in the browser, inlined with Function.prototype.toString: it must not refer to anything
 * outside itself. Starts after load and the first paint, or after 3 s (a background tab never paints).
 */
function startAfterFirstPaint(preloads: string[], code: string) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preloads) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.textContent = code;
    document.head.append(script);
  };
  const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0;
  const afterLoad = () => {
    setTimeout(start, 3000);
    if (painted()) return setTimeout(start);
    try {
      const observer = new PerformanceObserver(() => {
        if (!painted()) return;
        observer.disconnect();
        setTimeout(start);
      });
      observer.observe({ type: "paint" });
    } catch {
      // No paint timing here: the three-second start stands.
    }
  };
  if (document.readyState === "complete") afterLoad();
  else addEventListener("load", afterLoad, { once: true });
}

/** JSON that can sit inside a <script> element. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/**
 * Rewrites a document (or the first part of one that holds the router's
 * module script). Returns null when that script is not in `html` yet.
 */
export function deferHydration(html: string): string | null {
  const routerScript = ROUTER_MODULE_SCRIPT.exec(html);
  if (!routerScript) return null;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const boot = `(${startAfterFirstPaint.toString()})(${scriptSafeJson(preloads)},${scriptSafeJson(routerScript[1])});`;
  return html
    .replace(ROUTER_MODULE_SCRIPT, () => `<script type="module" async="">${boot}</script>`)
    .replace(MODULE_PRELOAD, "");
}

const SCRIPT_OPEN = Buffer.from('<script type="module" async="">');
const SCRIPT_CLOSE = Buffer.from("</script>");

/**
 * Applies deferHydration to a streamed document: holds output back only until the router's module
 * script (in the shell) has gone by, and cuts on bytes, so no character is decoded in halves.
 */
export class DeferredHydrationStream extends Transform {
  #held: Buffer[] | null = [];

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
    if (this.#held === null) return callback(null, chunk);
    this.#held.push(Buffer.from(chunk));
    const bytes = Buffer.concat(this.#held);
    const open = bytes.indexOf(SCRIPT_OPEN);
    const close = open === -1 ? -1 : bytes.indexOf(SCRIPT_CLOSE, open);
    if (close === -1) return callback();
    const cut = close + SCRIPT_CLOSE.length;
    const shell = bytes.subarray(0, cut);
    const rewritten = deferHydration(shell.toString("utf8"));
    this.#held = null;
    callback(null, Buffer.concat([rewritten === null ? shell : Buffer.from(rewritten), bytes.subarray(cut)]));
  }

  override _flush(callback: TransformCallback) {
    // A document without the router's scripts (an error shell) passes unchanged.
    if (this.#held?.length) return callback(null, Buffer.concat(this.#held));
    callback();
  }
}
