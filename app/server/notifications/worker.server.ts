import type { Database } from "~/server/db/client.server";
import { randomUUID } from "node:crypto";
import {
  emailFor,
  messageIdOf,
  PermanentFailure,
  senderDomain,
  testEmailFor,
  testWebhookBody,
  webhookBodyFor,
} from "./messages.server";
import {
  addMissingDeliveries,
  claimDueDelivery,
  type ClaimedDelivery,
  markAttemptFailed,
  markSent,
  onOutboxChange,
  RETRY_DELAYS_SECONDS,
} from "./outbox.server";
import { type Channel, configuredChannels, type NotificationSettings } from "./settings.server";
import { sendEmail, sendWebhook } from "./transports.server";
import { loggableMessage, log as serverLog } from "~/server/log.server";

/** With nothing due, the worker looks again after this long even if nobody woke it. */
export const POLL_MS = 5_000;

/** How often notifications without a delivery on a configured channel are looked for. */
const BACKFILL_EVERY_MS = 60_000;

export interface WorkerOptions {
  db: () => Promise<Database>;
  settings: NotificationSettings;
  /** Seconds before each retry (tests shorten them) */
  retryDelays?: readonly number[];
  pollMs?: number;
  log?: { info(message: string): void; error(message: string): void };
}

export interface NotificationWorker {
  /** Something may be due: look now rather than at the next poll */
  wake(): void;
  /** Finishes the send under way, claims nothing more */
  stop(): Promise<void>;
}

/** One attempt at one delivery, through its channel. Throws what went wrong. */
export async function attemptDelivery(claim: ClaimedDelivery, settings: NotificationSettings) {
  const { notification } = claim;
  if (claim.channel === "email") {
    if (!settings.email) throw new Error("E-mail is not configured");
    await sendEmail(
      settings.email,
      emailFor(notification, settings.email.to),
      { messageId: messageIdOf(notification, settings.email.from) },
      settings.attemptTimeoutMs,
    );
  } else {
    if (!settings.webhook) throw new Error("The webhook is not configured");
    await sendWebhook(
      settings.webhook,
      { id: `msg_${notification.publicId}`, body: webhookBodyFor(notification) },
      settings.attemptTimeoutMs,
    );
  }
}

/**
 * "Send test notification": one attempt on `channel`, now, outside the
 * outbox (nothing to retry: the person who asked sees the result). Returns
 * null on success, else what went wrong.
 */
export async function sendTestNotification(
  channel: Channel,
  settings: NotificationSettings,
  sentBy: string,
): Promise<string | null> {
  try {
    if (channel === "email") {
      if (!settings.email) return "E-mail is not configured.";
      await sendEmail(
        settings.email,
        testEmailFor(settings.email.to, sentBy),
        { messageId: `<test-${randomUUID()}@${senderDomain(settings.email.from)}>` },
        settings.attemptTimeoutMs,
      );
    } else {
      if (!settings.webhook) return "The webhook is not configured.";
      await sendWebhook(
        settings.webhook,
        { id: `msg_test_${randomUUID()}`, body: testWebhookBody(sentBy) },
        settings.attemptTimeoutMs,
      );
    }
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * The worker inside each server process: claims one due delivery at a time
 * (outbox.server.ts), sends it, records the result, and goes on while
 * anything is due; then it sleeps until woken (a new notification here, a
 * NOTIFY from another instance) or the next poll. A failure of the database
 * is logged and tried again at the next poll: the worker never stops on its own.
 */
export function startNotificationWorker(options: WorkerOptions): NotificationWorker {
  const { settings, pollMs = POLL_MS, retryDelays = RETRY_DELAYS_SECONDS, log = serverLog } = options;
  const channels = configuredChannels(settings);
  let stopped = false;
  let woken = false;
  let wakeUp = () => {};
  let lastBackfill = -Infinity;

  const wake = () => {
    woken = true;
    wakeUp();
  };
  const unsubscribe = onOutboxChange(wake);

  async function deliverOne(db: Database): Promise<boolean> {
    const claim = await claimDueDelivery(db, channels, settings.leaseMs);
    if (!claim) return false;
    const about = `Notification ${claim.notification.publicId} by ${claim.channel}, attempt ${claim.attempts}`;
    try {
      await attemptDelivery(claim, settings);
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
        // Notifications written while a channel was off (here, or on an
        // instance configured otherwise) get their deliveries.
        if (Date.now() - lastBackfill >= BACKFILL_EVERY_MS) {
          const added = await addMissingDeliveries(db, channels);
          if (added > 0) log.info(`Notifications: ${added} deliveries added for channels configured since`);
          lastBackfill = Date.now();
        }
        while (!stopped && (await deliverOne(db))) woken = false;
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

  const running = channels.length > 0 ? run() : Promise.resolve();
  return {
    wake,
    async stop() {
      stopped = true;
      unsubscribe();
      wakeUp();
      await running;
    },
  };
}
