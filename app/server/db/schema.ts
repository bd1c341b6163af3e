import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { CONTACT_LIMITS, TESTIMONIAL_LIMITS } from "../../lib/schemas/limits";
import { ATTRIBUTION_LIMITS } from "../../lib/attribution";
import { DEVICES, VISIT_GOALS, VISIT_LIMITS } from "../../config/visits";
import { LEAD_EVENT_KINDS, LEAD_STATUSES, TEMPLATE_LIMITS } from "../../config/leads";

/** `column IN ('a', 'b')` for a check constraint, from the list the code uses. */
const oneOf = (values: readonly string[]) => sql.raw(`(${values.map((value) => `'${value}'`).join(", ")})`);

/**
 * The testimonials columns are the product's public data model. `reviewed_at`
 * tells a rejected testimonial (reviewed, not approved) from one still waiting.
 */
export const testimonials = pgTable(
  "testimonials",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: TESTIMONIAL_LIMITS.name }).notNull(),
    company: varchar("company", { length: TESTIMONIAL_LIMITS.company }),
    feedbackText: varchar("feedback_text", { length: TESTIMONIAL_LIMITS.feedback }).notNull(),
    rating: integer("rating").notNull(),
    isApproved: boolean("is_approved").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    /** Who approved or rejected it (a staff e-mail, or "command line") */
    reviewedBy: varchar("reviewed_by", { length: 254 }),
    /** What was sent, hashed: the same submission sent again is kept once (same-submission.server.ts) */
    fingerprint: varchar("fingerprint", { length: 64 }),
    /** When staff featured it on the home page; null: not featured */
    featuredAt: timestamp("featured_at", { withTimezone: true }),
    /** The language of the page it was sent from ("en", "hi"): the client's own words, shown as written */
    language: varchar("language", { length: 8 }).notNull().default("en"),
    /**
     * When the writer agreed to the review being shown (the form's required
     * box, issue 27); null for one sent before the form asked.
     */
    displayConsentAt: timestamp("display_consent_at", { withTimezone: true }),
    /** The privacy notice's version that agreement was given under (app/config/privacy.ts) */
    consentNoticeVersion: varchar("consent_notice_version", { length: 32 }),
  },
  (table) => [
    check("testimonials_rating_range", sql`${table.rating} BETWEEN 1 AND 5`),
    check("testimonials_name_not_blank", sql`length(trim(${table.name})) > 0`),
    check("testimonials_feedback_not_blank", sql`length(trim(${table.feedbackText})) > 0`),
    // Serves the public page: approved ones, newest first.
    index("testimonials_approved_newest_idx")
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.isApproved}`),
    // Serves the moderation queue.
    index("testimonials_pending_idx")
      .on(table.createdAt)
      .where(sql`NOT ${table.isApproved} AND ${table.reviewedAt} IS NULL`),
    index("testimonials_fingerprint_idx").on(table.fingerprint, table.createdAt),
  ],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: CONTACT_LIMITS.name }).notNull(),
    email: varchar("email", { length: CONTACT_LIMITS.email }).notNull(),
    phone: varchar("phone", { length: CONTACT_LIMITS.phone }).notNull().default(""),
    subject: varchar("subject", { length: CONTACT_LIMITS.subject }).notNull().default(""),
    message: varchar("message", { length: CONTACT_LIMITS.message }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the owner first opened it; null = unread */
    readAt: timestamp("read_at", { withTimezone: true }),
    /** When the owner filed it away; null = in the inbox */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    /** Salted SHA-256 of the sender's address, for abuse control; never the address itself */
    clientHash: varchar("client_hash", { length: 64 }).notNull(),
    /** What was sent, hashed: the same submission sent again is kept once (same-submission.server.ts) */
    fingerprint: varchar("fingerprint", { length: 64 }),
    /** The language of the page it was sent from ("en", "hi"): the answer's, and the reply's greeting */
    language: varchar("language", { length: 8 }).notNull().default("en"),
    /** When the sender ticked "Send me offers and updates" (issue 27); null: only the reply */
    offersConsentAt: timestamp("offers_consent_at", { withTimezone: true }),
    /** The privacy notice's version that consent was given under (app/config/privacy.ts) */
    consentNoticeVersion: varchar("consent_notice_version", { length: 32 }),
    /** Where the lead stands (config/leads.ts): new → contacted → quoted → won | lost */
    status: varchar("status", { length: 16 }).notNull().default("new"),
    /** The staff member who follows it up; null: nobody yet (or they left) */
    assigneeId: text("assignee_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** The day in India to get back to them; null: none set */
    followUpOn: date("follow_up_on", { mode: "string" }),
    /** The last change staff made to the lead (status, note, assignee, follow-up): activity, for retention */
    activityAt: timestamp("activity_at", { withTimezone: true }),
    /* Where the visit began (lib/attribution.ts): "" where nothing is known */
    landingPage: varchar("landing_page", { length: ATTRIBUTION_LIMITS.landing }).notNull().default(""),
    referrerDomain: varchar("referrer_domain", { length: ATTRIBUTION_LIMITS.referrer }).notNull().default(""),
    utmSource: varchar("utm_source", { length: ATTRIBUTION_LIMITS.utm_source }).notNull().default(""),
    utmMedium: varchar("utm_medium", { length: ATTRIBUTION_LIMITS.utm_medium }).notNull().default(""),
    utmCampaign: varchar("utm_campaign", { length: ATTRIBUTION_LIMITS.utm_campaign }).notNull().default(""),
  },
  (table) => [
    check("contact_messages_status", sql`${table.status} IN ${oneOf(LEAD_STATUSES)}`),
    index("contact_messages_follow_up_idx")
      .on(table.followUpOn)
      .where(sql`${table.followUpOn} IS NOT NULL`),
    check("contact_messages_name_not_blank", sql`length(trim(${table.name})) > 0`),
    check("contact_messages_message_not_blank", sql`length(trim(${table.message})) > 0`),
    index("contact_messages_inbox_idx")
      .on(table.createdAt.desc().nullsFirst())
      .where(sql`${table.archivedAt} IS NULL`),
    index("contact_messages_fingerprint_idx").on(table.fingerprint, table.createdAt),
  ],
);

/**
 * One row per accepted form submission, kept briefly: the rate limit counts
 * them, so it holds across several server instances sharing the database.
 */
export const submissionEvents = pgTable(
  "submission_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    form: varchar("form", { length: 32 }).notNull(),
    clientHash: varchar("client_hash", { length: 64 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("submission_events_lookup_idx").on(table.form, table.clientHash, table.createdAt)],
);

/** Small server-side secrets shared by all instances (the address-hash salt). */
export const appSecrets = pgTable("app_secrets", {
  key: varchar("key", { length: 64 }).primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/*
 * Staff accounts, kept by Better Auth (app/server/auth.server.ts). The
 * columns are what its getSchema() asks for with the twoFactor and admin
 * plugins and database rate limits; a unit test compares the two.
 */
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const staffUsers = pgTable("staff_users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  twoFactorEnabled: boolean("two_factor_enabled").default(false),
  /** "admin" or "staff" */
  role: text("role"),
  banned: boolean("banned").default(false),
  banReason: text("ban_reason"),
  banExpires: timestamp("ban_expires", { withTimezone: true }),
  /**
   * Ours, not Better Auth's: set at sign-in when the password fails today's
   * rules (password-policy.server.ts); until it is changed every page leads
   * to the account page. Better Auth never reads it and the default fills it.
   */
  passwordChangeRequired: boolean("password_change_required").notNull().default(false),
});

export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    impersonatedBy: text("impersonated_by"),
  },
  (table) => [index("staff_sessions_user_idx").on(table.userId)],
);

export const staffAccounts = pgTable(
  "staff_accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    /** The password's hash (scrypt) */
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("staff_accounts_user_idx").on(table.userId)],
);

export const authVerifications = pgTable(
  "auth_verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("auth_verifications_identifier_idx").on(table.identifier)],
);

export const staffTwoFactors = pgTable(
  "staff_two_factors",
  {
    id: text("id").primaryKey(),
    /** Encrypted with the auth secret */
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    verified: boolean("verified").default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (table) => [
    index("staff_two_factors_user_idx").on(table.userId),
    index("staff_two_factors_secret_idx").on(table.secret),
  ],
);

/** Better Auth's sign-in rate limit, shared by every server instance. */
export const authRateLimits = pgTable("auth_rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/** An admin's invitation: a single-use link (only its hash is kept), valid for 72 hours. */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: serial("id").primaryKey(),
    email: varchar("email", { length: 254 }).notNull(),
    role: varchar("role", { length: 16 }).notNull(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull(),
    invitedBy: varchar("invited_by", { length: 254 }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("staff_invitations_token_idx").on(table.tokenHash),
    check("staff_invitations_role", sql`${table.role} IN ('admin', 'staff')`),
  ],
);

/** Back-office settings an admin changes (whether two-factor is required). */
export const staffSettings = pgTable("staff_settings", {
  key: varchar("key", { length: 64 }).primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

/**
 * The retention job's runs (issue 27), one row per day in India: the instance that inserts the
 * day's row runs it, in the same transaction, so it runs once a day whatever the number of
 * instances, and a run cut short leaves no row for the next try to trip on.
 */
export const retentionRuns = pgTable("retention_runs", {
  /** The day in Asia/Kolkata, "2026-11-27" */
  day: varchar("day", { length: 10 }).primaryKey(),
  ranAt: timestamp("ran_at", { withTimezone: true }).notNull().defaultNow(),
  /** How many of each were erased: counts only, never what they held */
  messages: integer("messages").notNull().default(0),
  testimonials: integer("testimonials").notNull().default(0),
  auditEntries: integer("audit_entries").notNull().default(0),
  /** Privacy requests whose link expired unused, and answered ones a year old */
  requests: integer("requests").notNull().default(0),
});

/**
 * A visitor's request about their data (issue 27): made on the request page for an e-mail address,
 * confirmed by a single-use link sent to it, then done by itself (see, erase, stop) or by the
 * owner (correct).
 */
export const privacyRequests = pgTable(
  "privacy_requests",
  {
    id: serial("id").primaryKey(),
    /** see | correct | erase | stop (config/privacy.ts) */
    kind: varchar("kind", { length: 16 }).notNull(),
    /** The address it is about, in lower case; null once its data was erased */
    email: varchar("email", { length: 254 }),
    /** Salted hash of the address (abuse.server.ts): the limit per address counts it */
    emailHash: varchar("email_hash", { length: 64 }).notNull(),
    /** The language of the page it was made on: the e-mail's and the pages' that follow */
    language: varchar("language", { length: 8 }).notNull().default("en"),
    /** waiting (for the link) → confirmed (the owner answers) → done */
    status: varchar("status", { length: 16 }).notNull().default("waiting"),
    /** SHA-256 of the link's secret; null once the link was used */
    tokenHash: varchar("token_hash", { length: 64 }).unique(),
    linkExpiresAt: timestamp("link_expires_at", { withTimezone: true }).notNull(),
    /** Whether the link could be e-mailed (no SMTP: the owner answers by writing) */
    linkEmailed: boolean("link_emailed").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    doneAt: timestamp("done_at", { withTimezone: true }),
    /** What a correction request asks to change, as the visitor wrote it */
    correction: text("correction"),
    /** What was done, in counts ("2 messages erased") */
    outcome: varchar("outcome", { length: 200 }),
    /** The owner's note when marking it done */
    note: text("note"),
    doneBy: varchar("done_by", { length: 254 }),
  },
  (table) => [
    check("privacy_requests_kind", sql`${table.kind} IN ('see', 'correct', 'erase', 'stop')`),
    check("privacy_requests_status", sql`${table.status} IN ('waiting', 'confirmed', 'done')`),
    index("privacy_requests_address_idx").on(table.emailHash, table.createdAt),
    index("privacy_requests_open_idx")
      .on(table.createdAt)
      .where(sql`${table.status} <> 'done'`),
  ],
);

/** Who did what in the back office, and when; never a message's text. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The staff member's e-mail, or the address tried at a failed sign-in */
    actor: varchar("actor", { length: 254 }).notNull(),
    action: varchar("action", { length: 48 }).notNull(),
    /** What it was done to: "testimonial 12", "message 3", an e-mail address */
    target: varchar("target", { length: 300 }),
    /** Salted hash of the client's address */
    clientHash: varchar("client_hash", { length: 64 }),
    /** How many times it happened: repeated failures share a row, `at` being the latest (audit.server.ts) */
    count: integer("count").notNull().default(1),
  },
  (table) => [index("audit_log_at_idx").on(table.at.desc())],
);

/*
 * The outbox (docs/decisions/0011-notifications-outbox.md). A notification
 * is written in the same transaction as what it tells of; each channel's
 * delivery of it is a row of its own, claimed by one worker at a time.
 * Deleting a message or testimonial deletes its notifications: no copy of a
 * visitor's words outlives the original.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The same on every attempt: the e-mail's Message-ID and the webhook-id, so a resend can be recognised */
    publicId: uuid("public_id").notNull().defaultRandom().unique(),
    kind: varchar("kind", { length: 32 }).notNull(),
    /** What the e-mail and the webhook say, as it was when it happened */
    payload: jsonb("payload").notNull(),
    contactMessageId: integer("contact_message_id").references(() => contactMessages.id, {
      onDelete: "cascade",
    }),
    testimonialId: integer("testimonial_id").references(() => testimonials.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "notifications_kind",
      sql`${table.kind} IN ('contact-message', 'testimonial', 'staff-invitation', 'privacy-request', 'follow-up-digest', 'acknowledgement')`,
    ),
    index("notifications_created_idx").on(table.createdAt.desc()),
    // Deleting messages deletes their notifications.
    index("notifications_contact_message_idx").on(table.contactMessageId),
    index("notifications_testimonial_idx").on(table.testimonialId),
  ],
);

export const notificationDeliveries = pgTable(
  "notification_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    notificationId: bigint("notification_id", { mode: "number" })
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    /** A key of the channel registry (notifications/channels.server.ts), which alone lists them */
    channel: varchar("channel", { length: 16 }).notNull(),
    /** waiting → sending (claimed, leased) → sent | waiting again (retry) | failed; or expired */
    status: varchar("status", { length: 16 }).notNull().default("waiting"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** While sending: until when the claim holds, and whose it is */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    leaseToken: uuid("lease_token"),
    lastError: text("last_error"),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("notification_deliveries_one_per_channel").on(table.notificationId, table.channel),
    check(
      "notification_deliveries_status",
      sql`${table.status} IN ('waiting', 'sending', 'sent', 'failed', 'expired')`,
    ),
    // What the workers look for.
    index("notification_deliveries_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} IN ('waiting', 'sending')`),
    index("notification_deliveries_status_idx").on(table.status),
  ],
);

