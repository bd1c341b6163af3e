import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { type TOTP, URI } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as accountAction, loader as accountLoader } from "~/routes/admin/account";
import { action as inviteAction, loader as inviteLoader } from "~/routes/admin/invite";
import { loader as layoutLoader } from "~/routes/admin/layout";
import { action as signInAction } from "~/routes/admin/sign-in";
import { action as staffAction, loader as staffLoader } from "~/routes/admin/staff";
import { action as twoFactorAction } from "~/routes/admin/two-factor";
import { auditLog, staffInvitations, staffSessions, staffUsers, submissionEvents } from "~/server/db/schema";
import { CONTROL_CHAR_MESSAGE } from "~/lib/schemas/fields";
import { createStaff, removeStaff } from "~/server/staff/accounts.server";
import { getStaffSession } from "~/server/staff/session.server";
import { setTwoFactorRequired, twoFactorRequired } from "~/server/staff/settings.server";
import { tooManyAttempts, WRONG_PASSWORD_LIMIT } from "~/server/staff/sign-in.server";
import { SIGN_IN_LIMIT } from "~/server/auth.server";
import { drivers, getDb, testServices } from "./harness";
import {
  callRoute,
  cookieFrom,
  signedInStaff,
  STAFF_PASSWORD,
  staffPost,
  staffRequest,
} from "./staff-harness";

type Handler = (args: never) => unknown;

let addresses = 0;
/** Each call from an address of its own unless one is named, so Better Auth's per-address limit stays out of the way. */
function call(
  handler: Handler,
  request: Request,
  { params = {}, clientAddress = `192.0.2.${++addresses % 250}` } = {},
) {
  return callRoute(handler, request, params, clientAddress);
}

const isSignedIn = async (cookie: string) =>
  (await getStaffSession(
    new Request("http://localhost:3000/admin", { headers: { cookie } }),
    testServices,
  )) !== null;

async function auditRows(action: string, actor?: string) {
  const db = await getDb();
  return db
    .select()
    .from(auditLog)
    .where(actor ? and(eq(auditLog.action, action), eq(auditLog.actor, actor)) : eq(auditLog.action, action));
}

let invitees = 0;
/** An admin's invitation, made on the staff page: the invitee's address and the link's token. */
async function invite(adminCookie: string, role: "admin" | "staff" = "staff") {
  const email = `invitee-${Date.now()}-${++invitees}@example.in`;
  const answer = await call(
    staffAction,
    staffPost("/admin/staff", adminCookie, { intent: "invite", email, role }),
  );
  expect(answer.status).toBe(200);
  const link = (answer.body as { invitation?: { link: string } }).invitation?.link ?? "";
  expect(link).toMatch(/\/admin\/invite\/[\w-]{43}$/);
  return { email, token: link.split("/").pop() ?? "" };
}

const join = (token: string, name = "New Person", password = "a new password of mine") =>
  call(
    inviteAction,
    staffPost(`/admin/invite/${token}`, undefined, { name, password, confirmPassword: password }),
    { params: { token } },
  );

async function accountsNamed(email: string) {
  const db = await getDb();
  return db.select().from(staffUsers).where(eq(staffUsers.email, email));
}

/** Makes the sign-in behind `userId`'s sessions `minutes` old. */
async function ageSessions(userId: string, minutes: number) {
  const db = await getDb();
  await db
    .update(staffSessions)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(staffSessions.userId, userId));
}

type Enrolment = { qrSvg: string; uri: string; secret: string; backupCodes?: string[] };

/** Turns two-factor on from the account page; returns the new cookie and the authenticator. */
async function turnOnTwoFactor(cookie: string) {
  const started = await call(
    accountAction,
    staffPost("/admin/account", cookie, { intent: "two-factor-start", password: STAFF_PASSWORD }),
  );
  expect(started.status).toBe(200);
  const enrolment = (started.body as { enrolment: Enrolment }).enrolment;
  const totp = URI.parse(enrolment.uri) as TOTP;
  const confirmed = await call(
    accountAction,
    staffPost("/admin/account", cookie, {
      intent: "two-factor-confirm",
      code: totp.generate(),
      uri: enrolment.uri,
    }),
  );
  expect(confirmed.status).toBe(302);
  return { cookie: cookieFrom(confirmed.headers), totp, enrolment };
}

