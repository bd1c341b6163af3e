import { type TOTP, URI } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as accountAction } from "~/routes/admin/account";
import { authFor } from "~/server/auth.server";
import { businessName, setBusinessName } from "~/server/content/business-name.server";
import { drivers, getDb } from "./harness";
import { callRoute, cookieFrom, signedInStaff, STAFF_PASSWORD, staffRequest } from "./staff-harness";

type Enrolment = { uri: string; secret: string; qrSvg: string; backupCodes?: string[] };

const post = (cookie: string, fields: Record<string, string>) =>
  staffRequest("/admin/account", { method: "POST", cookie, fields });

/** The codes that sign this account in right now, as Better Auth keeps them. */
async function liveBackupCodes(userId: string) {
  const auth = await authFor(await getDb());
  return (await auth.api.viewBackupCodes({ body: { userId } })).backupCodes;
}

const aWrongCode = (totp: TOTP) => String((Number(totp.generate()) + 1) % 1_000_000).padStart(6, "0");

/** Every live code that appears anywhere in an answer's body. */
const codesIn = (body: unknown, codes: string[]) => {
  const text = JSON.stringify(body);
  return codes.filter((code) => text.includes(code));
};

describe.each(drivers)("backup codes on $name", (driver) => {
  beforeAll(() => driver.setUp(), 60_000);
  afterAll(() => driver.tearDown());

  it("come with an authenticator entry named after the business as published now", async () => {
    const member = await signedInStaff("staff");
    const before = businessName();
    setBusinessName("Verma Tax & Travels");
    const started = await callRoute(
      accountAction,
      post(member.cookie, { intent: "two-factor-start", password: STAFF_PASSWORD }),
    ).finally(() => setBusinessName(before));
    const totp = URI.parse((started.body as { enrolment: Enrolment }).enrolment.uri) as TOTP;
    expect(totp.issuer).toBe("Verma Tax & Travels");
  });

  it("are never shown again by a confirm post once two-factor is on, whatever code and address it sends", async () => {
    const member = await signedInStaff("staff");
    const started = await callRoute(
      accountAction,
      post(member.cookie, { intent: "two-factor-start", password: STAFF_PASSWORD }),
    );
    const { uri } = (started.body as { enrolment: Enrolment }).enrolment;
    const totp = URI.parse(uri) as TOTP;
    const confirmed = await callRoute(
      accountAction,
      post(member.cookie, { intent: "two-factor-confirm", code: totp.generate(), uri }),
    );
    expect(confirmed.status).toBe(302);
    const cookie = cookieFrom(confirmed.headers);
    const codes = await liveBackupCodes(member.id);
    expect(codes).toHaveLength(10);

    for (const fields of [
      { code: aWrongCode(totp), uri },
      { code: "000000", uri: "otpauth://totp/x?secret=JBSWY3DPEHPK3PXP" },
      { code: "12ab56", uri },
    ]) {
      const again = await callRoute(accountAction, post(cookie, { intent: "two-factor-confirm", ...fields }));
      expect(codesIn(again.body, codes), JSON.stringify(fields)).toEqual([]);
      expect(again.status, JSON.stringify(fields)).toBe(409);
      expect(again.body).toMatchObject({ notice: { description: "Two-factor is already on." } });
    }
  });

  it("are not shown again after a wrong code while two-factor is being set up; the QR code and key are", async () => {
    const member = await signedInStaff("staff");
    const started = await callRoute(
      accountAction,
      post(member.cookie, { intent: "two-factor-start", password: STAFF_PASSWORD }),
    );
    const enrolment = (started.body as { enrolment: Enrolment }).enrolment;
    // Shown once, when they are made.
    expect(enrolment.backupCodes).toHaveLength(10);
    const codes = await liveBackupCodes(member.id);
    expect(codes.sort()).toEqual([...(enrolment.backupCodes ?? [])].sort());
    const totp = URI.parse(enrolment.uri) as TOTP;

    for (const code of [aWrongCode(totp), "12ab56"]) {
      const wrong = await callRoute(
        accountAction,
        post(member.cookie, { intent: "two-factor-confirm", code, uri: enrolment.uri }),
      );
      expect([400, 401], code).toContain(wrong.status);
      expect(codesIn(wrong.body, codes), code).toEqual([]);
      const shown = (wrong.body as { enrolment?: Enrolment }).enrolment;
      expect(shown).toMatchObject({ uri: enrolment.uri, secret: enrolment.secret });
      expect(shown?.qrSvg).toMatch(/^<svg/);
    }
  });
});
