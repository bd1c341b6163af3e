import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/server/db/client.server";
import { visitDays, visitEvents, visitSalts } from "~/server/db/schema";
import { sharedDaySalt, visitCounter, type VisitHit } from "~/server/visits/counter.server";
import { pruneVisits, visitReport } from "~/server/visits/totals.server";
import { drivers, getDb } from "./harness";

/** An instant given as India's wall-clock time: "2026-12-01 09:00" there. */
const india = (wallClock: string) => new Date(`${wallClock.replace(" ", "T")}:00+05:30`);

const PHONE =
  "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

/** A view as server/visit-counting.ts makes one: by default a phone in 203.0.113.0/24, straight to the page. */
const view = (page: string, extra: Partial<VisitHit> = {}): Omit<VisitHit, "goal"> => ({
  address: "203.0.113.77",
  agent: PHONE,
  page,
  language: page.startsWith("/hi") ? "hi" : "en",
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  ...extra,
});

describe.each(drivers)("visits counted without cookies on $name", (driver) => {
  let db: Database;
  let clock = india("2026-12-01 10:00");
  // A counter of each test's own: it keeps the day's salt in memory, and the tables start empty.
  let counter = visitCounter({ db: getDb, now: () => clock });

  beforeAll(async () => {
    await driver.setUp();
    db = await getDb();
  }, 60_000);
  afterAll(async () => {
    await counter.stop();
    await driver.tearDown();
  });
  beforeEach(async () => {
    await counter.stop();
    counter = visitCounter({ db: getDb, now: () => clock });
    clock = india("2026-12-01 10:00");
    await db.delete(visitEvents);
    await db.delete(visitDays);
    await db.delete(visitSalts);
  });

  it("counts views per page, day and language, and each visitor once a day, by network and browser", async () => {
    counter.view(view("/"));
    counter.view(view("/"));
    counter.view(view("/hi/"));
    // The same network (/24) and browser: the same visitor.
    counter.view(view("/services", { address: "203.0.113.9" }));
    // Another browser, another network.
    counter.view(view("/services", { agent: DESKTOP }));
    counter.view(view("/contact", { address: "198.51.100.4" }));
    await counter.flush();

    // The two views of / from one visitor in one write are one row, counted twice.
    const rows = await db.select().from(visitEvents);
    expect(rows).toHaveLength(5);
    expect(rows.find((row) => row.page === "/")?.count).toBe(2);

    const report = await visitReport(db, 7, clock);
    expect(report.from).toBe("2026-11-25");
    expect(report.daily).toHaveLength(7);
    expect(report.daily.at(-1)).toEqual({ day: "2026-12-01", views: 6, visitors: 3 });
    expect(report.daily.slice(0, 6).every((day) => day.views === 0)).toBe(true);
    expect(report.total).toMatchObject({ views: 6, visitors: 3, converted: 0 });
    expect(report.byDimension.page).toEqual([
      { value: "/services", views: 2, visitors: 2, converted: 0 },
      { value: "/", views: 2, visitors: 1, converted: 0 },
      { value: "/contact", views: 1, visitors: 1, converted: 0 },
      { value: "/hi/", views: 1, visitors: 1, converted: 0 },
    ]);
    expect(report.byDimension.language).toEqual([
      { value: "en", views: 5, visitors: 3, converted: 0 },
      { value: "hi", views: 1, visitors: 1, converted: 0 },
    ]);
    expect(report.byDimension.device).toEqual([
      { value: "phone", views: 5, visitors: 2, converted: 0 },
      { value: "desktop", views: 1, visitors: 1, converted: 0 },
    ]);
  });

  it("joins goals to where their visitors came from and landed: conversion per source and per landing page", async () => {
    counter.view(view("/", { utmSource: "x", utmMedium: "cpc", utmCampaign: "y" }));
    clock = india("2026-12-01 10:01");
    counter.view(view("/contact"));
    counter.view(view("/services", { address: "198.51.100.4", referrer: "google.com" }));
    counter.view(view("/about", { address: "192.0.2.1" }));
    await counter.flush();
    await counter.goal({ ...view("/contact"), goal: "contact" });
    await counter.goal({ ...view("/contact"), goal: "whatsapp" });
    await counter.goal({ ...view("/contact"), goal: "whatsapp" });
    // A click from a tab kept open since yesterday: a goal, not a visitor of today who converted.
    await counter.goal({ ...view("/services", { address: "233.252.0.1" }), goal: "phone" });
    // The first campaign of a visitor's day is their source, even after a first page from a search.
    counter.view(view("/", { address: "192.0.2.200", agent: DESKTOP, referrer: "bing.com" }));
    clock = india("2026-12-01 10:02");
    counter.view(view("/services", { address: "192.0.2.200", agent: DESKTOP, utmSource: "leaflet" }));
    await counter.flush();

    const report = await visitReport(db, 7, clock);
    expect(report.total).toMatchObject({ visitors: 4, converted: 1 });
    expect(report.byDimension.source).toEqual([
      { value: "leaflet", views: 2, visitors: 1, converted: 0 },
      { value: "x", views: 2, visitors: 1, converted: 1 },
      { value: "", views: 1, visitors: 1, converted: 0 },
      { value: "google.com", views: 1, visitors: 1, converted: 0 },
    ]);
    expect(report.byDimension.campaign).toEqual([{ value: "y", views: 2, visitors: 1, converted: 1 }]);
    expect(report.byDimension.referrer).toEqual([
      { value: "bing.com", views: 2, visitors: 1, converted: 0 },
      { value: "google.com", views: 1, visitors: 1, converted: 0 },
    ]);
    // Two landed on the home page (the campaign x and the search), one of them wrote.
    expect(report.byDimension.landing.find((row) => row.value === "/")).toEqual({
      value: "/",
      views: 4,
      visitors: 2,
      converted: 1,
    });
    expect(report.byDimension.landing.find((row) => row.value === "/contact")).toBeUndefined();
    expect(report.goals).toEqual([
      { goal: "contact", count: 1, visitors: 1 },
      { goal: "testimonial", count: 0, visitors: 0 },
      { goal: "whatsapp", count: 2, visitors: 1 },
      { goal: "phone", count: 1, visitors: 1 },
      { goal: "email", count: 0, visitors: 0 },
    ]);
  });

  it("stores a goal before it answers, and keeps views the database could not take for the next write", async () => {
    await counter.goal({ ...view("/contact"), goal: "phone" });
    expect(await db.select().from(visitEvents)).toMatchObject([
      { goal: "phone", page: "/contact", count: 1 },
    ]);

    let down = true;
    const flaky = visitCounter({
      db: async () => (down ? Promise.reject(new Error("database away")) : getDb()),
      now: () => clock,
    });
    flaky.view(view("/about"));
    flaky.view(view("/about"));
    await expect(flaky.goal({ ...view("/about"), goal: "email" })).rejects.toThrow("database away");
    flaky.view(view("/about"));
    down = false;
    await flaky.stop();
    const about = await db
      .select()
      .from(visitEvents)
      .where(sql`${visitEvents.page} = '/about'`);
    expect(about.map((row) => [row.goal, row.count])).toEqual([[null, 3]]);
  });

  it("deletes the day's salt once the day is over, and no stored row holds an address or a browser's name", async () => {
    counter.view(view("/", { address: "203.0.113.77", referrer: "google.com" }));
    counter.view(view("/", { address: "2001:db8:abcd:12::77", agent: DESKTOP }));
    await counter.flush();
    expect((await db.select().from(visitSalts)).map((row) => row.day)).toEqual(["2026-12-01"]);

    // The next day, a new salt: the same network and browser are another number.
    clock = india("2026-12-02 10:00");
    counter.view(view("/"));
    await counter.flush();
    const visitors = await db
      .select({ day: visitEvents.day, visitor: visitEvents.visitor })
      .from(visitEvents);
    const [first, second] = [
      visitors.find((row) => row.day === "2026-12-01"),
      visitors.find((row) => row.day === "2026-12-02"),
    ];
    expect(first?.visitor).toMatch(/^[0-9a-f]{32}$/);
    expect(second?.visitor).not.toBe(first?.visitor);

    // 48 hours after the first: the hourly job has run, and that day's salt is gone.
    clock = india("2026-12-03 10:00");
    await pruneVisits(db, clock);
    expect(await db.select().from(visitSalts)).toEqual([]);

    // Every column of every row of the three tables, as text.
    const stored = JSON.stringify(
      await Promise.all(
        ["visit_events", "visit_days", "visit_salts"].map(async (table) => {
          const result = (await db.execute(
            sql.raw(`SELECT row_to_json(t)::text AS row FROM ${table} t`),
          )) as unknown as {
            rows: { row: string }[];
          };
          return result.rows.map((entry) => entry.row);
        }),
      ),
    );
    expect(stored).toContain("google.com");
    for (const secret of ["203.0.113", "2001:db8", "2001:0db8", "Android", "Firefox", "Mozilla"]) {
      expect(stored, secret).not.toContain(secret);
    }
  });

  it("makes no salt for a day that is over: its late counts are not kept rather than counted twice", async () => {
    expect(await sharedDaySalt(db, "2026-11-30", "2026-12-01")).toBeNull();
    expect(await db.select().from(visitSalts)).toEqual([]);
    const today = await sharedDaySalt(db, "2026-12-01", "2026-12-01");
    expect(today).toMatch(/^[0-9a-f]{64}$/);
    // Another instance asking gets the same one.
    expect(await sharedDaySalt(db, "2026-12-01", "2026-12-01")).toBe(today);
    expect(await sharedDaySalt(db, "2026-12-01", "2026-12-02")).toBe(today);

    // A count of 30 November written on 1 December, its salt gone: dropped.
    clock = india("2026-11-30 23:59");
    const late = visitCounter({ db: getDb, now: () => clock });
    late.view(view("/"));
    clock = india("2026-12-01 00:01");
    await late.stop();
    expect(await db.select().from(visitEvents)).toEqual([]);
  });

  it("with the embedded database's setting, keeps the salt in memory alone: never in a table", async () => {
    const inMemory = visitCounter({ db: getDb, salt: "memory", now: () => clock });
    inMemory.view(view("/"));
    inMemory.view(view("/about", { address: "203.0.113.8" }));
    await inMemory.flush();
    clock = india("2026-12-02 10:00");
    inMemory.view(view("/"));
    await inMemory.stop();
    expect(await db.select().from(visitSalts)).toEqual([]);
    const rows = await db.select().from(visitEvents);
    const numbers = (day: string) => new Set(rows.filter((row) => row.day === day).map((row) => row.visitor));
    // One visitor on the first day, by network and browser; on the next, another number.
    expect(numbers("2026-12-01").size).toBe(1);
    expect(numbers("2026-12-02").size).toBe(1);
    expect([...numbers("2026-12-02")][0]).not.toBe([...numbers("2026-12-01")][0]);
  });

  it("adds up each day once it is over, keeps the totals when the raw counts go after 90 days, and shows the same", async () => {
    counter.view(view("/", { utmSource: "x" }));
    counter.view(view("/hi/contact", { address: "198.51.100.4" }));
    await counter.flush();
    await counter.goal({ ...view("/hi/contact", { address: "198.51.100.4" }), goal: "contact" });
    const live = await visitReport(db, 7, clock);

    // Not yet at five past midnight: the day's last counts may still be on their way.
    expect(await pruneVisits(db, india("2026-12-02 00:05"))).toMatchObject({ days: 0 });
    clock = india("2026-12-02 00:15");
    expect(await pruneVisits(db, clock)).toMatchObject({ days: 1, events: 0 });
    // Twice, or by two instances: kept once.
    expect(await pruneVisits(db, clock)).toMatchObject({ days: 0 });
    const kept = await visitReport(db, 7, clock);
    expect(kept.byDimension).toEqual(live.byDimension);
    expect(kept.goals).toEqual(live.goals);
    expect(kept.daily.find((day) => day.day === "2026-12-01")).toEqual({
      day: "2026-12-01",
      views: 2,
      visitors: 2,
    });

    // The 91st day: the raw counts of the first are gone, its totals kept.
    await pruneVisits(db, india("2027-03-01 12:00"));
    expect(await db.select().from(visitEvents)).toEqual([]);
    // Days with nothing counted are kept as such: 1 December to 28 February.
    expect(
      (
        await db
          .select()
          .from(visitDays)
          .where(sql`${visitDays.dimension} = 'day'`)
      ).length,
    ).toBe(90);
    const later = await visitReport(db, 90, india("2027-02-28 12:00"));
    expect(later.from).toBe("2026-12-01");
    expect(later.byDimension).toEqual(live.byDimension);
    expect(later.total).toEqual(live.total);
  });
});
