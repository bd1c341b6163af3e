import type { SiteDatabase } from "~/server/db/client.server";
import type { ServerEnv } from "~/server/env.server";
import { log } from "~/server/log.server";
import { type ChannelRegistry, notificationChannels } from "./channels.server";
import { releaseStaleClaims } from "./outbox.server";
import { currentNotificationSettings, notificationSettings } from "./settings.server";
import { type NotificationWorker, startNotificationWorker } from "./worker.server";

/**
 * At server start (services.server.ts): the worker that sends notifications,
 * if a channel is configured, and a line in the log saying which are. With
 * the embedded database this process is the only one, so a delivery left
 * `sending` by a crash is due again at once rather than after its lease.
 */
export function startNotifications(env: ServerEnv, database: SiteDatabase): NotificationWorker {
  let released = false;
  const settings = notificationSettings(env);
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
      : `Notifications are not set in the environment (${Object.values(channels)
          .map((channel) => Object.keys(channel.variables).join(", "))
          .join("; or ")}): an admin may set them in the back office`,
  );
  return startNotificationWorker({
    // Read before each round: an admin may set a channel in the back office at any time.
    settings: async (db) => (await currentNotificationSettings(db, { env, channels })).settings,
    db: async () => {
      const handle = await database.handle();
      if (handle.driver === "pglite" && !released) {
        await releaseStaleClaims(handle.db);
        released = true;
      }
      return handle.db;
    },
  });
}
