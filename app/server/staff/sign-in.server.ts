import { createHash } from "node:crypto";
import { hashClientAddress, consumeSubmission } from "~/server/abuse.server";
import { AUTH_BASE_PATH, CLIENT_ADDRESS_HEADER, getAuth, SIGN_IN_LIMIT } from "~/server/auth.server";
import { site } from "~/config/site";
import { formatWait } from "~/content/messages";
import { getDb } from "~/server/db/client.server";
import { isStaffEmail } from "~/server/staff/accounts.server";
import { audit } from "~/server/staff/audit.server";

/** What the sign-in and two-factor forms are told. */
export type AuthStep =
  | { kind: "signed-in"; cookies: string[] }
  | { kind: "two-factor"; cookies: string[] }
  | { kind: "failed"; message: string; retryAfterSeconds?: number };

const SOMETHING_WENT_WRONG = "Something went wrong";

/** Failed sign-ins per account and window, whichever address they come from. */
export const ACCOUNT_SIGN_IN_LIMIT = { max: 10, windowMinutes: 15 };

/**
 * Calls one of Better Auth's endpoints the way a browser would, so its rate
 * limit (keyed on the client address we trust) and origin check apply.
 */
async function callAuth(
  path: string,
  body: unknown,
  { clientAddress, cookie }: { clientAddress: string; cookie?: string | null },
) {
  const auth = await getAuth();
  const headers = new Headers({
    "content-type": "application/json",
    origin: new URL(site.url).origin,
    [CLIENT_ADDRESS_HEADER]: clientAddress,
  });
  if (cookie) headers.set("cookie", cookie);
  const response = await auth.handler(
    new Request(`${site.url}${AUTH_BASE_PATH}${path}`, {
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

function failure(response: Response, json: Record<string, unknown>): AuthStep {
  if (response.status === 429) {
    const retryAfter = Number(response.headers.get("x-retry-after") ?? SIGN_IN_LIMIT.window);
    return {
      kind: "failed",
      message: tooManyAttempts(retryAfter),
      retryAfterSeconds: retryAfter,
    };
  }
  const message = typeof json.message === "string" && json.message ? json.message : SOMETHING_WENT_WRONG;
  return { kind: "failed", message: response.status >= 500 ? SOMETHING_WENT_WRONG : message };
}

/** What Better Auth answers a wrong e-mail or password (its INVALID_EMAIL_OR_PASSWORD). */
const WRONG_CREDENTIALS = "Invalid email or password";

export async function signIn(input: {
  email: string;
  password: string;
  clientAddress: string;
}): Promise<AuthStep> {
  const email = input.email.trim().toLowerCase();
  // No account has an address like this one (a NUL, 300 characters): the
  // answer a wrong password gets, without asking anything.
  if (!isStaffEmail(email)) return { kind: "failed", message: WRONG_CREDENTIALS };
  const db = await getDb();
  const clientHash = await hashClientAddress(db, input.clientAddress);
  // Per account too, so guessing one password from many addresses is slowed as well.
  const accountKey = `account:${createHash("sha256").update(email).digest("hex").slice(0, 48)}`;
  const account = await consumeSubmission(db, "sign-in-account", accountKey, ACCOUNT_SIGN_IN_LIMIT);
  if (!account.allowed) {
    await audit(db, { actor: email, action: "sign-in-failed", target: "too many attempts", clientHash });
    return {
      kind: "failed",
      message: tooManyAttempts(account.retryAfterSeconds),
      retryAfterSeconds: account.retryAfterSeconds,
    };
  }
  const { response, json, cookies } = await callAuth(
    "/sign-in/email",
    { email, password: input.password, rememberMe: true },
    { clientAddress: input.clientAddress },
  );
  if (!response.ok) {
    await audit(db, { actor: email, action: "sign-in-failed", clientHash });
    return failure(response, json);
  }
  if (json.twoFactorRedirect) return { kind: "two-factor", cookies };
  await audit(db, { actor: email, action: "sign-in", clientHash });
  return { kind: "signed-in", cookies };
}

/** The second step: a code from the authenticator app, or one of the backup codes. */
export async function verifySecondFactor(input: {
  code: string;
  backup: boolean;
  cookie: string | null;
  clientAddress: string;
}): Promise<AuthStep & { email?: string }> {
  const db = await getDb();
  const clientHash = await hashClientAddress(db, input.clientAddress);
  const code = input.backup ? input.code.trim() : input.code.replace(/\s/g, "");
  const { response, json, cookies } = await callAuth(
    input.backup ? "/two-factor/verify-backup-code" : "/two-factor/verify-totp",
    { code, trustDevice: false },
    { clientAddress: input.clientAddress, cookie: input.cookie },
  );
  const user = json.user as { email?: string } | undefined;
  if (!response.ok) {
    await audit(db, {
      actor: user?.email ?? "unknown",
      action: "sign-in-failed",
      target: "two-factor",
      clientHash,
    });
    return failure(response, json);
  }
  await audit(db, { actor: user?.email ?? "unknown", action: "sign-in", target: "two-factor", clientHash });
  return { kind: "signed-in", cookies };
}

/** Passes Better Auth's cookies on to the browser, marked Secure when the request came over HTTPS. */
export function withAuthCookies(cookies: string[], request: Request, headers = new Headers()): Headers {
  const secure = new URL(request.url).protocol === "https:";
  for (const cookie of cookies)
    headers.append("Set-Cookie", secure && !/;\s*secure/i.test(cookie) ? `${cookie}; Secure` : cookie);
  return headers;
}
