import { businessName } from "~/server/content/business-name.server";
import { siteUrl } from "~/server/site-env.server";
import { formatIst, formatIstDay, istDate } from "~/lib/ist";
import { ACKNOWLEDGEMENT_EXPIRES_HOURS, type DigestLead, LEAD_STATUS_LABELS } from "~/config/leads";
import { acknowledgementWords } from "~/i18n/acknowledgement";
import { emailHref, replyOnWhatsAppHref } from "~/lib/reply-links";
import type { PrivacyRequestKind } from "~/config/privacy";
import { type Lang, LOCALES } from "~/i18n/languages";
import { privacyNoticeFor } from "~/i18n/privacy";

/*
 * What a notification says. The payload is kept with the notification as it
 * was when it happened; the e-mail and the webhook body are made from it at
 * each attempt, so an attempt after a restart says the same thing.
 */

export interface ContactMessageNotice {
  id: number;
  /** "OS-2611-0042" (absent before issue 28) */
  reference?: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  /** The language of the page it was sent from (absent in notifications stored before issue 26: English) */
  language?: Lang;
  receivedAt: string;
}

export interface TestimonialNotice {
  id: number;
  name: string;
  company: string | null;
  rating: number;
  feedback: string;
  /** The language of the page it was sent from (absent before issue 26: English) */
  language?: Lang;
  receivedAt: string;
}

export interface StaffInvitationNotice {
  email: string;
  role: "admin" | "staff";
  invitedBy: string;
  /** The whole secret; removed once the e-mail is sent or has failed for good */
  link: string | null;
  expiresAt: string;
}

/** The link that confirms a visitor's privacy request, to the address it is about (issue 27). */
export interface PrivacyRequestNotice {
  email: string;
  kind: PrivacyRequestKind;
  /** The language of the page the request was made on: the e-mail's */
  language: Lang;
  /** The whole secret; removed once the e-mail is sent or has failed for good */
  link: string | null;
  expiresAt: string;
}

/** A staff member's follow-ups due today (issue 28), e-mailed at 9:00 in India. */
export interface FollowUpDigestNotice {
  email: string;
  name: string;
  /** The day in India, "2026-11-28" */
  day: string;
  /** No message text: names, subjects, statuses and where to open them */
  leads: DigestLead[];
}

/** The visitor's "we received it" (issue 28), in the language they wrote in. */
export interface AcknowledgementNotice {
  email: string;
  name: string;
  language: Lang;
  reference: string;
  subject: string;
  phone: string;
  message: string;
  receivedAt: string;
  /** When they can expect a reply, as Business details said it in their language then */
  replyTime: string;
  /** The business's address, for their reply */
  replyTo: string;
}

export type NotificationEvent =
  | { kind: "contact-message"; payload: ContactMessageNotice }
  | { kind: "testimonial"; payload: TestimonialNotice }
  | { kind: "staff-invitation"; payload: StaffInvitationNotice }
  | { kind: "privacy-request"; payload: PrivacyRequestNotice }
  | { kind: "follow-up-digest"; payload: FollowUpDigestNotice }
  | { kind: "acknowledgement"; payload: AcknowledgementNotice };

export type NotificationKind = NotificationEvent["kind"];

/** A notification as the outbox holds it. */
export type StoredNotification = NotificationEvent & { publicId: string; createdAt: Date };

/** A line of text for a header: no line breaks, no runs of spaces. */
const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

const backOffice = (path: string) => `${siteUrl()}/admin${path}`;

/** "shop.example" from MAIL_FROM, for the Message-ID: a domain the sender owns. */
export function senderDomain(from: string): string {
  const address = /<([^<>]+)>/.exec(from)?.[1] ?? from;
  return address.split("@")[1]?.trim() || new URL(siteUrl()).hostname;
}

/** One id per notification, the same on every attempt: a resend after a crash can be recognised. */
export const messageIdOf = (notification: StoredNotification, from: string) =>
  `<notification-${notification.publicId}@${senderDomain(from)}>`;

interface Row {
  label: string;
  value: string;
  href?: string;
}

export interface EmailContent {
  to: string[];
  subject: string;
  replyTo?: { name: string; address: string };
  text: string;
  html: string;
}

