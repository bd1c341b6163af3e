import { and, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/server/db/client.server";
import { contactMessages } from "~/server/db/schema";
import { forgetLeadsInDigests } from "~/server/notifications/outbox.server";
import { LANGUAGES } from "~/i18n/languages";
import { LEAD_STATUSES, type LeadStatus } from "~/config/leads";
import { referencedId } from "~/lib/reference";

/** The inbox's views: `all` is everything not archived. */
export const INBOX_FILTERS = ["all", "unread", "archived"] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

/**
 * The export's: the inbox's views, and `everything`, archived messages too,
 * which no view of the list shows ("Export all").
 */
export const EXPORT_FILTERS = [...INBOX_FILTERS, "everything"] as const;

/** The list shows at most this many; the CSV export has them all. */
export const INBOX_PAGE_LIMIT = 100;

const SEARCH_MAX = 200;

/** The list's query string; anything odd falls back to the plain inbox. */
const InboxQuerySchema = z.object({
  q: z
    .string()
    .catch("")
    // Control characters (a NUL, which Postgres refuses in a pattern) match nothing anyone typed.
    .transform((value) =>
      value
        .replace(/\p{Cc}/gu, " ")
        .trim()
        .slice(0, SEARCH_MAX),
    ),
  filter: z.enum(INBOX_FILTERS).catch("all"),
  /** The language the messages were written in (the page's they were sent from), or any */
  language: z.enum(["any", ...LANGUAGES]).catch("any"),
  /** Where the leads stand (config/leads.ts), or any */
  status: z.enum(["any", ...LEAD_STATUSES]).catch("any"),
});

/** The export's: the list's, with one view more. */
const ExportQuerySchema = InboxQuerySchema.extend({ filter: z.enum(EXPORT_FILTERS).catch("all") });

export type InboxQuery = z.output<typeof InboxQuerySchema>;
export type ExportQuery = z.output<typeof ExportQuerySchema>;

const queryOf = (url: URL) => ({
  q: url.searchParams.get("q") ?? "",
  filter: url.searchParams.get("filter") ?? "all",
  language: url.searchParams.get("language") ?? "any",
  status: url.searchParams.get("status") ?? "any",
});

/** The list's search and view, from its address. */
export function parseInboxQuery(url: URL): InboxQuery {
  return InboxQuerySchema.parse(queryOf(url));
}

/** The export's: the same parameters as the list's, and `filter=everything` as well. */
export function parseExportQuery(url: URL): ExportQuery {
  return ExportQuerySchema.parse(queryOf(url));
}

/** `%` and `_` (and the escape itself) typed into the search box match themselves. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** What the list (and the export) holds: a view of the messages, narrowed by the search. */
function inboxWhere({ q, filter, language, status }: ExportQuery): SQL | undefined {
  const shown =
    filter === "everything"
      ? undefined
      : filter === "archived"
        ? isNotNull(contactMessages.archivedAt)
        : filter === "unread"
          ? and(isNull(contactMessages.archivedAt), isNull(contactMessages.readAt))
          : isNull(contactMessages.archivedAt);
  const view = and(
    shown,
    language === "any" ? undefined : eq(contactMessages.language, language),
    status === "any" ? undefined : eq(contactMessages.status, status),
  );
  if (!q) return view;
  const pattern = likePattern(q);
  const matches = [
    ilike(contactMessages.name, pattern),
    ilike(contactMessages.email, pattern),
    ilike(contactMessages.phone, pattern),
    ilike(contactMessages.subject, pattern),
    ilike(contactMessages.message, pattern),
  ];
  // "9876543210" should find "+91 98765-43210": compare digits with digits.
  // "OS-2611-0042", the visitor's reference number: that message.
  const referenced = referencedId(q);
  if (referenced !== null && referenced <= 2_147_483_647) matches.push(eq(contactMessages.id, referenced));
  const digits = q.replace(/\D/g, "");
  if (digits.length >= 4 && /^[\d\s\-+().]+$/.test(q)) {
    matches.push(sql`regexp_replace(${contactMessages.phone}, '\\D', '', 'g') LIKE ${`%${digits}%`}`);
  }
  return and(view, or(...matches));
}

const newestFirst = [desc(contactMessages.createdAt), desc(contactMessages.id)];

/**
 * What a list of messages reads of each, the text aside: the back office's
 * list takes a preview of it, the command line's (listWholeMessages) all of it.
 */
const MESSAGE_LIST_COLUMNS = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  phone: contactMessages.phone,
  subject: contactMessages.subject,
  createdAt: contactMessages.createdAt,
  language: contactMessages.language,
  readAt: contactMessages.readAt,
  archivedAt: contactMessages.archivedAt,
  status: contactMessages.status,
  followUpOn: contactMessages.followUpOn,
};

