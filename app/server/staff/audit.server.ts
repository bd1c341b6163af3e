import { desc } from "drizzle-orm";
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
  | "notification-test";

/** Records a staff action: who, what, to what. Never a message's text. */
export async function audit(
  db: Database,
  entry: { actor: string; action: AuditAction; target?: string | null; clientHash?: string | null },
) {
  await db.insert(auditLog).values({
    actor: entry.actor.slice(0, 254),
    action: entry.action,
    target: entry.target?.slice(0, 300) ?? null,
    clientHash: entry.clientHash ?? null,
  });
}

export async function listAudit(db: Database, limit = 200) {
  return db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit);
}
