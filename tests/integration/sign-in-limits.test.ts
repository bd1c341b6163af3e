import { eq } from "drizzle-orm";
import { type TOTP, URI } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as twoFactorAction } from "~/routes/admin/two-factor";
import { beginAttempt } from "~/server/abuse.server";
import { authFor, SIGN_IN_LIMIT } from "~/server/auth.server";
import { auditLog, authRateLimits, staffTwoFactors } from "~/server/db/schema";
import { createStaff } from "~/server/staff/accounts.server";
import {
  ACCOUNT_SLOWDOWN,
  type AuthStep,
  signIn,
  tooManyAttempts,
  verifySecondFactor,
  WRONG_CODE_LIMIT,
  WRONG_PASSWORD_LIMIT,
} from "~/server/staff/sign-in.server";
import { drivers, getDb } from "./harness";
import { callRoute, STAFF_PASSWORD, staffRequest } from "./staff-harness";

let accounts = 0;
/** A staff account of its own for each test, so no test inherits another's counts. */
async function staffAccount() {
  const email = `limits-${Date.now()}-${++accounts}@example.in`;
  const created = await createStaff(await getDb(), {
    email,
    name: `Limits ${accounts}`,
    role: "staff",
    password: STAFF_PASSWORD,
  });
  if (!created.ok) throw new Error(created.error);
  return email;
}

/** Stands in for the slowdown's real wait, and remembers what it was asked for. */
function recordedWaits() {
  const asked: number[] = [];
  return { asked, wait: (ms: number) => Promise.resolve(void asked.push(ms)) };
}

const attempt = async (email: string, password: string, clientAddress: string, wait = recordedWaits().wait) =>
  signIn(await getDb(), { email, password, clientAddress }, { wait });

/** A wrong password's or code's answer: checked and found wrong, not turned away by a limit. */
function expectWrong(step: AuthStep) {
  expect(step.kind).toBe("failed");
  expect((step as { retryAfterSeconds?: number }).retryAfterSeconds).toBeUndefined();
}

/**
 * As if Better Auth's own per-address window had passed: its counts go, ours
 * stay. Shows our limits hold by themselves, and not only because Better
 * Auth's count of every request per address happens to be as strict.
 */
async function forgetBetterAuthCounts() {
  const db = await getDb();
  await db.delete(authRateLimits);
  await db.update(staffTwoFactors).set({ failedVerificationCount: 0, lockedUntil: null });
}

function expectRefusedByLimit(step: AuthStep) {
  expect(step.kind).toBe("failed");
  const { retryAfterSeconds, message } = step as Extract<AuthStep, { kind: "failed" }>;
  expect(retryAfterSeconds).toBeGreaterThan(0);
  expect(retryAfterSeconds).toBeLessThanOrEqual(WRONG_PASSWORD_LIMIT.windowMinutes * 60);
  expect(message).toBe(tooManyAttempts(retryAfterSeconds ?? 0));
}

const cookieHeader = (cookies: string[]) => cookies.map((cookie) => cookie.split(";")[0]).join("; ");

/** Dozens of password checks (each a deliberately slow hash) on a shared machine. */
const MANY_SIGN_INS = 120_000;

