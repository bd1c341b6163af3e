import { describe, expect, it } from "vitest";
import { checkNewPassword } from "~/server/staff/password-policy.server";

const owner = { email: "owner@shop.in", name: "Shop Owner" };

describe("a new password", () => {
  it("is refused under 12 characters, with the length in words", () => {
    expect(checkNewPassword("k7#vq9!zrp2", owner)).toEqual({
      ok: false,
      reason: "The password must have at least 12 characters.",
    });
  });

  it("is refused when it is a common password with digits, with zxcvbn's reason in English", () => {
    for (const password of ["password1234", "qwertyuiop12"]) {
      const check = checkNewPassword(password, owner);
      expect(check, password).toMatchObject({ ok: false });
      const reason = check.ok ? "" : check.reason;
      expect(reason, password).toMatch(/^That password is too easy to guess\. /);
      // zxcvbn's own words, not its translation keys ("similarToCommon").
      expect(reason, password).toMatch(/commonly used password|keyboard/i);
      expect(reason, password).not.toMatch(/[a-z][A-Z]/);
    }
  });

  it("is refused when it is made from the account's own e-mail address", () => {
    const check = checkNewPassword("owner@shop.in2026", owner);
    expect(check).toMatchObject({ ok: false });
    expect(check.ok ? "" : check.reason).toMatch(/name or e-mail address/);
    // The same characters are fine for someone else: it is the account's own words that make it weak.
    expect(checkNewPassword("owner@shop.in2026", { email: "asha@example.in", name: "Asha" })).toEqual({
      ok: true,
    });
  });

  it("is accepted when it is a passphrase of uncommon words", () => {
    expect(checkNewPassword("tangerine ladder quietly hums", owner)).toEqual({ ok: true });
  });

  it("is refused over 200 characters, and judged by its first 40 only, which keeps judging quick", () => {
    expect(checkNewPassword("a".repeat(201), owner)).toMatchObject({ ok: false, reason: /at most 200/ });
    // A strong tail after 40 weak characters is not looked at: zxcvbn's time grows faster than the length.
    const weakStart = "p@55w0rd".repeat(5);
    expect(checkNewPassword(weakStart, owner)).toMatchObject({ ok: false });
    expect(checkNewPassword(`${weakStart} tangerine ladder quietly hums`, owner)).toMatchObject({
      ok: false,
    });
    expect(checkNewPassword(`tangerine ladder quietly hums ${weakStart}`, owner)).toEqual({ ok: true });
  });
});
