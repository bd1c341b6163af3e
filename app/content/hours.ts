/**
 * When a new site says the office is open (the owner's Business details from then on): the first
 * value of the hours, and the FAQ's answer about them.
 * Relative imports only: config/pages.ts reads content at build time.
 */
import { weekdayHours as formatWeekdayHours } from "../lib/site-details";

export const openingHours = {
  days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  /** 24-hour "HH:MM", as schema.org wants it */
  opens: "09:00",
  closes: "18:00",
} as const;

/** "Mon-Fri 9:00 AM - 6:00 PM": a new site's hours, as the texts that quote them say it. */
export const weekdayHours = formatWeekdayHours(openingHours);

export const weekendHours = "Weekend support available";

/** When a visitor can expect a reply: the acknowledgement e-mail says it (issue 28); the owner edits it. */
export const replyTime = "We reply within one working day.";
