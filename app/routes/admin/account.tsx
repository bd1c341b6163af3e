import { KeyRound, LogOut, ShieldCheck, ShieldOff } from "lucide-react";
import { data, Form, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/account";
import { ActionNotice, type ActionNoticeData, actionNotice } from "~/components/admin/action-notice";
import { AdminCard, AdminPage, AuthenticationCodeField, SubmitButton } from "~/components/admin/admin-shell";
import { Button } from "~/components/ui/button";
import { Field, Input, Notice } from "~/components/ui/field";
import { adminMeta } from "~/lib/admin";
import { authFor, MIN_PASSWORD_LENGTH } from "~/server/auth.server";
import { requestContext, servicesContext } from "~/server/context.server";
import type { Database } from "~/server/db/client.server";
import {
  changePassword,
  confirmTwoFactor,
  qrCodeSvg,
  readableSecret,
  renewBackupCodes,
  startTwoFactor,
  turnOffTwoFactor,
} from "~/server/staff/accounts.server";
import { audit } from "~/server/staff/audit.server";
import {
  checkNewPassword,
  MAX_PASSWORD_LENGTH,
  NEW_PASSWORD_HINT,
  setPasswordChangeRequired,
} from "~/server/staff/password-policy.server";
import {
  isFresh,
  requireStaffAction,
  requireStaffPage,
  type StaffSession,
} from "~/server/staff/session.server";
import { withAuthCookies, withPasswordLimit } from "~/server/staff/sign-in.server";
import { clearStaffHint } from "~/server/staff/staff-hint.server";
import { log } from "~/server/log.server";

export const meta: Route.MetaFunction = () => adminMeta("Your account");

const ACCOUNT_PATH = "/admin/account";

/** What a change that replaced the session says once the page is loaded again (see the action). */
const DONE: Record<string, ActionNoticeData> = {
  "two-factor-on": {
    tone: "success",
    title: "Two-factor is on",
    description: "From now on, signing in asks for a code from your authenticator app.",
  },
  "two-factor-off": {
    tone: "success",
    title: "Two-factor is off",
    description: "Signing in asks only for your password now.",
  },
  password: {
    tone: "success",
    title: "Password changed",
    description: "You are still signed in here; every other device was signed out.",
  },
};

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const session = await requireStaffPage(request, context.get(servicesContext), { url });
  return {
    twoFactorEnabled: session.staff.twoFactorEnabled,
    fresh: isFresh(session),
    required: url.searchParams.get("required") === "1" && !session.staff.twoFactorEnabled,
    done: DONE[url.searchParams.get("done") ?? ""] ?? null,
    passwordChangeRequired: session.passwordChangeRequired,
    minPasswordLength: MIN_PASSWORD_LENGTH,
    passwordHint: NEW_PASSWORD_HINT,
  };
}

export type AccountAnswer = {
  /** Which form it answers; none for a request no form sends */
  intent?: AccountIntent;
  notice?: ActionNoticeData;
  /**
   * The authenticator's setup, on screen until it is confirmed. The backup
   * codes come only with the answer that made them: no later answer reads
   * live codes back, so a session alone never reveals them.
   */
  enrolment?: { qrSvg: string; uri: string; secret: string; backupCodes?: string[] };
  /** New backup codes, shown once */
  backupCodes?: string[];
};

const error = (description: string): ActionNoticeData => ({
  tone: "error",
  title: "Not changed",
  description,
});
/** The page's answer; its notice, if any, is this answer's own (actionNotice). */
const answer = ({ notice, ...body }: AccountAnswer, status = 200, headers?: Headers) =>
  data<AccountAnswer>({ ...body, notice: notice && actionNotice(notice) }, { status, headers });

const password = z.string().min(1).max(200);
/** The longest otpauth:// URI shown again (Better Auth's are under 200 characters). */
const MAX_URI = 500;

