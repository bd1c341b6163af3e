import type { ToastMessage } from "~/content/messages";

/** Notifications last 5 s and show one at a time, on the public pages (browser/toasts.ts) and in the back office. */
export const TOAST_DURATION_MS = 5000;

/**
 * The attributes that make a link or button show `message` when used: the
 * site's own script (app/browser/site-script.ts) reads them, so they work
 * on pages that load no React.
 */
export function toastOn(message: ToastMessage) {
  return {
    "data-toast-title": message.title,
    ...(message.description ? { "data-toast-description": message.description } : {}),
  };
}

/**
 * The attributes that make the site script show `message` as soon as it runs,
 * as an error: for a page that was rendered with something gone wrong.
 */
export function toastOnLoad(message: ToastMessage) {
  return { "data-toast-on-load": "error", ...toastOn(message) };
}
