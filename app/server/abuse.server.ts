import { createHash } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { submissionEvents } from "~/server/db/schema";
import { sharedSecret } from "~/server/secrets.server";

const SALT_KEY = "client-hash-salt";
let saltCache: { db: Database; salt: string } | undefined;

/** The same salt on every instance, so they all hash alike. */
async function clientHashSalt(db: Database): Promise<string> {
  if (saltCache?.db === db) return saltCache.salt;
  const salt = await sharedSecret(db, SALT_KEY);
  saltCache = { db, salt };
  return salt;
}

/** A salted SHA-256 of the client's address: enough to count, useless to identify. */
export async function hashClientAddress(db: Database, address: string): Promise<string> {
  const salt = await clientHashSalt(db);
  return createHash("sha256").update(`${salt}:${address}`).digest("hex");
}

export interface RateLimit {
  /** Accepted submissions allowed in the window; 0 = no limit */
  max: number;
  windowMinutes: number;
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts this submission against the client's limit for the form, or refuses
 * it. Serialised per client with an advisory lock, so parallel requests
 * cannot slip past the count.
 */
export async function consumeSubmission(
  db: Database,
  form: string,
  clientHash: string,
  limit: RateLimit,
): Promise<RateLimitDecision> {
  if (limit.max === 0) return { allowed: true };
  const windowStart = sql`now() - make_interval(mins => ${limit.windowMinutes})`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`${form}:${clientHash}`}))`);
    const scope = and(eq(submissionEvents.form, form), eq(submissionEvents.clientHash, clientHash));
    await tx.delete(submissionEvents).where(and(scope, lt(submissionEvents.createdAt, windowStart)));
    const [recent] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        retryAfter: sql<number>`ceil(extract(epoch FROM (min(${submissionEvents.createdAt}) + make_interval(mins => ${limit.windowMinutes}) - now())))::int`,
      })
      .from(submissionEvents)
      .where(and(scope, gt(submissionEvents.createdAt, windowStart)));
    if (recent && recent.count >= limit.max) {
      return { allowed: false, retryAfterSeconds: Math.max(1, recent.retryAfter ?? 60) } as const;
    }
    await tx.insert(submissionEvents).values({ form, clientHash });
    return { allowed: true } as const;
  });
}

/**
 * Drops counts older than a day (longer than any rate-limit window); the
 * server runs it at start and every hour (entry.server.tsx), off the request
 * path. Returns how many it dropped.
 */
export async function pruneSubmissionEvents(db: Database) {
  const dropped = await db
    .delete(submissionEvents)
    .where(lt(submissionEvents.createdAt, sql`now() - interval '1 day'`))
    .returning({ id: submissionEvents.id });
  return dropped.length;
}
