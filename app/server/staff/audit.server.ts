import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { auditLog } from "~/server/db/schema";

export type AuditAction =
  | "sign-in"
  | "sign-in-failed"
  | "sign-out"
  | "sign-out-everywhere"
  | "two-factor-on"
  | "two-factor-off"
  | "testimonial-approve"
  | "testimonial-reject"
  | "testimonial-undo"
  | "testimonial-feature"
  | "testimonial-unfeature"
  | "testimonial-delete"
  | "message-archive"
  | "message-unarchive"
  | "message-delete"
  | "messages-erase"
  | "staff-create"
  | "staff-invite"
  | "staff-invite-withdraw"
  | "staff-join"
  | "staff-remove"
  | "staff-revoke-sessions"
  | "staff-reset-two-factor"
  | "setting-change"
  | "password-change"
  | "notification-retry"
  | "notification-test"
  | "content-publish"
  | "content-restore"
  | "content-discard"
  | "content-import"
  | "privacy-request"
  | "privacy-request-confirm"
  | "privacy-request-done"
  | "lead-status"
  | "lead-note"
  | "lead-assign"
  | "lead-follow-up"
  | "lead-template"
  | "template-save"
  | "template-delete"
  | "follow-up-digest";

/**
 * Actions that a stranger can repeat at will. Repeated by the same actor from
 * the same client to the same target, they share one row (its count goes up,
 * its time moves to the latest), so a flood cannot push real events off the
 * audit page.
 */
const FOLDED_ACTIONS: ReadonlySet<AuditAction> = new Set(["sign-in-failed"]);
const FOLD_WINDOW_MINUTES = 15;

/** Records a staff action: who, what, to what. Never a message's text. */
export async function audit(
  db: Database,
  entry: { actor: string; action: AuditAction; target?: string | null; clientHash?: string | null },
) {
  const row = {
    actor: entry.actor.slice(0, 254),
    action: entry.action,
    target: entry.target?.slice(0, 300) ?? null,
    clientHash: entry.clientHash ?? null,
  };
  if (FOLDED_ACTIONS.has(entry.action)) {
    const latest = db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.actor, row.actor),
          eq(auditLog.action, row.action),
          sql`${auditLog.target} IS NOT DISTINCT FROM ${row.target}`,
          sql`${auditLog.clientHash} IS NOT DISTINCT FROM ${row.clientHash}`,
          gt(auditLog.at, sql`now() - make_interval(mins => ${FOLD_WINDOW_MINUTES})`),
        ),
      )
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(1);
    const folded = await db
      .update(auditLog)
      .set({ count: sql`${auditLog.count} + 1`, at: sql`now()` })
      .where(inArray(auditLog.id, latest))
      .returning({ id: auditLog.id });
    // Two at once may both find none and write a row each: a second row, not a lost count.
    if (folded.length > 0) return;
  }
  await db.insert(auditLog).values(row);
}

/** One page of the audit log, newest first, and whether older entries follow. */
export async function listAudit(db: Database, { page, perPage }: { page: number; perPage: number }) {
  const rows = await db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(perPage + 1)
    .offset((page - 1) * perPage);
  return { entries: rows.slice(0, perPage), hasOlder: rows.length > perPage };
}