/** Each form of the page, told apart by its `intent`; "sign-in-again" has no fields and is handled first. */
const AccountFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("two-factor-start"), password }),
  z.object({
    intent: z.literal("two-factor-confirm"),
    code: z
      .string()
      .transform((code) => code.replace(/\s/g, ""))
      .pipe(z.string().regex(/^\d{6}$/)),
    uri: z.string().max(MAX_URI),
  }),
  z.object({ intent: z.literal("two-factor-off"), password }),
  z.object({ intent: z.literal("backup-codes"), password }),
  z
    .object({
      intent: z.literal("password"),
      currentPassword: password,
      // Whether it is hard enough to guess is judged with the account's own name and address (the action).
      newPassword: z.string().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH),
      confirmPassword: z.string().max(MAX_PASSWORD_LENGTH),
    })
    .refine((form) => form.newPassword === form.confirmPassword, { path: ["confirmPassword"] }),
]);

type AccountIntent = z.infer<typeof AccountFormSchema>["intent"];

const BAD_INPUT: Record<AccountIntent, string> = {
  "two-factor-start": "Please enter your password.",
  "two-factor-confirm": "Please enter the 6-digit code your authenticator app shows.",
  "two-factor-off": "Please enter your password.",
  "backup-codes": "Please enter your password.",
  password: `Please enter your current password, and a new one of at least ${MIN_PASSWORD_LENGTH} characters twice, the same both times.`,
};

/**
 * Whether the form names one of the page's changes, before its fields are
 * parsed: a stale sign-in or a finished setup is refused whatever they hold.
 * BAD_INPUT has exactly one key per intent, and own keys only ("toString" is none).
 */
const isAccountIntent = (intent: string): intent is AccountIntent => Object.hasOwn(BAD_INPUT, intent);

/** Changes that need a sign-in less than ten minutes old. */
const NEEDS_FRESH_SIGN_IN = new Set<AccountIntent>(["two-factor-off", "password"]);
/** What a staff member may do while two-factor is required and still off: turn it on, or sign in again. */
const ENROLMENT = new Set<string>(["two-factor-start", "two-factor-confirm", "sign-in-again"]);
/**
 * And while the password must be changed: change it (signing in again first if need be), or turn
 * two-factor on, which an admin may require as well and is refused the password change until then.
 */
const PASSWORD_CHANGE = new Set<string>([...ENROLMENT, "password"]);

/**
 * The enrolment shown again after a wrong code, from the URI the form sent
 * back (only what the sender already has); nothing when it is not one we
 * could have made (too long for a QR code, no secret), and the page then
 * offers to start again. Never the backup codes: they were shown when made.
 */
async function enrolment(uri: string) {
  const secret = uri.length <= MAX_URI ? readableSecret(uri) : null;
  if (!secret) return undefined;
  return { qrSvg: await qrCodeSvg(uri), uri, secret };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const form = await request.formData().catch(() => null);
  const intent = String(form?.get("intent") ?? "");
  const session = await requireStaffAction(request, services, {
    enrolling: ENROLMENT.has(intent),
    changingPassword: PASSWORD_CHANGE.has(intent),
  });
  try {
    const db = await services.db();
    if (intent === "sign-in-again") return await signInAgain(session, request, db);
    if (!isAccountIntent(intent)) return answer({ notice: error("Unknown action.") }, 400);
    return await change(intent, form, session, request, {
      db,
      clientAddress: context.get(requestContext).clientAddress,
    });
  } catch (thrown) {
    if (thrown instanceof Response) throw thrown;
    log.error({ err: thrown }, "Account change failed");
    return answer({ notice: error("Something went wrong. Please try again.") }, 503);
  }
}

/** Signs out here and comes back to this page after signing in: a fresh sign-in for a sensitive change. */
async function signInAgain({ staff }: StaffSession, request: Request, db: Database): Promise<never> {
  const auth = await authFor(db);
  const signedOut = await auth.api.signOut({
    headers: new Headers({ cookie: request.headers.get("cookie") ?? "" }),
    returnHeaders: true,
  });
  const headers = withAuthCookies(signedOut.headers.getSetCookie(), request);
  clearStaffHint(headers, request);
  await audit(db, { actor: staff.email, action: "sign-out" });
  throw redirect(`/admin/sign-in?next=${encodeURIComponent(ACCOUNT_PATH)}`, { headers });
}