/**
 * What the site says, as the owner published it (issue 25): one row per publish of a section, never
 * changed afterwards, so a section's history is its rows and the live content is each section's
 * highest version. `data` is the section's whole content at `schema_version`
 * (app/server/content/sections.server.ts); its texts hold a value per language.
 */
export const contentVersions = pgTable(
  "content_versions",
  {
    id: serial("id").primaryKey(),
    section: varchar("section", { length: 32 }).notNull(),
    version: integer("version").notNull(),
    schemaVersion: integer("schema_version").notNull(),
    data: jsonb("data").notNull(),
    /** The staff member's e-mail; null when the site seeded it or the owner's command imported it */
    publishedBy: varchar("published_by", { length: 254 }),
    /** "seeded", "imported", "restored version 3"; null for an ordinary publish */
    note: varchar("note", { length: 64 }),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("content_versions_section_version").on(table.section, table.version)],
);

/**
 * A section's draft, at most one: changes saved but not published. `revision` goes up with every save;
 * an editor's form carries the revision and published version it was opened at, so that a second
 * editor's save on top of the first's is refused rather than overwriting it.
 */
export const contentDrafts = pgTable("content_drafts", {
  section: varchar("section", { length: 32 }).primaryKey(),
  schemaVersion: integer("schema_version").notNull(),
  data: jsonb("data").notNull(),
  revision: integer("revision").notNull(),
  updatedBy: varchar("updated_by", { length: 254 }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A notification channel's settings as an admin set them in the back office (issue 25): its
 * variables' values (the same names and rules as the environment's), sealed as one JSON text
 * (secrets.server.ts) since they hold passwords and keys. The environment, where it sets a channel,
 * wins over this row.
 */
export const channelSettings = pgTable("notification_channel_settings", {
  /** A key of the channel registry (notifications/channels.server.ts) */
  channel: varchar("channel", { length: 16 }).primaryKey(),
  sealed: text("sealed").notNull(),
  updatedBy: varchar("updated_by", { length: 254 }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A lead's timeline (issue 28): each note, change of status, assignee or follow-up day, and reply sent
 * with a template, who did it and when. Erased with the message it belongs to.
 */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    messageId: integer("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The staff member's e-mail */
    actor: varchar("actor", { length: 254 }).notNull(),
    kind: varchar("kind", { length: 16 }).notNull(),
    /** A note's text; for a change, what it became ("Contacted", "28 Nov 2026", a template's name) */
    detail: text("detail").notNull(),
  },
  (table) => [
    check("lead_events_kind", sql`${table.kind} IN ${oneOf(LEAD_EVENT_KINDS)}`),
    index("lead_events_message_idx").on(table.messageId, table.at),
  ],
);

/** The owner's reply templates (issue 28), per language; `{name}` becomes the visitor's name. */
export const replyTemplates = pgTable("reply_templates", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: TEMPLATE_LIMITS.name }).notNull(),
  language: varchar("language", { length: 8 }).notNull(),
  text: varchar("text", { length: TEMPLATE_LIMITS.text }).notNull(),
  updatedBy: varchar("updated_by", { length: 254 }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The follow-up e-mails' days (issue 28), one row per day in India: the instance that inserts it
 * sends that day's e-mails, in the same transaction, so they go once whatever the instances.
 */
export const digestRuns = pgTable("digest_runs", {
  day: varchar("day", { length: 10 }).primaryKey(),
  ranAt: timestamp("ran_at", { withTimezone: true }).notNull().defaultNow(),
  /** How many staff members were e-mailed */
  emails: integer("emails").notNull().default(0),
});

/**
 * The day's secret under which a visitor's network and browser become an anonymous number (issue
 * 28, decision 35): one per day in India, deleted once the day is over, so that no number can be
 * worked back to a network after it.
 */
export const visitSalts = pgTable("visit_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: varchar("salt", { length: 64 }).notNull(),
});

/**
 * What was counted, per visitor, page and day: views of a page, or a goal reached on it (a form
 * stored, a WhatsApp, phone or e-mail link clicked). `count` adds up the same thing seen again
 * within one write. No address, no cookie: `visitor` is the day's keyed hash. Kept 90 days.
 */
export const visitEvents = pgTable(
  "visit_events",
  {
    // No key of its own: nothing refers to a row, and a key would cost each insert an index entry.
    day: date("day", { mode: "string" }).notNull(),
    /** When it was first seen in its write: which page a visitor landed on */
    at: timestamp("at", { withTimezone: true }).notNull(),
    visitor: varchar("visitor", { length: 32 }).notNull(),
    /** A goal's name, or null for a page view */
    goal: varchar("goal", { length: 16 }),
    page: varchar("page", { length: VISIT_LIMITS.page }).notNull(),
    language: varchar("language", { length: 8 }).notNull(),
    device: varchar("device", { length: 8 }).notNull(),
    referrer: varchar("referrer", { length: VISIT_LIMITS.referrer }),
    utmSource: varchar("utm_source", { length: VISIT_LIMITS.utm }),
    utmMedium: varchar("utm_medium", { length: VISIT_LIMITS.utm }),
    utmCampaign: varchar("utm_campaign", { length: VISIT_LIMITS.utm }),
    count: integer("count").notNull(),
  },
  (table) => [
    check("visit_events_goal", sql`${table.goal} IS NULL OR ${table.goal} IN ${oneOf(VISIT_GOALS)}`),
    check("visit_events_device", sql`${table.device} IN ${oneOf(DEVICES)}`),
    check("visit_events_count", sql`${table.count} > 0`),
    index("visit_events_day_idx").on(table.day),
  ],
);

/**
 * The totals of each day once it is over, kept when its raw counts go: per dimension ("day",
 * "page", "language", "device", "source", "referrer", "campaign", "landing", "goal") and value.
 * `converted`: the visitors among them who reached a goal that day.
 */
export const visitDays = pgTable(
  "visit_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    dimension: varchar("dimension", { length: 16 }).notNull(),
    value: varchar("value", { length: VISIT_LIMITS.page }).notNull(),
    views: integer("views").notNull(),
    visitors: integer("visitors").notNull(),
    converted: integer("converted").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.dimension, table.value] })],
);

export type Testimonial = typeof testimonials.$inferSelect;
export type ContactMessage = typeof contactMessages.$inferSelect;
