import { and, asc, count, desc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { notificationDeliveries as deliveries, notifications } from "~/server/db/schema";
import { notifyInstances } from "~/server/db/listener.server";
import { type ChannelRegistry, notificationChannels } from "./channels.server";
import type { NotificationEvent, StoredNotification } from "./messages.server";
import { configuredChannels, currentNotificationSettings } from "./settings.server";

/*
 * The outbox: notifications and their deliveries, one per channel
 * (docs/decisions/0011-notifications-outbox.md). A delivery is `waiting`
 * (due at next_attempt_at), `sending` (claimed by one worker until
 * lease_until), then `sent`, `failed` (after the last retry, or at once
 * when no retry can help) or `expired` (a channel configured after it was a
 * week old).
 */

export type DeliveryStatus = "waiting" | "sending" | "sent" | "failed" | "expired";

/** Seconds before each retry: about 1 min, 5 min, 30 min, 2 h, 12 h; then it has failed. */
export const RETRY_DELAYS_SECONDS = [60, 300, 1800, 7200, 43_200] as const;

/** Older than this when its channel is configured: marked expired rather than sent. */
export const EXPIRE_AFTER_DAYS = 7;

/** The Postgres channel on which a new notification wakes every server's worker. */
export const OUTBOX_CHANNEL = "site_outbox";

/** Each retry's delay, spread ±20% so that deliveries failed together do not retry together. */
export function retryDelaySeconds(
  attemptsMade: number,
  delays: readonly number[] = RETRY_DELAYS_SECONDS,
  random: () => number = Math.random,
): number | null {
  const base = delays[attemptsMade - 1];
  if (base === undefined) return null;
  return base * (0.8 + 0.4 * random());
}

/**
 * Wakes this process's notification worker (worker.server.ts): something is
 * due now. Other processes hear the NOTIFY instead.
 */
export type WakeWorker = () => void;

/** The kinds of notification `channel` tells of. */
const kindsOf = (channels: ChannelRegistry, channel: string): readonly string[] =>
  channels[channel]?.kinds ?? [];

/**
 * Writes a notification and a waiting delivery for each configured channel
 * it goes to. Call it inside the transaction that stores what it tells of:
 * both are kept, or neither. On a Postgres server the NOTIFY is delivered at
 * commit, and only if it commits.
 */
export async function recordNotification(
  tx: Database,
  event: NotificationEvent,
  configured: readonly string[],
  links: { contactMessageId?: number; testimonialId?: number } = {},
  channels: ChannelRegistry = notificationChannels,
): Promise<number> {
  const [row] = await tx
    .insert(notifications)
    .values({ kind: event.kind, payload: event.payload, ...links })
    .returning({ id: notifications.id });
  if (!row) throw new Error("notification missing after insert");
  const goesTo = configured.filter((channel) => kindsOf(channels, channel).includes(event.kind));
  if (goesTo.length > 0) {
    await tx.insert(deliveries).values(goesTo.map((channel) => ({ notificationId: row.id, channel })));
  }
  await notifyInstances(tx, OUTBOX_CHANNEL);
  return row.id;
}

/**
 * Stores something a visitor sent and its notification in one transaction
 * (a savepoint inside the caller's, if any): both are kept or neither is,
 * and the visitor is told which. `store` writes the row (told which channels
 * are on); `notice` says what the notification tells of it, and `also` any
 * more it brings (the visitor's acknowledgement), linked the same. The caller
 * wakes this process's worker (a WakeWorker) once its own transaction has
 * committed.
 */
export async function storeWithNotification<Row>(
  db: Database,
  store: (tx: Database, configured: readonly string[]) => Promise<Row>,
  notice: (row: Row) => {
    event: NotificationEvent;
    links: { contactMessageId?: number; testimonialId?: number };
    also?: NotificationEvent[];
  },
): Promise<Row> {
  const configured = configuredChannels((await currentNotificationSettings(db)).settings);
  return db.transaction(async (tx) => {
    const stored = await store(tx, configured);
    const { event, links, also = [] } = notice(stored);
    for (const each of [event, ...also]) await recordNotification(tx, each, configured, links);
    return stored;
  });
}

/**
 * Gives every notification a delivery on each configured channel it goes
 * to: those written while the channel was off. One a week old or more is
 * marked expired: a lead that old is better read in the back office than
 * announced. Returns how many were added.
 */
export async function addMissingDeliveries(
  db: Database,
  configured: readonly string[],
  channels: ChannelRegistry = notificationChannels,
): Promise<number> {
  let added = 0;
  for (const channel of configured) {
    const kinds = kindsOf(channels, channel);
    if (kinds.length === 0) continue;
    const result = await db.execute(sql`
      INSERT INTO ${deliveries} (notification_id, channel, status)
      SELECT n.id, ${channel},
        CASE WHEN n.created_at < now() - make_interval(days => ${EXPIRE_AFTER_DAYS}) THEN 'expired' ELSE 'waiting' END
      FROM ${notifications} n
      WHERE n.kind IN (${sql.join(
        kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )})
        AND NOT EXISTS (
          SELECT 1 FROM ${deliveries} d WHERE d.notification_id = n.id AND d.channel = ${channel}
        )
      ON CONFLICT (notification_id, channel) DO NOTHING`);
    added +=
      (result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ??
      (result as unknown as { affectedRows?: number }).affectedRows ??
      0;
  }
  return added;
}

export interface ClaimedDelivery {
  id: number;
  /** Its name in the registry (channels.server.ts) */
  channel: string;
  attempts: number;
  /** Proves the claim is still this worker's when the result is written */
  leaseToken: string;
  notification: StoredNotification;
}

/**
 * Claims the delivery due first on one of `channels`: waiting and due, or
 * sending with its lease run out (its worker died). FOR UPDATE SKIP LOCKED:
 * two workers never take the same row; the lease keeps it theirs after the
 * transaction, while the send is under way.
 */
export async function claimDueDelivery(
  db: Database,
  channels: readonly string[],
  leaseMs: number,
): Promise<ClaimedDelivery | null> {
  if (channels.length === 0) return null;
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(
        and(
          inArray(deliveries.channel, [...channels]),
          or(
            and(eq(deliveries.status, "waiting"), lte(deliveries.nextAttemptAt, sql`now()`)),
            and(eq(deliveries.status, "sending"), lt(deliveries.leaseUntil, sql`now()`)),
          ),
        ),
      )
      .orderBy(asc(deliveries.nextAttemptAt), asc(deliveries.id))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!due) return null;
    const [claimed] = await tx
      .update(deliveries)
      .set({
        status: "sending",
        attempts: sql`${deliveries.attempts} + 1`,
        leaseUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
        leaseToken: sql`gen_random_uuid()`,
        lastAttemptAt: sql`now()`,
      })
      .where(eq(deliveries.id, due.id))
      .returning();
    if (!claimed?.leaseToken) throw new Error("claimed delivery missing");
    const [notification] = await tx
      .select()
      .from(notifications)
      .where(eq(notifications.id, claimed.notificationId));
    if (!notification) throw new Error("notification missing for its delivery");
    return {
      id: claimed.id,
      channel: claimed.channel,
      attempts: claimed.attempts,
      leaseToken: claimed.leaseToken,
      notification: {
        kind: notification.kind,
        payload: notification.payload,
        publicId: notification.publicId,
        createdAt: notification.createdAt,
      } as StoredNotification,
    };
  });
}