async function change(
  known: AccountIntent,
  form: FormData | null,
  session: StaffSession,
  request: Request,
  { db, clientAddress }: { db: Database; clientAddress: string },
) {
  const { staff } = session;
  const cookie = new Headers({ cookie: request.headers.get("cookie") ?? "" });
  // A wrong password here counts as one at sign-in does, for this account and client.
  const who = { email: staff.email, clientAddress };
  const notChanged = (failed: { status: number; error: string; retryAfterSeconds?: number }) =>
    answer(
      { intent: known, notice: error(failed.error) },
      failed.status,
      failed.retryAfterSeconds ? new Headers({ "Retry-After": String(failed.retryAfterSeconds) }) : undefined,
    );
  if (NEEDS_FRESH_SIGN_IN.has(known) && !isFresh(session)) {
    return answer({ intent: known, notice: error("Please sign in again to change this.") }, 403);
  }
  // Whatever it carries: there is no setup left to confirm or show again.
  if (known === "two-factor-confirm" && staff.twoFactorEnabled) {
    return answer({ intent: known, notice: error("Two-factor is already on.") }, 409);
  }
  // The intent checked above, not a second `intent` field the form may also carry: the freshness check holds.
  const parsed = AccountFormSchema.safeParse({ ...Object.fromEntries(form ?? []), intent: known });
  if (!parsed.success) {
    const uri = form?.get("uri");
    const keep = known === "two-factor-confirm" && typeof uri === "string" ? await enrolment(uri) : undefined;
    return answer({ intent: known, notice: error(BAD_INPUT[known]), enrolment: keep }, 400);
  }
  const fields = parsed.data;

  switch (fields.intent) {
    case "two-factor-start": {
      if (staff.twoFactorEnabled)
        return answer({ intent: known, notice: error("Two-factor is already on.") }, 409);
      const started = await withPasswordLimit(db, who, () => startTwoFactor(db, cookie, fields.password));
      if (!started.ok) return notChanged(started);
      const { totpURI, backupCodes } = started.value;
      const secret = readableSecret(totpURI) ?? "";
      return answer({
        intent: known,
        enrolment: { qrSvg: await qrCodeSvg(totpURI), uri: totpURI, secret, backupCodes },
      });
    }
    case "two-factor-confirm": {
      // The URI is only shown again; the code is checked against the secret Better Auth stored.
      const confirmed = await confirmTwoFactor(db, cookie, fields.code);
      if (!confirmed.ok) {
        const keep = await enrolment(fields.uri);
        return answer({ intent: known, notice: error(confirmed.error), enrolment: keep }, confirmed.status);
      }
      await audit(db, { actor: staff.email, action: "two-factor-on" });
      // Confirming replaced the session: a redirect, so the page loads with the new cookie.
      throw redirect(`${ACCOUNT_PATH}?done=two-factor-on`, {
        headers: withAuthCookies(confirmed.cookies, request),
      });
    }
    case "two-factor-off": {
      const turnedOff = await withPasswordLimit(db, who, () => turnOffTwoFactor(db, cookie, fields.password));
      if (!turnedOff.ok) return notChanged(turnedOff);
      await audit(db, { actor: staff.email, action: "two-factor-off" });
      throw redirect(`${ACCOUNT_PATH}?done=two-factor-off`, {
        headers: withAuthCookies(turnedOff.cookies, request),
      });
    }
    case "backup-codes": {
      const renewed = await withPasswordLimit(db, who, () => renewBackupCodes(db, cookie, fields.password));
      if (!renewed.ok) return notChanged(renewed);
      return answer({
        intent: known,
        backupCodes: renewed.value.backupCodes,
        notice: { tone: "success", title: "New backup codes", description: "The old ones no longer work." },
      });
    }
    case "password": {
      const strength = checkNewPassword(fields.newPassword, staff);
      if (!strength.ok) return answer({ intent: known, notice: error(strength.reason) }, 400);
      const changed = await withPasswordLimit(db, who, () =>
        changePassword(db, cookie, {
          currentPassword: fields.currentPassword,
          newPassword: fields.newPassword,
        }),
      );
      if (!changed.ok) return notChanged(changed);
      await setPasswordChangeRequired(db, staff.id, false);
      await audit(db, { actor: staff.email, action: "password-change" });
      throw redirect(`${ACCOUNT_PATH}?done=password`, { headers: withAuthCookies(changed.cookies, request) });
    }
  }
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { twoFactorEnabled, fresh, required, done, passwordChangeRequired, minPasswordLength, passwordHint } =
    loaderData;
  const noticeFor = (intents: AccountIntent[]) =>
    actionData?.notice && actionData.intent && intents.includes(actionData.intent)
      ? actionData.notice
      : undefined;
  return (
    <AdminPage title="Your account">
      {passwordChangeRequired && (
        <Notice tone="error" title="Please choose a new password">
          Your password no longer meets the rules: please choose a new one below before you use the rest of
          the back office.
        </Notice>
      )}
      {required && (
        <Notice tone="error" title="Two-factor sign-in is required">
          An admin requires two-factor sign-in for all staff. Turn it on below before you use the rest of the
          back office.
        </Notice>
      )}
      <ActionNotice result={done ?? (actionData?.intent ? undefined : actionData?.notice)} />
      <AdminCard id="two-factor" title="Two-factor sign-in">
        <ActionNotice
          result={noticeFor(["two-factor-start", "two-factor-confirm", "two-factor-off", "backup-codes"])}
        />
        {twoFactorEnabled ? (
          <TwoFactorOn fresh={fresh} backupCodes={actionData?.backupCodes} />
        ) : actionData?.enrolment ? (
          <Enrolment {...actionData.enrolment} />
        ) : (
          <TwoFactorOff />
        )}
      </AdminCard>
      <AdminCard id="password" title="Password">
        <ActionNotice result={noticeFor(["password"])} />
        {fresh ? <PasswordForm minLength={minPasswordLength} hint={passwordHint} /> : <SignInAgain />}
      </AdminCard>
      <AdminCard id="devices" title="Devices">
        <p className="text-slate-700">
          Lost a phone, or signed in on someone else&apos;s computer? This signs you out everywhere, here too.
        </p>
        <Form method="post" action="/admin/sign-out">
          <input type="hidden" name="everywhere" value="1" />
          <Button type="submit" variant="outline">
            <LogOut aria-hidden="true" /> Sign out of all devices
          </Button>
        </Form>
      </AdminCard>
    </AdminPage>
  );
}

