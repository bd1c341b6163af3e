import { type ServerEnv, serverEnv } from "~/server/env.server";

/** Where a notification can go. */
export type Channel = "email" | "webhook";

export const CHANNELS: readonly Channel[] = ["email", "webhook"];

export interface EmailSettings {
  /** smtp://user:pass@host:587 or smtps://… */
  smtpUrl: string;
  from: string;
  /** The owner's addresses: new messages and testimonials go here */
  to: string[];
}

export interface WebhookSettings {
  url: string;
  /** whsec_…: signs every request the Standard Webhooks way */
  secret: string;
}

export interface NotificationSettings {
  email: EmailSettings | null;
  webhook: WebhookSettings | null;
  /** One SMTP or webhook attempt, at most */
  attemptTimeoutMs: number;
  /** How long a worker's claim on a delivery holds */
  leaseMs: number;
}

/** The channels as the environment configures them (parsed and checked at start, env.server.ts). */
export function notificationSettings(env: ServerEnv = serverEnv()): NotificationSettings {
  return {
    email:
      env.SMTP_URL && env.MAIL_FROM && env.NOTIFY_EMAIL
        ? { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, to: env.NOTIFY_EMAIL }
        : null,
    webhook:
      env.WEBHOOK_URL && env.WEBHOOK_SECRET ? { url: env.WEBHOOK_URL, secret: env.WEBHOOK_SECRET } : null,
    attemptTimeoutMs: env.NOTIFY_ATTEMPT_TIMEOUT_SECONDS * 1000,
    leaseMs: env.NOTIFY_LEASE_SECONDS * 1000,
  };
}

export function configuredChannels(settings: NotificationSettings): Channel[] {
  return CHANNELS.filter((channel) => settings[channel] !== null);
}

/** The SMTP URL without its password: "smtps://owner@shop.in:••••@smtp.example.com:465". */
export function maskSmtpUrl(value: string): string {
  const url = new URL(value);
  const user = url.username ? `${decodeURIComponent(url.username)}${url.password ? ":••••" : ""}@` : "";
  return `${url.protocol}//${user}${url.host}`;
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

/** What the back office shows of the settings in force: never a password, key or secret. */
export function describeSettings(settings: NotificationSettings) {
  return {
    email: settings.email && {
      smtp: maskSmtpUrl(settings.email.smtpUrl),
      from: settings.email.from,
      to: settings.email.to,
    },
    webhook: settings.webhook && { url: maskWebhookUrl(settings.webhook.url) },
  };
}
