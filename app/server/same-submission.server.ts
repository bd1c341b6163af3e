import { createHash } from "node:crypto";
import { and, eq, gt, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import type { contactMessages, testimonials } from "~/server/db/schema";

/**
 * How long a submission counts as the same one when it comes again. A visitor
 * told "could not be sent" tries again within minutes, or later that day; a
 * message sent again the next day is a new one.
 */
export const SAME_SUBMISSION_HOURS = 24;

/**
 * What a form sent, as its schema made it (trimmed, composed), hashed: two
 * submissions with the same fingerprint say exactly the same thing.
 */
export function fingerprintOf(form: string, input: Record<string, unknown>): string {
  return createHash("sha256")
    .update(JSON.stringify([form, input]))
    .digest("hex");
}

/**
 * How long a request waits for another storing the same submission. That one
 * takes milliseconds; one whose connection died silently mid-transaction
 * holds its locks until Postgres notices, which can take hours. Past this the
 * visitor is told it could not be sent, and can try again.
 */
export const SAME_SUBMISSION_LOCK_TIMEOUT = "5s";

type Fingerprinted = typeof contactMessages | typeof testimonials;

/**
 * Stores a submission unless the same one is already stored and still
 * waiting for the owner (`waiting`: not yet opened, filed or reviewed), from
 * the last SAME_SUBMISSION_HOURS; null then. Sent twice (a double tap, a form
 * sent again from the browser's history) or tried again after an answer that
 * never arrived (the database committed it, then the connection dropped
 * before it could say so, and the visitor was told to try again): it is kept
 * once, and the visitor told it was received, which it was. One the owner
 * has opened, filed, reviewed or deleted no longer counts: the same words
 * sent after that are a reminder, and must reach the owner.
 *
 * In one transaction (a savepoint in the caller's): the check waits for any
 * other request storing the same submission until that request's
 * transaction ends, so two at once cannot both store it. `store` gets the
 * fingerprint to keep on the row.
 */
export async function storeOnce<Row>(
  db: Database,
  {
    form,
    input,
    table,
    waiting,
  }: { form: string; input: Record<string, unknown>; table: Fingerprinted; waiting: SQL },
  store: (tx: Database, fingerprint: string) => Promise<Row>,
  /** What to answer for the one kept already (its reference number, say); null without it */
  again?: (kept: { id: number; createdAt: Date }) => Row,
): Promise<Row | null> {
  const fingerprint = fingerprintOf(form, input);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT set_config('lock_timeout', ${SAME_SUBMISSION_LOCK_TIMEOUT}, true), pg_advisory_xact_lock(hashtext(${`same-submission:${fingerprint}`}))`,
    );
    const [stored] = await tx
      .select({ id: table.id, createdAt: table.createdAt })
      .from(table)
      .where(
        and(
          eq(table.fingerprint, fingerprint),
          gt(table.createdAt, sql`now() - make_interval(hours => ${SAME_SUBMISSION_HOURS})`),
          waiting,
        ),
      )
      .limit(1);
    if (stored) return again ? again(stored) : null;
    return store(tx, fingerprint);
  });
}
