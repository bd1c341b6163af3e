/*
 * Scripts that wait until the page has loaded and painted, so on a slow
 * network they do not compete with the document, stylesheet and font for the
 * first paint (docs/decisions/0007-first-paint-before-javascript.md). Written
 * into the page as inline scripts: the functions here run in the browser from
 * their source text (Function.prototype.toString), so each must not refer to
 * anything outside itself.
 */

/** Calls `start` once: after load and the first paint, or 3 s after load (a background tab never paints). */
export function afterFirstPaint(start: () => void) {
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

/** Starts fetching `hrefs` as modules (each is then evaluated only when imported). */
export function preloadModules(hrefs: string[]) {
  for (const href of hrefs) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
}

/** The attribute that marks a stylesheet link the server held back until the first paint. */
export const HELD_BACK = "data-after-paint";

/**
 * Applies the stylesheets the server held back until the first paint (links
 * matching `selector`, written `disabled` so no browser fetches them sooner;
 * server/critical-css.server.ts), without their @font-face rules: the page
 * declares its fonts already. The link itself stays disabled: the rules are
 * fetched and adopted as a constructed stylesheet from which the font faces
 * were taken out before it applies. (A change to the font faces of the page's
 * active stylesheets, even one that removes a duplicate, makes Chromium make
 * its faces anew, and a font the page was drawn without, in time, is then
 * taken up: the text changes font under the reader.) A browser without
 * constructed stylesheets enables the link. Resolves once every sheet applies
 * or has failed, or after `waitMs`, so what runs next (hydration) draws nothing
 * the page cannot style yet.
 */
export function applyHeldBackStylesheets(selector: string, waitMs: number): Promise<void> {
  const links = Array.prototype.slice.call(document.querySelectorAll(selector)) as HTMLLinkElement[];
  const applied = links.map(
    (link) =>
      new Promise<void>((resolve) => {
        setTimeout(resolve, waitMs);
        let sheet: CSSStyleSheet;
        try {
          sheet = new CSSStyleSheet();
        } catch {
          link.addEventListener("load", () => resolve(), { once: true });
          link.addEventListener("error", () => resolve(), { once: true });
          link.removeAttribute("disabled");
          return;
        }
        fetch(link.href)
          .then((response) => (response.ok ? response.text() : Promise.reject(new Error(link.href))))
          .then((css) => {
            sheet.replaceSync(css);
            for (let index = sheet.cssRules.length - 1; index >= 0; index--) {
              if (sheet.cssRules[index] instanceof CSSFontFaceRule) sheet.deleteRule(index);
            }
            document.adoptedStyleSheets = document.adoptedStyleSheets.concat(sheet);
          })
          .catch(() => {
            // Not applied: the rules the page carries still style what it shows.
          })
          .then(() => resolve());
      }),
  );
  return Promise.all(applied).then(() => undefined);
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
export const scriptSafeJson = (value: unknown) =>
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
