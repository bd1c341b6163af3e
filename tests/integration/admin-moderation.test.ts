import { and, eq, inArray } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { action as moderate, loader as moderationPage } from "~/routes/admin/testimonials";
import { loader as publicTestimonials } from "~/routes/testimonials";
import { auditLog, testimonials } from "~/server/db/schema";
import { serverEnv } from "~/server/env.server";
import type { DatabaseListener } from "~/server/db/listener.server";
import { listenForPageCacheChanges, PAGE_CACHE_CHANNEL } from "~/server/page-cache.server";
import { createTestimonial, listFeaturedTestimonials } from "~/server/testimonials.server";
import { adminCommand, drivers, getDb, loaderArgs, testServices } from "./harness";
import { callRoute, signedInStaff, staffRequest } from "./staff-harness";

let counter = 0;

/** A visitor's testimonial, waiting for review. */
async function submitted(name = `Visitor ${++counter}`) {
  const stored = await createTestimonial(await getDb(), {
    name,
    company: "Patna Traders",
    feedback: `Careful with our accounts (${name}).`,
    rating: 4,
    consent: true,
  });
  if (!stored) throw new Error(`${name}'s testimonial was taken for one already stored`);
  return stored.id;
}

async function row(id: number) {
  const [found] = await (await getDb()).select().from(testimonials).where(eq(testimonials.id, id));
  return found;
}

/** The public /testimonials page's data, as its loader gives it. */
async function publicNames() {
  const { list } = (await publicTestimonials(loaderArgs("/testimonials"))).data;
  return list.testimonials.map((testimonial) => testimonial.name);
}

function decide(cookie: string | undefined, fields: Record<string, string>, origin?: string | null) {
  return callRoute(
    moderate,
    staffRequest("/admin/testimonials?tab=pending", { cookie, method: "POST", fields, origin }),
  );
}

