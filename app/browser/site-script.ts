/*
 * The site's own script, on every public page: small, no framework, loaded
 * without blocking the first paint. Everything it adds is an extra: a page
 * reads and works without it.
 *
 * - The header turns opaque past 10 px of scroll where CSS cannot do it
 *   (app.css), and the phone menu's toggle says whether the menu is open;
 *   a link in the menu closes it.
 * - A link or button with data-toast-title (toastOn in app/lib/toast.ts)
 *   shows that notification when used: through sonner where React runs
 *   (NotificationArea sets window.siteNotify), else in the page's own
 *   notification area, one at a time, for 5 seconds, announced politely.
 */

interface SiteToast {
  title: string;
  description?: string;
}

declare global {
  interface Window {
    /** Set by React's notification area (sonner) once it runs */
    siteNotify?: (toast: SiteToast) => void;
  }
}

const TOAST_MS = 5000;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

/** Shows `toast` in the notification area the page was served with, replacing any other. */
function showInPage(toast: SiteToast) {
  const area = document.querySelector<HTMLElement>("[data-notification-area]");
  if (!area) return;
  const item = document.createElement("li");
  item.setAttribute("data-site-toast", "");
  item.className =
    "pointer-events-auto w-full max-w-sm rounded-xl border border-slate-200 bg-white p-4 text-sm text-brand-950 shadow-lg";
  const title = document.createElement("p");
  title.setAttribute("data-title", "");
  title.className = "font-semibold";
  title.textContent = toast.title;
  item.append(title);
  if (toast.description) {
    const description = document.createElement("p");
    description.setAttribute("data-description", "");
    description.className = "mt-1 text-slate-700";
    description.textContent = toast.description;
    item.append(description);
  }
  const list = document.createElement("ol");
  list.className = "pointer-events-none fixed inset-x-4 top-22 z-50 flex justify-center";
  list.append(item);
  area.replaceChildren(list);
  clearTimeout(hideTimer);
  hideTimer = setTimeout(() => area.replaceChildren(), TOAST_MS);
}

function notify(toast: SiteToast) {
  if (window.siteNotify) window.siteNotify(toast);
  else showInPage(toast);
}

document.addEventListener("click", (event) => {
  const source = event.target instanceof Element ? event.target.closest("[data-toast-title]") : null;
  if (!source) return;
  const title = source.getAttribute("data-toast-title");
  if (!title) return;
  notify({ title, description: source.getAttribute("data-toast-description") ?? undefined });
});

/** Scrolled further than this (px), the header turns opaque (as site-header.tsx). */
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
    toggle.setAttribute("aria-label", open ? "Close menu" : "Open menu");
  };
  follow();
  menu.addEventListener("toggle", follow);
  header.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    if (link && menu.matches(":popover-open")) menu.hidePopover();
  });
}

export {};
