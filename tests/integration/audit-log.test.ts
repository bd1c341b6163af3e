import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as auditLoader } from "~/routes/admin/audit";
import { auditLog } from "~/server/db/schema";
import { createStaff } from "~/server/staff/accounts.server";
import { audit } from "~/server/staff/audit.server";
import { signIn, WRONG_PASSWORD_LIMIT } from "~/server/staff/sign-in.server";
import { drivers, getDb } from "./harness";
import { callRoute, signedInStaff, STAFF_PASSWORD, staffRequest } from "./staff-harness";

interface AuditPage {
  page: number;
  newerPage: number | null;
  olderPage: number | null;
  entries: { actor: string; action: string; target: string | null; count: number }[];
}

async function auditPage(cookie: string, query = "") {
  const answer = await callRoute(auditLoader, staffRequest(`/admin/audit${query}`, { cookie }));
  expect(answer.status).toBe(200);
  return answer.body as AuditPage;
}

/** Dozens of password checks (each a deliberately slow hash) on a shared machine. */
const MANY_SIGN_INS = 120_000;

describe.each(drivers)("audit log on $name", (driver) => {
  beforeAll(() => driver.setUp(), 60_000);
  afterAll(() => driver.tearDown());

  it(
    "keeps a flood of failed sign-ins to one row with a count, and real events on the first page",
    async () => {
      const admin = await signedInStaff("admin");
      const db = await getDb();
      await audit(db, { actor: admin.email, action: "setting-change", target: "before the flood" });
      const target = "flooded@example.in";
      const created = await createStaff(db, {
        email: target,
        name: "Flooded",
        role: "staff",
        password: STAFF_PASSWORD,
      });
      expect(created.ok).toBe(true);
      for (let i = 0; i < 300; i++) {
        await signIn(
          await getDb(),
          { email: target, password: `guess number ${i}`, clientAddress: "203.0.113.33" },
          { wait: () => Promise.resolve() },
        );
      }
      const rows = await db.select().from(auditLog).where(eq(auditLog.actor, target));
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.length).toBeLessThanOrEqual(2);
      // Only the passwords that were checked: a refused attempt writes nothing.
      expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(WRONG_PASSWORD_LIMIT.max);

      const first = await auditPage(admin.cookie);
      expect(first.entries).toContainEqual(
        expect.objectContaining({ actor: admin.email, target: "before the flood" }),
      );
      expect(first.entries).toContainEqual(
        expect.objectContaining({ actor: target, action: "Sign-in failed", count: WRONG_PASSWORD_LIMIT.max }),
      );
    },
    MANY_SIGN_INS,
  );

  it("shows fifty entries a page, newest first, with the pages either side", async () => {
    const admin = await signedInStaff("admin");
    const db = await getDb();
    // After everything else (one statement, one time: newest is the highest id).
    await db.insert(auditLog).values(
      Array.from({ length: 120 }, (_, i) => ({
        actor: admin.email,
        action: "setting-change",
        target: `paged ${i}`,
      })),
    );
    const targets = (page: AuditPage) => page.entries.map((entry) => entry.target);
    const paged = (from: number, to: number) =>
      Array.from({ length: from - to + 1 }, (_, i) => `paged ${from - i}`);

    const first = await auditPage(admin.cookie);
    expect(first).toMatchObject({ page: 1, newerPage: null, olderPage: 2 });
    expect(targets(first)).toEqual(paged(119, 70));
    const second = await auditPage(admin.cookie, "?page=2");
    expect(second).toMatchObject({ page: 2, newerPage: 1, olderPage: 3 });
    expect(targets(second)).toEqual(paged(69, 20));
    const third = await auditPage(admin.cookie, "?page=3");
    expect(targets(third).slice(0, 20)).toEqual(paged(19, 0));
    expect(third.olderPage).toBeNull();

    // Anything that is not a page number is the first page; past the end, an empty page that links back.
    for (const query of ["?page=0", "?page=-3", "?page=abc", "?page=1e3", `?page=${"9".repeat(40)}`]) {
      expect(await auditPage(admin.cookie, query), query).toMatchObject({ page: 1, newerPage: null });
    }
    const beyond = await auditPage(admin.cookie, "?page=40");
    expect(beyond).toMatchObject({ page: 40, entries: [], newerPage: 39, olderPage: null });
  });
});
