/*
 * Visits counted without cookies (issue 28, decision 35): what is counted, what the back office's
 * Visitors page shows, and how long the counts are kept.
 */

/** Where the site script's beacon posts a click only the browser sees */
export const COUNT_PATH = "/count";

/** The beacon's word for a page shown from a prefetch, which the server did not count when it was fetched */
export const VIEW_BEACON = "view";

/** The clicks the site script reports: a WhatsApp, phone or e-mail link */
export const BEACON_GOALS = ["whatsapp", "phone", "email"] as const;
/** Every goal: the two forms (counted by the server when it stores one) and the three clicks */
export const VISIT_GOALS = ["contact", "testimonial", ...BEACON_GOALS] as const;
export type VisitGoal = (typeof VISIT_GOALS)[number];

export const VISIT_GOAL_LABELS: Record<VisitGoal, string> = {
  contact: "Contact messages",
  testimonial: "Testimonials",
  whatsapp: "WhatsApp clicks",
  phone: "Phone clicks",
  email: "E-mail clicks",
};

export const DEVICES = ["phone", "desktop"] as const;
export type Device = (typeof DEVICES)[number];

/** The Visitors page's ranges, in days; the first is the default */
export const VISIT_RANGES = [7, 30, 90] as const;

/** Raw counts (per visitor, page and day) are kept this many days; the daily totals stay */
export const RAW_VISIT_DAYS = 90;

/** The longest a page's path, a referring domain or a campaign's words are kept */
export const VISIT_LIMITS = { page: 300, referrer: 253, utm: 100 } as const;

/** What the page shows when a visit came with no campaign and from no other site */
export const DIRECT_SOURCE = "Direct or unknown";
