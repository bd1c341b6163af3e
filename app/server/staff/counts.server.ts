import { and, isNull, not, sql } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { contactMessages, testimonials } from "~/server/db/schema";
import { failedDeliveryCount } from "~/server/notifications/outbox.server";
import { overdueRequestCount } from "~/server/privacy/requests.server";

/** What waits for the staff: the back office's navigation and the staff bar show it. */
export async function waitingCounts(db: Database) {
  const [pending] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(testimonials)
    .where(and(not(testimonials.isApproved), isNull(testimonials.reviewedAt)));
  const [unread] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(and(isNull(contactMessages.readAt), isNull(contactMessages.archivedAt)));
  return {
    pendingTestimonials: pending?.n ?? 0,
    unreadMessages: unread?.n ?? 0,
    failedNotifications: await failedDeliveryCount(db),
    /** Privacy requests past their 30 days (issue 27) */
    overdueRequests: await overdueRequestCount(db),
  };
}
