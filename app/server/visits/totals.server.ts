import { and, gte, lt, lte, sql } from "drizzle-orm";
import { RAW_VISIT_DAYS, VISIT_GOALS, type VisitGoal } from "~/config/visits";
import { addDays, istDate } from "~/lib/ist";
import type { Database } from "~/server/db/client.server";
import { visitDays, visitEvents } from "~/server/db/schema";
import { forgetOldSalts } from "~/server/visits/counter.server";

/*
 * The counts as the Visitors page reads them (issue 28, decision 35): each day's totals per
 * dimension. A day that is over is added up once into visit_days, kept for good; its raw counts go
 * after 90 days. Today (and any day not yet added up) is added up from the raw counts when asked.
 */

export const VISIT_DIMENSIONS = [
  "day",
  "page",
  "language",
  "device",
  "source",
  "referrer",
  "campaign",
  "landing",
  "goal",
] as const;
export type VisitDimension = (typeof VISIT_DIMENSIONS)[number];

export interface VisitTotal {
  day: string;
  dimension: VisitDimension;
  value: string;
  views: number;
  visitors: number;
  /** The visitors among them who reached a goal that day */
  converted: number;
}

/**
 * Each day's totals from the raw counts, from `from` to `to` (days in India, inclusive). A
 * visitor's day: where it landed (its first page), where it came from (its first campaign source,
 * else the first other site; "" when neither) and whether it reached a goal.
 */
export async function totalsFromEvents(db: Database, from: string, to: string): Promise<VisitTotal[]> {
  const result = await db.execute(sql`
    WITH ev AS (
      SELECT day::text AS day, visitor, goal, page, language, device, count, at, referrer, utm_source,
        utm_campaign
      FROM ${visitEvents} WHERE day >= ${from} AND day <= ${to}
    ),
    vd AS (
      SELECT day, visitor,
        bool_or(goal IS NOT NULL) AS converted,
        coalesce(sum(count) FILTER (WHERE goal IS NULL), 0) AS views,
        (array_agg(page ORDER BY at, page) FILTER (WHERE goal IS NULL))[1] AS landing,
        coalesce(
          (array_agg(utm_source ORDER BY at, utm_source) FILTER (WHERE utm_source IS NOT NULL))[1],
          (array_agg(referrer ORDER BY at, referrer) FILTER (WHERE referrer IS NOT NULL))[1]
        ) AS source,
        (array_agg(referrer ORDER BY at, referrer) FILTER (WHERE referrer IS NOT NULL))[1] AS referrer,
        (array_agg(utm_campaign ORDER BY at, utm_campaign) FILTER (WHERE utm_campaign IS NOT NULL))[1] AS campaign
      FROM ev GROUP BY day, visitor
      -- A visitor is one who saw a page that day: a goal alone (a tab kept open since yesterday, a
      -- phone on another network) counts as a goal, not as a visitor who converted.
      HAVING sum(count) FILTER (WHERE goal IS NULL) > 0
    ),
    seen AS (SELECT ev.*, vd.converted FROM ev JOIN vd USING (day, visitor) WHERE ev.goal IS NULL)
    SELECT day, 'day' AS dimension, '' AS value, sum(views) AS views, count(*) AS visitors,
      count(*) FILTER (WHERE converted) AS converted FROM vd GROUP BY day
    UNION ALL
    SELECT day, 'page', page, sum(count), count(DISTINCT visitor),
      count(DISTINCT visitor) FILTER (WHERE converted) FROM seen GROUP BY day, page
    UNION ALL
    SELECT day, 'language', language, sum(count), count(DISTINCT visitor),
      count(DISTINCT visitor) FILTER (WHERE converted) FROM seen GROUP BY day, language
    UNION ALL
    SELECT day, 'device', device, sum(count), count(DISTINCT visitor),
      count(DISTINCT visitor) FILTER (WHERE converted) FROM seen GROUP BY day, device
    UNION ALL
    SELECT day, 'goal', goal, sum(count), count(DISTINCT visitor), count(DISTINCT visitor)
      FROM ev WHERE goal IS NOT NULL GROUP BY day, goal
    UNION ALL
    SELECT day, 'source', coalesce(source, ''), sum(views), count(*), count(*) FILTER (WHERE converted)
      FROM vd GROUP BY day, coalesce(source, '')
    UNION ALL
    SELECT day, 'referrer', referrer, sum(views), count(*), count(*) FILTER (WHERE converted)
      FROM vd WHERE referrer IS NOT NULL GROUP BY day, referrer
    UNION ALL
    SELECT day, 'campaign', campaign, sum(views), count(*), count(*) FILTER (WHERE converted)
      FROM vd WHERE campaign IS NOT NULL GROUP BY day, campaign
    UNION ALL
    SELECT day, 'landing', landing, sum(views), count(*), count(*) FILTER (WHERE converted)
      FROM vd WHERE landing IS NOT NULL GROUP BY day, landing
  `);
  const { rows } = result as unknown as { rows: Record<keyof VisitTotal, string | number>[] };
  return rows.map((row) => ({
    day: String(row.day),
    dimension: row.dimension as VisitDimension,
    value: String(row.value),
    views: Number(row.views),
    visitors: Number(row.visitors),
    converted: Number(row.converted),
  }));
}

