import { and, asc, desc, eq, inArray, isNull, lte, not, sql } from "drizzle-orm";
import {
  DIGEST_HOUR_IST,
  type DigestLead,
  LEAD_STATUS_LABELS,
  type LeadEventKind,
  type LeadStatus,
  SETTLED_STATUSES,
} from "~/config/leads";
import type { Lang } from "~/i18n/languages";
import { formatIstDay, istDate, istHour } from "~/lib/ist";
import { type ReplyVia, templateReplyHref } from "~/lib/reply-links";
import type { Database } from "~/server/db/client.server";
import { contactMessages, digestRuns, leadEvents, replyTemplates, staffUsers } from "~/server/db/schema";
import { recordNotification } from "~/server/notifications/outbox.server";
import { type AuditAction, audit } from "~/server/staff/audit.server";

/*
 * The lead pipeline (issue 28): where each contact message stands, who follows it up and when,
 * notes on it, and replies sent with the owner's templates. Every change is one transaction with
 * its line in the lead's timeline and its audit entry (never a note's or a message's text).
 */

/** A change staff make to a lead. */
export type LeadChange =
  | { kind: "status"; status: LeadStatus }
  | { kind: "note"; text: string }
  | { kind: "assignee"; staffId: string | null }
  | { kind: "follow-up"; day: string | null };

const AUDIT_ACTIONS: Record<LeadChange["kind"], AuditAction> = {
  status: "lead-status",
  note: "lead-note",
  assignee: "lead-assign",
  "follow-up": "lead-follow-up",
};

/** One line of a lead's timeline, its audit entry beside it; inside the caller's transaction. */
async function record(
  tx: Database,
  id: number,
  actor: string,
  line: { kind: LeadEventKind; detail: string; action: AuditAction; audited: string },
) {
  await tx.insert(leadEvents).values({ messageId: id, actor, kind: line.kind, detail: line.detail });
  await audit(tx, { actor, action: line.action, target: `message ${id}: ${line.audited}` });
}

/**
 * Changes a lead: its status, its assignee, its follow-up day, or adds a note. Returns false when
 * there is no such message, or the assignee is no staff member (nothing changes then).
 */
export async function changeLead(db: Database, id: number, actor: string, change: LeadChange) {
  return db.transaction(async (tx) => {
    const now = new Date();
    let detail: string;
    let audited: string;
    switch (change.kind) {
      case "status": {
        detail = LEAD_STATUS_LABELS[change.status];
        audited = detail;
        break;
      }
      case "note": {
        detail = change.text;
        // The note's words are the lead's, kept with it; the audit says only that one was written.
        audited = "note added";
        break;
      }
      case "assignee": {
        if (change.staffId === null) {
          detail = "Nobody";
        } else {
          const [member] = await tx
            .select({ name: staffUsers.name, email: staffUsers.email })
            .from(staffUsers)
            .where(eq(staffUsers.id, change.staffId));
          if (!member) return false;
          detail = `${member.name} (${member.email})`;
        }
        audited = `assigned to ${detail}`;
        break;
      }
      case "follow-up": {
        detail = change.day ? formatIstDay(change.day) : "None";
        audited = `follow-up ${detail}`;
        break;
      }
    }
    const set =
      change.kind === "status"
        ? { status: change.status }
        : change.kind === "assignee"
          ? { assigneeId: change.staffId }
          : change.kind === "follow-up"
            ? { followUpOn: change.day }
            : {};
    const [row] = await tx
      .update(contactMessages)
      .set({ ...set, activityAt: now })
      .where(eq(contactMessages.id, id))
      .returning({ id: contactMessages.id });
    if (!row) return false;
    await record(tx, id, actor, { kind: change.kind, detail, action: AUDIT_ACTIONS[change.kind], audited });
    return true;
  });
}

/** A lead's timeline, oldest first. */
export function leadTimeline(db: Database, id: number) {
  return db
    .select({
      id: leadEvents.id,
      at: leadEvents.at,
      actor: leadEvents.actor,
      kind: leadEvents.kind,
      detail: leadEvents.detail,
    })
    .from(leadEvents)
    .where(eq(leadEvents.messageId, id))
    .orderBy(asc(leadEvents.at), asc(leadEvents.id));
}

export function listTemplates(db: Database) {
  return db
    .select()
    .from(replyTemplates)
    .orderBy(asc(replyTemplates.language), asc(replyTemplates.name), asc(replyTemplates.id));
}

/**
 * A reply with a template, by WhatsApp or e-mail: the link that opens it with the text, the
 * visitor's name filled in. A New lead becomes Contacted; the reply is in its timeline either way.
 * Null when there is no such message or template, or no way to send it (no mobile number).
 */
export async function replyWithTemplate(
  db: Database,
  input: { id: number; templateId: number; via: ReplyVia; actor: string },
): Promise<{ href: string; contacted: boolean } | null> {
  return db.transaction(async (tx) => {
    const [message] = await tx.select().from(contactMessages).where(eq(contactMessages.id, input.id));
    const [template] = await tx.select().from(replyTemplates).where(eq(replyTemplates.id, input.templateId));
    if (!message || !template) return null;
    const href = templateReplyHref(input.via, message, template.text);
    if (!href) return null;
    // Only a lead still New becomes Contacted, decided by the update itself: a status someone
    // saved a moment before is not undone.
    const moved = await tx
      .update(contactMessages)
      .set({ status: "contacted" })
      .where(and(eq(contactMessages.id, input.id), eq(contactMessages.status, "new")))
      .returning({ id: contactMessages.id });
    const contacted = moved.length > 0;
    await tx.update(contactMessages).set({ activityAt: new Date() }).where(eq(contactMessages.id, input.id));
    const by = input.via === "whatsapp" ? "WhatsApp" : "e-mail";
    await record(tx, input.id, input.actor, {
      kind: "template",
      detail: `Replied by ${by} with “${template.name}”`,
      action: "lead-template",
      audited: `replied by ${by} with template ${template.id}`,
    });
    if (contacted) {
      await record(tx, input.id, input.actor, {
        kind: "status",
        detail: LEAD_STATUS_LABELS.contacted,
        action: "lead-status",
        audited: LEAD_STATUS_LABELS.contacted,
      });
    }
    return { href, contacted };
  });
}