/** How much of the text the list gets: enough for its first line, not the whole of a long message. */
const PREVIEW_CHARS = 300;

/**
 * The list's page, newest first, at most `limit`; how many messages each status link would show
 * (the query's view, language and search stand, its status does not: "New (5)" leads to five);
 * and, from those counts, how many match in all.
 */
export async function listInbox(db: Database, query: InboxQuery, limit = INBOX_PAGE_LIMIT) {
  const [messages, rows] = await Promise.all([
    db
      .select({
        ...MESSAGE_LIST_COLUMNS,
        preview: sql<string>`left(${contactMessages.message}, ${PREVIEW_CHARS})`,
      })
      .from(contactMessages)
      .where(inboxWhere(query))
      .orderBy(...newestFirst)
      .limit(limit),
    db
      .select({ status: contactMessages.status, n: sql<number>`count(*)::int` })
      .from(contactMessages)
      .where(inboxWhere({ ...query, status: "any" }))
      .groupBy(contactMessages.status),
  ]);
  // Every status is one of these (the table's check).
  const counts = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<LeadStatus, number>;
  for (const row of rows) counts[row.status as LeadStatus] = row.n;
  const total =
    query.status === "any"
      ? LEAD_STATUSES.reduce((sum, status) => sum + counts[status], 0)
      : counts[query.status];
  return { messages, total, counts };
}

/** Every message the query matches, whole (no page limit), for the CSV export. */
export async function exportInbox(db: Database, query: ExportQuery) {
  return db
    .select()
    .from(contactMessages)
    .where(inboxWhere(query))
    .orderBy(...newestFirst);
}

/**
 * The command line's list (`npm run messages -- list [--archived]`): the
 * inbox's messages, or with `archived` the archived ones only; each whole,
 * newest first.
 */
export async function listWholeMessages(db: Database, { archived = false } = {}) {
  return db
    .select({ ...MESSAGE_LIST_COLUMNS, message: contactMessages.message })
    .from(contactMessages)
    .where(inboxWhere({ q: "", filter: archived ? "archived" : "all", language: "any", status: "any" }))
    .orderBy(...newestFirst);
}

/** A message id from the URL or a form: a positive integer that fits the column, or null. */
export function parseMessageId(value: unknown): number | null {
  if (typeof value !== "string" || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

export async function getMessage(db: Database, id: number) {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row ?? null;
}

/**
 * Marks a message read: only the first time sets read_at, so it keeps
 * telling when the owner first saw it. `firstOpen` says whether this was
 * that time; null when there is no such message.
 */
export async function markRead(db: Database, id: number) {
  const [marked] = await db
    .update(contactMessages)
    .set({ readAt: new Date() })
    .where(and(eq(contactMessages.id, id), isNull(contactMessages.readAt)))
    .returning();
  if (marked) return { message: marked, firstOpen: true };
  const message = await getMessage(db, id);
  return message ? { message, firstOpen: false } : null;
}

/** Files a message away, or brings it back to the inbox; null when there is no such message. */
export async function setArchived(db: Database, id: number, archived: boolean) {
  const [row] = await db
    .update(contactMessages)
    .set({ archivedAt: archived ? new Date() : null })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id, archivedAt: contactMessages.archivedAt });
  return row ?? null;
}

/** Deletes a message, with its notifications, its lead's timeline and its lines in follow-up e-mails. */
export async function deleteMessage(db: Database, id: number) {
  const [row] = await db
    .delete(contactMessages)
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  if (row) await forgetLeadsInDigests(db, [row.id]);
  return row ?? null;
}

/** Addresses match whatever the case the visitor typed them in. */
export const fromAddress = (email: string) =>
  sql`lower(${contactMessages.email}) = ${email.trim().toLowerCase()}`;

export async function countFromAddress(db: Database, email: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(fromAddress(email));
  return row?.n ?? 0;
}

/** Someone asked to be forgotten: every message from their address goes. Returns how many. */
export async function eraseAddress(db: Database, email: string) {
  const rows = await db
    .delete(contactMessages)
    .where(fromAddress(email))
    .returning({ id: contactMessages.id });
  await forgetLeadsInDigests(
    db,
    rows.map((row) => row.id),
  );
  return rows.length;
}
