import { createHash } from "node:crypto";
import { isIP } from "node:net";
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

/** The eight 16-bit groups of a valid IPv6 address (no zone id), however it is spelt. */
function ipv6Groups(address: string): number[] {
  // A dotted IPv4 tail ("::ffff:203.0.113.5") is the last two groups.
  const tailStart = address.lastIndexOf(":") + 1;
  let text = address;
  if (address.includes(".", tailStart)) {
    const [a = 0, b = 0, c = 0, d = 0] = address.slice(tailStart).split(".").map(Number);
    text = `${address.slice(0, tailStart)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const groups = (part: string) => (part === "" ? [] : part.split(":").map((group) => parseInt(group, 16)));
  const [head = "", tail] = text.split("::");
  if (tail === undefined) return groups(head);
  const start = groups(head);
  const end = groups(tail);
  return [...start, ...new Array<number>(8 - start.length - end.length).fill(0), ...end];
}

/**
 * Who a limit counts: an IPv4 address, or an IPv6 client's /64 (a home or a
 * server is given a whole /64, so counting single addresses would give it a
 * fresh limit per address). The same however the address is written: case,
 * "::" or not, a zone id, or IPv4 as IPv4-mapped IPv6 (a dual-stack socket).
 * What is not an address (a proxy's "unknown") is counted as itself.
 */
export function clientKey(address: string): string {
  const bare = address.trim().replace(/^\[(.*)\]$/, "$1");
  if (isIP(bare) === 4) return bare;
  const zone = bare.indexOf("%");
  const unzoned = zone === -1 ? bare : bare.slice(0, zone);
  if (isIP(unzoned) !== 6) return address;
  const groups = ipv6Groups(unzoned);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  const prefix = groups.slice(0, 4).map((group) => group.toString(16));
  return `${prefix.join(":")}::/64`;
}

/**
 * A salted SHA-256 of who the client is (clientKey): enough to count, useless
 * to identify. Every limit and the staff audit log use it.
 */
export async function hashClientAddress(db: Database, address: string): Promise<string> {
  const salt = await clientHashSalt(db);
  const key = clientKey(address);
  return createHash("sha256").update(`${salt}:${key}`).digest("hex");
}

/**
 * A salted SHA-256 of an e-mail address, whatever its case: how the audit log and the limits of
 * privacy requests name an address without holding it.
 */
export async function hashEmailAddress(db: Database, email: string): Promise<string> {
  const salt = await clientHashSalt(db);
  return createHash("sha256").update(`${salt}:email:${email.trim().toLowerCase()}`).digest("hex");
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
  const decision = await beginAttempt(db, form, clientHash, limit);
  return decision.allowed ? { allowed: true } : decision;
}

/** An attempt counted before its outcome is known (forgiveAttempt takes it back), or a refusal. */
export type AttemptDecision =
  { allowed: true; attemptId: number } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts an attempt against `limit` (max > 0) for `key`, or refuses it, as
 * consumeSubmission does. For an attempt whose outcome is not known yet (a
 * password about to be checked): counting it first, under the lock, means
 * parallel attempts cannot all pass a count that none of them has added to
 * yet. The caller forgives it when it did not fail, so in the end only
 * failures are counted.
 */
export async function beginAttempt(
  db: Database,
  form: string,
  key: string,
  limit: RateLimit,
): Promise<AttemptDecision> {
  const windowStart = sql`now() - make_interval(mins => ${limit.windowMinutes})`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`${form}:${key}`}))`);
    const scope = and(eq(submissionEvents.form, form), eq(submissionEvents.clientHash, key));
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
    const [counted] = await tx
      .insert(submissionEvents)
      .values({ form, clientHash: key })
      .returning({ id: submissionEvents.id });
    if (!counted) throw new Error("the attempt was not counted");
    return { allowed: true, attemptId: counted.id } as const;
  });
}

/** Takes back an attempt that did not fail (beginAttempt). */
export async function forgiveAttempt(db: Database, attemptId: number) {
  await db.delete(submissionEvents).where(eq(submissionEvents.id, attemptId));
}

/**
 * Counts a failure outright, for a count that is only read (failuresWithin):
 * one that slows and never refuses needs no lock.
 */
export async function recordFailure(db: Database, form: string, key: string) {
  await db.insert(submissionEvents).values({ form, clientHash: key });
}

/** How many failures `key` has had in the last `windowMinutes`, counting nothing. */
export async function failuresWithin(db: Database, form: string, key: string, windowMinutes: number) {
  const [recent] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(submissionEvents)
    .where(
      and(
        eq(submissionEvents.form, form),
        eq(submissionEvents.clientHash, key),
        gt(submissionEvents.createdAt, sql`now() - make_interval(mins => ${windowMinutes})`),
      ),
    );
  return recent?.count ?? 0;
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
