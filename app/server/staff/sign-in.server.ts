import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, gt, sql } from "drizzle-orm";
import {
  beginAttempt,
  failuresWithin,
  forgiveAttempt,
  hashClientAddress,
  type RateLimit,
  recordFailure,
} from "~/server/abuse.server";
import { AUTH_BASE_PATH, authFor, CLIENT_ADDRESS_HEADER, SIGN_IN_LIMIT } from "~/server/auth.server";
import { siteUrl } from "~/server/site-env.server";
import { formatWait } from "~/content/messages";
import type { Database } from "~/server/db/client.server";
import { authVerifications, staffUsers } from "~/server/db/schema";
import { type AuthCallResult, isStaffEmail } from "~/server/staff/accounts.server";
import { audit } from "~/server/staff/audit.server";
import { normaliseEmail } from "~/server/staff/staff-email.server";

/** What the sign-in and two-factor forms are told. */
export type AuthStep =
  | { kind: "signed-in"; cookies: string[] }
  | { kind: "two-factor"; cookies: string[] }
  | { kind: "failed"; message: string; retryAfterSeconds?: number };

const SOMETHING_WENT_WRONG = "Something went wrong";

/*
 * Guessing a staff member's password or code meets three limits, and none of
 * them lets a stranger keep the owner out:
 * - wrong answers per account AND client: that client is refused for that
 *   account (WRONG_PASSWORD_LIMIT, WRONG_CODE_LIMIT). The only client a
 *   stranger can get refused is his own.
 * - wrong passwords per account from every client together: past
 *   ACCOUNT_SLOWDOWN.max, each sign-in to the account waits a few seconds
 *   first, the owner's too. Slower, never refused.
 * - Better Auth's own limit per client address (SIGN_IN_LIMIT), which counts
 *   every request, right or wrong, as it cannot know the answer in advance.
 * Ours count failures only: a right answer costs nothing.
 */

/** Wrong passwords for one account from one client in the window; then that client is refused for that account. */
export const WRONG_PASSWORD_LIMIT: RateLimit = { max: 10, windowMinutes: 15 };

/** Wrong two-factor codes for one account from one client in the window; then likewise refused. */
export const WRONG_CODE_LIMIT: RateLimit = { max: 10, windowMinutes: 15 };

/** Wrong passwords for one account from all clients in the window; from `max` on, every sign-in to it first waits `delayMs`. */
export const ACCOUNT_SLOWDOWN = { max: 30, windowMinutes: 15, delayMs: 3_000 };

/** What submission_events counts them as. */
const COUNTED = {
  wrongPassword: "wrong-password",
  wrongPasswordAnyClient: "wrong-password-any-client",
  wrongCode: "wrong-two-factor-code",
};

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const accountKey = (email: string) => sha256(`account:${email}`);
const accountClientKey = (email: string, clientHash: string) =>
  sha256(`account:${email}\nclient:${clientHash}`);

type Limited<T> = { refused: true; retryAfterSeconds: number } | { refused: false; result: T };

/**
 * Runs a check of a password or code under a limit of failures: refused
 * before anything is checked once `key` has had `limit.max` of them; else
 * counted while it runs (so parallel attempts cannot overtake the count) and
 * forgiven unless `failed` says it was wrong.
 */
async function underLimit<T>(
  db: Database,
  counted: string,
  key: string,
  limit: RateLimit,
  check: () => Promise<T>,
  failed: (result: T) => boolean,
): Promise<Limited<T>> {
  const attempt = await beginAttempt(db, counted, key, limit);
  if (!attempt.allowed) return { refused: true, retryAfterSeconds: attempt.retryAfterSeconds };
  let wrong = false;
  try {
    const result = await check();
    wrong = failed(result);
    return { refused: false, result };
  } finally {
    if (!wrong) await forgiveAttempt(db, attempt.attemptId);
  }
}

/**
 * Calls one of Better Auth's endpoints the way a browser would, so its rate
 * limit (keyed on the client address we trust) and origin check apply.
 */
