import { type TOTP, URI } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authFor } from "~/server/auth.server";
import { createStaff } from "~/server/staff/accounts.server";
import { getStaffSession } from "~/server/staff/session.server";
import { signIn, verifySecondFactor } from "~/server/staff/sign-in.server";
import { drivers, getDb, testServices } from "./harness";

const cookieHeader = (cookies: string[]) => cookies.map((cookie) => cookie.split(";")[0]).join("; ");

describe.each(drivers)("staff sign-in on $name", (driver) => {
  beforeAll(() => driver.setUp(), 60_000);
  afterAll(() => driver.tearDown());

  it("signs in with a password, then with two-factor", async () => {
    const db = await getDb();
    const created = await createStaff(db, {
      email: "Owner@Example.in",
      name: "Owner",
      role: "admin",
      password: "correct horse battery",
    });
    expect(created.ok).toBe(true);
    const wrong = await signIn(await getDb(), {
      email: "owner@example.in",
      password: "nope nope nope",
      clientAddress: "198.51.100.1",
    });
    expect(wrong).toMatchObject({ kind: "failed" });
    // Addresses no account can have get the same answer, and no query fails on them.
    for (const email of [
      "owner\u0000@example.in",
      `${"a".repeat(46)}@example.in`,
      `${"a".repeat(300)}@example.in`,
    ]) {
      const odd = await signIn(await getDb(), {
        email,
        password: "nope nope nope",
        clientAddress: "198.51.100.1",
      });
      expect(odd, email).toEqual({ kind: "failed", message: (wrong as { message: string }).message });
    }
    const step = await signIn(await getDb(), {
      email: "owner@example.in",
      password: "correct horse battery",
      clientAddress: "198.51.100.1",
    });
    expect(step.kind).toBe("signed-in");
    const cookie = cookieHeader(step.kind === "signed-in" ? step.cookies : []);
    const request = new Request("http://localhost/admin", { headers: { cookie } });
    const session = await getStaffSession(request, testServices);
    expect(session?.staff).toMatchObject({
      email: "owner@example.in",
      role: "admin",
      twoFactorEnabled: false,
    });

    const auth = await authFor(await getDb());
    const enabled = await auth.api.enableTwoFactor({
      body: { password: "correct horse battery" },
      headers: request.headers,
    });
    if (enabled.method !== "totp") throw new Error("expected TOTP");
    expect(enabled.backupCodes).toHaveLength(10);
    const totp = URI.parse(enabled.totpURI) as TOTP;
    // Confirming replaces the session (a new cookie) and turns two-factor on.
    const confirmed = await auth.api.verifyTOTP({
      body: { code: totp.generate() },
      headers: request.headers,
      returnHeaders: true,
    });
    const renewed = new Request("http://localhost/admin", {
      headers: { cookie: cookieHeader(confirmed.headers.getSetCookie()) },
    });
    expect((await getStaffSession(renewed, testServices))?.staff.twoFactorEnabled).toBe(true);

    const first = await signIn(await getDb(), {
      email: "owner@example.in",
      password: "correct horse battery",
      clientAddress: "198.51.100.2",
    });
    expect(first.kind).toBe("two-factor");
    const pending = cookieHeader(first.kind === "two-factor" ? first.cookies : []);
    const badCode = await verifySecondFactor(await getDb(), {
      code: "000000",
      backup: false,
      cookie: pending,
      clientAddress: "198.51.100.2",
    });
    expect(badCode.kind).toBe("failed");
    const second = await verifySecondFactor(await getDb(), {
      code: totp.generate(),
      backup: false,
      cookie: pending,
      clientAddress: "198.51.100.2",
    });
    expect(second.kind).toBe("signed-in");

    const [backup] = enabled.backupCodes;
    const third = await signIn(await getDb(), {
      email: "owner@example.in",
      password: "correct horse battery",
      clientAddress: "198.51.100.3",
    });
    const pending3 = cookieHeader(third.kind === "two-factor" ? third.cookies : []);
    expect(
      (
        await verifySecondFactor(await getDb(), {
          code: backup!,
          backup: true,
          cookie: pending3,
          clientAddress: "198.51.100.3",
        })
      ).kind,
    ).toBe("signed-in");
    const fourth = await signIn(await getDb(), {
      email: "owner@example.in",
      password: "correct horse battery",
      clientAddress: "198.51.100.4",
    });
    const pending4 = cookieHeader(fourth.kind === "two-factor" ? fourth.cookies : []);
    expect(
      (
        await verifySecondFactor(await getDb(), {
          code: backup!,
          backup: true,
          cookie: pending4,
          clientAddress: "198.51.100.4",
        })
      ).kind,
    ).toBe("failed");
  });
});
