import { type TranslationKeys, ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary as commonDictionary } from "@zxcvbn-ts/language-common";
import { dictionary as englishDictionary, translations as englishTexts } from "@zxcvbn-ts/language-en";
import { eq } from "drizzle-orm";
import { MIN_PASSWORD_LENGTH } from "~/server/auth.server";
import type { Database } from "~/server/db/client.server";
import { staffUsers } from "~/server/db/schema";
import { normaliseEmail } from "~/server/staff/staff-email.server";

/** Better Auth's maxPasswordLength too. */
export const MAX_PASSWORD_LENGTH = 200;

/**
 * zxcvbn judges this many characters at most: its matching grows faster than
 * the length, and the forms must answer at once whatever is typed (a 60 KB
 * value included: tests/e2e/regex-stall.spec.ts). A password whose first 40
 * characters are hard to guess is hard to guess whole.
 */
const JUDGED_LENGTH = 40;

/** How many l33t substitutions zxcvbn tries at most (its default, 100, took over a second on 64 characters of "p@55w0rd"). */
const L33T_MAX_SUBSTITUTIONS = 8;

/** zxcvbn's scores run 0 to 4; 3 is "safely unguessable": over 10^8 guesses. */
const MIN_SCORE = 3;

export type PasswordCheck = { ok: true } | { ok: false; reason: string };

/** What the forms say under a new password's field; the pages get it from their loaders. */
export const NEW_PASSWORD_HINT =
  `At least ${MIN_PASSWORD_LENGTH} characters, and hard to guess: not a common password, nor made ` +
  "from your name or e-mail address. A few unrelated words are easy to remember.";

/**
 * zxcvbn's English texts, but for the warning about personal words, which on
 * our forms means the account's own e-mail address and name.
 */
const english: TranslationKeys = {
  ...englishTexts,
  warnings: { ...englishTexts.warnings, userInputs: "It should not contain your name or e-mail address." },
};

// Built on first use, once per process: ranking the dictionaries takes a moment.
let zxcvbn: ZxcvbnFactory | undefined;
const estimator = () =>
  (zxcvbn ??= new ZxcvbnFactory({
    // Common passwords and keyboard patterns, then English words and names.
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
    translations: english,
    // The l33t matcher tries each mix of substitutions: capped, so that a run
    // of "@" or "1" (and a 60 KB one cut to its start) is judged in milliseconds.
    l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS,
    maxLength: JUDGED_LENGTH,
  }));

/** The parts of an e-mail address and a name a guesser would try first: "owner", "shop", "in". */
const personalWords = ({ email, name }: { email: string; name: string }) =>
  [email, ...`${email} ${name}`.toLowerCase().split(/[^\p{L}\p{N}]+/u)].filter((word) => word.length >= 2);

/**
 * Whether a password someone is choosing now is good enough: long enough and
 * not easy to guess, judged with the account's own e-mail address and name as
 * words a guesser knows. The reason is in words, to show as it is.
 */
export function checkNewPassword(password: string, account: { email: string; name: string }): PasswordCheck {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return { ok: false, reason: `The password must have at least ${MIN_PASSWORD_LENGTH} characters.` };
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    return { ok: false, reason: `The password can have at most ${MAX_PASSWORD_LENGTH} characters.` };
  }
  const { score, feedback } = estimator().check(password.slice(0, JUDGED_LENGTH), personalWords(account));
  if (score >= MIN_SCORE) return { ok: true };
  const advice = [feedback.warning, ...feedback.suggestions].filter(Boolean).join(" ");
  return {
    ok: false,
    reason: `That password is too easy to guess. ${advice || english.suggestions.anotherWord}`,
  };
}

/**
 * At sign-in, the one moment an existing password is known in clear: an
 * account whose password fails today's rules (set under older ones) is marked,
 * and every page then sends it to change it (requireStaffPage).
 */
export async function judgePasswordAtSignIn(db: Database, email: string, password: string) {
  const [account] = await db
    .select({
      id: staffUsers.id,
      email: staffUsers.email,
      name: staffUsers.name,
      required: staffUsers.passwordChangeRequired,
    })
    .from(staffUsers)
    .where(eq(staffUsers.email, normaliseEmail(email)));
  if (!account) return;
  const required = !checkNewPassword(password, account).ok;
  if (required !== account.required) await setPasswordChangeRequired(db, account.id, required);
}

export async function isPasswordChangeRequired(db: Database, userId: string) {
  const [account] = await db
    .select({ required: staffUsers.passwordChangeRequired })
    .from(staffUsers)
    .where(eq(staffUsers.id, userId));
  return account?.required ?? false;
}

export async function setPasswordChangeRequired(db: Database, userId: string, required: boolean) {
  await db.update(staffUsers).set({ passwordChangeRequired: required }).where(eq(staffUsers.id, userId));
}
