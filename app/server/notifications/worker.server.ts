import type { Database } from "~/server/db/client.server";
import { type ChannelRegistry, notificationChannels } from "./channels.server";
import { PermanentFailure } from "./messages.server";
import {
  addMissingDeliveries,
  claimDueDelivery,
  type ClaimedDelivery,
  markAttemptFailed,
  markSent,
  RETRY_DELAYS_SECONDS,
} from "./outbox.server";
import { configuredChannels, type NotificationSettings } from "./settings.server";
import { loggableMessage, log as serverLog } from "~/server/log.server";

/** With nothing due, the worker looks again after this long even if nobody woke it. */
export const POLL_MS = 5_000;

/** How often notifications without a delivery on a configured channel are looked for. */
const BACKFILL_EVERY_MS = 60_000;

export interface WorkerOptions {
  db: () => Promise<Database>;
  /** Fixed, or read before each round: an admin may change them from the back office (settings.server.ts) */
  settings: NotificationSettings | ((db: Database) => Promise<NotificationSettings>);
  /** The channels it sends on: the site's (channels.server.ts), or a test's */
  channels?: ChannelRegistry;
  /** Seconds before each retry (tests shorten them) */
  retryDelays?: readonly number[];
  pollMs?: number;
  log?: { info(message: string): void; error(message: string): void };
}

export interface NotificationWorker {
  /** Something may be due (stored here, or another instance's NOTIFY): look now rather than at the next poll */
  wake(): void;
  /** Finishes the send under way, claims nothing more */
  stop(): Promise<void>;
}

/** One attempt at one delivery, through its channel. Throws what went wrong. */
export async function attemptDelivery(
  claim: ClaimedDelivery,
  settings: NotificationSettings,
  channels: ChannelRegistry = notificationChannels,
) {
  const channel = channels[claim.channel];
  const own = settings[claim.channel] ?? null;
  if (!channel || own === null) {
    throw new Error(`${channel?.label ?? claim.channel} is not configured`);
  }
  await channel.send(claim.notification, own, settings.attemptTimeoutMs);
}

/**
 * The worker inside each server process: claims one due delivery at a time
 * (outbox.server.ts), sends it, records the result, and goes on while
 * anything is due; then it sleeps until woken (a new notification here, a
 * NOTIFY from another instance) or the next poll. A failure of the database
 * is logged and tried again at the next poll: the worker never stops on its own.
 */
export function startNotificationWorker(options: WorkerOptions): NotificationWorker {
  const {
    settings,
    channels = notificationChannels,
    pollMs = POLL_MS,
    retryDelays = RETRY_DELAYS_SECONDS,
    log = serverLog,
  } = options;
  const settingsNow = typeof settings === "function" ? settings : async () => settings;
  let stopped = false;
  let woken = false;
  let wakeUp = () => {};
  let lastBackfill = -Infinity;
  let lastConfigured = "";

  const wake = () => {
    woken = true;
    wakeUp();
  };

  async function deliverOne(
    db: Database,
    settings: NotificationSettings,
    configured: string[],
  ): Promise<boolean> {
    const claim = await claimDueDelivery(db, configured, settings.leaseMs);
    if (!claim) return false;
    const about = `Notification ${claim.notification.publicId} by ${claim.channel}, attempt ${claim.attempts}`;
    try {
      await attemptDelivery(claim, settings, channels);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const status = await markAttemptFailed(db, claim, message, {
        permanent: error instanceof PermanentFailure,
        delays: retryDelays,
      });
      log.error(
        `${about}: ${loggableMessage(message)}${status === "failed" ? " (failed: no more retries)" : " (will retry)"}`,
      );
      return true;
    }
    // Sent. If the database cannot record it now, the claim's lease runs
    // out and it is sent again: at least once, never lost. The receiver
    // recognises the repeat by its Message-ID or webhook-id.
    try {
      await markSent(db, claim);
    } catch (error) {
      log.error(
        `${about}: sent, but not recorded (it may be sent again): ${loggableMessage(error instanceof Error ? error.message : String(error))}`,
      );
    }
    return true;
  }

  async function run() {
    while (!stopped) {
      woken = false;
      try {
        const db = await options.db();
        const settings = await settingsNow(db);
        const configured = configuredChannels(settings, channels);
        // A channel turned on (in the back office, or on an instance configured otherwise) gets the
        // deliveries of the notifications written while it was off.
        if (configured.join() !== lastConfigured) lastBackfill = -Infinity;
        lastConfigured = configured.join();
        if (configured.length > 0 && Date.now() - lastBackfill >= BACKFILL_EVERY_MS) {
          const added = await addMissingDeliveries(db, configured, channels);
          if (added > 0) log.info(`Notifications: ${added} deliveries added for channels configured since`);
          lastBackfill = Date.now();
        }
        while (!stopped && configured.length > 0 && (await deliverOne(db, settings, configured)))
          woken = false;
      } catch (error) {
        log.error(
          `Notification worker: ${loggableMessage(error instanceof Error ? error.message : String(error))}`,
        );
      }
      if (stopped || woken) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        timer.unref();
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wakeUp = () => {};
    }
  }

  const running = run();
  return {
    wake,
    async stop() {
      stopped = true;
      wakeUp();
      await running;
    },
  };
}
