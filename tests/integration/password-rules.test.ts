import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as accountAction, loader as accountLoader } from "~/routes/admin/account";
import { action as inviteAction } from "~/routes/admin/invite";
import { loader as layoutLoader } from "~/routes/admin/layout";
import { action as signInAction } from "~/routes/admin/sign-in";
import { action as staffAction } from "~/routes/admin/staff";
import { authFor } from "~/server/auth.server";
import { staffUsers } from "~/server/db/schema";
import { createStaff } from "~/server/staff/accounts.server";
import { drivers, getDb } from "./harness";
import {
  callRoute,
  cookieFrom,
  signedInStaff,
  STAFF_PASSWORD,
  staffPost,
  staffRequest,
} from "./staff-harness";

/** The reason zxcvbn gives "password1234", as the forms show it. */
const COMMON = /too easy to guess\. This is similar to a commonly used password\./;

let addresses = 0;
/** A sign-in through the page's action, each from an address of its own. */
const signInPage = (email: string, password: string) =>
  callRoute(
    signInAction,
    staffPost("/admin/sign-in", undefined, { email, password }),
    {},
    `203.0.113.${++addresses}`,
  );

async function staffRow(email: string) {
  const db = await getDb();
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.email, email));
  return row;
}

describe.each(drivers)("password rules on $name", (driver) => {
  beforeAll(() => driver.setUp(), 60_000);
  afterAll(() => driver.tearDown());

  it("refuse a weak password when an account is made, with the reason, and make nothing", async () => {
    const db = await getDb();
    const weak = [
      { password: "password1234", reason: COMMON },
      { password: "owner@shop.in2026", reason: /name or e-mail address/ },
      { password: "k7#vq9!zrp2", reason: /at least 12 characters/ },
    ];
    for (const { password, reason } of weak) {
      const created = await createStaff(db, {
        email: "owner@shop.in",
        name: "Owner",
        role: "admin",
        password,
      });
      expect(created, password).toMatchObject({ ok: false, error: expect.stringMatching(reason) });
    }
    expect(await staffRow("owner@shop.in")).toBeUndefined();
  });

  it("refuse a weak password when an invitation is accepted, and keep the invitation", async () => {
    const admin = await signedInStaff("admin");
    const email = `invitee-${Date.now()}@example.in`;
    const invited = await callRoute(
      staffAction,
      staffPost("/admin/staff", admin.cookie, { intent: "invite", email, role: "staff" }),
    );
    const token = (invited.body as { invitation: { link: string } }).invitation.link.split("/").pop() ?? "";
    const join = (password: string) =>
      callRoute(
        inviteAction,
        staffPost(`/admin/invite/${token}`, undefined, { name: "Asha", password, confirmPassword: password }),
        { token },
      );
    const weak = await join("password1234");
    expect(weak).toMatchObject({
      status: 400,
      body: { notice: { description: expect.stringMatching(COMMON) } },
    });
    expect(await staffRow(email)).toBeUndefined();
    expect((await join("tangerine ladder quietly hums")).status).toBe(302);
  });

  it("refuse a weak new password on the account page with the reason, and change nothing", async () => {
    const member = await signedInStaff("staff");
    const changed = await callRoute(
      accountAction,
      staffPost("/admin/account", member.cookie, {
        intent: "password",
        currentPassword: STAFF_PASSWORD,
        newPassword: "password1234",
        confirmPassword: "password1234",
      }),
    );
    expect(changed).toMatchObject({
      status: 400,
      body: { intent: "password", notice: { tone: "error", description: expect.stringMatching(COMMON) } },
    });
    expect((await signInPage(member.email, "password1234")).status).toBe(401);
    expect((await signInPage(member.email, STAFF_PASSWORD)).status).toBe(302);
  });

  it("send an account whose old password fails them to change it after signing in, and not once changed", async () => {
    // Made as the old rule allowed (long enough, nothing more), straight through Better Auth.
    const email = `old-${Date.now()}@example.in`;
    const oldPassword = "password1234";
    const auth = await authFor(await getDb());
    await auth.api.createUser({ body: { email, name: "Old Timer", password: oldPassword, role: "staff" } });
    expect((await staffRow(email))?.passwordChangeRequired).toBe(false);

    const signedIn = await signInPage(email, oldPassword);
    expect(signedIn.status).toBe(302);
    const cookie = cookieFrom(signedIn.headers);
    expect((await staffRow(email))?.passwordChangeRequired).toBe(true);

    for (const path of ["/admin", "/admin/inbox", "/admin/staff"]) {
      const page = await callRoute(layoutLoader, staffRequest(path, { cookie }));
      expect(page.status, path).toBe(302);
      expect(page.headers.get("location"), path).toBe("/admin/account?change-password=1");
    }
    const account = await callRoute(
      accountLoader,
      staffRequest("/admin/account?change-password=1", { cookie }),
    );
    expect(account).toMatchObject({ status: 200, body: { passwordChangeRequired: true, fresh: true } });

    const newPassword = "tangerine ladder quietly hums";
    const changed = await callRoute(
      accountAction,
      staffPost("/admin/account", cookie, {
        intent: "password",
        currentPassword: oldPassword,
        newPassword,
        confirmPassword: newPassword,
      }),
    );
    expect(changed.status).toBe(302);
    expect((await staffRow(email))?.passwordChangeRequired).toBe(false);
    const home = await callRoute(
      layoutLoader,
      staffRequest("/admin", { cookie: cookieFrom(changed.headers) }),
    );
    expect(home.status).toBe(200);
    // Signing in with the new password does not set it again.
    expect((await signInPage(email, newPassword)).status).toBe(302);
    expect((await staffRow(email))?.passwordChangeRequired).toBe(false);
  });

  it("leave an account whose password passes them alone at sign-in", async () => {
    const member = await signedInStaff("staff");
    const signedIn = await signInPage(member.email, STAFF_PASSWORD);
    expect(signedIn.status).toBe(302);
    expect((await staffRow(member.email))?.passwordChangeRequired).toBe(false);
    const home = await callRoute(
      layoutLoader,
      staffRequest("/admin", { cookie: cookieFrom(signedIn.headers) }),
    );
    expect(home.status).toBe(200);
  });
});
