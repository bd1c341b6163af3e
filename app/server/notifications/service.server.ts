import { getDatabase } from "~/server/db/client.server";
import { type ChannelRegistry, notificationChannels } from "./channels.server";
import { notificationSettings } from "./settings.server";
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
  const channels: ChannelRegistry = notificationChannels;
  const on = Object.entries(channels).flatMap(([name, channel]) => {
    const own = settings[name] ?? null;
    if (own === null) return [];
    const described = channel.describe(own).map(([label, value]) => `${label.toLowerCase()} ${value}`);
    return [`${channel.label.toLowerCase()} (${described.join(", ")})`];
  });
  log.info(
    on.length > 0
      ? `Notifications: ${on.join(" and ")}`
      : `Notifications are off (set ${Object.values(channels)
          .map((channel) => Object.keys(channel.variables).join(", "))
          .join("; or ")})`,
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