function PasswordInput({
  id,
  label,
  name,
  autoComplete = "current-password",
  minLength,
  hint,
}: {
  id: string;
  label: string;
  name: string;
  autoComplete?: string;
  minLength?: number;
  hint?: string;
}) {
  return (
    <Field id={id} label={label} required hint={hint}>
      {(control) => (
        <Input {...control} name={name} type="password" autoComplete={autoComplete} minLength={minLength} />
      )}
    </Field>
  );
}

/** A fresh sign-in is needed: signing out here brings the staff member back to this page once signed in. */
function SignInAgain() {
  return (
    <Form method="post" action={ACCOUNT_PATH} className="space-y-3">
      <p className="text-slate-700">
        Please sign in again to change this: for your safety, it needs a sign-in from the last ten minutes.
      </p>
      <input type="hidden" name="intent" value="sign-in-again" />
      <SubmitButton variant="outline">Sign in again</SubmitButton>
    </Form>
  );
}

function TwoFactorOff() {
  return (
    <Form method="post" action={ACCOUNT_PATH} aria-label="Turn on two-factor" className="space-y-4">
      <p className="text-slate-700">
        Two-factor sign-in is <strong>off</strong>. With it on, signing in also asks for a code from an
        authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 2FAS…), so a stolen
        password is not enough.
      </p>
      <input type="hidden" name="intent" value="two-factor-start" />
      <PasswordInput id="two-factor-password" label="Password" name="password" />
      <SubmitButton>
        <ShieldCheck aria-hidden="true" /> Turn on two-factor
      </SubmitButton>
    </Form>
  );
}

