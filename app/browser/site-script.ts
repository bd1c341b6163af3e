/*
 * The site's own script, on every public page: small, no framework, loaded
 * without blocking the first paint. Everything it adds is an extra: a page
 * reads and works without it.
 *
 * - Once the page shows, the font is fetched for the pages that follow.
 * - The header turns opaque past 10 px of scroll where CSS cannot do it
 *   (app.css), and the phone menu's toggle says whether the menu is open;
 *   a link in the menu closes it.
 * - A signed-in staff member sees the staff bar: who they are and what
 *   waits (asked for only when signing in left the hint cookie).
 * - A link or button with data-toast-title (toastOn in app/lib/toast.ts)
 *   shows that notification when used (browser/toasts.ts); a link to another
 *   page shows it on that page.
 * - The first page of a visit notes where it began (browser/visit.ts), for
 *   the forms to send along; a click on a WhatsApp, phone or e-mail link, and
 *   a page shown from a prefetch, are told to the server, to count
 *   (browser/goals.ts).
 * - The forms check what is typed as a field is left and when sent, with the
 *   server's own rules and messages, and send without leaving the page
 *   (browser/site-forms.ts): each language's script (site-script-en.ts,
 *   site-script-hi.ts) hands them its own words and no other language's.
 */

import type { ToastMessage } from "~/content/messages";
import { isBackOfficePath, STAFF_HINT_COOKIE } from "~/lib/admin";
import { FONT_CACHED_KEY } from "~/browser/head-script";
import { showToast } from "~/browser/toasts";
import { rememberVisit } from "~/browser/visit";
import { countGoalClicks, countPrefetchedView } from "~/browser/goals";

/*
 * A notification on a link to another page is shown on that page: the page
 * it was clicked on is about to go. It waits in sessionStorage for a few
 * seconds.
 */
const PENDING_KEY = "site-pending-toast";
const PENDING_MS = 10_000;

function leavesThePage(source: Element): boolean {
  if (
    !(source instanceof HTMLAnchorElement) ||
    source.target === "_blank" ||
    source.hasAttribute("download")
  ) {
    return false;
  }
  const url = new URL(source.href, location.href);
  if (url.origin !== location.origin) return false;
  return url.pathname !== location.pathname || url.search !== location.search;
}

type PendingToast = ToastMessage & { at: number };

function takePending(): PendingToast | null {
  try {
    const pending = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? "null") as PendingToast | null;
    sessionStorage.removeItem(PENDING_KEY);
    return pending;
  } catch {
    return null;
  }
}

function showPending() {
  const pending = takePending();
  if (!pending || Date.now() - pending.at > PENDING_MS) return;
  showToast({ title: pending.title, description: pending.description });
}
showPending();
rememberVisit();
countGoalClicks();
countPrefetchedView();

/*
 * A first page is drawn in the fallback font, which waits for nothing (app.css,
 * `data-font`). Now that it shows, the font is fetched, and the pages after it
 * find it in the cache and are drawn in it from the start (lib/head-script.ts);
 * this one keeps its font.
 */
if (document.documentElement.dataset.font === "fallback") {
  // A Hindi page fetches its Devanagari face too (app.css): the next Hindi page is drawn in it.
  const sample = document.documentElement.lang === "hi" ? "Aअ" : "A";
  document.fonts
    .load('1em "Jakarta"', sample)
    .then((faces) => {
      if (faces.length > 0) localStorage.setItem(FONT_CACHED_KEY, "1");
    })
    .catch(() => {
      // Offline, or no storage: the next page is drawn in the fallback too.
    });
}

const onLoad = document.querySelector("[data-toast-on-load][data-toast-title]");
if (onLoad) {
  showToast(
    {
      title: onLoad.getAttribute("data-toast-title")!,
      description: onLoad.getAttribute("data-toast-description") ?? undefined,
    },
    "error",
  );
}

document.addEventListener("click", (event) => {
  const source = event.target instanceof Element ? event.target.closest("[data-toast-title]") : null;
  if (!source) return;
  const title = source.getAttribute("data-toast-title");
  if (!title) return;
  const toast: ToastMessage = {
    title,
    description: source.getAttribute("data-toast-description") ?? undefined,
  };
  if (leavesThePage(source)) {
    try {
      sessionStorage.setItem(PENDING_KEY, JSON.stringify({ ...toast, at: Date.now() }));
      return;
    } catch {
      // No storage: show it here, for as long as the page stays.
    }
  }
  showToast(toast);
});

/** Scrolled further than this (px), the header turns opaque (app.css's animation range ends at the same). */
const SCROLL_THRESHOLD = 10;

