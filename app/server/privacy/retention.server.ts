import { and, desc, eq, isNotNull, lt, not, or, sql } from "drizzle-orm";
import { KEEP_AUDIT_MONTHS, KEEP_REJECTED_TESTIMONIALS_DAYS } from "~/config/privacy";
import type { Database } from "~/server/db/client.server";
import { auditLog, contactMessages, privacyRequests, retentionRuns, testimonials } from "~/server/db/schema";
import { keepMessagesMonths } from "~/server/staff/settings.server";
import { forgetLeadsInDigests } from "~/server/notifications/outbox.server";

/*
 * Retention that runs by itself (issue 27): once a day, what the privacy notice says is kept no
 * longer is erased, and request links that expired unused. A message's notifications and their
 * deliveries go with it (foreign keys, ON DELETE CASCADE), so no copy of its words is left behind.
 */

export interface RetentionRun {
  /** The day in India it ran for */
  day: string;
  ranAt: Date;
  messages: number;
  testimonials: number;
  auditEntries: number;
  /** Privacy requests whose link expired unused, and answered ones past the audit log's year */
  requests: number;
}

const indiaDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" });

/**
 * Erases what is due at `now`, unless another run (this instance's or another's) already did today.
 * Returns the run, or null when today's was done. The day's row and the erasing are one
 * transaction: a second instance waits on the row's key and then finds it there.
 */
export async function runRetention(db: Database, now = new Date()): Promise<RetentionRun | null> {
  const day = indiaDay.format(now);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(retentionRuns)
      .values({ day, ranAt: now })
      .onConflictDoNothing()
      .returning({ day: retentionRuns.day });
    if (!claimed) return null;
    const at = sql`${now.toISOString()}::timestamptz`;
    const months = await keepMessagesMonths(tx);
    // The last thing done with a message: sent, opened, filed away, or a change to the lead
    // (greatest() passes over nulls).
    const lastActivity = sql`greatest(${contactMessages.createdAt}, ${contactMessages.readAt}, ${contactMessages.archivedAt}, ${contactMessages.activityAt})`;
    const messages = await tx
      .delete(contactMessages)
      .where(lt(lastActivity, sql`${at} - make_interval(months => ${months})`))
      .returning({ id: contactMessages.id });
    await forgetLeadsInDigests(
      tx,
      messages.map((row) => row.id),
    );
    const rejected = await tx
      .delete(testimonials)
      .where(
        and(
          not(testimonials.isApproved),
          isNotNull(testimonials.reviewedAt),
          lt(testimonials.reviewedAt, sql`${at} - make_interval(days => ${KEEP_REJECTED_TESTIMONIALS_DAYS})`),
        ),
      )
      .returning({ id: testimonials.id });
    const audit = await tx
      .delete(auditLog)
      .where(lt(auditLog.at, sql`${at} - make_interval(months => ${KEEP_AUDIT_MONTHS})`))
      .returning({ id: auditLog.id });
    const requests = await tx
      .delete(privacyRequests)
      .where(
        or(
          and(eq(privacyRequests.status, "waiting"), lt(privacyRequests.linkExpiresAt, at)),
          and(
            eq(privacyRequests.status, "done"),
            lt(privacyRequests.doneAt, sql`${at} - make_interval(months => ${KEEP_AUDIT_MONTHS})`),
          ),
        ),
      )
      .returning({ id: privacyRequests.id });
    const run = {
      day,
      ranAt: now,
      messages: messages.length,
      testimonials: rejected.length,
      auditEntries: audit.length,
      requests: requests.length,
    };
    await tx
      .update(retentionRuns)
      .set({
        messages: run.messages,
        testimonials: run.testimonials,
        auditEntries: run.auditEntries,
        requests: run.requests,
      })
      .where(eq(retentionRuns.day, day));
    return run;
  });
}

/** The latest runs, newest first, for the Privacy page. */
export async function recentRetentionRuns(db: Database, limit = 30): Promise<RetentionRun[]> {
  return db.select().from(retentionRuns).orderBy(desc(retentionRuns.day)).limit(limit);
}