/**
 * Erased messages leave no trace in the follow-up e-mails that listed them (issue 28): each
 * digest drops those leads, and one left with none goes, its deliveries with it. Inside the
 * transaction that erased them.
 */
export async function forgetLeadsInDigests(tx: Database, messageIds: readonly number[]) {
  // A thousand at a time: a first retention run may erase more than a statement takes parameters.
  if (messageIds.length > 1000) {
    for (let start = 0; start < messageIds.length; start += 1000) {
      await forgetLeadsInDigests(tx, messageIds.slice(start, start + 1000));
    }
    return;
  }
  if (messageIds.length === 0) return;
  const erased = sql`ARRAY[${sql.join(
    messageIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
  await tx.execute(sql`
    UPDATE ${notifications} SET payload = jsonb_set(payload, '{leads}', coalesce((
      SELECT jsonb_agg(lead) FROM jsonb_array_elements(payload->'leads') AS lead
      WHERE NOT ((lead->>'id')::int = ANY(${erased}))), '[]'::jsonb))
    WHERE kind = 'follow-up-digest'
      AND EXISTS (SELECT 1 FROM jsonb_array_elements(payload->'leads') AS lead
        WHERE (lead->>'id')::int = ANY(${erased}))`);
  await tx.execute(sql`
    DELETE FROM ${notifications}
    WHERE kind = 'follow-up-digest' AND jsonb_array_length(payload->'leads') = 0`);
}

/** The kinds whose e-mail carries a secret link: an invitation, a privacy request's confirmation. */
export const LINK_KINDS = ["staff-invitation", "privacy-request"] as const;

const withLink = sql.raw(`kind IN (${LINK_KINDS.map((kind) => `'${kind}'`).join(", ")})`);

/** Whether a notification's e-mail needed a link it no longer holds. */
export const linkGone = (kind: string, payload: unknown) =>
  (LINK_KINDS as readonly string[]).includes(kind) && !(payload as { link?: string | null }).link;

/** A link is a secret: kept only until its e-mail is sent or has failed for good. */
async function forgetInvitationLink(db: Database, deliveryId: number) {
  await db.execute(sql`
    UPDATE ${notifications} SET payload = payload || '{"link": null}'::jsonb
    WHERE ${withLink}
      AND id = (SELECT notification_id FROM ${deliveries} WHERE id = ${deliveryId})`);
}

/**
 * Invitation e-mails whose link no longer works stop: they are marked
 * expired and their link is forgotten. One being sent at this moment may
 * still go out; its worker's failure is then not recorded (the lease token
 * is cleared), so it is not tried again.
 */
async function cancelInvitationEmailsWhere(
  db: Database,
  which: ReturnType<typeof sql>,
  kinds: ReturnType<typeof sql> = sql`kind = 'staff-invitation'`,
) {
  const ids = sql`SELECT id FROM ${notifications} WHERE ${kinds} AND ${which}`;
  await db.execute(sql`
    UPDATE ${deliveries} SET status = 'expired', lease_until = NULL, lease_token = NULL
    WHERE status IN ('waiting', 'sending', 'failed') AND notification_id IN (${ids})`);
  await db.execute(sql`
    UPDATE ${notifications} SET payload = payload || '{"link": null}'::jsonb
    WHERE id IN (${ids}) AND payload->>'link' IS NOT NULL`);
}

/** A newer invitation to `email` replaces the older ones, or the admin withdrew it. */
export function cancelInvitationEmails(tx: Database, email: string) {
  return cancelInvitationEmailsWhere(tx, sql`payload->>'email' = ${email}`);
}

/**
 * Links of invitations past their expiry are forgotten, whether or not
 * their e-mail went (SMTP may have been turned off meanwhile); the hourly
 * prune calls this.
 */
export function forgetStaleInvitationLinks(db: Database) {
  return cancelInvitationEmailsWhere(db, sql`(payload->>'expiresAt')::timestamptz < now()`, withLink);
}

/**
 * Sent. Recorded even if the lease ran out meanwhile: it was sent. The last
 * error, if an earlier attempt failed, stays for the record.
 */
export async function markSent(db: Database, claim: Pick<ClaimedDelivery, "id">) {
  await db
    .update(deliveries)
    .set({ status: "sent", sentAt: sql`now()`, leaseUntil: null, leaseToken: null })
    .where(and(eq(deliveries.id, claim.id), sql`${deliveries.status} <> 'sent'`));
  await forgetInvitationLink(db, claim.id);
}

/**
 * A failed attempt: due again after the next delay, or failed for good
 * after the last one (or at once when `permanent`). Written only while the
 * claim is still this worker's: if the lease ran out and another took the
 * row, that one's result counts.
 */
export async function markAttemptFailed(
  db: Database,
  claim: Pick<ClaimedDelivery, "id" | "attempts" | "leaseToken">,
  error: string,
  {
    permanent = false,
    delays = RETRY_DELAYS_SECONDS,
  }: { permanent?: boolean; delays?: readonly number[] } = {},
): Promise<"waiting" | "failed"> {
  const delay = permanent ? null : retryDelaySeconds(claim.attempts, delays);
  const status = delay === null ? "failed" : "waiting";
  await db
    .update(deliveries)
    .set({
      status,
      lastError: error.slice(0, 1000),
      nextAttemptAt: delay === null ? sql`now()` : sql`now() + make_interval(secs => ${delay})`,
      leaseUntil: null,
      leaseToken: null,
    })
    .where(and(eq(deliveries.id, claim.id), eq(deliveries.leaseToken, claim.leaseToken)));
  if (status === "failed") await forgetInvitationLink(db, claim.id);
  return status;
}

/**
 * With the embedded database only this process can hold a claim, so at its
 * start any delivery still `sending` was cut off by a crash: due again now.
 */
export async function releaseStaleClaims(db: Database) {
  await db
    .update(deliveries)
    .set({ status: "waiting", nextAttemptAt: sql`now()`, leaseUntil: null, leaseToken: null })
    .where(eq(deliveries.status, "sending"));
}

export type RetryRefusal = "not-failed" | "link-gone";

/** "Retry now" on a failed delivery: one more attempt, at once. */
export async function retryDelivery(
  db: Database,
  id: number,
  wake: WakeWorker,
): Promise<{ ok: true } | { ok: false; refused: RetryRefusal }> {
  const [row] = await db
    .select({ status: deliveries.status, kind: notifications.kind, payload: notifications.payload })
    .from(deliveries)
    .innerJoin(notifications, eq(notifications.id, deliveries.notificationId))
    .where(eq(deliveries.id, id));
  if (!row || row.status !== "failed") return { ok: false, refused: "not-failed" };
  if (linkGone(row.kind, row.payload)) {
    return { ok: false, refused: "link-gone" };
  }
  const [updated] = await db
    .update(deliveries)
    .set({ status: "waiting", nextAttemptAt: sql`now()` })
    .where(and(eq(deliveries.id, id), eq(deliveries.status, "failed")))
    .returning({ id: deliveries.id });
  if (!updated) return { ok: false, refused: "not-failed" };
  await notifyInstances(db, OUTBOX_CHANNEL);
  wake();
  return { ok: true };
}

/** The back office's list: the newest deliveries, with what each was about. */
export async function listDeliveries(db: Database, limit = 100) {
  const rows = await db
    .select({
      id: deliveries.id,
      channel: deliveries.channel,
      status: deliveries.status,
      attempts: deliveries.attempts,
      lastError: deliveries.lastError,
      lastAttemptAt: deliveries.lastAttemptAt,
      nextAttemptAt: deliveries.nextAttemptAt,
      sentAt: deliveries.sentAt,
      kind: notifications.kind,
      payload: notifications.payload,
      createdAt: notifications.createdAt,
    })
    .from(deliveries)
    .innerJoin(notifications, eq(notifications.id, deliveries.notificationId))
    .orderBy(desc(notifications.createdAt), desc(deliveries.id))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    status: row.status as DeliveryStatus,
    event: { kind: row.kind, payload: row.payload } as NotificationEvent,
  }));
}

/** Deliveries that failed for good: the staff bar and the back office's menu count them. */
export async function failedDeliveryCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(deliveries).where(eq(deliveries.status, "failed"));
  return row?.n ?? 0;
}

/** Notifications no channel has taken yet: what "Notifications are off" is about. */
export async function undeliveredNotificationCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .leftJoin(deliveries, eq(deliveries.notificationId, notifications.id))
    .where(isNull(deliveries.id));
  return row?.n ?? 0;
}
