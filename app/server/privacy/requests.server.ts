import { createHash, randomBytes } from "node:crypto";
import { and, asc, desc, eq, gt, inArray, isNotNull, lt, ne, sql } from "drizzle-orm";
import { type PrivacyRequestKind, REQUEST_DUE_DAYS, REQUEST_LINK_HOURS } from "~/config/privacy";
import { type Lang, localPath } from "~/i18n/languages";
import { hashEmailAddress } from "~/server/abuse.server";
import type { Database } from "~/server/db/client.server";
import { contactMessages, leadEvents, notifications, privacyRequests } from "~/server/db/schema";
import { recordNotification } from "~/server/notifications/outbox.server";
import { configuredChannels, currentNotificationSettings } from "~/server/notifications/settings.server";
import { siteUrl } from "~/server/site-env.server";
import { audit } from "~/server/staff/audit.server";
import { countFromAddress, eraseAddress, fromAddress } from "~/server/staff/inbox.server";

/*
 * A visitor's rights, used alone (issue 27). A request names an e-mail address; a link to that
 * address proves it is theirs. The page answers the same whether or not anything is held for it,
 * so nobody learns from it who wrote to the business. The link is single-use, works 24 hours, and
 * is stored only as a hash; its e-mail goes through the outbox, which forgets the link once sent.
 */

/** At most this many links a day to one address, whoever asks: the form cannot be used to mail someone. */
export const REQUESTS_PER_ADDRESS_PER_DAY = 3;

/** What the audit log says of an address: a short prefix of its salted hash. */
const addressInAudit = (hash: string) => `address ${hash.slice(0, 12)}`;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The link's address, on the page of the request's language. */
export const requestLink = (token: string, lang: Lang) =>
  `${siteUrl()}${localPath(lang, `/privacy/request/${token}`)}`;

export type ReceivedRequest =
  /** A link is on its way (or, with no e-mail set up, the owner will answer) */
  | { kind: "sent"; id: number; emailed: boolean }
  /** Nothing held for the address, or its links for today are used up: nothing sent */
  | { kind: "nothing" };

/**
 * A request from the page. The caller answers the visitor the same whatever this returns (only
 * the client's own limit, counted before, is said), and wakes the notification worker once its
 * transaction has committed.
 */
export async function receiveRequest(
  db: Database,
  input: { email: string; kind: PrivacyRequestKind; lang: Lang; clientHash: string },
): Promise<ReceivedRequest> {
  const email = input.email.trim().toLowerCase();
  const emailHash = await hashEmailAddress(db, email);
  const channels = configuredChannels((await currentNotificationSettings(db)).settings);
  const emailed = channels.includes("email");
  return db.transaction(async (tx): Promise<ReceivedRequest> => {
    if ((await countFromAddress(tx, email)) === 0) return { kind: "nothing" };
    const [recent] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(privacyRequests)
      .where(
        and(
          eq(privacyRequests.emailHash, emailHash),
          gt(privacyRequests.createdAt, sql`now() - interval '1 day'`),
        ),
      );
    if ((recent?.n ?? 0) >= REQUESTS_PER_ADDRESS_PER_DAY) return { kind: "nothing" };
    const token = randomBytes(32).toString("base64url");
    const [row] = await tx
      .insert(privacyRequests)
      .values({
        kind: input.kind,
        email,
        emailHash,
        language: input.lang,
        tokenHash: hashToken(token),
        linkExpiresAt: sql`now() + make_interval(hours => ${REQUEST_LINK_HOURS})`,
        linkEmailed: emailed,
      })
      .returning({ id: privacyRequests.id, linkExpiresAt: privacyRequests.linkExpiresAt });
    if (!row) throw new Error("privacy request missing after insert");
    if (emailed) {
      await recordNotification(
        tx,
        {
          kind: "privacy-request",
          payload: {
            email,
            kind: input.kind,
            language: input.lang,
            link: requestLink(token, input.lang),
            expiresAt: row.linkExpiresAt.toISOString(),
          },
        },
        channels,
      );
    }
    await audit(tx, {
      actor: "visitor",
      action: "privacy-request",
      target: `request ${row.id} (${input.kind}) for ${addressInAudit(emailHash)}`,
      clientHash: input.clientHash,
    });
    return { kind: "sent", id: row.id, emailed };
  });
}