describe.each(drivers)("sign-in limits on $name", (driver) => {
  beforeAll(() => driver.setUp(), 60_000);
  afterAll(() => driver.tearDown());

  it(
    "lets the owner in from her address whatever a stranger tries from others: slowed a few seconds at most, never refused",
    async () => {
      const email = await staffAccount();
      for (let i = 1; i <= ACCOUNT_SLOWDOWN.max; i++) {
        expectWrong(await attempt(email, `guess number ${i}`, `203.0.113.${i}`));
      }
      const { asked, wait } = recordedWaits();
      const owner = await attempt(email, STAFF_PASSWORD, "198.51.100.10", wait);
      expect(owner.kind).toBe("signed-in");
      // Slowed, as every attempt on the account now is, by a bounded delay.
      expect(asked).toEqual([ACCOUNT_SLOWDOWN.delayMs]);
      expect(ACCOUNT_SLOWDOWN.delayMs).toBeLessThanOrEqual(5_000);
      // The stranger's next guesses are still only slowed too: no count of his locks her out.
      expectWrong(await attempt(email, "one more guess", "203.0.113.200"));
      expect((await attempt(email, STAFF_PASSWORD, "198.51.100.10")).kind).toBe("signed-in");
    },
    MANY_SIGN_INS,
  );

  it(
    "is not slowed before the account has had that many wrong passwords",
    async () => {
      const email = await staffAccount();
      for (let i = 1; i < ACCOUNT_SLOWDOWN.max; i++) {
        await attempt(email, `guess number ${i}`, `203.0.113.${i}`);
      }
      const { asked, wait } = recordedWaits();
      expect((await attempt(email, STAFF_PASSWORD, "198.51.100.11", wait)).kind).toBe("signed-in");
      expect(asked).toEqual([]);
    },
    MANY_SIGN_INS,
  );

  it(
    "refuses one client after ten wrong passwords, even the right one, while another client signs in",
    async () => {
      const email = await staffAccount();
      const client = "203.0.113.50";
      for (let i = 0; i < WRONG_PASSWORD_LIMIT.max; i++) {
        expectWrong(await attempt(email, "wrong password!", client));
      }
      await forgetBetterAuthCounts();
      expectRefusedByLimit(await attempt(email, STAFF_PASSWORD, client));
      expect((await attempt(email, STAFF_PASSWORD, "203.0.113.51")).kind).toBe("signed-in");
      // Per account too: the refused client may still sign in to another account.
      const other = await staffAccount();
      expect((await attempt(other, STAFF_PASSWORD, client)).kind).toBe("signed-in");
    },
    MANY_SIGN_INS,
  );

  it(
    "counts no successful sign-in: only Better Auth's per-address flood guard counts them",
    async () => {
      const email = await staffAccount();
      const client = "203.0.113.60";
      for (let i = 0; i < SIGN_IN_LIMIT.max; i++) {
        expect((await attempt(email, STAFF_PASSWORD, client)).kind, `sign-in ${i + 1}`).toBe("signed-in");
      }
      // Better Auth counts each request to its sign-in per address before it
      // knows the answer: one address has SIGN_IN_LIMIT.max sign-ins a window,
      // right or wrong. That is per client, so no one else's requests use it up.
      expectRefusedByLimit(await attempt(email, STAFF_PASSWORD, client));
      expect((await attempt(email, STAFF_PASSWORD, "198.51.100.12")).kind).toBe("signed-in");
      // Our counts never saw the successes: after Better Auth's window the
      // client has every one of its wrong passwords left, and then signs in.
      await forgetBetterAuthCounts();
      for (let i = 1; i < WRONG_PASSWORD_LIMIT.max; i++) {
        expectWrong(await attempt(email, "wrong password!", client));
      }
      expect((await attempt(email, STAFF_PASSWORD, client)).kind).toBe("signed-in");
    },
    MANY_SIGN_INS,
  );

  it("lets no more wrong passwords through than the limit when they are sent all at once", async () => {
    const db = await getDb();
    const key = `parallel-${Date.now()}`;
    const decisions = await Promise.all(
      Array.from({ length: 3 * WRONG_PASSWORD_LIMIT.max }, () =>
        beginAttempt(db, "parallel-test", key, WRONG_PASSWORD_LIMIT),
      ),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(WRONG_PASSWORD_LIMIT.max);
  });

  it(
    "counts wrong two-factor codes per account and client, and records them once, under the account's name",
    async () => {
      const email = await staffAccount();
      const totp = await turnOnTwoFactor(email);
      const wrongCode = () => String((Number(totp.generate()) + 500_000) % 1_000_000).padStart(6, "0");
      const passwordStep = async (clientAddress: string) => {
        const step = await attempt(email, STAFF_PASSWORD, clientAddress);
        expect(step.kind).toBe("two-factor");
        return cookieHeader(step.kind === "two-factor" ? step.cookies : []);
      };
      const code = async (cookie: string, value: string, clientAddress: string) =>
        verifySecondFactor(await getDb(), { code: value, backup: false, cookie, clientAddress });

      const client = "203.0.113.70";
      // Better Auth allows five codes a challenge; each new challenge needs the password again.
      for (let challenge = 0; challenge < WRONG_CODE_LIMIT.max / 5; challenge++) {
        const pending = await passwordStep(client);
        for (let i = 0; i < 5; i++) {
          expectWrong(await code(pending, wrongCode(), client));
        }
        await forgetBetterAuthCounts();
      }
      const pending = await passwordStep(client);
      expectRefusedByLimit(await code(pending, totp.generate(), client));
      // The form says so as a refusal, with when to try again.
      const form = await callRoute(
        twoFactorAction,
        staffRequest("/admin/sign-in/two-factor", {
          method: "POST",
          cookie: pending,
          fields: { code: totp.generate() },
        }),
        {},
        client,
      );
      expect(form.status).toBe(429);
      expect(Number(form.headers.get("retry-after"))).toBeGreaterThan(0);
      const elsewhere = "198.51.100.13";
      expect((await code(await passwordStep(elsewhere), totp.generate(), elsewhere)).kind).toBe("signed-in");

      const db = await getDb();
      const failures = await db.select().from(auditLog).where(eq(auditLog.actor, email));
      const codeFailures = failures.filter((row) => row.action === "sign-in-failed");
      expect(codeFailures).toEqual([
        expect.objectContaining({ target: "two-factor", count: WRONG_CODE_LIMIT.max }),
      ]);
    },
    MANY_SIGN_INS,
  );
});

/** Turns two-factor on for `email` the way the account page does; returns the authenticator. */
async function turnOnTwoFactor(email: string) {
  const step = await signIn(await getDb(), {
    email,
    password: STAFF_PASSWORD,
    clientAddress: "198.51.100.250",
  });
  if (step.kind !== "signed-in") throw new Error(`sign-in gave ${step.kind}`);
  const headers = new Headers({ cookie: cookieHeader(step.cookies) });
  const auth = await authFor(await getDb());
  const enabled = await auth.api.enableTwoFactor({ body: { password: STAFF_PASSWORD }, headers });
  if (enabled.method !== "totp") throw new Error("expected TOTP");
  const totp = URI.parse(enabled.totpURI) as TOTP;
  await auth.api.verifyTOTP({ body: { code: totp.generate() }, headers });
  return totp;
}
