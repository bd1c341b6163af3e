import { createHmac, randomBytes } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import type { Device, VisitGoal } from "~/config/visits";
import { VISIT_LIMITS } from "~/config/visits";
import type { Lang } from "~/i18n/languages";
import { istDate } from "~/lib/ist";
import { deviceOf, networkOf } from "~/lib/visits";
import type { Database } from "~/server/db/client.server";
import { visitEvents, visitSalts } from "~/server/db/schema";
import { log } from "~/server/log.server";

/*
 * Visits counted without cookies (issue 28, decision 35). A count is taken in memory and written
 * in batches, off the request's path: what is the same (one visitor, page and day) is one row with
 * its count. The visitor is a keyed hash of their network and browser under the day's salt; the
 * address itself is never kept, and the salt is deleted once its day is over.
 */

/** What one request counts: the page it was on and where the visit came from */
export interface VisitHit {
  /** The client's address, read for its network only (lib/visits.ts networkOf) */
  address: string;
  agent: string;
  goal: VisitGoal | null;
  page: string;
  language: Lang;
  /** Where the visit came from, which only a page's own request tells (a beacon or a form does not) */
  referrer?: string | null;
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
}

export interface VisitCounter {
  /** A page view: written with the next batch, within a second; nothing waits for it */
  view(hit: Omit<VisitHit, "goal">): void;
  /** A goal reached: resolves once it is stored, so that the answer saying so is true */
  goal(hit: VisitHit & { goal: VisitGoal }): Promise<void>;
  /** Writes what is counted so far */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left */
  stop(): Promise<void>;
}

interface Pending {
  day: string;
  at: Date;
  network: string;
  agent: string;
  device: Device;
  hit: Required<Omit<VisitHit, "address" | "agent">>;
  count: number;
  waiters: { resolve: () => void; reject: (error: unknown) => void }[];
}

/** A batch is written each second; a goal's at once, as its answer waits for it */
const FLUSH_EVERY_MS = 1000;
/** The most of a user agent a count reads */
const MAX_AGENT = 512;
/** Views kept in memory while the database is away; past it, new ones are dropped (and logged) */
const MAX_PENDING = 20_000;

/** The visitor's number for a day: 128 bits of HMAC-SHA-256 of network and browser under the day's salt. */
export function visitorHash(salt: string, network: string, agent: string): string {
  return createHmac("sha256", salt).update(`${network}\n${agent}`).digest("hex").slice(0, 32);
}

/**
 * The salt of `day` in India, shared by every instance through the database: made by the first
 * that needs it, on its day only. A day that is over gets no new one (null): its visitors could
 * otherwise be numbered twice.
 */
export async function sharedDaySalt(db: Database, day: string, today: string): Promise<string | null> {
  if (day === today) {
    await db
      .insert(visitSalts)
      .values({ day, salt: randomBytes(32).toString("hex") })
      .onConflictDoNothing();
  }
  const [row] = await db.select({ salt: visitSalts.salt }).from(visitSalts).where(eq(visitSalts.day, day));
  return row?.salt ?? null;
}

/**
 * Salts of days that are over go: no visitor number can be made again from a network after its
 * day. The table is then rewritten, so that the deleted rows do not linger in its files.
 */
export async function forgetOldSalts(db: Database, now: Date): Promise<number> {
  const gone = await db
    .delete(visitSalts)
    .where(lt(visitSalts.day, istDate(now)))
    .returning({ day: visitSalts.day });
  if (gone.length) await db.execute(sql`VACUUM FULL ${visitSalts}`);
  return gone.length;
}

const cut = (text: string | null | undefined, max: number) => (text ? text.slice(0, max) : null);

/**
 * `salt`: "database" shares the day's salt between instances (a Postgres server); "memory" keeps
 * it in this process alone (the embedded database, which one process holds), so that it is never
 * written anywhere: a restart makes a new one, and counts a visitor of that day again.
 */
