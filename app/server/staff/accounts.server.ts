import { isAPIError } from "better-auth/api";
import QRCode from "qrcode";
import { z } from "zod";
import { asc, eq, sql } from "drizzle-orm";
import { withoutBidiControls } from "~/lib/schemas/fields";
import { en } from "~/i18n/en";
import { CONTROL_CHARS } from "~/lib/schemas/text";
import { authFor, type StaffRole } from "~/server/auth.server";
import { businessName } from "~/server/content/business-name.server";
import type { Database } from "~/server/db/client.server";
import { staffSessions, staffTwoFactors, staffUsers } from "~/server/db/schema";
import { checkNewPassword } from "~/server/staff/password-policy.server";
import { normaliseEmail } from "~/server/staff/staff-email.server";

export type AccountResult<T = object> = ({ ok: true } & T) | { ok: false; error: string };

const StaffEmail = z.email().max(254);

/**
 * Whether `email` can be a staff account's address: the check Better Auth
 * makes, so what passes here is never refused there. Anything else (a NUL, a
 * 300-character string) is answered without asking the database.
 */
export const isStaffEmail = (email: string) => StaffEmail.safeParse(normaliseEmail(email)).success;

/** Better Auth's account ids (and our tests'): letters, digits, - and _. */
export const STAFF_ID = /^[\w-]{1,100}$/;

export async function findStaffByEmail(db: Database, email: string) {
  if (!isStaffEmail(email)) return undefined;
  const [row] = await db
    .select()
    .from(staffUsers)
    .where(eq(staffUsers.email, normaliseEmail(email)));
  return row;
}

/** A new staff account with a password; no one can sign up by themselves. */
export async function createStaff(
  db: Database,
  input: { email: string; name: string; role: StaffRole; password: string },
): Promise<AccountResult<{ id: string }>> {
  const email = normaliseEmail(input.email);
  // Text that reads differently from what it holds has no place in a name shown to staff.
  const name = withoutBidiControls(input.name).trim();
  if (!isStaffEmail(email)) return { ok: false, error: `"${input.email}" is not an e-mail address.` };
  if (!name) return { ok: false, error: "A name is needed." };
  // A NUL or other control character would be refused by the database, and shows as nothing.
  if (CONTROL_CHARS.test(name)) return { ok: false, error: en.formMessages.shared.hiddenCharacters };
  const strength = checkNewPassword(input.password, { email, name });
  if (!strength.ok) return { ok: false, error: strength.reason };
  if (await findStaffByEmail(db, email)) return { ok: false, error: `${email} already has an account.` };
  const auth = await authFor(db);
  const { user } = await auth.api.createUser({
    body: { email, name, password: input.password, role: input.role },
  });
  return { ok: true, id: user.id };
}

export async function listStaff(db: Database) {
  return db
    .select({
      id: staffUsers.id,
      name: staffUsers.name,
      email: staffUsers.email,
      role: staffUsers.role,
      twoFactorEnabled: staffUsers.twoFactorEnabled,
      createdAt: staffUsers.createdAt,
    })
    .from(staffUsers)
    .orderBy(asc(staffUsers.createdAt));
}

export async function findStaffById(db: Database, id: string) {
  if (!STAFF_ID.test(id)) return undefined;
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id));
  return row;
}

/**
 * Removes an account with its sessions; the last admin stays, and an admin
 * does not remove themselves (`actorId`). Serialised, so two admins removing
 * each other at once cannot leave none.
 */
