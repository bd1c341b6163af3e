import { getDatabase } from "~/server/db/client.server";
import { describeSettings, notificationSettings } from "./settings.server";
import { releaseStaleClaims } from "./outbox.server";
import { type NotificationWorker, startNotificationWorker } from "./worker.server";
import { log } from "~/server/log.server";

// On globalThis: in development Vite may evaluate this module again; the
// worker started at server start is the one to stop.
const shared = globalThis as { siteNotificationWorker?: NotificationWorker };

/**
 * At server start: the worker that sends notifications, if a channel is
 * configured. With the embedded database this process is the only one, so
 * a delivery left `sending` by a crash is due again at once rather than
 * after its lease.
 */
export function startNotifications() {
  if (shared.siteNotificationWorker) return;
  let released = false;
  const settings = notificationSettings();
  const described = describeSettings(settings);
  const channels = [
    described.email && `e-mail to ${described.email.to.join(", ")}`,
    described.webhook && `webhook ${described.webhook.url}`,
  ].filter(Boolean);
  log.info(
    channels.length > 0
      ? `Notifications: ${channels.join(" and ")}`
      : "Notifications are off (set SMTP_URL, MAIL_FROM and NOTIFY_EMAIL, or WEBHOOK_URL and WEBHOOK_SECRET)",
  );
  shared.siteNotificationWorker = startNotificationWorker({
    settings,
    db: async () => {
      const handle = await getDatabase();
      if (handle.driver === "pglite" && !released) {
        await releaseStaleClaims(handle.db);
        released = true;
      }
      return handle.db;
    },
  });
}

/** On SIGTERM: the send under way is finished, nothing more is claimed. */
export async function stopNotifications() {
  const worker = shared.siteNotificationWorker;
  shared.siteNotificationWorker = undefined;
  await worker?.stop();
}
