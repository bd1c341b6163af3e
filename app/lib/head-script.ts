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

/** Where the web app manifest is served (routes/manifest[.]webmanifest.ts). */
export const MANIFEST_HREF = "/manifest.webmanifest";

/**
 * The one inline script of every page, in its head: quiets cut-short view
 * transitions, and after the first paint loads the site script
 * (browser/site-script.ts) and links the manifest (decision 17).
 */
export const headScript = (siteScriptUrl: string) =>
  `(${quietViewTransitions.toString()})();${runAfterFirstPaint(appendSiteScriptAndManifest, siteScriptUrl, MANIFEST_HREF)}`;