/** A plain-text part and an HTML part with the same rows; every visitor string is escaped in the HTML. */
function layout(intro: string, rows: Row[], body: { label: string; text: string } | null, links: Row[]) {
  const width = Math.max(...rows.map((row) => row.label.length));
  const text = [
    intro,
    "",
    ...rows.map((row) => `${`${row.label}:`.padEnd(width + 2)}${row.value}`),
    ...(body ? ["", `${body.label}:`, body.text] : []),
    "",
    ...links.map((link) => `${link.label}: ${link.href}`),
    "",
    `— ${businessName()} website`,
  ].join("\n");
  const cell = (row: Row) =>
    row.href ? `<a href="${escapeHtml(row.href)}">${escapeHtml(row.value)}</a>` : escapeHtml(row.value);
  const html = [
    `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">`,
    `<p>${escapeHtml(intro)}</p>`,
    `<table cellpadding="4" style="border-collapse:collapse">`,
    ...rows.map(
      (row) =>
        `<tr><th align="left" style="color:#475569;font-weight:normal;padding-right:12px">${escapeHtml(row.label)}</th><td>${cell(row)}</td></tr>`,
    ),
    `</table>`,
    ...(body
      ? [
          `<p style="margin-bottom:4px;color:#475569">${escapeHtml(body.label)}:</p>`,
          `<p style="white-space:pre-wrap;margin-top:0">${escapeHtml(body.text)}</p>`,
        ]
      : []),
    ...links.map((link) => `<p><a href="${escapeHtml(link.href ?? "")}">${escapeHtml(link.label)}</a></p>`),
    `<p style="color:#64748b">— ${escapeHtml(businessName())} website</p>`,
    `</body></html>`,
  ].join("\n");
  return { text, html };
}

/** The e-mail a notification becomes; `owner` is NOTIFY_EMAIL. */
export function emailFor(notification: StoredNotification, owner: string[]): EmailContent {
  switch (notification.kind) {
    case "contact-message": {
      const m = notification.payload;
      const subject = oneLine(m.subject);
      const whatsapp = replyOnWhatsAppHref(m.phone, m.name, businessName(), m.language);
      const links: Row[] = [
        ...(whatsapp ? [{ label: "Reply on WhatsApp", value: whatsapp, href: whatsapp }] : []),
        { label: "Open it in the back office", value: "", href: backOffice(`/messages/${m.id}`) },
      ];
      return {
        to: owner,
        subject: `New message from ${oneLine(m.name)}${subject ? `: ${subject}` : ""}`,
        replyTo: { name: oneLine(m.name), address: m.email },
        ...layout(
          `${oneLine(m.name)} wrote through the contact form${m.reference ? ` (reference ${m.reference})` : ""}.`,
          [
            { label: "Name", value: m.name },
            { label: "Email", value: m.email, href: emailHref(m.email) },
            { label: "Phone", value: m.phone || "–" },
            { label: "Subject", value: m.subject || "–" },
            { label: "Language", value: LOCALES[m.language ?? "en"].english },
            { label: "Received", value: `${formatIst(new Date(m.receivedAt))} (India time)` },
          ],
          { label: "Message", text: m.message },
          links,
        ),
      };
    }
    case "testimonial": {
      const t = notification.payload;
      return {
        to: owner,
        subject: `New testimonial to review from ${oneLine(t.name)}`,
        ...layout(
          `${oneLine(t.name)} left a testimonial. It is not shown on the site until you approve it.`,
          [
            { label: "Name", value: t.name },
            { label: "Company", value: t.company || "–" },
            { label: "Rating", value: `${t.rating} of 5` },
            { label: "Language", value: LOCALES[t.language ?? "en"].english },
            { label: "Received", value: `${formatIst(new Date(t.receivedAt))} (India time)` },
          ],
          { label: "Feedback", text: t.feedback },
          [{ label: "Review it in the back office", value: "", href: backOffice("/testimonials") }],
        ),
      };
    }
    case "staff-invitation": {
      const i = notification.payload;
      if (!i.link) throw new PermanentFailure("The invitation link is no longer kept: invite again.");
      return {
        to: [i.email],
        subject: `You are invited to the ${businessName()} back office`,
        ...layout(
          `${i.invitedBy} invited you to the ${businessName()} back office as ${i.role === "admin" ? "an admin" : "staff"}.`,
          [{ label: "Link works until", value: `${formatIst(new Date(i.expiresAt))} (India time)` }],
          null,
          [{ label: "Make your account", value: "", href: i.link }],
        ),
      };
    }
    case "privacy-request":
      return privacyRequestEmail(notification.payload);
    case "follow-up-digest":
      return followUpDigestEmail(notification.payload);
    case "acknowledgement":
      return acknowledgementEmail(notification.payload);
  }
}

