import { createHmac } from "node:crypto";
import nodemailer from "nodemailer";
import type { EmailContent } from "./messages.server";
import { PermanentFailure } from "./messages.server";
import { within } from "~/server/within.server";
import type { EmailSettings, WebhookSettings } from "./settings.server";

/*
 * One attempt on each channel, bounded in time: a server that accepts the
 * connection and never answers costs one timeout, not a stuck worker.
 */

function smtpOptions(smtpUrl: string, timeoutMs: number) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  return {
    host: url.hostname.replace(/^\[|\]$/g, ""),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    // A little longer than our own limit (within), which then speaks first.
    connectionTimeout: timeoutMs + 1000,
    greetingTimeout: timeoutMs + 1000,
    socketTimeout: timeoutMs + 1000,
  };
}

export interface Envelope {
  /** Stable per notification (messages.server.ts messageIdOf) */
  messageId: string;
}

/**
 * Sends one e-mail through SMTP_URL. A recipient the server refuses for good
 * (5xx to RCPT TO: no such mailbox, relaying denied) is a PermanentFailure;
 * anything else, a wrong password included, is tried again later.
 */
export async function sendEmail(
  settings: Pick<EmailSettings, "smtpUrl" | "from">,
  content: EmailContent,
  { messageId }: Envelope,
  timeoutMs: number,
): Promise<void> {
  const transport = nodemailer.createTransport(smtpOptions(settings.smtpUrl, timeoutMs));
  try {
    await within(
      timeoutMs,
      "The mail server",
      transport.sendMail({
        from: settings.from,
        to: content.to,
        replyTo: content.replyTo,
        subject: content.subject,
        text: content.text,
        html: content.html,
        messageId,
      }),
      () => transport.close(),
    );
  } catch (error) {
    const { responseCode, command } = error as { responseCode?: unknown; command?: unknown };
    const message = error instanceof Error ? error.message : String(error);
    const refusedRecipient =
      command === "RCPT TO" && typeof responseCode === "number" && responseCode >= 500 && responseCode < 600;
    if (refusedRecipient) throw new PermanentFailure(message);
    throw error;
  } finally {
    transport.close();
  }
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
export async function sendWebhook(
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
