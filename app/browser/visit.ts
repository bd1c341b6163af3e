import { ATTRIBUTION_FIELDS, type AttributionField, attributionOfLanding } from "~/lib/attribution";

/*
 * Where this visit began (issue 28), kept for the visit in sessionStorage (no cookie, nothing sent
 * anywhere but with a form): the first page of the tab's visit, the site it came from, its campaign.
 */

const VISIT_KEY = "site-visit";

/** On every page: the first one of the visit records where it began; the others leave it. */
export function rememberVisit() {
  try {
    if (sessionStorage.getItem(VISIT_KEY)) return;
    sessionStorage.setItem(
      VISIT_KEY,
      JSON.stringify(attributionOfLanding(new URL(location.href), document.referrer)),
    );
  } catch {
    // Storage refused (a private window, say): the server reads what it can.
  }
}

/** What to send with the contact form: where the visit began, its fields alone, those known. */
export function visitFields(): [AttributionField, string][] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(VISIT_KEY) ?? "{}");
    if (typeof stored !== "object" || stored === null) return [];
    const record = stored as Record<string, unknown>;
    return ATTRIBUTION_FIELDS.flatMap((field) => {
      const value = record[field];
      return typeof value === "string" && value ? [[field, value] as [AttributionField, string]] : [];
    });
  } catch {
    return [];
  }
}
