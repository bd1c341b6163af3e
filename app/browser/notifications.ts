import type * as Sonner from "sonner";
import type { ToastMessage } from "~/content/messages";

// sonner (~9 KB) loads with the first notification: most visits show none
// (docs/decisions/0007-first-paint-before-javascript.md), and since an action's result is said in
// the page (decision 28) the only one left is "Link copied". A notification waits for it.

type Listener = () => void;

let requested = false;
const listeners = new Set<Listener>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Asks the notification area to load and mount; resolves once it has. */
export function requestNotificationArea() {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return mounted;
}

/** For <NotificationArea>: whether it has been asked for, and to hear when it is. */
export const notificationArea = {
  requested: () => requested,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  mounted: () => markMounted(),
};

async function showSuccess(message: ToastMessage) {
  await requestNotificationArea();
  let sonner: typeof Sonner;
  try {
    sonner = await import("sonner");
  } catch {
    return; // not fetched (see notification-area.tsx): the action stands without its notice
  }
  sonner.toast.success(message.title, { description: message.description });
}

/**
 * A notification of a result the page does not show itself (a link copied); a result the page
 * shows is said there only (components/admin/action-notice.tsx).
 */
export function notifySuccess(message: ToastMessage) {
  void showSuccess(message);
}
