/*
 * Scripts that wait until the page has loaded and painted, so on a slow
 * network they do not compete with the document and font for the first paint
 * (docs/decisions/0017-nothing-fetched-before-the-page-shows.md, 0026). Written
 * into the page as inline scripts: the functions here run in the browser from
 * their source text (Function.prototype.toString), so each must not refer to
 * anything outside itself.
 */

/** Calls `start` once: after load and the first paint, or 3 s after load (a background tab never paints). */
function afterFirstPaint(start: () => void) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0;
  const afterLoad = () => {
    setTimeout(once, 3000);
    if (painted()) return setTimeout(once);
    try {
      const observer = new PerformanceObserver(() => {
        if (!painted()) return;
        observer.disconnect();
        setTimeout(once);
      });
      observer.observe({ type: "paint" });
    } catch {
      // No paint timing here: the three-second start stands.
    }
  };
  if (document.readyState === "complete") afterLoad();
  else addEventListener("load", afterLoad, { once: true });
}

/**
 * Loads the module script at `src`, and links the web app manifest at
 * `manifestHref`: a browser fetches a manifest as soon as it sees the link,
 * and nothing on the page needs it before it shows.
 */
export function appendSiteScriptAndManifest(src: string, manifestHref: string) {
  const script = document.createElement("script");
  script.type = "module";
  script.src = src;
  const manifest = document.createElement("link");
  manifest.rel = "manifest";
  manifest.href = manifestHref;
  document.head.append(script, manifest);
}

/** JSON that can sit inside a <script> element. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/** The source of an inline script that calls `run(...args)` after the first paint (args as JSON). */
export function runAfterFirstPaint<Args extends unknown[]>(
  run: (...args: Args) => void,
  ...args: Args
): string {
  return `(${afterFirstPaint.toString()})(function(){(${run.toString()})(${args.map(scriptSafeJson).join(",")})});`;
}