describe.each(drivers)("moderating testimonials on $name", (driver) => {
  let staff: Awaited<ReturnType<typeof signedInStaff>>;

  beforeAll(async () => {
    await driver.setUp();
    staff = await signedInStaff("staff");
  }, 60_000);
  afterAll(() => driver.tearDown());

  it("refuses a decision without a session (401) or from another site (403), and changes nothing", async () => {
    const id = await submitted();
    const fields = { intent: "approve", id: String(id) };
    expect((await decide(undefined, fields)).status).toBe(401);
    expect((await decide(staff.cookie, fields, "https://evil.example")).status).toBe(403);
    expect((await decide(staff.cookie, fields, null)).status).toBe(403);
    expect(await row(id)).toMatchObject({ isApproved: false, reviewedAt: null, reviewedBy: null });

    const page = await callRoute(moderationPage, staffRequest("/admin/testimonials"));
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/admin/sign-in?next=%2Fadmin%2Ftestimonials");
  });

  it("approves, rejects, undoes and deletes, recording who and when, and the public page follows", async () => {
    const kept = await submitted("Asha Approved");
    const refused = await submitted("Ravi Rejected");
    const before = Date.now();

    const approved = await decide(staff.cookie, { intent: "approve", id: String(kept) });
    expect(approved).toMatchObject({ status: 200, body: { tone: "success", title: "Approved" } });
    const afterApprove = await row(kept);
    expect(afterApprove).toMatchObject({ isApproved: true, reviewedBy: staff.email });
    expect(afterApprove?.reviewedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await publicNames()).toContain("Asha Approved");

    expect(await decide(staff.cookie, { intent: "reject", id: String(refused) })).toMatchObject({
      status: 200,
      body: { title: "Rejected" },
    });
    expect(await row(refused)).toMatchObject({ isApproved: false, reviewedBy: staff.email });
    expect((await row(refused))?.reviewedAt).toBeInstanceOf(Date);
    expect(await publicNames()).not.toContain("Ravi Rejected");

    // A decided testimonial is not decided again over someone's head.
    const again = await decide(staff.cookie, { intent: "approve", id: String(refused) });
    expect(again).toMatchObject({ status: 409, body: { tone: "error", title: "Already decided" } });
    expect(await row(refused)).toMatchObject({ isApproved: false, reviewedBy: staff.email });

    expect(await decide(staff.cookie, { intent: "undo", id: String(kept) })).toMatchObject({
      status: 200,
      body: { title: "Back to pending" },
    });
    expect(await row(kept)).toMatchObject({ isApproved: false, reviewedAt: null, reviewedBy: null });
    expect(await publicNames()).not.toContain("Asha Approved");
    expect((await decide(staff.cookie, { intent: "undo", id: String(kept) })).status).toBe(409);

    expect(await decide(staff.cookie, { intent: "delete", id: String(refused) })).toMatchObject({
      status: 200,
      body: { title: "Deleted" },
    });
    expect(await row(refused)).toBeUndefined();
    expect((await decide(staff.cookie, { intent: "delete", id: String(refused) })).status).toBe(404);

    const audited = await (
      await getDb()
    )
      .select({ actor: auditLog.actor, action: auditLog.action, target: auditLog.target })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.actor, staff.email),
          inArray(auditLog.target, [`testimonial ${kept}`, `testimonial ${refused}`]),
        ),
      )
      .orderBy(auditLog.id);
    expect(audited).toEqual([
      { actor: staff.email, action: "testimonial-approve", target: `testimonial ${kept}` },
      { actor: staff.email, action: "testimonial-reject", target: `testimonial ${refused}` },
      { actor: staff.email, action: "testimonial-undo", target: `testimonial ${kept}` },
      { actor: staff.email, action: "testimonial-delete", target: `testimonial ${refused}` },
    ]);
  });

  it("answers 400 to a malformed id or action and 404 to an id that does not exist", async () => {
    const id = await submitted();
    for (const bad of ["", "abc", "0", "-1", "1.5", "1e3", " 7", "2147483648", "99999999999"]) {
      const answer = await decide(staff.cookie, { intent: "approve", id: bad });
      expect(answer, `id "${bad}"`).toMatchObject({ status: 400, body: { tone: "error" } });
    }
    expect((await decide(staff.cookie, { intent: "publish", id: String(id) })).status).toBe(400);
    expect((await decide(staff.cookie, { id: String(id) })).status).toBe(400);
    expect((await decide(staff.cookie, {})).status).toBe(400);
    expect((await decide(staff.cookie, { intent: "approve", id: "2147483647" })).status).toBe(404);
    expect(await row(id)).toMatchObject({ isApproved: false, reviewedAt: null });
  });

  it("features only an approved testimonial on the home page, takes it off, and Undo takes it off too", async () => {
    const id = await submitted("Featured Client");
    const featuredNames = async () => (await listFeaturedTestimonials(await getDb())).map((t) => t.name);
    const early = await decide(staff.cookie, { intent: "feature", id: String(id) });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      description: expect.stringContaining("Only an approved testimonial"),
    });
    expect((await row(id))!.featuredAt).toBeNull();

    await decide(staff.cookie, { intent: "approve", id: String(id) });
    expect((await decide(staff.cookie, { intent: "feature", id: String(id) })).body).toMatchObject({
      title: "Featured",
    });
    expect(await featuredNames()).toContain("Featured Client");
    expect((await decide(staff.cookie, { intent: "feature", id: String(id) })).status).toBe(409);
    expect((await decide(staff.cookie, { intent: "unfeature", id: String(id) })).body).toMatchObject({
      title: "Off the home page",
    });
    expect(await featuredNames()).not.toContain("Featured Client");

    await decide(staff.cookie, { intent: "feature", id: String(id) });
    await decide(staff.cookie, { intent: "undo", id: String(id) });
    expect((await row(id))!.featuredAt).toBeNull();
    expect(await featuredNames()).not.toContain("Featured Client");
    const actions = (
      await (
        await getDb()
      )
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `testimonial ${id}`))
    ).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(["testimonial-feature", "testimonial-unfeature"]));
  });

  it("lists each tab with its count: the queue oldest first, decisions newest first", async () => {
    const first = await submitted("Queue First");
    const second = await submitted("Queue Second");
    const rejectedFirst = await submitted("Decided Earlier");
    const rejectedLater = await submitted("Decided Later");
    await decide(staff.cookie, { intent: "reject", id: String(rejectedFirst) });
    await decide(staff.cookie, { intent: "reject", id: String(rejectedLater) });

    const page = (tab: string) =>
      callRoute(moderationPage, staffRequest(`/admin/testimonials?tab=${tab}`, { cookie: staff.cookie }));
    type PageData = { tab: string; counts: Record<string, number>; testimonials: { id: number }[] };
    const ids = (body: unknown) => (body as PageData).testimonials.map((testimonial) => testimonial.id);

    const pending = await page("pending");
    const pendingIds = ids(pending.body);
    expect(pendingIds.indexOf(first)).toBeLessThan(pendingIds.indexOf(second));
    expect((pending.body as PageData).counts.pending).toBe(pendingIds.length);

    const rejected = (await page("rejected")).body as PageData;
    expect(rejected.tab).toBe("rejected");
    expect(ids(rejected).slice(0, 2)).toEqual([rejectedLater, rejectedFirst]);
    expect(rejected.counts.rejected).toBe(rejected.testimonials.length);

    // An unknown tab is the queue, not an error.
    expect(((await page("nonsense")).body as PageData).tab).toBe("pending");
  });

  it("clears this process's page cache at once; on Postgres every instance hears it, also after a lost connection", async () => {
    const local = vi.fn();
    const unsubscribe = testServices.pageCache.onClear(local);
    try {
      const id = await submitted();
      await decide(staff.cookie, { intent: "approve", id: String(id) });
      expect(local).toHaveBeenCalledTimes(1);
      // The owner's command line does the same.
      await adminCommand({ command: "testimonials.reject", id: await submitted() });
      expect(local).toHaveBeenCalledTimes(2);
    } finally {
      unsubscribe();
    }

    const url = serverEnv().DATABASE_URL;
    if (driver.name === "pglite") {
      // One process: the local clear above is all there is; nothing listens on a channel.
      expect(url).toBeUndefined();
      return;
    }
    expect(url).toBeDefined();
    // Two server instances, each with its own listening connection.
    const heard = { a: vi.fn(), b: vi.fn() };
    const instances: DatabaseListener[] = [
      listenForPageCacheChanges(url!, heard.a),
      listenForPageCacheChanges(url!, heard.b),
    ];
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await Promise.all(instances.map((instance) => instance.listening()));
      const resetAndDecide = async (intent: string, id: number) => {
        heard.a.mockClear();
        heard.b.mockClear();
        expect((await decide(staff.cookie, { intent, id: String(id) })).status).toBe(200);
        await vi.waitFor(() => {
          expect(heard.a).toHaveBeenCalled();
          expect(heard.b).toHaveBeenCalled();
        });
      };
      const id = await submitted();
      await resetAndDecide("approve", id);

      // The command line, on Postgres, opens the database itself: it tells the instances too.
      heard.a.mockClear();
      heard.b.mockClear();
      await adminCommand({ command: "testimonials.delete", id });
      await vi.waitFor(() => {
        expect(heard.a).toHaveBeenCalled();
        expect(heard.b).toHaveBeenCalled();
      });

      // The database drops both listening connections; each instance connects and listens again.
      const listeners = async () =>
        (
          await admin.query<{ pid: number }>(
            "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = $1",
            [`LISTEN ${PAGE_CACHE_CHANNEL}`],
          )
        ).rows.map((found) => found.pid);
      const lost = await listeners();
      expect(lost).toHaveLength(2);
      await admin.query("SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid", [lost]);
      await vi.waitFor(
        async () => {
          const now = await listeners();
          expect(now).toHaveLength(2);
          expect(now.filter((pid) => lost.includes(pid))).toEqual([]);
        },
        { timeout: 10_000, interval: 100 },
      );
      await Promise.all(instances.map((instance) => instance.listening()));
      await resetAndDecide("approve", await submitted());

      // A stopped instance listens no more.
      await Promise.all(instances.map((instance) => instance.stop()));
      await vi.waitFor(async () => expect(await listeners()).toEqual([]), { timeout: 5_000, interval: 100 });
    } finally {
      await Promise.all(instances.map((instance) => instance.stop()));
      await admin.end();
    }
  });
});
