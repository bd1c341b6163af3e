/**
 * When the office is open: the one source for the contact page, the FAQ,
 * the "Call Now" notice, the page description and the structured data.
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
