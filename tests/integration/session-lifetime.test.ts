import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as dashboardLoader } from "~/routes/admin/dashboard";
import { staffSessions } from "~/server/db/schema";
import { getStaffSession, SESSION_ABSOLUTE_LIFETIME_MS } from "~/server/staff/session.server";
import { drivers, getDb, testServices } from "./harness";
import { callRoute, signedInStaff, staffRequest } from "./staff-harness";

/*
 * A session slides while it is used (a week idle ends it, use renews it
 * hourly), but never past 30 days from its sign-in: then signing in is asked
 * again, however busy the session was.
 */

const DAY = 24 * 60 * 60 * 1000;

describe.each(drivers)("a staff session's lifetime on $name", (driver) => {
  beforeAll(() => driver.setUp(), 60_000);
  afterAll(() => driver.tearDown());

  /** A session signed in `age` ago and in daily use since: its sliding expiry is still days away. */
  async function sessionSignedIn(age: number) {
    const { cookie, id } = await signedInStaff("admin");
    const db = await getDb();
    await db
      .update(staffSessions)
      .set({ createdAt: new Date(Date.now() - age), expiresAt: new Date(Date.now() + 6 * DAY) })
      .where(eq(staffSessions.userId, id));
    return { cookie, id, db };
  }

  it("holds for 29 days of daily use", async () => {
    const { cookie } = await sessionSignedIn(29 * DAY);
    const request = staffRequest("/admin", { cookie });
    expect(await getStaffSession(request, testServices)).not.toBeNull();
    expect((await callRoute(dashboardLoader, request)).status).toBe(200);
  });

  it("ends 30 days after its sign-in however it was used, and signing in is asked again", async () => {
    const { cookie, id, db } = await sessionSignedIn(SESSION_ABSOLUTE_LIFETIME_MS + 60_000);
    const request = staffRequest("/admin/messages", { cookie });
    const page = await callRoute(dashboardLoader, request);
    expect([302, 303]).toContain(page.status);
    expect(page.headers.get("location")).toMatch(/^\/admin\/sign-in/);
    expect(await getStaffSession(request, testServices)).toBeNull();
    // Gone for good: the cookie cannot be used again, even if its expiry were pushed on.
    expect(await db.select().from(staffSessions).where(eq(staffSessions.userId, id))).toEqual([]);
  });
});