/** How long after a day ends its counts may still be coming in (each instance writes each second) */
const SETTLE_MS = 10 * 60 * 1000;

/** The last day added up for good, if any */
async function lastDayKept(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ day: sql<string | null>`max(${visitDays.day})::text` })
    .from(visitDays)
    .where(sql`${visitDays.dimension} = 'day'`);
  return row?.day ?? null;
}

/**
 * Adds up each day that is over and not yet kept, from its raw counts: one "day" row for every
 * such day, counted or not, marks it done. Two instances at once keep one copy.
 */
export async function keepDailyTotals(db: Database, now: Date): Promise<number> {
  // A day is added up once it has been over a while: the last counts of it are written by then.
  const yesterday = addDays(istDate(new Date(now.getTime() - SETTLE_MS)), -1);
  const last = await lastDayKept(db);
  let from = last ? addDays(last, 1) : null;
  if (!from) {
    const [first] = await db
      .select({ day: sql<string | null>`min(${visitEvents.day})::text` })
      .from(visitEvents);
    from = first?.day ?? null;
  }
  if (!from || from > yesterday) return 0;
  const totals = await totalsFromEvents(db, from, yesterday);
  const counted = new Set(totals.filter((total) => total.dimension === "day").map((total) => total.day));
  for (let day = from; day <= yesterday; day = addDays(day, 1)) {
    if (!counted.has(day))
      totals.push({ day, dimension: "day", value: "", views: 0, visitors: 0, converted: 0 });
  }
  await db.transaction(async (tx) => {
    for (let start = 0; start < totals.length; start += 500) {
      await tx
        .insert(visitDays)
        .values(totals.slice(start, start + 500))
        .onConflictDoNothing();
    }
  });
  return counted.size;
}

/**
 * Hourly and at start (services.server.ts): the salts of days that are over go, those days are
 * added up, and raw counts older than 90 days go (their totals stay).
 */
export async function pruneVisits(db: Database, now: Date) {
  const salts = await forgetOldSalts(db, now);
  const days = await keepDailyTotals(db, now);
  const oldest = addDays(istDate(now), -(RAW_VISIT_DAYS - 1));
  const gone = await db
    .delete(visitEvents)
    .where(lt(visitEvents.day, oldest))
    .returning({ day: visitEvents.day });
  return { salts, days, events: gone.length };
}

export interface VisitRow {
  value: string;
  views: number;
  visitors: number;
  converted: number;
}

export interface VisitReport {
  from: string;
  to: string;
  /** Every day of the range, in order, counted or not */
  daily: { day: string; views: number; visitors: number }[];
  total: VisitRow;
  byDimension: Record<Exclude<VisitDimension, "day" | "goal">, VisitRow[]>;
  goals: { goal: VisitGoal; count: number; visitors: number }[];
}

/** The last `days` days (today included), from the kept totals and, for the rest, the raw counts. */
export async function visitReport(db: Database, days: number, now: Date): Promise<VisitReport> {
  const to = istDate(now);
  const from = addDays(to, -(days - 1));
  const last = await lastDayKept(db);
  const kept: VisitTotal[] = (
    await db
      .select()
      .from(visitDays)
      .where(and(gte(visitDays.day, from), lte(visitDays.day, to)))
  ).map((row) => ({ ...row, dimension: row.dimension as VisitDimension }));
  const liveFrom = last && last >= from ? addDays(last, 1) : from;
  const live = liveFrom <= to ? await totalsFromEvents(db, liveFrom, to) : [];
  const totals = [...kept, ...live];

  const sum = (dimension: VisitDimension): VisitRow[] => {
    const rows = new Map<string, VisitRow>();
    for (const total of totals) {
      if (total.dimension !== dimension) continue;
      const row = rows.get(total.value) ?? { value: total.value, views: 0, visitors: 0, converted: 0 };
      row.views += total.views;
      row.visitors += total.visitors;
      row.converted += total.converted;
      rows.set(total.value, row);
    }
    return [...rows.values()].sort(
      (a, b) => b.visitors - a.visitors || b.views - a.views || a.value.localeCompare(b.value),
    );
  };
  const perDay = new Map(
    totals.filter((total) => total.dimension === "day").map((total) => [total.day, total] as const),
  );
  const daily = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    daily.push({ day, views: perDay.get(day)?.views ?? 0, visitors: perDay.get(day)?.visitors ?? 0 });
  }
  const goals = sum("goal");
  return {
    from,
    to,
    daily,
    total: { ...(sum("day")[0] ?? { views: 0, visitors: 0, converted: 0 }), value: "" },
    byDimension: {
      page: sum("page"),
      language: sum("language"),
      device: sum("device"),
      source: sum("source"),
      referrer: sum("referrer"),
      campaign: sum("campaign"),
      landing: sum("landing"),
    },
    goals: VISIT_GOALS.map((goal) => {
      const row = goals.find((entry) => entry.value === goal);
      return { goal, count: row?.views ?? 0, visitors: row?.visitors ?? 0 };
    }),
  };
}
