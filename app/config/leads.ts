import { CONTROL_CHARS } from "../lib/schemas/text";

/**
 * A contact message is a lead the business can win or lose (issue 28): where it stands, in the
 * order a lead moves through them. A new message is New.
 */
export const LEAD_STATUSES = ["new", "contacted", "quoted", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost",
};

/** Leads settled either way: their follow-ups are no longer due. */
export const SETTLED_STATUSES: readonly LeadStatus[] = ["won", "lost"];

/** What a lead's timeline records, besides its arrival. */
export const LEAD_EVENT_KINDS = ["note", "status", "assignee", "follow-up", "template"] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

/** A note on a lead, and a reply template's text, at most this long. */
export const LEAD_NOTE_MAX = 2000;
export const TEMPLATE_LIMITS = { name: 60, text: 1000 } as const;

/** Where a reply template is sent from: the visitor's name goes in place of this. */
export const TEMPLATE_NAME_SLOT = "{name}";

/** Staff's own text (a note, a template): lines of text, no control characters but tabs and line breaks. */
export const plainLines = (text: string) => !CONTROL_CHARS.test(text.replace(/[\t\n\r]/g, ""));
export const PLAIN_LINES_MESSAGE = "Please retype this: it contains hidden characters that cannot be saved.";

/** The hour in India (24-hour clock) at which each staff member is e-mailed the day's follow-ups. */
export const DIGEST_HOUR_IST = 9;

/** What a follow-up e-mail lists of each lead: no message text. */
export interface DigestLead {
  id: number;
  name: string;
  subject: string;
  status: LeadStatus;
}

/** The start of every lead's reference number ("OS-2611-0042"): the business's initials. */
export const REFERENCE_PREFIX = "OS";

/** At most one acknowledgement e-mail to an address in this many minutes, whatever is posted. */
export const ACKNOWLEDGE_EVERY_MINUTES = 60;

/** At most this many acknowledgements an hour in all: the form cannot make the site a mailer. */
export const ACKNOWLEDGEMENTS_PER_HOUR = 60;

/** An acknowledgement not sent by then is not sent at all: a day-old "we received it" helps nobody. */
export const ACKNOWLEDGEMENT_EXPIRES_HOURS = 24;
