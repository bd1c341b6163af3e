import { type ComponentType, lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import type { ToasterProps } from "sonner";
import { TOAST_DURATION_MS } from "~/lib/toast";
import { notificationArea } from "~/browser/notifications";

/**
 * Stands in for sonner's live region, with the same name, until the first
 * notification loads it: most visits to the back office show none.
 */
const Placeholder = () => (
  <section
    aria-label="Notifications alt+T"
    aria-live="polite"
    aria-relevant="additions text"
    aria-atomic="false"
  />
);

/** Ends every notification, once sonner has loaded (before, there is none). */
let dismissAll = () => {};

// If the code cannot be fetched (the network dropped), the page carries on
// with the empty area: a notification only ever accompanies an action.
const Toaster = lazy<ComponentType<ToasterProps>>(() =>
  import("sonner").then(
    (sonner) => {
      dismissAll = () => void sonner.toast.dismiss();
      return { default: sonner.Toaster };
    },
    () => ({ default: Placeholder }),
  ),
);

/**
 * Resolves the wait of notifications asked for before the area was there. When the area goes (the
 * back office is left: signing out), so do its notifications: sonner keeps them and would show
 * them again in the next area, on the next page.
 */
function Mounted() {
  useEffect(() => {
    notificationArea.mounted();
    return () => dismissAll();
  }, []);
  return null;
}

/**
 * Where the back office's notifications appear (sonner's Toaster), loaded by the first one asked
 * for (browser/notifications.ts). An action's result is said in the page, not here
 * (components/admin/action-notice.tsx, decision 28): the one notification left is "Link copied",
 * which waits for the area to load.
 */
export function NotificationArea() {
  const requested = useSyncExternalStore(notificationArea.subscribe, notificationArea.requested, () => false);
  if (!requested) return <Placeholder />;
  return (
    <Suspense fallback={<Placeholder />}>
      <Toaster
        // At the foot of the screen: never over the menu (several rows on a phone) or a page's own
        // notice at its top. sonner's own margins.
        position="bottom-center"
        visibleToasts={1}
        duration={TOAST_DURATION_MS}
        richColors
        closeButton
      />
      <Mounted />
    </Suspense>
  );
}