function Enrolment({ qrSvg, uri, secret, backupCodes }: NonNullable<AccountAnswer["enrolment"]>) {
  return (
    <div className="space-y-6">
      <ol className="list-decimal space-y-6 pl-5 marker:font-bold marker:text-brand-800">
        <li className="space-y-3">
          <p className="font-semibold text-slate-900">Add this account to your authenticator app.</p>
          <div
            role="img"
            aria-label="QR code for your authenticator app"
            className="size-48 rounded-xl border border-slate-200 bg-white p-2 [&_svg]:size-full"
            // Drawn on the server by the qrcode library from the otpauth URI: markup we made, not input.
            dangerouslySetInnerHTML={{ __html: qrSvg }}
          />
          <p className="text-sm text-slate-700">
            Scan it with the app, or on this phone{" "}
            <a href={uri} className="font-semibold text-brand-700 underline">
              open it in the authenticator app
            </a>
            , or type this key:
          </p>
          <p className="font-mono text-lg font-bold tracking-wide break-all text-brand-950">{secret}</p>
        </li>
        <li className="space-y-3">
          <p className="font-semibold text-slate-900">Save your backup codes.</p>
          {backupCodes ? (
            <BackupCodes codes={backupCodes} />
          ) : (
            <p className="text-sm text-slate-700">
              They were shown when you started, and are not shown again. If you did not save them, make new
              ones once two-factor is on (<strong>New backup codes</strong>), or{" "}
              <a href={`${ACCOUNT_PATH}#two-factor`} className="font-semibold text-brand-700 underline">
                start again
              </a>
              .
            </p>
          )}
        </li>
        <li>
          <Form method="post" action={ACCOUNT_PATH} aria-label="Confirm two-factor" className="space-y-4">
            <input type="hidden" name="intent" value="two-factor-confirm" />
            <input type="hidden" name="uri" value={uri} />
            <AuthenticationCodeField
              id="two-factor-code"
              hint="The 6-digit code the app now shows for this account."
            />
            <SubmitButton>
              <ShieldCheck aria-hidden="true" /> Confirm and turn on
            </SubmitButton>
          </Form>
        </li>
      </ol>
    </div>
  );
}

function BackupCodes({ codes }: { codes: string[] }) {
  if (codes.length === 0) return null;
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700">
        Write these down or keep them in a password manager <strong>now</strong>: they are not shown again. If
        you lose your phone, each one signs you in once.
      </p>
      <ul
        aria-label="Backup codes"
        className="grid grid-cols-2 gap-2 font-mono text-base font-semibold sm:grid-cols-5"
      >
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-slate-100 px-3 py-2 text-center text-slate-900">
            {code}
          </li>
        ))}
      </ul>
    </div>
  );
}

function TwoFactorOn({ fresh, backupCodes }: { fresh: boolean; backupCodes?: string[] }) {
  return (
    <div className="space-y-6">
      <p className="text-slate-700">
        Two-factor sign-in is <strong>on</strong>: signing in asks for a code from your authenticator app.
      </p>
      {backupCodes && <BackupCodes codes={backupCodes} />}
      <Form method="post" action={ACCOUNT_PATH} aria-label="New backup codes" className="space-y-4">
        <h3 className="font-bold text-slate-900">New backup codes</h3>
        <p className="text-sm text-slate-700">
          Used some, or lost them? Ten new ones replace all the old ones.
        </p>
        <input type="hidden" name="intent" value="backup-codes" />
        <PasswordInput id="backup-codes-password" label="Password" name="password" />
        <SubmitButton variant="outline">
          <KeyRound aria-hidden="true" /> New backup codes
        </SubmitButton>
      </Form>
      <div className="space-y-4">
        <h3 className="font-bold text-slate-900">Turn off two-factor</h3>
        {fresh ? (
          <Form method="post" action={ACCOUNT_PATH} aria-label="Turn off two-factor" className="space-y-4">
            <input type="hidden" name="intent" value="two-factor-off" />
            <PasswordInput id="two-factor-off-password" label="Password" name="password" />
            <SubmitButton variant="outline">
              <ShieldOff aria-hidden="true" /> Turn off two-factor
            </SubmitButton>
          </Form>
        ) : (
          <SignInAgain />
        )}
      </div>
    </div>
  );
}

function PasswordForm({ minLength, hint }: { minLength: number; hint: string }) {
  return (
    <Form method="post" action={ACCOUNT_PATH} aria-label="Change password" className="space-y-4">
      <p className="text-slate-700">Changing it signs you out on every other device.</p>
      <input type="hidden" name="intent" value="password" />
      <PasswordInput id="current-password" label="Current password" name="currentPassword" />
      <PasswordInput
        id="new-password"
        label="New password"
        name="newPassword"
        autoComplete="new-password"
        minLength={minLength}
        hint={hint}
      />
      <PasswordInput
        id="confirm-password"
        label="Confirm new password"
        name="confirmPassword"
        autoComplete="new-password"
        minLength={minLength}
      />
      <SubmitButton>
        <KeyRound aria-hidden="true" /> Change password
      </SubmitButton>
    </Form>
  );
}
