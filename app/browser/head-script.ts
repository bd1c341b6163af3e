/*
 * The one inline script of every page, in its head (app/lib/head-script.ts
 * builds it into a string with scripts/inline-script/plugin.ts, app/root.tsx
 * writes it). It runs before the first paint: it picks the font a public page
 * is drawn in and quiets cut-short view transitions; once the page has loaded
 * and painted it loads the site script, whose address the script element
 * carries (`data-site-script`), and links the manifest (decision 17).
 */

/**
 * Set in localStorage by the site script once it has fetched the font
 * (browser/site-script.ts): the font is then in the browser's cache.
 */
export const FONT_CACHED_KEY = "site-font-cached";

/** Where the web app manifest is served (routes/manifest[.]webmanifest.ts). */
export const MANIFEST_HREF = "/manifest.webmanifest";

/** The attribute of the script element that holds the site script's address. */
export const SITE_SCRIPT_ATTRIBUTE = "data-site-script";

/**
 * A public page is drawn in the fallback font (`data-font="fallback"` on its
 * root, app.css) unless the font is in the cache: then it is drawn in
 * Jakarta from the start, since this runs before the first paint.
 */
function brandFontIfCached() {
  try {
    const root = document.documentElement;
    if (root.dataset.font === "fallback" && localStorage.getItem(FONT_CACHED_KEY))
      root.dataset.font = "brand";
  } catch {
    // Storage refused (a privacy setting): the page stays in the fallback.
  }
}

/**
 * A page moving to the next one by a cross-document view transition (app.css)
 * gets one, as does the page it leaves; a transition cut short (a second click,
 * a page hidden mid-way) rejects its promises, which the browser would report
 * as an uncaught error. Listens from the start, before the first paint, when
 * `pagereveal` fires. Browsers without view transitions never call it.
 */
function quietViewTransitions() {
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
 * Calls `start` once: after load and the first paint, or 3 s after load (a
 * background tab never paints), so on a slow network what it fetches does not
 * compete with the document and font for the first paint (decisions 17, 26).
 */
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
 * Loads the module script at `src`, and links the web app manifest: a browser
 * fetches a manifest as soon as it sees the link, and nothing on the page
 * needs it before it shows.
 */
function appendSiteScriptAndManifest(src: string) {
  const script = document.createElement("script");
  script.type = "module";
  script.src = src;
  const manifest = document.createElement("link");
  manifest.rel = "manifest";
  manifest.href = MANIFEST_HREF;
  document.head.append(script, manifest);
}

/** What the inline script runs. */
export default function runHeadScript() {
  const siteScript = document.currentScript?.getAttribute(SITE_SCRIPT_ATTRIBUTE);
  brandFontIfCached();
  quietViewTransitions();
  if (siteScript) afterFirstPaint(() => appendSiteScriptAndManifest(siteScript));
}