export function visitCounter(options: {
  db: () => Promise<Database>;
  salt?: "database" | "memory";
  now?: () => Date;
}): VisitCounter {
  const now = options.now ?? (() => new Date());
  let pending = new Map<string, Pending>();
  let dropped = 0;
  let failing = false;
  let salt: { day: string; value: string } | null = null;
  let writing: Promise<void> = Promise.resolve();
  let soon: NodeJS.Immediate | null = null;

  /** The day's salt, or null for a day that is over and whose salt is gone. */
  const saltOf = async (db: Database, day: string) => {
    if (salt?.day === day) return salt.value;
    const today = istDate(now());
    const value =
      options.salt === "memory"
        ? day === today
          ? randomBytes(32).toString("hex")
          : null
        : await sharedDaySalt(db, day, today);
    if (value !== null) salt = { day, value };
    return value;
  };

  // The day in India, worked out once a minute rather than a date string built for every count.
  let minute = { start: NaN, day: "" };
  const dayAt = (at: Date) => {
    const start = Math.floor(at.getTime() / 60_000);
    if (start !== minute.start) minute = { start, day: istDate(at) };
    return minute.day;
  };

  function add(hit: VisitHit, waiter?: Pending["waiters"][number]) {
    const at = now();
    const day = dayAt(at);
    const network = networkOf(hit.address);
    const { address: _address, agent: _agent, ...rest } = hit;
    // A browser's name is a line of a few hundred characters; a longer one is cut, not kept whole in memory.
    const agent = hit.agent.slice(0, MAX_AGENT);
    const entry = {
      ...rest,
      page: rest.page.slice(0, VISIT_LIMITS.page),
      referrer: cut(rest.referrer, VISIT_LIMITS.referrer),
      utmSource: cut(rest.utmSource, VISIT_LIMITS.utm),
      utmMedium: cut(rest.utmMedium, VISIT_LIMITS.utm),
      utmCampaign: cut(rest.utmCampaign, VISIT_LIMITS.utm),
    };
    const key = [
      day,
      network,
      agent,
      entry.goal,
      entry.page,
      entry.language,
      entry.referrer,
      entry.utmSource,
      entry.utmMedium,
      entry.utmCampaign,
    ].join("\u0000");
    const same = pending.get(key);
    if (same) {
      same.count += 1;
      if (waiter) same.waiters.push(waiter);
      return;
    }
    if (!waiter && pending.size >= MAX_PENDING) {
      dropped += 1;
      return;
    }
    const device = deviceOf(agent);
    pending.set(key, {
      day,
      at,
      network,
      agent,
      device,
      hit: entry,
      count: 1,
      waiters: waiter ? [waiter] : [],
    });
  }

  async function write(batch: Map<string, Pending>) {
    const db = await options.db();
    const rows: (typeof visitEvents.$inferSelect)[] = [];
    let late = 0;
    for (const entry of batch.values()) {
      const daySalt = await saltOf(db, entry.day);
      if (daySalt === null) {
        late += entry.count;
        continue;
      }
      rows.push({
        day: entry.day,
        at: entry.at,
        visitor: visitorHash(daySalt, entry.network, entry.agent),
        goal: entry.hit.goal,
        page: entry.hit.page,
        language: entry.hit.language,
        device: entry.device,
        referrer: entry.hit.referrer,
        utmSource: entry.hit.utmSource,
        utmMedium: entry.hit.utmMedium,
        utmCampaign: entry.hit.utmCampaign,
        count: entry.count,
      });
    }
    // Counted for a day already over whose salt is gone (written after midnight): not kept.
    if (late) log.warn({ late }, "Visit counts of a day that is over, come too late, were not kept");
    if (rows.length === 0) return;
    // One statement and one parameter for the batch (the rows as JSON): far less for the database
    // to parse than a parameter per column of each row (bench:server).
    await db.execute(sql`
      INSERT INTO ${visitEvents} (day, at, visitor, goal, page, language, device, referrer, utm_source,
        utm_medium, utm_campaign, count)
      SELECT day, at, visitor, goal, page, language, device, referrer, "utmSource", "utmMedium",
        "utmCampaign", count
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS batch(day date, at timestamptz,
        visitor text, goal text, page text, language text, device text, referrer text,
        "utmSource" text, "utmMedium" text, "utmCampaign" text, count int)`);
  }

  /** One batch at a time: what came in meanwhile goes in the next. */
  function flush(): Promise<void> {
    writing = writing.then(async () => {
      if (soon) clearImmediate(soon);
      soon = null;
      if (pending.size === 0) return;
      const batch = pending;
      pending = new Map();
      try {
        await write(batch);
        for (const entry of batch.values()) for (const waiter of entry.waiters) waiter.resolve();
        if (failing) log.info("Visit counts are written again");
        failing = false;
      } catch (error) {
        // Said once while the database is away, not every second.
        if (!failing) {
          log.error(
            { err: error, rows: batch.size },
            "Could not write the visit counts; views wait for the next try",
          );
        }
        failing = true;
        for (const [key, entry] of batch) {
          // A goal's sender was told no (503); views are tried again, added to what came since.
          for (const waiter of entry.waiters) waiter.reject(error);
          const views = entry.count - entry.waiters.length;
          if (views <= 0) continue;
          if (pending.size >= MAX_PENDING) {
            dropped += views;
            continue;
          }
          const since = pending.get(key);
          if (since) since.count += views;
          else pending.set(key, { ...entry, count: views, waiters: [] });
        }
      }
      if (dropped) {
        log.warn({ dropped }, "Visit counts dropped while the database was away");
        dropped = 0;
      }
    });
    return writing;
  }

  const timer = setInterval(() => {
    void flush().then(() => {
      // The day's salt leaves memory once the day is over, as it leaves the database.
      if (salt && salt.day < istDate(now())) salt = null;
    });
  }, FLUSH_EVERY_MS);
  timer.unref();

  return {
    view(hit) {
      add({ ...hit, goal: null });
    },
    goal(hit) {
      return new Promise<void>((resolve, reject) => {
        add(hit, { resolve, reject });
        // Group commit: the beacons that came in the same turn go in one write, at once (or right
        // after the write under way).
        soon ??= setImmediate(() => void flush());
      });
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
