import { createHmac, randomUUID } from "node:crypto";
import { z } from "zod";
import type { NotificationChannel } from "./notification-channel.server";
import { testWebhookBody, webhookBodyFor } from "./messages.server";
import { within } from "~/server/within.server";

/*
 * The webhook channel: a JSON POST to WEBHOOK_URL signed the Standard
 * Webhooks way (Zapier, Make, n8n, a Slack relay verify it with a stock
 * library). One attempt is bounded in time, like an e-mail's.
 */

/** A Standard Webhooks secret: "whsec_" and base64 of 24 to 64 bytes. */
function isWebhookSecret(value: string): boolean {
  const match = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(value);
  if (!match?.[1]) return false;
  const bytes = Buffer.from(match[1], "base64").length;
  return bytes >= 24 && bytes <= 64;
}

const variables = {
  WEBHOOK_URL: z.url({ protocol: /^https?$/, error: "WEBHOOK_URL must be an http:// or https:// URL" }),
  WEBHOOK_SECRET: z.string().refine(isWebhookSecret, {
    error: "WEBHOOK_SECRET must be whsec_ followed by 24 to 64 random bytes in base64",
  }),
};

export interface WebhookSettings {
  url: string;
  /** whsec_…: signs every request the Standard Webhooks way */
  secret: string;
}

/**
 * The webhook URL as far as it is not a secret: many services (Slack, Zapier)
 * put the key in the path or the query, so only the scheme and host are shown.
 */
export function maskWebhookUrl(value: string): string {
  const url = new URL(value);
  const hidden = url.pathname.length > 1 || url.search ? "/…" : "";
  return `${url.protocol}//${url.host}${hidden}`;
}

/**
 * The Standard Webhooks signature: HMAC-SHA256, keyed with the secret's
 * base64 bytes, of "id.timestamp.body", as "v1,<base64>".
 */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const signature = createHmac("sha256", key).update(`${id}.${timestampSeconds}.${body}`).digest("base64");
  return `v1,${signature}`;
}

/**
 * POSTs one signed webhook. `id` is the same on every attempt (receivers
 * de-duplicate on it); the timestamp is this attempt's. Anything but a 2xx
 * is a failure, a redirect too: the signature was made for this URL.
 */
async function sendWebhook(
  settings: WebhookSettings,
  { id, body }: { id: string; body: string },
  timeoutMs: number,
): Promise<void> {
  const timestamp = Math.floor(Date.now() / 1000);
  const controller = new AbortController();
  const response = await within(
    timeoutMs,
    "The webhook",
    fetch(settings.url, {
      method: "POST",
      redirect: "manual",
      signal: controller.signal,
      headers: {
        "content-type": "application/json",
        "user-agent": "site-notifications/1",
        "webhook-id": id,
        "webhook-timestamp": String(timestamp),
        "webhook-signature": signWebhook(settings.secret, id, timestamp, body),
      },
      body,
    }),
    () => controller.abort(),
  );
  // The body is not needed; reading it frees the connection.
  await response.body?.cancel().catch(() => {});
  if (!response.ok)
    throw new Error(
      `The webhook answered ${response.status}${response.statusText ? ` ${response.statusText}` : ""}`,
    );
}

export const webhookChannel: NotificationChannel<WebhookSettings, typeof variables> = {
  label: "Webhook",
  getThem: "for a webhook (Zapier, Make, n8n, Slack)",
  variables,
  fields: {
    WEBHOOK_URL: {
      label: "Webhook address",
      hint: "The https:// address your automation service gave you",
      secret: true,
    },
    WEBHOOK_SECRET: {
      label: "Signing secret",
      hint: "whsec_ followed by the secret your service gave you",
      secret: true,
    },
  },
  settings: (values) => ({ url: values.WEBHOOK_URL, secret: values.WEBHOOK_SECRET }),
  // An invitation is an e-mail to the person invited, never a webhook.
  kinds: ["contact-message", "testimonial"],
  send: (notification, settings, timeoutMs) =>
    sendWebhook(
      settings,
      { id: `msg_${notification.publicId}`, body: webhookBodyFor(notification) },
      timeoutMs,
    ),
  async sendTest(settings, sentBy, timeoutMs) {
    await sendWebhook(settings, { id: `msg_test_${randomUUID()}`, body: testWebhookBody(sentBy) }, timeoutMs);
    return "The webhook answered with success.";
  },
  describe: (settings) => [
    ["URL", maskWebhookUrl(settings.url)],
    ["Secret", "Set (not shown)"],
  ],
};