async function callAuth(
  db: Database,
  path: string,
  body: unknown,
  { clientAddress, cookie }: { clientAddress: string; cookie?: string | null },
) {
  const auth = await authFor(db);
  const headers = new Headers({
    "content-type": "application/json",
    origin: new URL(siteUrl()).origin,
    [CLIENT_ADDRESS_HEADER]: clientAddress,
  });
  if (cookie) headers.set("cookie", cookie);
  const response = await auth.handler(
    new Request(`${siteUrl()}${AUTH_BASE_PATH}${path}`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    }),
  );
  let json: Record<string, unknown> = {};
  try {
    json = (await response.clone().json()) as Record<string, unknown>;
  } catch {
    // an empty or non-JSON answer: judged by its status
  }
  return { response, json, cookies: response.headers.getSetCookie() };
}

/** In whole minutes, at least one: "1 minute", "15 minutes". */
export const tooManyAttempts = (retryAfterSeconds: number) =>
  `Too many attempts. Please try again in ${formatWait(Math.max(60, retryAfterSeconds))}.`;

const refused = (retryAfterSeconds: number): AuthStep => ({
  kind: "failed",
  message: tooManyAttempts(retryAfterSeconds),
  retryAfterSeconds,
});

function failure(response: Response, json: Record<string, unknown>): AuthStep {
  if (response.status === 429) {
    return refused(Number(response.headers.get("x-retry-after") ?? SIGN_IN_LIMIT.window));
  }
  const message = typeof json.message === "string" && json.message ? json.message : SOMETHING_WENT_WRONG;
  return { kind: "failed", message: response.status >= 500 ? SOMETHING_WENT_WRONG : message };
}

/** What Better Auth answers a wrong e-mail or password (its INVALID_EMAIL_OR_PASSWORD). */
const WRONG_CREDENTIALS = "Invalid email or password";

/** Better Auth answers a wrong password, an unknown e-mail or a wrong code with 401. */
const isWrongAnswer = ({ response }: { response: Response }) => response.status === 401;

/** `wait` stands in for the slowdown's real pause in tests. */
export async function signIn(
  db: Database,
  input: { email: string; password: string; clientAddress: string },
  { wait = sleep }: { wait?: (ms: number) => Promise<unknown> } = {},
): Promise<AuthStep> {
  const email = normaliseEmail(input.email);
  // No account has an address like this one (a NUL, 300 characters): the
  // answer a wrong password gets, without asking anything.
  if (!isStaffEmail(email)) return { kind: "failed", message: WRONG_CREDENTIALS };
  const clientHash = await hashClientAddress(db, input.clientAddress);
  const account = accountKey(email);
  const checked = await underLimit(
    db,
    COUNTED.wrongPassword,
    accountClientKey(email, clientHash),
    WRONG_PASSWORD_LIMIT,
    async () => {
      const recentFailures = await failuresWithin(
        db,
        COUNTED.wrongPasswordAnyClient,
        account,
        ACCOUNT_SLOWDOWN.windowMinutes,
      );
      if (recentFailures >= ACCOUNT_SLOWDOWN.max) await wait(ACCOUNT_SLOWDOWN.delayMs);
      return callAuth(
        db,
        "/sign-in/email",
        { email, password: input.password, rememberMe: true },
        { clientAddress: input.clientAddress },
      );
    },
    isWrongAnswer,
  );
  // Refused, by our limit here or Better Auth's (429) below, no password was
  // checked: nothing for the audit log, which a flood of refusals would fill.
  if (checked.refused) return refused(checked.retryAfterSeconds);
  const { response, json, cookies } = checked.result;
  if (!response.ok) {
    if (isWrongAnswer(checked.result)) await recordFailure(db, COUNTED.wrongPasswordAnyClient, account);
    if (response.status !== 429) await audit(db, { actor: email, action: "sign-in-failed", clientHash });
    return failure(response, json);
  }
  if (json.twoFactorRedirect) return { kind: "two-factor", cookies };
  await audit(db, { actor: email, action: "sign-in", clientHash });
  return { kind: "signed-in", cookies };
}

/** Better Auth's cookie for a sign-in waiting for its second step: our prefix, its name. */
const PENDING_TWO_FACTOR_COOKIE = "staff.two_factor";

