import { and, asc, desc, eq, isNotNull, isNull, not, or, sql } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { type Testimonial, testimonials } from "~/server/db/schema";
import { audit } from "~/server/staff/audit.server";
import { MODERATION_PAGE_SIZE, type ModerationDecision, type ModerationTab } from "~/lib/moderation";
import type { TestimonialInput } from "~/lib/schemas/testimonial";
import type { Lang } from "~/i18n/languages";
import type { PublicTestimonial } from "~/lib/testimonials";
import { storeWithNotification } from "~/server/notifications/outbox.server";
import { storeOnce } from "~/server/same-submission.server";
import { PRIVACY_NOTICE } from "~/config/privacy";

/** At most this many on the public page; more would make it a wall. */
export const PUBLIC_TESTIMONIAL_LIMIT = 60;

/** What the public sees of a testimonial: never who reviewed it, or when. */
const PUBLIC_COLUMNS = {
  id: testimonials.id,
  name: testimonials.name,
  company: testimonials.company,
  feedbackText: testimonials.feedbackText,
  rating: testimonials.rating,
  language: testimonials.language,
  createdAt: testimonials.createdAt,
};

/** How many testimonials the home page shows. */
export const FEATURED_TESTIMONIAL_LIMIT = 3;

/** The approved testimonials staff featured on the home page, the latest featured first. */
export async function listFeaturedTestimonials(db: Database): Promise<PublicTestimonial[]> {
  const rows = await db
    .select(PUBLIC_COLUMNS)
    .from(testimonials)
    .where(and(eq(testimonials.isApproved, true), isNotNull(testimonials.featuredAt)))
    .orderBy(desc(testimonials.featuredAt), desc(testimonials.id))
    .limit(FEATURED_TESTIMONIAL_LIMIT);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** Approved testimonials, newest first: the only ones the public ever sees. */
export async function listApprovedTestimonials(
  db: Database,
  limit: number = PUBLIC_TESTIMONIAL_LIMIT,
): Promise<PublicTestimonial[]> {
  const rows = await db
    .select(PUBLIC_COLUMNS)
    .from(testimonials)
    .where(eq(testimonials.isApproved, true))
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/**
 * A visitor's testimonial, with the owner's notification of it (stored
 * together or not at all); null when this very testimonial is already stored
 * and not yet reviewed (same-submission.server.ts). It always waits for
 * review: the visitor never decides `is_approved`.
 */
export async function createTestimonial(db: Database, input: TestimonialInput & { language?: Lang }) {
  if (!input.consent)
    throw new Error("A testimonial is stored only with its writer's agreement to its being shown");
  const waiting = isNull(testimonials.reviewedAt);
  return storeOnce(
    db,
    { form: "testimonial", input, table: testimonials, waiting },
    async (tx, fingerprint) => {
      const row = await storeWithNotification(
        tx,
        async (tx) => {
          const [inserted] = await tx
            .insert(testimonials)
            .values({
              name: input.name,
              company: input.company || null,
              feedbackText: input.feedback,
              rating: input.rating,
              isApproved: false,
              fingerprint,
              language: input.language ?? "en",
              // Stored only with the writer's agreement (the schema refuses it without).
              displayConsentAt: sql`now()`,
              consentNoticeVersion: PRIVACY_NOTICE.version,
            })
            .returning({ id: testimonials.id, createdAt: testimonials.createdAt });
          if (!inserted) throw new Error("insert returned no row");
          return inserted;
        },
        (inserted) => ({
          event: {
            kind: "testimonial",
            payload: {
              id: inserted.id,
              name: input.name,
              company: input.company || null,
              rating: input.rating,
              feedback: input.feedback,
              language: input.language ?? "en",
              receivedAt: inserted.createdAt.toISOString(),
            },
          },
          links: { testimonialId: inserted.id },
        }),
      );
      return { id: row.id };
    },
  );
}

export async function listTestimonials(db: Database, { pendingOnly = false } = {}) {
  return db
    .select()
    .from(testimonials)
    .where(pendingOnly ? and(not(testimonials.isApproved), isNull(testimonials.reviewedAt)) : undefined)
    .orderBy(pendingOnly ? asc(testimonials.createdAt) : desc(testimonials.createdAt), asc(testimonials.id));
}

/** Approve (shown publicly) or reject (kept, never shown); either way it leaves the queue. */
export async function reviewTestimonial(db: Database, id: number, approved: boolean, reviewer: string) {
  const [row] = await db
    .update(testimonials)
    .set({ isApproved: approved, reviewedAt: new Date(), reviewedBy: reviewer })
    .where(eq(testimonials.id, id))
    .returning();
  return row;
}

export async function deleteTestimonial(db: Database, id: number) {
  const [row] = await db
    .delete(testimonials)
    .where(eq(testimonials.id, id))
    .returning({ id: testimonials.id });
  return row;
}

/*
 * Moderation in the back office. A testimonial is pending (never decided),
 * approved (shown), or rejected (kept, never shown); `reviewed_at` and
 * `reviewed_by` say when and by whom it was decided.
 */

const isPending = and(not(testimonials.isApproved), isNull(testimonials.reviewedAt));
const isRejected = and(not(testimonials.isApproved), isNotNull(testimonials.reviewedAt));
const isDecided = or(testimonials.isApproved, isNotNull(testimonials.reviewedAt));

const inTab: Record<ModerationTab, ReturnType<typeof and>> = {
  pending: isPending,
  approved: eq(testimonials.isApproved, true),
  rejected: isRejected,
};

/** How many testimonials each tab holds. */
export async function moderationCounts(db: Database): Promise<Record<ModerationTab, number>> {
  const [counts] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${isPending})::int`,
      approved: sql<number>`count(*) filter (where ${testimonials.isApproved})::int`,
      rejected: sql<number>`count(*) filter (where ${isRejected})::int`,
    })
    .from(testimonials);
  return counts ?? { pending: 0, approved: 0, rejected: 0 };
}

/** One tab's testimonials: the queue oldest first (first come, first decided), decisions newest first. */
export async function listForModeration(
  db: Database,
  tab: ModerationTab,
  limit: number = MODERATION_PAGE_SIZE,
): Promise<Testimonial[]> {
  const order =
    tab === "pending"
      ? [asc(testimonials.createdAt), asc(testimonials.id)]
      : [
          sql`${testimonials.reviewedAt} DESC NULLS LAST`,
          desc(testimonials.createdAt),
          desc(testimonials.id),
        ];
  return db
    .select()
    .from(testimonials)
    .where(inTab[tab])
    .orderBy(...order)
    .limit(limit);
}

export type DecisionResult =
  | { ok: true; testimonial: Testimonial }
  | { ok: false; reason: "missing" }
  /** Someone decided it first (approve, reject), or it already waits (undo): the row as it is now */
  | { ok: false; reason: "conflict"; testimonial: Testimonial };

/** The one change a decision makes, only from the state it is meant for. */
function applyDecision(db: Database, id: number, decision: ModerationDecision, staffEmail: string) {
  const byId = eq(testimonials.id, id);
  switch (decision) {
    case "approve":
    case "reject":
      return db
        .update(testimonials)
        .set({ isApproved: decision === "approve", reviewedAt: new Date(), reviewedBy: staffEmail })
        .where(and(byId, isPending))
        .returning();
    case "undo":
      return db
        .update(testimonials)
        .set({ isApproved: false, reviewedAt: null, reviewedBy: null, featuredAt: null })
        .where(and(byId, isDecided))
        .returning();
    // Only an approved one is featured: what a visitor reads on the home page is a client's words.
    case "feature":
      return db
        .update(testimonials)
        .set({ featuredAt: new Date() })
        .where(and(byId, eq(testimonials.isApproved, true), isNull(testimonials.featuredAt)))
        .returning();
    case "unfeature":
      return db
        .update(testimonials)
        .set({ featuredAt: null })
        .where(and(byId, isNotNull(testimonials.featuredAt)))
        .returning();
    case "delete":
      return db.delete(testimonials).where(byId).returning();
  }
}

/**
 * A staff member's decision on a testimonial, with its audit entry, both or
 * neither. Approve and reject act on a pending one only and undo on a
 * decided one, so two staff deciding at once cannot overrule each other
 * unseen. The caller tells the page cache (page-cache.server.ts).
 */
export async function decideTestimonial(
  db: Database,
  { id, decision, staffEmail }: { id: number; decision: ModerationDecision; staffEmail: string },
): Promise<DecisionResult> {
  return db.transaction(async (tx) => {
    const [changed] = await applyDecision(tx, id, decision, staffEmail);
    if (!changed) {
      const [current] = await tx.select().from(testimonials).where(eq(testimonials.id, id));
      return current
        ? { ok: false, reason: "conflict", testimonial: current }
        : { ok: false, reason: "missing" };
    }
    await audit(tx, { actor: staffEmail, action: `testimonial-${decision}`, target: `testimonial ${id}` });
    return { ok: true, testimonial: changed };
  });
}
