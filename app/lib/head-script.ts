import { appendSiteScriptAndManifest, runAfterFirstPaint } from "~/lib/after-first-paint";

/**
 * A page moving to the next one by a cross-document view transition (app.css)
 * gets one, as does the page it leaves; a transition cut short (a second click,
 * a page hidden mid-way) rejects its promises, which the browser would report
 * as an uncaught error. Listens from the start, before the first paint, when
 * `pagereveal` fires. Runs in the browser from its source text: refers to
 * nothing outside itself. Browsers without view transitions never call it.
 */
export function quietViewTransitions() {
  const quiet = (event: Event) => {
    const transition = (event as Event & { viewTransition?: ViewTransition | null }).viewTransition;
    if (!transition) return;
    for (const settled of [transition.ready, transition.finished, transition.updateCallbackDone]) {
      settled.catch(() => {});
    }
  };
  addEventListener("pageswap", quiet);
  addEventListener("pagereveal", quiet);
}

/**
 * Set in localStorage by the site script once it has fetched the font
 * (browser/site-script.ts): the font is then in the browser's cache.
 */
export const FONT_CACHED_KEY = "site-font-cached";

/**
 * A public page is drawn in the fallback font (`data-font="fallback"` on its
 * root, app.css) unless the font is in the cache: then it is drawn in
 * Jakarta from the start, since this runs before the first paint. Runs in the
 * browser from its source text: refers to nothing outside itself.
 */
export function brandFontIfCached(key: string) {
  try {
    const root = document.documentElement;
    if (root.dataset.font === "fallback" && localStorage.getItem(key)) root.dataset.font = "brand";
  } catch {
    // Storage refused (a privacy setting): the page stays in the fallback.
  }
}

/** Where the web app manifest is served (routes/manifest[.]webmanifest.ts). */
export const MANIFEST_HREF = "/manifest.webmanifest";

/**
 * The one inline script of every page, in its head: picks the font a public
 * page is drawn in, quiets cut-short view transitions, and after the first
 * paint loads the site script
 * (browser/site-script.ts) and links the manifest (decision 17).
 */
export const headScript = (siteScriptUrl: string) =>
  `(${brandFontIfCached.toString()})(${JSON.stringify(FONT_CACHED_KEY)});(${quietViewTransitions.toString()})();${runAfterFirstPaint(appendSiteScriptAndManifest, siteScriptUrl, MANIFEST_HREF)}`;