const header = document.querySelector<HTMLElement>("[data-site-header]");
if (header && !CSS.supports("animation-timeline: scroll()")) {
  const update = () => header.toggleAttribute("data-scrolled", window.scrollY > SCROLL_THRESHOLD);
  update();
  window.addEventListener("scroll", update, { passive: true });
}

const menu = document.getElementById("mobile-menu");
const toggle = document.querySelector<HTMLElement>("[data-menu-toggle]");
if (header && menu && toggle) {
  const follow = () => {
    const open = menu.matches(":popover-open");
    toggle.setAttribute("aria-expanded", String(open));
    const label = toggle.getAttribute(open ? "data-label-close" : "data-label-open");
    if (label) toggle.setAttribute("aria-label", label);
  };
  follow();
  menu.addEventListener("toggle", follow);
  header.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    if (link && menu.matches(":popover-open")) menu.hidePopover();
  });
}

/*
 * The staff bar. Public pages are static and visitors make no extra request:
 * the summary is fetched only when the hint cookie (set at sign-in,
 * app/server/staff/staff-hint.server.ts) is there. Anything but a good
 * answer shows nothing. Sticky at the very top; the header moves below it.
 */
const STAFF_HINT = new RegExp(`(?:^|;\\s*)${STAFF_HINT_COOKIE}=[^;]`);

interface StaffSummary {
  name: string;
  pendingTestimonials: number;
  unreadMessages: number;
  failedNotifications: number;
  overdueRequests: number;
}

function isSummary(value: unknown): value is StaffSummary {
  const candidate = value as Partial<StaffSummary> | null;
  return (
    typeof candidate?.name === "string" &&
    Number.isInteger(candidate.pendingTestimonials) &&
    Number.isInteger(candidate.unreadMessages) &&
    Number.isInteger(candidate.failedNotifications) &&
    Number.isInteger(candidate.overdueRequests)
  );
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** An element with classes and children (text, or elements). */
function el(tag: string, className: string, ...children: (Node | string)[]) {
  const element = document.createElement(tag);
  if (className) element.className = className;
  element.append(...children);
  return element;
}

/** Text a phone does not show but a screen reader reads. */
const wideOnly = (text: string) => el("span", "max-sm:sr-only", text);

function staffBar({
  name,
  pendingTestimonials: pending,
  unreadMessages: unread,
  failedNotifications: failed,
  overdueRequests: overdue,
}: StaffSummary) {
  const link = (href: string, ...children: (Node | string)[]) => {
    const a = el(
      "a",
      "shrink-0 rounded py-1.5 font-semibold text-saffron-300 underline-offset-2 hover:underline focus-visible:outline-white",
      ...children,
    );
    a.setAttribute("href", href);
    return a;
  };
  const dot = () => {
    const span = el("span", "text-brand-300", "·");
    span.setAttribute("aria-hidden", "true");
    return span;
  };
  const items: Node[] = [
    el("p", "min-w-0 truncate", wideOnly("Signed in as "), name),
    dot(),
    link(
      "/admin/testimonials",
      `${pending} `,
      wideOnly(`${plural(pending, "testimonial", "testimonials")} `),
      "to review",
    ),
    dot(),
    link("/admin/messages", `${unread} unread`, wideOnly(` ${plural(unread, "message", "messages")}`)),
  ];
  if (failed > 0) {
    items.push(
      dot(),
      link(
        "/admin/notifications",
        `${failed} failed`,
        wideOnly(` ${plural(failed, "notification", "notifications")}`),
      ),
    );
  }
  if (overdue > 0) {
    items.push(
      dot(),
      link("/admin/requests", `${overdue} overdue`, wideOnly(` ${plural(overdue, "request", "requests")}`)),
    );
  }
  items.push(dot(), link("/admin", "Back office"));
  const bar = el(
    "aside",
    "sticky top-0 z-50 h-9 bg-brand-950 text-xs text-white sm:text-sm",
    el("div", "container-page flex h-full items-center gap-2 whitespace-nowrap", ...items),
  );
  bar.setAttribute("aria-label", "Staff");
  bar.setAttribute("data-staff-bar", "");
  return bar;
}

if (STAFF_HINT.test(document.cookie) && !isBackOfficePath(location.pathname)) {
  fetch("/admin/summary.json", { headers: { accept: "application/json" } })
    .then((response) => (response.ok ? response.json() : null))
    .then((answer: unknown) => {
      if (!isSummary(answer) || document.querySelector("[data-staff-bar]")) return;
      const bar = staffBar(answer);
      const skip = document.querySelector('body > a[href="#main"]');
      if (skip) skip.after(bar);
      else document.body.prepend(bar);
    })
    .catch(() => {
      // Offline, or the server is away: the public page is all that matters.
    });
}