export async function removeStaff(
  db: Database,
  email: string,
  { actorId }: { actorId?: string } = {},
): Promise<AccountResult> {
  if (!isStaffEmail(email)) return { ok: false, error: `No staff account for ${JSON.stringify(email)}.` };
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('staff-remove'))`);
    const [user] = await tx
      .select({ id: staffUsers.id, role: staffUsers.role })
      .from(staffUsers)
      .where(eq(staffUsers.email, normaliseEmail(email)));
    if (!user) return { ok: false, error: `No staff account for ${email}.` };
    if (user.id === actorId) return { ok: false, error: "You cannot remove your own account." };
    if (user.role === "admin") {
      const [admins] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(staffUsers)
        .where(eq(staffUsers.role, "admin"));
      if ((admins?.n ?? 0) <= 1) return { ok: false, error: "The last admin cannot be removed." };
    }
    await tx.delete(staffUsers).where(eq(staffUsers.id, user.id));
    return { ok: true };
  });
}

/** Signs an account out everywhere. */
export async function revokeSessions(db: Database, userId: string) {
  await db.delete(staffSessions).where(eq(staffSessions.userId, userId));
}

/** Turns two-factor off for someone who lost their phone and backup codes; they sign in again. */
export async function resetTwoFactor(db: Database, email: string): Promise<AccountResult> {
  const user = await findStaffByEmail(db, email);
  if (!user) return { ok: false, error: `No staff account for ${email}.` };
  await db.transaction(async (tx) => {
    await tx.delete(staffTwoFactors).where(eq(staffTwoFactors.userId, user.id));
    await tx.update(staffUsers).set({ twoFactorEnabled: false }).where(eq(staffUsers.id, user.id));
    await tx.delete(staffSessions).where(eq(staffSessions.userId, user.id));
  });
  return { ok: true };
}

/** A staff page's times, in India's time zone whatever the server's is: "5 Jan 2026, 3:04 pm". */
const ist = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  dateStyle: "medium",
  timeStyle: "short",
});
export const formatIst = (date: Date | string) => ist.format(new Date(date));
const istDate = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium" });
export const formatIstDate = (date: Date | string) => istDate.format(new Date(date));

/*
 * The account page's changes go through Better Auth with the staff member's
 * own cookies, so it checks the password and session as it would for a
 * browser. Several of them replace the session: the new cookies come back.
 */
export type AuthCallResult<T> =
  | { ok: true; value: T; cookies: string[] }
  | {
      ok: false;
      status: number;
      error: string;
      /** The password given was wrong: what the account page's limit counts */
      wrongPassword?: boolean;
      /** Refused by that limit: for Retry-After */
      retryAfterSeconds?: number;
    };

async function callWithSession<T>(
  run: () => Promise<{ headers: Headers; response: T }>,
  describe: (message: string, status: number) => string,
): Promise<AuthCallResult<T>> {
  try {
    const { headers, response } = await run();
    return { ok: true, value: response, cookies: headers.getSetCookie() };
  } catch (error) {
    if (!isAPIError(error) || error.statusCode >= 500) throw error;
    return {
      ok: false,
      status: error.statusCode,
      error: describe(error.body?.message ?? "", error.statusCode),
      wrongPassword: error.body?.code === "INVALID_PASSWORD",
    };
  }
}

const WRONG_PASSWORD = "That password is not right.";
const passwordProblem = (message: string) =>
  /password/i.test(message) && /invalid|incorrect/i.test(message)
    ? WRONG_PASSWORD
    : message || "Something went wrong";

/**
 * The URI with its issuer's spaces written %20: Better Auth writes them as "+", a form's encoding,
 * which authenticator apps (and Key URI Format readers) show as a "+" in the business's name.
 */
function spacesAsPercent(uri: string): string {
  const issuer = new URL(uri).searchParams.get("issuer");
  return issuer === null ? uri : uri.replace(/([?&]issuer=)[^&]*/, `$1${encodeURIComponent(issuer)}`);
}

/** Starts two-factor: a new secret (as an otpauth:// URI) and ten backup codes; on once confirmed. */
export async function startTwoFactor(db: Database, headers: Headers, password: string) {
  const auth = await authFor(db);
  return callWithSession(async () => {
    // The authenticator app lists the business by its name as published now, not as it was when
    // this process made Better Auth's instance.
    const answer = await auth.api.enableTwoFactor({
      body: { password, issuer: businessName() },
      headers,
      returnHeaders: true,
    });
    if (answer.response.method !== "totp") throw new Error("expected TOTP");
    const { totpURI, backupCodes } = answer.response;
    return { headers: answer.headers, response: { totpURI: spacesAsPercent(totpURI), backupCodes } };
  }, passwordProblem);
}

/** Confirms the authenticator with a code from it: two-factor is on, in a new session. */
export async function confirmTwoFactor(db: Database, headers: Headers, code: string) {
  const auth = await authFor(db);
  return callWithSession(
    () => auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true }),
    (message) =>
      /not enabled/i.test(message)
        ? "Two-factor setup was not started: turn it on again."
        : "That code is not right. Check the time on your phone and try the newest code.",
  );
}

export async function turnOffTwoFactor(db: Database, headers: Headers, password: string) {
  const auth = await authFor(db);
  return callWithSession(
    () => auth.api.disableTwoFactor({ body: { password }, headers, returnHeaders: true }),
    passwordProblem,
  );
}

/** Ten new backup codes; the old ones stop working. */
export async function renewBackupCodes(db: Database, headers: Headers, password: string) {
  const auth = await authFor(db);
  return callWithSession(
    () => auth.api.generateBackupCodes({ body: { password }, headers, returnHeaders: true }),
    passwordProblem,
  );
}

/** A new password; every other session ends, and this one is replaced. */
export async function changePassword(
  db: Database,
  headers: Headers,
  input: { currentPassword: string; newPassword: string },
) {
  const auth = await authFor(db);
  return callWithSession(
    () =>
      auth.api.changePassword({
        body: { ...input, revokeOtherSessions: true },
        headers,
        returnHeaders: true,
      }),
    (message) =>
      /invalid password/i.test(message) ? "The current password is not right." : passwordProblem(message),
  );
}

/** The otpauth:// URI as a QR code for the authenticator app to scan, drawn here (no script, no image request). */
export function qrCodeSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M" });
}

/** The secret in an otpauth:// URI, in groups of four for typing it by hand; null for anything else. */
export function readableSecret(uri: string): string | null {
  let secret: string | null = null;
  try {
    const url = new URL(uri);
    if (url.protocol === "otpauth:") secret = url.searchParams.get("secret");
  } catch {
    return null;
  }
  if (!secret || !/^[A-Z2-7]+=*$/i.test(secret)) return null;
  // Padding: "=" only at the end, as the test above made sure.
  return (
    secret
      .replaceAll("=", "")
      .toUpperCase()
      .match(/.{1,4}/g)
      ?.join(" ") ?? null
  );
}
