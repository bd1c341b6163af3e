/**
 * The privacy notice's versions, newest last (issue 27). Every consent a
 * visitor gives is stored with the version of the notice it was given under,
 * so a new version is a new entry here, never an edit of an old one.
 */
export const PRIVACY_NOTICE_VERSIONS = [
  { version: "1", date: "2026-11-27" },
  // Where a visit began, and the acknowledgement e-mail (issue 28)
  { version: "2", date: "2026-11-27" },
  // Visits counted without cookies (issue 28)
  { version: "3", date: "2026-11-27" },
] as const;

/** The notice in force: what a consent given now is given under. */
export const PRIVACY_NOTICE = PRIVACY_NOTICE_VERSIONS[PRIVACY_NOTICE_VERSIONS.length - 1]!;

/** How long a contact message is kept after its last activity, in months (the Privacy page's setting). */
export const KEEP_MESSAGES_MONTHS = { min: 1, max: 60, default: 12 } as const;

/** What a visitor may ask about their data, by e-mail address (the request page, issue 27). */
export const PRIVACY_REQUEST_KINDS = ["see", "correct", "erase", "stop"] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/** How long the link that confirms a request works. */
export const REQUEST_LINK_HOURS = 24;

/** A request is answered within this many days of its arrival (DPDP Rules 2025, Rule 14(3)). */
export const REQUEST_DUE_DAYS = 30;

/** A testimonial the owner decided not to show is erased this many days after the decision. */
export const KEEP_REJECTED_TESTIMONIALS_DAYS = 30;

/** Audit entries are kept a year, never less (DPDP Rules 2025, Rule 8(3): logs of processing). */
export const KEEP_AUDIT_MONTHS = 12;
