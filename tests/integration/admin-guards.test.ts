import { getTableName, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import * as schema from "~/server/db/schema";
import { setPasswordChangeRequired } from "~/server/staff/password-policy.server";
import { setTwoFactorRequired } from "~/server/staff/settings.server";
import type { StaffRole } from "~/server/auth.server";
import { drivers, getDb, testServices } from "./harness";
import { callRoute, signedInStaff, STAFF_PASSWORD, staffRequest } from "./staff-harness";

/*
 * Every module under app/routes/admin/ is found here by itself: a new one is
 * guarded unless it is named below as public, and must say why.
 */
type RouteModule = {
  loader?: (args: never) => unknown;
  action?: (args: never) => unknown;
  default?: unknown;
};

const found = import.meta.glob<RouteModule>("/app/routes/admin/*.{ts,tsx}", { eager: true });

/** Public on purpose: signing in and out, and joining by invitation (the token is the guard). */
const PUBLIC = new Set(["sign-in", "two-factor", "sign-out", "invite"]);
/** Only an admin may open these, or use their actions. */
const ADMIN_ONLY = new Set(["staff", "audit", "privacy"]);

/** Where each module is served, from the route table (app/routes.ts). */
function routedPaths(): Map<string, string> {
  type Entry = { file: string; path?: string; children?: Entry[] };
  const paths = new Map<string, string>();
  const walk = (entries: Entry[], parent: string) => {
    for (const entry of entries) {
      const path = entry.path ?? parent;
      paths.set(entry.file, path);
      if (entry.children) walk(entry.children, path);
    }
  };
  walk(routes as Entry[], "admin");
  return paths;
}

const PARAMS = { id: "1", token: "not-a-token", section: "business" };

const modules = Object.entries(found).map(([file, module]) => {
  const name = file.replace(/^.*\/([^/]+)\.tsx?$/, "$1");
  const routed = routedPaths().get(file.replace(/^\/app\//, ""));
  const path =
    routed === undefined
      ? undefined
      : `/${routed.replace(/:(\w+)/g, (_, key: keyof typeof PARAMS) => PARAMS[key])}`;
  return { name, file, path: path ?? `/admin/${name}`, routed: routed !== undefined, module };
});

const guarded = modules.filter((entry) => !PUBLIC.has(entry.name));
const withLoader = (list: typeof modules) =>
  list.flatMap(({ module, ...entry }) =>
    module.loader ? [{ ...entry, module, loader: module.loader }] : [],
  );
const withAction = (list: typeof modules) =>
  list.flatMap(({ module, ...entry }) =>
    module.action ? [{ ...entry, module, action: module.action }] : [],
  );

/** Every table's rows, hashed: a refused request must change none of them. */
async function snapshot() {
  const db = await getDb();
  const tables = Object.values(schema).filter((value) => value instanceof PgTable);
  const hashes: Record<string, string | null> = {};
  for (const table of tables) {
    const name = getTableName(table);
    const [row] = await db
      .select({ hash: sql<string | null>`md5(string_agg(t::text, ',' ORDER BY t::text))` })
      .from(sql`${sql.identifier(name)} t`);
    hashes[name] = row?.hash ?? null;
  }
  return hashes;
}

/** What a form might send: enough that an action which wrongly accepted it would change something. */
const FIELDS = {
  intent: "invite",
  email: "intruder@example.in",
  role: "admin",
  required: "on",
  id: "1",
  everywhere: "1",
  password: "correct horse battery staple",
  name: "Intruder",
  confirmPassword: "correct horse battery staple",
};

describe("the admin route modules", () => {
  it("are all found, and each is in the route table", () => {
    expect(modules.map((module) => module.name)).toEqual(
      expect.arrayContaining([
        ...PUBLIC,
        ...ADMIN_ONLY,
        "dashboard",
        "layout",
        "summary",
        "messages-csv",
        "not-found",
      ]),
    );
    for (const module of modules) expect(module.routed, `${module.file} is routed`).toBe(true);
  });
});

describe.each(drivers)("admin route guards on $name", (driver) => {
  beforeAll(() => driver.setUp(), 60_000);
  afterAll(() => driver.tearDown());

  /**
   * One signed-in account per role on this database, made when first asked for. Every test that
   * uses one only reads or is refused, and checks that nothing changed; a new account per test
   * hashed its password twice (a quarter of a second), which was most of this file's time.
   */
  const accounts = new Map<StaffRole, ReturnType<typeof signedInStaff>>();
  function signedIn(role: StaffRole) {
    let account = accounts.get(role);
    if (!account) accounts.set(role, (account = signedInStaff(role)));
    return account;
  }

  it.each(withLoader(guarded))(
    "$name: without a session, a page sends to sign-in and data answers 401",
    async (entry) => {
      const answer = await callRoute(entry.loader, staffRequest(entry.path), PARAMS);
      if (entry.module.default) {
        expect([302, 303], `${entry.name} redirects`).toContain(answer.status);
        expect(answer.headers.get("location")).toMatch(/^\/admin\/sign-in(\?|$)/);
      } else {
        expect(answer.status).toBe(401);
      }
    },
  );

  it.each(withAction(guarded))(
    "$name: its action answers 401 without a session, 403 from elsewhere",
    async (entry) => {
      const post = (origin?: string | null) =>
        callRoute(entry.action, staffRequest(entry.path, { method: "POST", fields: FIELDS, origin }), PARAMS);
      const before = await snapshot();
      expect((await post()).status).toBe(401);
      expect((await post("https://evil.example")).status).toBe(403);
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(withAction(modules))(
    "$name: with a session, its action refuses a foreign or missing Origin and changes nothing",
    async (entry) => {
      const { cookie } = await signedIn("admin");
      const before = await snapshot();
      for (const origin of ["https://evil.example", null]) {
        const request = staffRequest(entry.path, { method: "POST", cookie, fields: FIELDS, origin });
        expect((await callRoute(entry.action, request, PARAMS)).status, `Origin ${origin}`).toBe(403);
      }
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(withLoader(guarded))(
    "$name: a staff member (not an admin) opens it only if staff may",
    async (entry) => {
      const { cookie } = await signedIn("staff");
      const answer = await callRoute(entry.loader, staffRequest(entry.path, { cookie }), PARAMS);
      if (ADMIN_ONLY.has(entry.name)) expect(answer.status).toBe(403);
      else {
        expect([401, 403]).not.toContain(answer.status);
        expect(answer.headers.get("location") ?? "").not.toMatch(/sign-in|required/);
      }
    },
  );

  it.each(withLoader(guarded))(
    "$name: opened by a link on another site, it changes nothing",
    async (entry) => {
      const db = await getDb();
      // An unread message and a pending testimonial under the id the paths name.
      await db
        .insert(schema.contactMessages)
        .values({ id: 1, name: "Linked", email: "linked@example.in", message: "Hello", clientHash: "x" })
        .onConflictDoUpdate({ target: schema.contactMessages.id, set: { readAt: null } });
      const { cookie } = await signedIn("admin");
      // As a server has at start: its content stored and read (the Privacy page shows some).
      await testServices.content.load();
      const before = await snapshot();
      const request = staffRequest(entry.path, { cookie, fetchSite: "cross-site" });
      const { status } = await callRoute(entry.loader, request, PARAMS);
      // The back office's 404 (any address no page has, admin/*) says so.
      if (entry.name === "not-found") expect(status).toBe(404);
      else expect(status).toBeLessThan(400);
      expect(await snapshot()).toEqual(before);
    },
  );

  /** Where a staff member who must turn two-factor on may still go: the page that turns it on. */
  const ENROLMENT = new Set(["account"]);

  describe("while an admin requires two-factor", () => {
    beforeAll(async () => setTwoFactorRequired(await getDb(), true));
    afterAll(async () => setTwoFactorRequired(await getDb(), false));

    it.each(withLoader(guarded).filter((entry) => !ENROLMENT.has(entry.name)))(
      "$name: a staff member without it is sent to turn it on, or refused",
      async (entry) => {
        const { cookie } = await signedIn("admin");
        const answer = await callRoute(entry.loader, staffRequest(entry.path, { cookie }), PARAMS);
        if (entry.module.default) {
          expect([302, 303], `${entry.name} redirects`).toContain(answer.status);
          expect(answer.headers.get("location")).toBe("/admin/account?required=1");
        } else {
          expect(answer.status).toBe(403);
          expect(JSON.stringify(answer.body)).not.toMatch(/waiting|messages|testimonials/i);
        }
      },
    );

    it.each(withAction(guarded).filter((entry) => !ENROLMENT.has(entry.name)))(
      "$name: a staff member without it cannot use its action",
      async (entry) => {
        const { cookie } = await signedIn("admin");
        const before = await snapshot();
        const request = staffRequest(entry.path, { method: "POST", cookie, fields: FIELDS });
        expect((await callRoute(entry.action, request, PARAMS)).status).toBe(403);
        expect(await snapshot()).toEqual(before);
      },
    );
  });

  describe("while a staff member's password must be changed", () => {
    /** An admin signed in whose password fails today's rules (judgePasswordAtSignIn marks it so). */
    async function newMustChangePassword() {
      const staff = await signedInStaff("admin");
      await setPasswordChangeRequired(await getDb(), staff.id, true);
      return staff;
    }
    /** One such admin for the tests that are only refused, as `signedIn` above. */
    let refusedAdmin: ReturnType<typeof newMustChangePassword> | undefined;
    const mustChangePassword = () => (refusedAdmin ??= newMustChangePassword());

    it.each(withLoader(guarded).filter((entry) => entry.name !== "account"))(
      "$name: it sends them to change it, or refuses",
      async (entry) => {
        const { cookie } = await mustChangePassword();
        const answer = await callRoute(entry.loader, staffRequest(entry.path, { cookie }), PARAMS);
        if (entry.module.default) {
          expect([302, 303], `${entry.name} redirects`).toContain(answer.status);
          expect(answer.headers.get("location")).toBe("/admin/account?change-password=1");
        } else {
          expect(answer.status).toBe(403);
          expect(JSON.stringify(answer.body)).not.toMatch(/waiting|messages|testimonials|@example/i);
        }
      },
    );

    it.each(withAction(guarded))("$name: its action is refused, and changes nothing", async (entry) => {
      const { cookie } = await mustChangePassword();
      const before = await snapshot();
      const request = staffRequest(entry.path, { method: "POST", cookie, fields: FIELDS });
      expect((await callRoute(entry.action, request, PARAMS)).status).toBe(403);
      expect(await snapshot()).toEqual(before);
    });

    it("Export all gives no message; the account page still changes the password", async () => {
      const db = await getDb();
      await db
        .insert(schema.contactMessages)
        .values({
          id: 4242,
          name: "Exported",
          email: "exported@example.in",
          message: "Secret lead",
          clientHash: "x",
        })
        .onConflictDoNothing();
      const { cookie } = await newMustChangePassword();
      const csv = modules.find((entry) => entry.name === "messages-csv")?.module.loader;
      const account = modules.find((entry) => entry.name === "account")?.module.action;
      if (!csv || !account) throw new Error("messages-csv's loader or account's action is missing");

      const exported = await callRoute(
        csv,
        staffRequest("/admin/messages.csv?filter=everything", { cookie }),
      );
      expect(exported.status).toBe(403);
      expect(JSON.stringify(exported.body)).not.toContain("Secret lead");

      const newPassword = "a completely new passphrase";
      const changed = await callRoute(
        account,
        staffRequest("/admin/account", {
          method: "POST",
          cookie,
          fields: {
            intent: "password",
            currentPassword: STAFF_PASSWORD,
            newPassword,
            confirmPassword: newPassword,
          },
        }),
      );
      expect(changed.status).toBe(302);
      expect(changed.headers.get("location")).toBe("/admin/account?done=password");
    });
  });

  it.each(withAction(guarded).filter((entry) => ADMIN_ONLY.has(entry.name)))(
    "$name: a staff member (not an admin) cannot use its action",
    async (entry) => {
      const { cookie } = await signedIn("staff");
      const before = await snapshot();
      const request = staffRequest(entry.path, { method: "POST", cookie, fields: FIELDS });
      expect((await callRoute(entry.action, request, PARAMS)).status).toBe(403);
      expect(await snapshot()).toEqual(before);
    },
  );
});