/**
 * Whose sign-in waits for its second step. Better Auth's answer to a wrong
 * code names no one, and codes are counted per account: its signed cookie
 * carries "identifier.signature", and its verification table holds the
 * account's id under that identifier (better-auth 1.7, two-factor plugin).
 * The signature is not checked here: identifiers are random, so a made-up
 * one matches no row, and the count is then the client's alone.
 */
async function pendingTwoFactorEmail(db: Database, cookieHeader: string | null) {
  const prefix = `${PENDING_TWO_FACTOR_COOKIE}=`;
  const value = cookieHeader
    ?.split(";")
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(prefix))
    ?.slice(prefix.length);
  // Better Auth's are under 100 characters: a longer one is not one of them.
  if (!value || value.length > 200) return undefined;
  let signed: string;
  try {
    signed = decodeURIComponent(value);
  } catch {
    return undefined;
  }
  const identifier = signed.slice(0, Math.max(0, signed.lastIndexOf(".")));
  if (!identifier) return undefined;
  const [pending] = await db
    .select({ email: staffUsers.email })
    .from(authVerifications)
    .innerJoin(staffUsers, eq(staffUsers.id, authVerifications.value))
    .where(and(eq(authVerifications.identifier, identifier), gt(authVerifications.expiresAt, sql`now()`)))
    .limit(1);
  return pending?.email;
}

/** The second step: a code from the authenticator app, or one of the backup codes. */
export async function verifySecondFactor(
  db: Database,
  input: {
    code: string;
    backup: boolean;
    cookie: string | null;
    clientAddress: string;
  },
): Promise<AuthStep> {
  const clientHash = await hashClientAddress(db, input.clientAddress);
  const email = await pendingTwoFactorEmail(db, input.cookie);
  const code = input.backup ? input.code.trim() : input.code.replace(/\s/g, "");
  const checked = await underLimit(
    db,
    COUNTED.wrongCode,
    // No sign-in waiting (none, expired, made up): counted for the client alone.
    accountClientKey(email ?? "", clientHash),
    WRONG_CODE_LIMIT,
    () =>
      callAuth(
        db,
        input.backup ? "/two-factor/verify-backup-code" : "/two-factor/verify-totp",
        { code, trustDevice: false },
        { clientAddress: input.clientAddress, cookie: input.cookie },
      ),
    isWrongAnswer,
  );
  if (checked.refused) return refused(checked.retryAfterSeconds);
  const { response, json, cookies } = checked.result;
  const actor = (json.user as { email?: string } | undefined)?.email ?? email ?? "unknown";
  if (!response.ok) {
    if (response.status !== 429) {
      await audit(db, { actor, action: "sign-in-failed", target: "two-factor", clientHash });
    }
    return failure(response, json);
  }
  await audit(db, { actor, action: "sign-in", target: "two-factor", clientHash });
  return { kind: "signed-in", cookies };
}

/**
 * A change on the account page that asks for the password (new backup codes,
 * two-factor on or off, a new password). Its wrong passwords count with the
 * sign-in form's, per account and client, so the page is no second way to
 * guess; at the limit it is refused before Better Auth checks anything. Per
 * client, so whoever holds a stolen session cannot stop the owner changing
 * her password from her own device.
 */
export async function withPasswordLimit<T>(
  db: Database,
  who: { email: string; clientAddress: string },
  change: () => Promise<AuthCallResult<T>>,
): Promise<AuthCallResult<T>> {
  const clientHash = await hashClientAddress(db, who.clientAddress);
  const checked = await underLimit(
    db,
    COUNTED.wrongPassword,
    accountClientKey(normaliseEmail(who.email), clientHash),
    WRONG_PASSWORD_LIMIT,
    change,
    (result) => !result.ok && result.wrongPassword === true,
  );
  if (!checked.refused) return checked.result;
  const { retryAfterSeconds } = checked;
  return { ok: false, status: 429, error: tooManyAttempts(retryAfterSeconds), retryAfterSeconds };
}

/** Passes Better Auth's cookies on to the browser, marked Secure when the request came over HTTPS. */
export function withAuthCookies(cookies: string[], request: Request, headers = new Headers()): Headers {
  const secure = new URL(request.url).protocol === "https:";
  for (const cookie of cookies)
    headers.append("Set-Cookie", secure && !/;\s*secure/i.test(cookie) ? `${cookie}; Secure` : cookie);
  return headers;
}