/** A follow-up still to do: not archived, not won or lost. */
const openFollowUp = and(
  isNull(contactMessages.archivedAt),
  not(inArray(contactMessages.status, [...SETTLED_STATUSES])),
);

/** Follow-ups due today (in India) and overdue ones, soonest first, for the dashboard. */
export async function dueFollowUps(db: Database, now = new Date()) {
  const today = istDate(now);
  const rows = await db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      subject: contactMessages.subject,
      status: contactMessages.status,
      followUpOn: contactMessages.followUpOn,
      assignee: staffUsers.name,
    })
    .from(contactMessages)
    .leftJoin(staffUsers, eq(staffUsers.id, contactMessages.assigneeId))
    .where(and(openFollowUp, lte(contactMessages.followUpOn, today)))
    .orderBy(asc(contactMessages.followUpOn), asc(contactMessages.id));
  return {
    today: rows.filter((row) => row.followUpOn === today),
    overdue: rows.filter((row) => row.followUpOn !== today),
  };
}

/**
 * At 9:00 in India, or the first try after it, each staff member is e-mailed the follow-ups due
 * that day that are theirs; those nobody was given go to every admin. Nobody with none gets one.
 * Once a day whatever the instances: the day's row and the e-mails are one transaction. Returns how
 * many were e-mailed, or null when it is too early or the day's were sent.
 */
export async function sendFollowUpDigests(
  db: Database,
  configured: readonly string[],
  now = new Date(),
): Promise<number | null> {
  if (istHour(now) < DIGEST_HOUR_IST) return null;
  const day = istDate(now);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(digestRuns)
      .values({ day, ranAt: now })
      .onConflictDoNothing()
      .returning({ day: digestRuns.day });
    if (!claimed) return null;
    const due = await tx
      .select({
        id: contactMessages.id,
        name: contactMessages.name,
        subject: contactMessages.subject,
        status: contactMessages.status,
        assigneeId: contactMessages.assigneeId,
      })
      .from(contactMessages)
      .where(and(openFollowUp, eq(contactMessages.followUpOn, day)))
      .orderBy(asc(contactMessages.id));
    const staff = await tx
      .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email, role: staffUsers.role })
      .from(staffUsers)
      .where(sql`coalesce(${staffUsers.banned}, false) = false`)
      .orderBy(asc(staffUsers.createdAt));
    let emails = 0;
    // A lead nobody here has (never given, or given to someone barred since) goes to every admin.
    const present = new Set(staff.map((member) => member.id));
    const nobodys = (lead: (typeof due)[number]) => lead.assigneeId === null || !present.has(lead.assigneeId);
    for (const member of staff) {
      const leads: DigestLead[] = due
        .filter((lead) => lead.assigneeId === member.id || (nobodys(lead) && member.role === "admin"))
        .map(({ id, name, subject, status }) => ({ id, name, subject, status: status as LeadStatus }));
      if (leads.length === 0) continue;
      await recordNotification(
        tx,
        { kind: "follow-up-digest", payload: { email: member.email, name: member.name, day, leads } },
        configured,
      );
      emails += 1;
    }
    await tx.update(digestRuns).set({ emails }).where(eq(digestRuns.day, day));
    if (emails > 0) {
      await audit(tx, {
        actor: "site",
        action: "follow-up-digest",
        target: `follow-ups of ${day}: ${emails} ${emails === 1 ? "e-mail" : "e-mails"}`,
      });
    }
    return emails;
  });
}

/** The latest days' follow-up e-mails, newest first. */
export function recentDigestRuns(db: Database, limit = 7) {
  return db.select().from(digestRuns).orderBy(desc(digestRuns.day)).limit(limit);
}

/** The languages a template can be in, and a lead's, for choosing the template to offer first. */
export const templatesFor = <T extends { language: string }>(templates: T[], language: Lang) => [
  ...templates.filter((template) => template.language === language),
  ...templates.filter((template) => template.language !== language),
];

/** Writes a reply template, new (no id) or changed; false when the one to change is gone. */
export async function saveTemplate(
  db: Database,
  input: { id: number | null; name: string; language: Lang; text: string; actor: string },
) {
  return db.transaction(async (tx) => {
    const values = { name: input.name, language: input.language, text: input.text, updatedBy: input.actor };
    const [row] =
      input.id === null
        ? await tx.insert(replyTemplates).values(values).returning({ id: replyTemplates.id })
        : await tx
            .update(replyTemplates)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(replyTemplates.id, input.id))
            .returning({ id: replyTemplates.id });
    if (!row) return false;
    await audit(tx, {
      actor: input.actor,
      action: "template-save",
      target: `template ${row.id}: ${input.name}`,
    });
    return true;
  });
}

export async function deleteTemplate(db: Database, id: number, actor: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(replyTemplates)
      .where(eq(replyTemplates.id, id))
      .returning({ id: replyTemplates.id, name: replyTemplates.name });
    if (!row) return false;
    await audit(tx, { actor, action: "template-delete", target: `template ${row.id}: ${row.name}` });
    return true;
  });
}