/**
 * To the visitor, in their language: thanks, their reference, when to expect a reply, and what they
 * sent. Not sent a day late (an e-mail channel set up days after the message, say).
 */
function acknowledgementEmail(ack: AcknowledgementNotice): EmailContent {
  const age = Date.now() - new Date(ack.receivedAt).getTime();
  if (age > ACKNOWLEDGEMENT_EXPIRES_HOURS * 60 * 60 * 1000) {
    throw new PermanentFailure("An acknowledgement is not sent a day late.");
  }
  const words = acknowledgementWords[ack.language];
  const business = businessName();
  const paragraphs = [
    words.greeting(oneLine(ack.name)),
    `${words.thanks(business, ack.reference)} ${ack.replyTime}`,
  ];
  const rows = [
    { label: words.labels.subject, value: ack.subject || words.noSubject },
    ...(ack.phone ? [{ label: words.labels.phone, value: ack.phone }] : []),
  ];
  const width = Math.max(...rows.map((row) => row.label.length));
  return {
    to: [ack.email],
    subject: words.subject(ack.reference),
    replyTo: { name: business, address: ack.replyTo },
    text: [
      ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
      `${words.whatYouSent}:`,
      ...rows.map((row) => `${`${row.label}:`.padEnd(width + 2)}${row.value}`),
      `${words.labels.message}:`,
      ack.message,
      "",
      `— ${business}`,
    ].join("\n"),
    html: [
      `<!doctype html><html lang="${LOCALES[ack.language].html}"><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">`,
      ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      `<p style="margin-bottom:4px;color:#475569">${escapeHtml(words.whatYouSent)}:</p>`,
      `<table cellpadding="4" style="border-collapse:collapse">`,
      ...rows.map(
        (row) =>
          `<tr><th align="left" style="color:#475569;font-weight:normal;padding-right:12px">${escapeHtml(row.label)}</th><td>${escapeHtml(row.value)}</td></tr>`,
      ),
      `</table>`,
      `<p style="white-space:pre-wrap">${escapeHtml(ack.message)}</p>`,
      `<p style="color:#64748b">— ${escapeHtml(business)}</p>`,
      `</body></html>`,
    ].join("\n"),
  };
}

/** The day's follow-ups for one staff member: one line per lead, to its page; never on a later day. */
function followUpDigestEmail(digest: FollowUpDigestNotice): EmailContent {
  if (digest.day < istDate(new Date())) {
    throw new PermanentFailure("A day's follow-ups are not sent on a later day.");
  }
  const count = digest.leads.length;
  const day = formatIstDay(digest.day);
  return {
    to: [digest.email],
    subject: `${count} ${count === 1 ? "follow-up" : "follow-ups"} due today, ${day}`,
    ...layout(
      `Good morning ${oneLine(digest.name)}. ${count === 1 ? "This lead waits" : "These leads wait"} for you to get back to them today:`,
      [{ label: "Day", value: day }],
      null,
      [
        // Each lead a link to its page, the plain-text part giving the address after it.
        ...digest.leads.map((lead) => ({
          label: `${LEAD_STATUS_LABELS[lead.status] ?? lead.status}: ${oneLine(lead.name)}${lead.subject ? `, ${oneLine(lead.subject)}` : ""}`,
          value: "",
          href: backOffice(`/messages/${lead.id}`),
        })),
        { label: "Today's follow-ups in the back office", value: "", href: backOffice("") },
      ],
    ),
  };
}