/** A request as its link's page knows it. */
export interface OpenRequest {
  id: number;
  kind: PrivacyRequestKind;
  email: string;
  language: Lang;
  /** How many messages are held for the address now */
  messages: number;
}

export type LinkState = { ok: true; request: OpenRequest } | { ok: false };

const usable = (tokenHash: string) =>
  and(
    eq(privacyRequests.tokenHash, tokenHash),
    eq(privacyRequests.status, "waiting"),
    gt(privacyRequests.linkExpiresAt, sql`now()`),
  );

/** What a link is for, if it still works (a GET: nothing changes). */
export async function openRequest(db: Database, token: string): Promise<LinkState> {
  const [row] = await db
    .select()
    .from(privacyRequests)
    .where(usable(hashToken(token)));
  if (!row?.email) return { ok: false };
  return {
    ok: true,
    request: {
      id: row.id,
      kind: row.kind as PrivacyRequestKind,
      email: row.email,
      language: row.language === "hi" ? "hi" : "en",
      messages: await countFromAddress(db, row.email),
    },
  };
}

/** A message as "See my data" shows it. */
export interface HeldMessage {
  createdAt: Date;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  language: string;
  offersConsentAt: Date | null;
  consentNoticeVersion: string | null;
  /** Where the visit began (issue 28): landing page, referring site, campaign; "" when not known */
  cameFrom: string;
  /** The staff's notes on the lead (issue 28) */
  notes: string[];
}

export type CompletedRequest =
  | { kind: "see"; messages: HeldMessage[] }
  | { kind: "erase"; erased: number }
  | { kind: "stop"; withdrawn: number }
  | { kind: "correct" }
  | { kind: "no-correction" }
  | { kind: "gone" };

/**
 * The link's page posted: the request is done (see, erase, stop) or handed to the owner
 * (correct, with `correction`). The link works once: its hash is cleared in the same transaction.
 */
export async function completeRequest(
  db: Database,
  token: string,
  input: { correction?: string },
): Promise<CompletedRequest> {
  return db.transaction(async (tx): Promise<CompletedRequest> => {
    const [row] = await tx
      .select()
      .from(privacyRequests)
      .where(usable(hashToken(token)))
      .for("update");
    if (!row?.email) return { kind: "gone" };
    const email = row.email;
    const kind = row.kind as PrivacyRequestKind;
    // A correction says what to correct: without it the link is not used up.
    if (kind === "correct" && !input.correction) return { kind: "no-correction" };
    const target = `request ${row.id} (${kind}) for ${addressInAudit(row.emailHash)}`;
    const finish = async (outcome: string, done = true) => {
      await tx
        .update(privacyRequests)
        .set({
          tokenHash: null,
          status: done ? "done" : "confirmed",
          confirmedAt: sql`now()`,
          doneAt: done ? sql`now()` : null,
          outcome,
          // Erased: the address goes too; its hash keeps the request's count.
          email: kind === "erase" ? null : email,
          correction: kind === "correct" ? input.correction : null,
        })
        .where(eq(privacyRequests.id, row.id));
      await audit(tx, {
        actor: "visitor",
        action: done ? "privacy-request-done" : "privacy-request-confirm",
        target: `${target}: ${outcome}`,
      });
    };
    switch (kind) {
      case "see": {
        const rows = await tx
          .select({
            id: contactMessages.id,
            landingPage: contactMessages.landingPage,
            referrerDomain: contactMessages.referrerDomain,
            utmSource: contactMessages.utmSource,
            utmMedium: contactMessages.utmMedium,
            utmCampaign: contactMessages.utmCampaign,
            createdAt: contactMessages.createdAt,
            name: contactMessages.name,
            email: contactMessages.email,
            phone: contactMessages.phone,
            subject: contactMessages.subject,
            message: contactMessages.message,
            language: contactMessages.language,
            offersConsentAt: contactMessages.offersConsentAt,
            consentNoticeVersion: contactMessages.consentNoticeVersion,
          })
          .from(contactMessages)
          .where(fromAddress(email))
          .orderBy(desc(contactMessages.createdAt));
        const notes = rows.length
          ? await tx
              .select({ messageId: leadEvents.messageId, detail: leadEvents.detail })
              .from(leadEvents)
              .where(
                and(
                  eq(leadEvents.kind, "note"),
                  inArray(
                    leadEvents.messageId,
                    rows.map((row) => row.id),
                  ),
                ),
              )
              .orderBy(asc(leadEvents.at))
          : [];
        const messages: HeldMessage[] = rows.map(
          ({ id, landingPage, referrerDomain, utmSource, utmMedium, utmCampaign, ...message }) => ({
            ...message,
            cameFrom: [
              landingPage,
              referrerDomain,
              ...[utmSource, utmMedium, utmCampaign].filter(Boolean).map((value) => `“${value}”`),
            ]
              .filter(Boolean)
              .join(", "),
            notes: notes.filter((note) => note.messageId === id).map((note) => note.detail),
          }),
        );
        await finish(`${messages.length} messages shown`);
        return { kind, messages };
      }
      case "erase": {
        // Their notifications and deliveries go with them (ON DELETE CASCADE); so do the links
        // this address was sent.
        const erased = await eraseAddress(tx, email);
        await tx
          .delete(notifications)
          .where(
            and(
              eq(notifications.kind, "privacy-request"),
              sql`${notifications.payload}->>'email' = ${email}`,
            ),
          );
        await finish(`${erased} messages erased`);
        return { kind, erased };
      }
      case "stop": {
        const withdrawn = await tx
          .update(contactMessages)
          .set({ offersConsentAt: null, consentNoticeVersion: null })
          .where(and(fromAddress(email), isNotNull(contactMessages.offersConsentAt)))
          .returning({ id: contactMessages.id });
        await finish(`offers stopped on ${withdrawn.length} messages`);
        return { kind, withdrawn: withdrawn.length };
      }
      case "correct": {
        await finish("correction asked", false);
        return { kind };
      }
    }
  });
}

