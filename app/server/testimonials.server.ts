import { and, asc, desc, eq, isNull, not } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { testimonials } from "~/server/db/schema";
import type { TestimonialInput } from "~/lib/schemas/testimonial";

import type { PublicTestimonial } from "~/lib/testimonials";

/** At most this many on the public page; more would make it a wall. */
export const PUBLIC_TESTIMONIAL_LIMIT = 60;

/** Approved testimonials, newest first: the only ones the public ever sees. */
export async function listApprovedTestimonials(
  db: Database,
  limit: number = PUBLIC_TESTIMONIAL_LIMIT,
): Promise<PublicTestimonial[]> {
  const rows = await db
    .select({
      id: testimonials.id,
      name: testimonials.name,
      company: testimonials.company,
      feedbackText: testimonials.feedbackText,
      rating: testimonials.rating,
      createdAt: testimonials.createdAt,
    })
    .from(testimonials)
    .where(eq(testimonials.isApproved, true))
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** A visitor's testimonial. It always waits for review: the visitor never decides `is_approved`. */
export async function createTestimonial(db: Database, input: TestimonialInput) {
  const [row] = await db
    .insert(testimonials)
    .values({
      name: input.name,
      company: input.company || null,
      feedbackText: input.feedback,
      rating: input.rating,
      isApproved: false,
    })
    .returning({ id: testimonials.id });
  if (!row) throw new Error("insert returned no row");
  return row;
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
