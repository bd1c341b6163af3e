/*
 * The public pages' notifications, drawn by the site script in the
 * notification area the page was served with (components/site-shell.tsx):
 * one at a time, for 5 seconds, announced politely (the area is a polite
 * live region).
 */

import type { ToastMessage } from "~/content/messages";
import { TOAST_DURATION_MS } from "~/lib/toast";

type ToastTone = "neutral" | "success" | "error";

let hideTimer: ReturnType<typeof setTimeout> | undefined;

const TONES: Record<ToastTone, string> = {
  neutral: "border-slate-200 bg-white text-brand-950",
  success: "border-emerald-300 bg-emerald-50 text-emerald-950",
  error: "border-red-300 bg-red-50 text-red-950",
};

/** Shows `toast`, replacing any other. */
export function showToast(toast: ToastMessage, tone: ToastTone = "neutral") {
  const area = document.querySelector<HTMLElement>("[data-notification-area]");
  if (!area) return;
  const item = document.createElement("li");
  item.setAttribute("data-site-toast", "");
  item.setAttribute("data-type", tone);
  item.className = `pointer-events-auto w-full max-w-sm rounded-xl border p-4 text-sm shadow-lg ${TONES[tone]}`;
  const title = document.createElement("p");
  title.setAttribute("data-title", "");
  title.className = "font-semibold";
  title.textContent = toast.title;
  item.append(title);
  if (toast.description) {
    const description = document.createElement("p");
    description.setAttribute("data-description", "");
    description.className = "mt-1";
    description.textContent = toast.description;
    item.append(description);
  }
  const list = document.createElement("ol");
  list.className = "pointer-events-none fixed inset-x-4 top-22 z-50 flex justify-center";
  list.append(item);
  area.replaceChildren(list);
  clearTimeout(hideTimer);
  hideTimer = setTimeout(() => area.replaceChildren(), TOAST_DURATION_MS);
}
