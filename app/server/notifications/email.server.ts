import { randomUUID } from "node:crypto";
import nodemailer from "nodemailer";
import { z } from "zod";
import type { NotificationChannel } from "./notification-channel.server";
import {
  type EmailContent,
  emailFor,
  messageIdOf,
  PermanentFailure,
  senderDomain,
  testEmailFor,
} from "./messages.server";
import { within } from "~/server/within.server";
import { CONTROL_CHARS } from "~/lib/schemas/text";

/*
 * The e-mail channel: nodemailer over SMTP_URL, to NOTIFY_EMAIL (an
 * invitation to the person invited). One attempt is bounded in time: a
 * server that accepts the connection and never answers costs one timeout,
 * not a stuck worker.
 */

/** "shop@example.com" */
const BARE_ADDRESS = /^[^\s@<>,]+@[^\s@<>,.]+\.[^\s@<>,]+$/;
/** "shop@example.com" or "Shop <shop@example.com>" */
const ADDRESS = /^(?:[^<>@,]*<[^\s@<>,]+@[^\s@<>,.]+\.[^\s@<>,]+>|[^\s@<>,]+@[^\s@<>,.]+\.[^\s@<>,]+)$/;

const variables = {
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "SMTP_URL must be an smtp:// or smtps:// URL" }),
  MAIL_FROM: z
    .string()
    .regex(ADDRESS, { error: "MAIL_FROM must be an e-mail address" })
    // A line break in the name would start another header of every e-mail sent.
    .refine((value) => !CONTROL_CHARS.test(value), { error: "MAIL_FROM must be on one line" }),
  NOTIFY_EMAIL: z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((address) => address.trim())
        .filter(Boolean),
    )
    .check((context) => {
      const list = context.value;
      if (list.length === 0) {
        context.issues.push({
          code: "custom",
          input: list,
          message: "NOTIFY_EMAIL must name at least one address",
        });
      }
      for (const address of list.filter((entry) => !BARE_ADDRESS.test(entry))) {
        context.issues.push({
          code: "custom",
          input: list,
          message: `NOTIFY_EMAIL: "${address}" is not an e-mail address (separate several with commas)`,
        });
      }
    }),
};

export interface EmailSettings {
  /** smtp://user:pass@host:587 or smtps://… */
  smtpUrl: string;
  from: string;
  /** The owner's addresses: new messages and testimonials go here */
  to: string[];
}

/** The SMTP URL without its password: "smtps://owner@shop.in:••••@smtp.example.com:465". */
export function maskSmtpUrl(value: string): string {
  const url = new URL(value);
  const user = url.username ? `${decodeURIComponent(url.username)}${url.password ? ":••••" : ""}@` : "";
  return `${url.protocol}//${user}${url.host}`;
}

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

/**
 * Sends one e-mail through SMTP_URL. `messageId` is stable per notification
 * (messages.server.ts messageIdOf). A recipient the server refuses for good
 * (5xx to RCPT TO: no such mailbox, relaying denied) is a PermanentFailure;
 * anything else, a wrong password included, is tried again later.
 */
async function sendEmail(
  settings: EmailSettings,
  content: EmailContent,
  messageId: string,
  timeoutMs: number,
): Promise<void> {
  const transport = nodemailer.createTransport(smtpOptions(settings.smtpUrl, timeoutMs));
  // An attempt given up on must not go on in the background and deliver the mail that the next
  // attempt sends again: the signal closes its connection, so no later command reaches the server.
  // (Closing the transport would not: a transport without a pool leaves its connection running.)
  const givenUp = new AbortController();
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
        signal: givenUp.signal,
      }),
      () => givenUp.abort(),
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

export const emailChannel: NotificationChannel<EmailSettings, typeof variables> = {
  label: "E-mail",
  getThem: "by e-mail",
  variables,
  fields: {
    SMTP_URL: {
      label: "Mail server",
      hint: "Your mail provider's SMTP address with the account's user name and password, like smtps://shop%40example.in:password@smtp.example.in:465 (in the name and password, write @ as %40, : as %3A, / as %2F, # as %23, ? as %3F)",
      secret: true,
    },
    MAIL_FROM: { label: "Sender", hint: "The address the e-mails come from, like Shop <shop@example.in>" },
    NOTIFY_EMAIL: { label: "Who is told", hint: "One or more addresses, separated by commas" },
  },
  settings: (values) => ({ smtpUrl: values.SMTP_URL, from: values.MAIL_FROM, to: values.NOTIFY_EMAIL }),
  // Leads go to the owner; an invitation goes to the person invited.
  kinds: [
    "contact-message",
    "testimonial",
    "staff-invitation",
    "privacy-request",
    "follow-up-digest",
    "acknowledgement",
  ],
  send: (notification, settings, timeoutMs) =>
    sendEmail(
      settings,
      emailFor(notification, settings.to),
      messageIdOf(notification, settings.from),
      timeoutMs,
    ),
  async sendTest(settings, sentBy, timeoutMs) {
    const messageId = `<test-${randomUUID()}@${senderDomain(settings.from)}>`;
    await sendEmail(settings, testEmailFor(settings.to, sentBy), messageId, timeoutMs);
    return `The mail server accepted it for ${settings.to.join(", ")}. Check that inbox (and its spam folder).`;
  },
  describe: (settings) => [
    ["Server", maskSmtpUrl(settings.smtpUrl)],
    ["From", settings.from],
    ["To", settings.to.join(", ")],
  ],
};
