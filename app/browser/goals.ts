import { COUNT_PATH } from "~/config/visits";

/*
 * What only the browser sees (issue 28): a click on a WhatsApp, phone or e-mail link leaves the
 * site, so the server never hears of it. A beacon tells it (server/visit-counting.ts), and goes
 * even as the page is left: which link kind, on which page, and nothing else.
 */

function goalOf(href: string): string | null {
  if (/^https:\/\/(?:wa\.me|api\.whatsapp\.com)\//.test(href)) return "whatsapp";
  if (href.startsWith("tel:")) return "phone";
  return href.startsWith("mailto:") ? "email" : null;
}

export function countGoalClicks() {
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    const goal = goalOf(link?.getAttribute("href") ?? "");
    if (goal) navigator.sendBeacon?.(COUNT_PATH, new URLSearchParams({ g: goal, p: location.pathname }));
  });
}