/** A request in the back office's list. */
export interface RequestRow {
  id: number;
  kind: PrivacyRequestKind;
  email: string | null;
  status: "waiting" | "confirmed" | "done";
  createdAt: Date;
  dueAt: Date;
  linkEmailed: boolean;
  correction: string | null;
  outcome: string | null;
  note: string | null;
  doneBy: string | null;
  doneAt: Date | null;
}

const dueAt = sql<Date>`${privacyRequests.createdAt} + make_interval(days => ${REQUEST_DUE_DAYS})`;

/** Open requests first (oldest first: the most urgent), then the latest done ones. */
export async function listRequests(db: Database, limit = 100): Promise<RequestRow[]> {
  const rows = await db
    .select({
      id: privacyRequests.id,
      kind: privacyRequests.kind,
      email: privacyRequests.email,
      status: privacyRequests.status,
      createdAt: privacyRequests.createdAt,
      dueAt: sql<string>`${dueAt}`,
      linkEmailed: privacyRequests.linkEmailed,
      correction: privacyRequests.correction,
      outcome: privacyRequests.outcome,
      note: privacyRequests.note,
      doneBy: privacyRequests.doneBy,
      doneAt: privacyRequests.doneAt,
    })
    .from(privacyRequests)
    .orderBy(
      sql`${privacyRequests.status} = 'done'`,
      sql`CASE WHEN ${privacyRequests.status} = 'done' THEN ${privacyRequests.doneAt} END DESC`,
      privacyRequests.createdAt,
    )
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    kind: row.kind as PrivacyRequestKind,
    status: row.status as RequestRow["status"],
    dueAt: new Date(row.dueAt),
  }));
}

/** Requests not done whose 30 days have run out: the dashboard's and the staff bar's warning. */
export async function overdueRequestCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(privacyRequests)
    .where(and(ne(privacyRequests.status, "done"), lt(dueAt, sql`now()`)));
  return row?.n ?? 0;
}

/** The owner answered a request (by e-mail, by phone): it is done, with their note. */
export async function markRequestDone(
  db: Database,
  id: number,
  input: { note: string; actor: string },
): Promise<boolean> {
  const [row] = await db
    .update(privacyRequests)
    .set({ status: "done", doneAt: sql`now()`, note: input.note, doneBy: input.actor, tokenHash: null })
    .where(and(eq(privacyRequests.id, id), ne(privacyRequests.status, "done")))
    .returning({ id: privacyRequests.id, kind: privacyRequests.kind });
  if (!row) return false;
  await audit(db, {
    actor: input.actor,
    action: "privacy-request-done",
    target: `request ${row.id} (${row.kind})`,
  });
  return true;
}
