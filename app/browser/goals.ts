import { COUNT_PATH, VIEW_BEACON } from "~/config/visits";

/*
 * What only the browser sees (issue 28, decision 35), told to the server by a beacon
 * (server/visit-counting.ts), which goes even as the page is left:
 * - a click on a WhatsApp, phone or e-mail link, which leaves the site, so the server never hears of it;
 * - a page shown from a prefetch (the site's speculation rules, root.tsx): the server does not
 *   count a prefetch, as it may never be shown.
 * Each says which, on which page, and nothing else.
 */

const tell = (what: string) =>
  navigator.sendBeacon?.(COUNT_PATH, new URLSearchParams({ g: what, p: location.pathname }));

/** The goal a link is, by its address: WhatsApp (wa.me or api.whatsapp.com), a phone call, an e-mail; else none. */
export function goalOf(href: string): string | null {
  if (/^https:\/\/(?:wa\.me|api\.whatsapp\.com)\//.test(href)) return "whatsapp";
  if (href.startsWith("tel:")) return "phone";
  return href.startsWith("mailto:") ? "email" : null;
}

export function countGoalClicks() {
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    const goal = goalOf(link?.getAttribute("href") ?? "");
    if (goal) tell(goal);
  });
}

export function countPrefetchedView() {
  const [navigation] = performance.getEntriesByType?.("navigation") ?? [];
  if ((navigation as { deliveryType?: string } | undefined)?.deliveryType === "navigational-prefetch") {
    tell(VIEW_BEACON);
  }
}