describe.each(drivers)("staff administration on $name", (driver) => {
  beforeAll(() => driver.setUp(), 60_000);
  afterAll(() => driver.tearDown());

  describe("invitations", () => {
    it("work once: the invitee makes an account with the role, is signed in, and the link is then refused", async () => {
      const admin = await signedInStaff("admin");
      const { email, token } = await invite(admin.cookie, "admin");
      const db = await getDb();
      const [row] = await db.select().from(staffInvitations).where(eq(staffInvitations.email, email));
      // Only the token's hash is kept, and the link works for 72 hours.
      expect(row?.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
      const hours = ((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 3_600_000;
      expect(hours).toBeCloseTo(72, 5);
      expect(await auditRows("staff-invite", admin.email)).toHaveLength(1);

      const page = await call(inviteLoader, staffRequest(`/admin/invite/${token}`), { params: { token } });
      expect(page).toMatchObject({ status: 200, body: { email, role: "admin" } });

      // A bidi override would make the name read otherwise than it is, wherever staff see it.
      const joined = await join(token, "Asha \u202EVerma");
      expect(joined.status).toBe(302);
      expect(joined.headers.get("location")).toBe("/admin");
      expect(joined.headers.get("set-cookie")).toMatch(/staff_hint=1/);
      const session = await getStaffSession(
        new Request("http://localhost:3000/admin", { headers: { cookie: cookieFrom(joined.headers) } }),
        testServices,
      );
      expect(session?.staff).toMatchObject({ email, name: "Asha Verma", role: "admin" });
      expect(await auditRows("staff-join", email)).toHaveLength(1);

      const again = await join(token, "Someone Else");
      expect(again).toMatchObject({ status: 410, body: { refused: "used" } });
      const reopened = await call(inviteLoader, staffRequest(`/admin/invite/${token}`), {
        params: { token },
      });
      expect(reopened).toMatchObject({ status: 410, body: { refused: "used" } });
      expect(await accountsNamed(email)).toHaveLength(1);
    });

    it("are refused after 72 hours, and nothing is created", async () => {
      const admin = await signedInStaff("admin");
      const { email, token } = await invite(admin.cookie);
      const db = await getDb();
      await db
        .update(staffInvitations)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(eq(staffInvitations.email, email));
      const page = await call(inviteLoader, staffRequest(`/admin/invite/${token}`), { params: { token } });
      expect(page).toMatchObject({ status: 410, body: { refused: "expired" } });
      expect(await join(token)).toMatchObject({ status: 410, body: { refused: "expired" } });
      expect(await accountsNamed(email)).toHaveLength(0);
    });

    it("make one account when the form is sent twice at once", async () => {
      const admin = await signedInStaff("admin");
      const { email, token } = await invite(admin.cookie);
      const answers = await Promise.all([join(token, "First Tab"), join(token, "Second Tab")]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([302, 410]);
      expect(await accountsNamed(email)).toHaveLength(1);
      expect(await auditRows("staff-join", email)).toHaveLength(1);
    });

    it("keep the invitation when the form is wrong, and refuse unknown or malformed links with 404", async () => {
      const admin = await signedInStaff("admin");
      const { email, token } = await invite(admin.cookie);
      const short = await join(token, "Short Password", "short");
      expect(short.status).toBe(400);
      const mismatch = await call(
        inviteAction,
        staffPost(`/admin/invite/${token}`, undefined, {
          name: "Typo",
          password: "a long enough password",
          confirmPassword: "a long enough passw0rd",
        }),
        { params: { token } },
      );
      expect(mismatch.status).toBe(400);
      expect(await accountsNamed(email)).toHaveLength(0);
      expect((await join(token)).status).toBe(302);

      for (const bad of ["nope", "x".repeat(43), "../../etc/passwd", "%00".repeat(20)]) {
        const page = await call(inviteLoader, staffRequest(`/admin/invite/${encodeURIComponent(bad)}`), {
          params: { token: bad },
        });
        expect(page).toMatchObject({ status: 404, body: { refused: "unknown" } });
        expect(await join(bad)).toMatchObject({ status: 404 });
      }
    });

    it("can be withdrawn: the link stops working and leaves the list", async () => {
      const admin = await signedInStaff("admin");
      const { email, token } = await invite(admin.cookie);
      const listed = await call(staffLoader, staffRequest("/admin/staff", { cookie: admin.cookie }));
      const pending = (listed.body as { invitations: { id: number; email: string }[] }).invitations;
      const invitation = pending.find((entry) => entry.email === email);
      expect(invitation).toBeDefined();
      const withdrawn = await call(
        staffAction,
        staffPost("/admin/staff", admin.cookie, { intent: "withdraw", id: String(invitation?.id) }),
      );
      expect(withdrawn.status).toBe(200);
      expect(await auditRows("staff-invite-withdraw", admin.email)).toMatchObject([{ target: email }]);
      expect(await join(token)).toMatchObject({ status: 404 });
      const after = await call(staffLoader, staffRequest("/admin/staff", { cookie: admin.cookie }));
      expect(
        (after.body as { invitations: { email: string }[] }).invitations.map((entry) => entry.email),
      ).not.toContain(email);
      const again = await call(
        staffAction,
        staffPost("/admin/staff", admin.cookie, { intent: "withdraw", id: String(invitation?.id) }),
      );
      expect(again.status).toBe(404);
    });

    it("are not made for someone who already has an account, or from bad input", async () => {
      const admin = await signedInStaff("admin");
      const member = await signedInStaff("staff");
      const db = await getDb();
      const before = (await db.select().from(staffInvitations)).length;
      const attempts: Record<string, string>[] = [
        { intent: "invite", email: member.email, role: "staff" },
        { intent: "invite", email: "not an address", role: "staff" },
        { intent: "invite", email: "ok@example.in", role: "owner" },
        { intent: "withdraw", id: "1; DROP TABLE staff_users" },
        { intent: "remove", id: "" },
        { intent: "launch-missiles" },
      ];
      for (const fields of attempts) {
        const answer = await call(staffAction, staffPost("/admin/staff", admin.cookie, fields));
        expect([400, 404, 409], JSON.stringify(fields)).toContain(answer.status);
      }
      expect((await db.select().from(staffInvitations)).length).toBe(before);
    });
  });

  describe("staff members", () => {
    it("made from the command line keep their name without bidi controls", async () => {
      const db = await getDb();
      const email = `bidi-${Date.now()}@example.in`;
      const created = await createStaff(db, {
        email,
        name: "Ravi \u2066Kumar\u2069\u202B",
        role: "staff",
        password: STAFF_PASSWORD,
      });
      expect(created.ok).toBe(true);
      const [row] = await db.select().from(staffUsers).where(eq(staffUsers.email, email));
      expect(row?.name).toBe("Ravi Kumar");
    });

    it("are refused a name holding a control character (a NUL the database would refuse), and nothing is made", async () => {
      const db = await getDb();
      for (const name of ["Ravi\u0000Kumar", "\uFFFD\u0000kfjr", "Ravi\u0085"]) {
        const email = `control-${Date.now()}-${name.length}@example.in`;
        const created = await createStaff(db, { email, name, role: "staff", password: STAFF_PASSWORD });
        expect(created, JSON.stringify(name)).toEqual({ ok: false, error: CONTROL_CHAR_MESSAGE });
        expect(await db.select().from(staffUsers).where(eq(staffUsers.email, email))).toEqual([]);
      }
    });

    it("are removed by an admin, signed out at once; not yourself", async () => {
      const admin = await signedInStaff("admin");
      const member = await signedInStaff("staff");
      const removed = await call(
        staffAction,
        staffPost("/admin/staff", admin.cookie, { intent: "remove", id: member.id }),
      );
      expect(removed.status).toBe(200);
      expect(await accountsNamed(member.email)).toHaveLength(0);
      expect(await isSignedIn(member.cookie)).toBe(false);
      expect(await auditRows("staff-remove", admin.email)).toEqual([
        expect.objectContaining({ target: member.email }),
      ]);

      const self = await call(
        staffAction,
        staffPost("/admin/staff", admin.cookie, { intent: "remove", id: admin.id }),
      );
      expect(self.status).toBe(409);
      expect(await accountsNamed(admin.email)).toHaveLength(1);
      const unknown = await call(
        staffAction,
        staffPost("/admin/staff", admin.cookie, { intent: "remove", id: "nobody" }),
      );
      expect(unknown.status).toBe(404);
    });

    it("keep the last admin, even when two admins remove each other at once", async () => {
      const db = await getDb();
      const first = await signedInStaff("admin");
      const second = await signedInStaff("admin");
      // Only these two are admins now.
      await db
        .update(staffUsers)
        .set({ role: "staff" })
        .where(and(eq(staffUsers.role, "admin"), sql`${staffUsers.id} NOT IN (${first.id}, ${second.id})`));
      const results = await Promise.all([
        removeStaff(db, second.email, { actorId: first.id }),
        removeStaff(db, first.email, { actorId: second.id }),
      ]);
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.find((result) => !result.ok)).toEqual({
        ok: false,
        error: "The last admin cannot be removed.",
      });
      const admins = await db.select().from(staffUsers).where(eq(staffUsers.role, "admin"));
      expect(admins).toHaveLength(1);
      expect(await removeStaff(db, admins[0]?.email ?? "")).toEqual({
        ok: false,
        error: "The last admin cannot be removed.",
      });
    });

    it("are signed out everywhere by an admin, but not the admin themselves", async () => {
      const admin = await signedInStaff("admin");
      const member = await signedInStaff("staff");
      const answer = await call(
        staffAction,
        staffPost("/admin/staff", admin.cookie, { intent: "revoke-sessions", id: member.id }),
      );
      expect(answer.status).toBe(200);
      expect(await isSignedIn(member.cookie)).toBe(false);
      expect(await accountsNamed(member.email)).toHaveLength(1);
      expect(await auditRows("staff-revoke-sessions", admin.email)).toEqual([
        expect.objectContaining({ target: member.email }),
      ]);
      const self = await call(
        staffAction,
        staffPost("/admin/staff", admin.cookie, { intent: "revoke-sessions", id: admin.id }),
      );
      expect(self.status).toBe(409);
      expect(await isSignedIn(admin.cookie)).toBe(true);
    });

    it("without two-factor are sent to turn it on, and refused elsewhere, once an admin requires it", async () => {
      const db = await getDb();
      const admin = await signedInStaff("admin");
      const member = await signedInStaff("staff");
      try {
        const tooSoon = await call(
          staffAction,
          staffPost("/admin/staff", admin.cookie, { intent: "require-two-factor", required: "on" }),
        );
        expect(tooSoon.status).toBe(409);
        expect(await twoFactorRequired(db)).toBe(false);

        const secured = await turnOnTwoFactor(admin.cookie);
        const required = await call(
          staffAction,
          staffPost("/admin/staff", secured.cookie, { intent: "require-two-factor", required: "on" }),
        );
        expect(required.status).toBe(200);
        expect(await twoFactorRequired(db)).toBe(true);
        expect(await auditRows("setting-change", admin.email)).toEqual([
          expect.objectContaining({ target: "require two-factor: on" }),
        ]);

        const sent = await call(layoutLoader, staffRequest("/admin/messages", { cookie: member.cookie }));
        expect(sent.status).toBe(302);
        expect(sent.headers.get("location")).toBe("/admin/account?required=1");
        const account = await call(
          accountLoader,
          staffRequest("/admin/account?required=1", { cookie: member.cookie }),
        );
        expect(account).toMatchObject({ status: 200, body: { required: true } });
        const elsewhere = await call(
          accountAction,
          staffPost("/admin/account", member.cookie, {
            intent: "password",
            currentPassword: STAFF_PASSWORD,
            newPassword: "another long password",
            confirmPassword: "another long password",
          }),
        );
        expect(elsewhere.status).toBe(403);
        // Turning it on is what they may do.
        const enrolled = await turnOnTwoFactor(member.cookie);
        const now = await call(layoutLoader, staffRequest("/admin/messages", { cookie: enrolled.cookie }));
        expect(now.status).toBe(200);
      } finally {
        await setTwoFactorRequired(db, false);
      }
    });
  });

  describe("your account", () => {
    it("turns two-factor on after a right code; a wrong code keeps the setup on screen", async () => {
      const member = await signedInStaff("staff");
      const wrongPassword = await call(
        accountAction,
        staffPost("/admin/account", member.cookie, {
          intent: "two-factor-start",
          password: "not my password",
        }),
      );
      expect(wrongPassword.status).toBe(400);
      const started = await call(
        accountAction,
        staffPost("/admin/account", member.cookie, { intent: "two-factor-start", password: STAFF_PASSWORD }),
      );
      const enrolment = (started.body as { enrolment: Enrolment }).enrolment;
      expect(enrolment.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
      expect(enrolment.secret.replace(/ /g, "")).toBe(new URL(enrolment.uri).searchParams.get("secret"));
      expect(enrolment.backupCodes).toHaveLength(10);

      const totp = URI.parse(enrolment.uri) as TOTP;
      const wrongCode = String((Number(totp.generate()) + 1) % 1_000_000).padStart(6, "0");
      for (const code of [wrongCode, "12ab56"]) {
        const wrong = await call(
          accountAction,
          staffPost("/admin/account", member.cookie, {
            intent: "two-factor-confirm",
            code,
            uri: enrolment.uri,
          }),
        );
        expect([400, 401]).toContain(wrong.status);
        expect(wrong.body).toMatchObject({
          notice: { tone: "error" },
          enrolment: { uri: enrolment.uri, secret: enrolment.secret },
        });
      }
      // The URI is only shown again: a code for a made-up secret does not turn two-factor on.
      const forged = "otpauth://totp/x?secret=JBSWY3DPEHPK3PXP";
      const refused = await call(
        accountAction,
        staffPost("/admin/account", member.cookie, {
          intent: "two-factor-confirm",
          code: (URI.parse(forged) as TOTP).generate(),
          uri: forged,
        }),
      );
      expect(refused.status).toBe(401);
      expect(await auditRows("two-factor-on", member.email)).toHaveLength(0);
      // A URI too long to be ours (or for a QR code) is refused, not drawn: 400, never a 5xx.
      const long = `otpauth://totp/${"\u0958".repeat(900)}?secret=JBSWY3DPEHPK3PXP`;
      const tooLong = await call(
        accountAction,
        staffPost("/admin/account", member.cookie, {
          intent: "two-factor-confirm",
          code: "123456",
          uri: long,
        }),
      );
      expect(tooLong.status).toBe(400);
      expect(tooLong.body).toMatchObject({ notice: { tone: "error" } });
      expect((tooLong.body as { enrolment?: unknown }).enrolment).toBeUndefined();

      const confirmed = await call(
        accountAction,
        staffPost("/admin/account", member.cookie, {
          intent: "two-factor-confirm",
          code: totp.generate(),
          uri: enrolment.uri,
        }),
      );
      expect(confirmed.status).toBe(302);
      expect(confirmed.headers.get("location")).toBe("/admin/account?done=two-factor-on");
      const cookie = cookieFrom(confirmed.headers);
      const session = await getStaffSession(
        new Request("http://localhost:3000/admin", { headers: { cookie } }),
        testServices,
      );
      expect(session?.staff.twoFactorEnabled).toBe(true);
      expect(await auditRows("two-factor-on", member.email)).toHaveLength(1);
    });

    it("turns two-factor off only with a sign-in from the last ten minutes and the password", async () => {
      const member = await signedInStaff("staff");
      const { cookie, totp } = await turnOnTwoFactor(member.cookie);
      await ageSessions(member.id, 11);
      const page = await call(accountLoader, staffRequest("/admin/account", { cookie }));
      expect(page.body).toMatchObject({ twoFactorEnabled: true, fresh: false });
      const stale = await call(
        accountAction,
        staffPost("/admin/account", cookie, { intent: "two-factor-off", password: STAFF_PASSWORD }),
      );
      expect(stale).toMatchObject({
        status: 403,
        body: { notice: { description: "Please sign in again to change this." } },
      });

      const again = await call(
        accountAction,
        staffPost("/admin/account", cookie, { intent: "sign-in-again" }),
      );
      expect(again.status).toBe(302);
      expect(again.headers.get("location")).toBe("/admin/sign-in?next=%2Fadmin%2Faccount");
      expect(await isSignedIn(cookie)).toBe(false);

      const fresh = await signInWithTwoFactor(member.email, totp);
      const wrong = await call(
        accountAction,
        staffPost("/admin/account", fresh, { intent: "two-factor-off", password: "not my password" }),
      );
      expect(wrong.status).toBe(400);
      const off = await call(
        accountAction,
        staffPost("/admin/account", fresh, { intent: "two-factor-off", password: STAFF_PASSWORD }),
      );
      expect(off.status).toBe(302);
      expect(off.headers.get("location")).toBe("/admin/account?done=two-factor-off");
      const [user] = await accountsNamed(member.email);
      expect(user?.twoFactorEnabled).toBe(false);
      expect(await auditRows("two-factor-off", member.email)).toHaveLength(1);
    });

    it("refuses password checks after ten wrong passwords from one client, even the right one, until the window has passed", async () => {
      const member = await signedInStaff("staff");
      const { cookie } = await turnOnTwoFactor(member.cookie);
      const clientAddress = "203.0.113.120";
      const renew = (password: string, from = clientAddress) =>
        call(accountAction, staffPost("/admin/account", cookie, { intent: "backup-codes", password }), {
          clientAddress: from,
        });
      const answers = [];
      for (let i = 0; i < 25; i++) answers.push(await renew(`not my password ${i}`));
      expect(answers.slice(0, WRONG_PASSWORD_LIMIT.max).map((answer) => answer.status)).toEqual(
        new Array(WRONG_PASSWORD_LIMIT.max).fill(400),
      );
      for (const refused of [...answers.slice(WRONG_PASSWORD_LIMIT.max), await renew(STAFF_PASSWORD)]) {
        expect(refused.status).toBe(429);
        const retryAfter = Number(refused.headers.get("retry-after"));
        expect(retryAfter).toBeGreaterThan(0);
        expect(refused.body).toMatchObject({
          intent: "backup-codes",
          notice: { tone: "error", description: tooManyAttempts(retryAfter) },
        });
        expect((refused.body as { backupCodes?: unknown }).backupCodes).toBeUndefined();
      }
      // The owner's other device is not held up by this one.
      expect((await renew(STAFF_PASSWORD, "198.51.100.121")).status).toBe(200);

      const db = await getDb();
      await db.update(submissionEvents).set({
        createdAt: sql`${submissionEvents.createdAt} - make_interval(mins => ${WRONG_PASSWORD_LIMIT.windowMinutes})`,
      });
      const renewed = await renew(STAFF_PASSWORD);
      expect(renewed.status).toBe(200);
      expect((renewed.body as { backupCodes: string[] }).backupCodes).toHaveLength(10);
    });

    it("changes the password with a fresh sign-in, and signs out every other device", async () => {
      const member = await signedInStaff("staff");
      const other = await signInCookie(member.email, STAFF_PASSWORD);
      const change = (cookie: string, fields: Record<string, string>) =>
        call(accountAction, staffPost("/admin/account", cookie, { intent: "password", ...fields }));
      const newPassword = "a brand new passphrase";
      expect(
        (
          await change(member.cookie, {
            currentPassword: STAFF_PASSWORD,
            newPassword,
            confirmPassword: "different",
          })
        ).status,
      ).toBe(400);
      expect(
        (
          await change(member.cookie, {
            currentPassword: STAFF_PASSWORD,
            newPassword: "short",
            confirmPassword: "short",
          })
        ).status,
      ).toBe(400);
      expect(
        (
          await change(member.cookie, {
            currentPassword: "not my password",
            newPassword,
            confirmPassword: newPassword,
          })
        ).status,
      ).toBe(400);
      await ageSessions(member.id, 11);
      expect(
        (
          await change(member.cookie, {
            currentPassword: STAFF_PASSWORD,
            newPassword,
            confirmPassword: newPassword,
          })
        ).status,
      ).toBe(403);
      await ageSessions(member.id, 0);

      const changed = await change(member.cookie, {
        currentPassword: STAFF_PASSWORD,
        newPassword,
        confirmPassword: newPassword,
      });
      expect(changed.status).toBe(302);
      expect(await isSignedIn(cookieFrom(changed.headers))).toBe(true);
      expect(await isSignedIn(other)).toBe(false);
      expect(await isSignedIn(member.cookie)).toBe(false);
      expect(await signInCookie(member.email, newPassword)).not.toBe("");
      expect(await auditRows("password-change", member.email)).toHaveLength(1);
    });
  });

  describe("signing in", () => {
    it("answers Too many attempts after the limit from one address, and records each try", async () => {
      const clientAddress = "203.0.113.90";
      const attempt = (email: string) =>
        call(signInAction, staffPost("/admin/sign-in", undefined, { email, password: "wrong password!" }), {
          clientAddress,
        });
      for (let i = 0; i < SIGN_IN_LIMIT.max; i++) {
        expect((await attempt(`guess-${i}@example.in`)).status).toBe(401);
      }
      const limited = await attempt("guess-last@example.in");
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ description: expect.stringMatching(/^Too many attempts/) });
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await auditRows("sign-in-failed", "guess-0@example.in")).toHaveLength(1);
      // Refused before anything was checked: nothing to record.
      expect(await auditRows("sign-in-failed", "guess-last@example.in")).toHaveLength(0);
    });

    it("answers Too many attempts to one address after ten wrong passwords for an account, even the right one; other addresses still sign in", async () => {
      const member = await signedInStaff("staff");
      const clientAddress = "203.0.113.91";
      const attempt = (password: string, from = clientAddress) =>
        call(signInAction, staffPost("/admin/sign-in", undefined, { email: member.email, password }), {
          clientAddress: from,
        });
      for (let i = 0; i < WRONG_PASSWORD_LIMIT.max; i++)
        expect((await attempt("wrong password!")).status).toBe(401);
      const limited = await attempt(STAFF_PASSWORD);
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ description: expect.stringMatching(/^Too many attempts/) });
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await attempt(STAFF_PASSWORD, "203.0.113.92")).status).toBe(302);
      // The ten failures are one entry in the audit log, with their count.
      expect(await auditRows("sign-in-failed", member.email)).toEqual([
        expect.objectContaining({ count: WRONG_PASSWORD_LIMIT.max }),
      ]);
    });
  });
});

/** A new sign-in by password (no two-factor): its Cookie header, or "" if refused. */
async function signInCookie(email: string, password: string) {
  const answer = await call(signInAction, staffPost("/admin/sign-in", undefined, { email, password }));
  return answer.status === 302 ? cookieFrom(answer.headers) : "";
}

/** A new sign-in by password, then the authenticator's code: its Cookie header. */
async function signInWithTwoFactor(email: string, totp: TOTP) {
  const clientAddress = `192.0.2.${++addresses % 250}`;
  const first = await call(
    signInAction,
    staffPost("/admin/sign-in", undefined, { email, password: STAFF_PASSWORD }),
    {
      clientAddress,
    },
  );
  expect(first.headers.get("location")).toMatch(/^\/admin\/sign-in\/two-factor/);
  const second = await call(
    twoFactorAction,
    staffPost("/admin/sign-in/two-factor", cookieFrom(first.headers), { code: totp.generate() }),
    { clientAddress },
  );
  expect(second.status).toBe(302);
  return cookieFrom(second.headers);
}
