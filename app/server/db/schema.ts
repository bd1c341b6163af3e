import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { CONTACT_LIMITS, TESTIMONIAL_LIMITS } from "../../lib/schemas/limits";

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
  },
  (table) => [
    check("contact_messages_name_not_blank", sql`length(trim(${table.name})) > 0`),
    check("contact_messages_message_not_blank", sql`length(trim(${table.message})) > 0`),
    index("contact_messages_inbox_idx")
      .on(table.createdAt.desc().nullsFirst())
      .where(sql`${table.archivedAt} IS NULL`),
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

export type Testimonial = typeof testimonials.$inferSelect;
export type ContactMessage = typeof contactMessages.$inferSelect;