/** The visitor's e-mail, in the language they asked in: what was asked, the link, and that ignoring it is safe. */
function privacyRequestEmail(request: PrivacyRequestNotice): EmailContent {
  if (!request.link)
    throw new PermanentFailure("The request's link is no longer kept: the visitor asks again.");
  const words = privacyNoticeFor(request.language).request;
  const business = businessName();
  const until = words.email.until(formatIst(new Date(request.expiresAt)));
  const lines = [words.email.intro(words.kinds[request.kind]), until, words.email.ignore];
  return {
    to: [request.email],
    subject: words.email.subject(business),
    text: [
      ...lines.slice(0, 1),
      "",
      `${words.email.confirm}: ${request.link}`,
      "",
      ...lines.slice(1),
      "",
      `— ${business}`,
    ].join("\n"),
    html: [
      `<!doctype html><html lang="${LOCALES[request.language].html}"><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">`,
      `<p>${escapeHtml(lines[0]!)}</p>`,
      `<p><a href="${escapeHtml(request.link)}">${escapeHtml(words.email.confirm)}</a></p>`,
      ...lines.slice(1).map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p style="color:#64748b">— ${escapeHtml(business)}</p>`,
      `</body></html>`,
    ].join("\n"),
  };
}

/** The Standard Webhooks event type of each kind. */
const WEBHOOK_TYPES: Record<
  Exclude<NotificationKind, "staff-invitation" | "privacy-request" | "follow-up-digest" | "acknowledgement">,
  string
> = {
  "contact-message": "contact_message.created",
  testimonial: "testimonial.created",
};

/** The webhook's JSON body: `type`, `timestamp` (when it happened), `data`, as Standard Webhooks recommends. */
export function webhookBodyFor(notification: StoredNotification): string {
  if (
    notification.kind === "staff-invitation" ||
    notification.kind === "privacy-request" ||
    notification.kind === "follow-up-digest" ||
    notification.kind === "acknowledgement"
  ) {
    throw new PermanentFailure("E-mails to one person are not sent to the webhook.");
  }
  // `language`: "en" or "hi"; a notification stored before there was a choice was English.
  const data =
    notification.kind === "contact-message"
      ? {
          ...notification.payload,
          language: notification.payload.language ?? "en",
          backOfficeUrl: backOffice(`/messages/${notification.payload.id}`),
        }
      : {
          ...notification.payload,
          language: notification.payload.language ?? "en",
          backOfficeUrl: backOffice("/testimonials"),
        };
  return JSON.stringify({
    type: WEBHOOK_TYPES[notification.kind],
    timestamp: notification.createdAt.toISOString(),
    data,
  });
}

/** "Send test notification": proof that the owner's inbox gets the site's e-mail. */
export function testEmailFor(owner: string[], sentBy: string): EmailContent {
  return {
    to: owner,
    subject: `Test notification from the ${businessName()} website`,
    ...layout(
      `${sentBy} sent this test from the back office. New messages and testimonials will arrive like this.`,
      [{ label: "Sent", value: `${formatIst(new Date())} (India time)` }],
      null,
      [{ label: "Notifications in the back office", value: "", href: backOffice("/notifications") }],
    ),
  };
}

/** The test webhook's body: a type of its own, so a receiver can tell it from a lead. */
export function testWebhookBody(sentBy: string): string {
  return JSON.stringify({
    type: "notification.test",
    timestamp: new Date().toISOString(),
    data: { sentBy, backOfficeUrl: backOffice("/notifications") },
  });
}

/** A failure no retry can mend (an address the server refuses, an invitation whose link is gone). */
export class PermanentFailure extends Error {}

/** A short line about what happened, for the back office. */
export function describeNotification(event: NotificationEvent): string {
  switch (event.kind) {
    case "contact-message":
      return `Message from ${event.payload.name}`;
    case "testimonial":
      return `Testimonial from ${event.payload.name}`;
    case "staff-invitation":
      return `Invitation for ${event.payload.email}`;
    case "privacy-request":
      return `Privacy request link for ${event.payload.email}`;
    case "follow-up-digest":
      return `Follow-ups of ${formatIstDay(event.payload.day)} for ${event.payload.email}`;
    case "acknowledgement":
      return `Acknowledgement ${event.payload.reference} to ${event.payload.email}`;
  }
}
