import { UserPlus } from "lucide-react";
import { data, Form, redirect, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/invite";
import { ActionNotice, type ActionNoticeData, actionNotice } from "~/components/admin/action-notice";
import { AdminAuthFrame } from "~/components/admin/admin-shell";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import { adminMeta } from "~/lib/admin";
import { withoutBidiControls } from "~/lib/schemas/fields";
import { MIN_PASSWORD_LENGTH } from "~/server/auth.server";
import { requestContext, servicesContext } from "~/server/context.server";
import { audit } from "~/server/staff/audit.server";
import {
  acceptInvitation,
  findInvitation,
  type InvitationRefusal as Refused,
} from "~/server/staff/invitations.server";
import { MAX_PASSWORD_LENGTH, NEW_PASSWORD_HINT } from "~/server/staff/password-policy.server";
import { isSameOrigin } from "~/server/staff/session.server";
import { signIn, withAuthCookies } from "~/server/staff/sign-in.server";
import { setStaffHint } from "~/server/staff/staff-hint.server";
import { log } from "~/server/log.server";

export const meta: Route.MetaFunction = () => adminMeta("Join the back office");

/** The token is in the address: no cache keeps the page, and no link passes it on as a referrer. */
export function headers() {
  return { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };
}

const refusedStatus = (state: Refused) => (state === "unknown" ? 404 : 410);

export async function loader({ params, context }: Route.LoaderArgs) {
  const invitation = await findInvitation(await context.get(servicesContext).db(), params.token);
  if (invitation.state !== "valid") {
    return data({ refused: invitation.state }, { status: refusedStatus(invitation.state) });
  }
  return {
    email: invitation.email,
    role: invitation.role,
    minPasswordLength: MIN_PASSWORD_LENGTH,
    passwordHint: NEW_PASSWORD_HINT,
  };
}

export type InviteAnswer = { refused: Refused } | { notice: ActionNoticeData; name: string };

const JoinSchema = z
  .object({
    name: z.string().overwrite(withoutBidiControls).trim().min(1).max(100),
    // Whether it is hard enough to guess is judged with the invited address, when the account is made.
    password: z.string().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH),
    confirmPassword: z.string().max(MAX_PASSWORD_LENGTH),
  })
  .refine((form) => form.password === form.confirmPassword);

const failed = (description: string, name: string, status: number) =>
  data<InviteAnswer>(
    { notice: actionNotice({ tone: "error", title: "Account not created", description }), name },
    { status },
  );

export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isSameOrigin(request))
    throw data({ error: "This request did not come from the site." }, { status: 403 });
  const form = await request.formData().catch(() => null);
  const name = withoutBidiControls(String(form?.get("name") ?? "")).slice(0, 100);
  const parsed = JoinSchema.safeParse(Object.fromEntries(form ?? []));
  if (!parsed.success) {
    return failed(
      `Please enter your name, and a password of at least ${MIN_PASSWORD_LENGTH} characters twice, the same both times.`,
      name,
      400,
    );
  }
  const db = await context.get(servicesContext).db();
  try {
    const accepted = await acceptInvitation(db, params.token, parsed.data);
    if (!accepted.ok) {
      if ("refused" in accepted) {
        return data<InviteAnswer>({ refused: accepted.refused }, { status: refusedStatus(accepted.refused) });
      }
      return failed(accepted.error, name, 400);
    }
    await audit(db, { actor: accepted.email, action: "staff-join", target: accepted.role });
    const step = await signIn(db, {
      email: accepted.email,
      password: parsed.data.password,
      clientAddress: context.get(requestContext).clientAddress,
    });
    // The account exists either way; if signing in is refused now (too many attempts), the sign-in page explains.
    if (step.kind !== "signed-in") throw redirect("/admin/sign-in");
    const headers = withAuthCookies(step.cookies, request);
    setStaffHint(headers, request);
    throw redirect("/admin", { headers });
  } catch (error) {
    if (error instanceof Response) throw error;
    log.error({ err: error }, "Joining failed");
    return failed("Something went wrong. Please try again.", name, 503);
  }
}

const REFUSALS: Record<Refused, string> = {
  used: "This invitation link has already been used. If it was you, sign in; otherwise ask an admin for a new invitation.",
  expired: "This invitation link has expired: links work for 72 hours. Please ask an admin for a new one.",
  unknown:
    "This invitation link is not valid. Check that you opened the whole link, or ask an admin for a new one.",
};

export default function Invite({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  if (actionData && "refused" in actionData) return <Refusal state={actionData.refused} />;
  if ("refused" in loaderData) return <Refusal state={loaderData.refused} />;
  const { email, role, minPasswordLength, passwordHint } = loaderData;
  const notice = actionData && "notice" in actionData ? actionData : undefined;
  return (
    <AdminAuthFrame title="Join the back office">
      <Form method="post" className="space-y-5">
        <p className="text-slate-700">
          You are invited as {role === "admin" ? "an admin" : "staff"}. Choose your name and a password to
          make your account.
        </p>
        <ActionNotice result={notice?.notice} />
        <div className="space-y-2">
          <label htmlFor="email" className="block text-sm font-semibold text-slate-800">
            Email
          </label>
          <Input
            id="email"
            type="email"
            value={email}
            readOnly
            autoComplete="username"
            aria-describedby="email-hint"
            className="bg-slate-100"
          />
          <p id="email-hint" className="text-sm text-slate-600">
            The address you were invited with; it cannot be changed here.
          </p>
        </div>
        <Field id="name" label="Name" required>
          {(control) => (
            <Input {...control} name="name" autoComplete="name" maxLength={100} defaultValue={notice?.name} />
          )}
        </Field>
        <Field id="password" label="Password" required hint={passwordHint}>
          {(control) => (
            <Input
              {...control}
              name="password"
              type="password"
              autoComplete="new-password"
              minLength={minPasswordLength}
            />
          )}
        </Field>
        <Field id="confirm-password" label="Confirm password" required>
          {(control) => (
            <Input
              {...control}
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              minLength={minPasswordLength}
            />
          )}
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={submitting}>
          <UserPlus aria-hidden="true" /> Create my account
        </Button>
      </Form>
    </AdminAuthFrame>
  );
}

function Refusal({ state }: { state: Refused }) {
  return (
    <AdminAuthFrame title="This invitation cannot be used">
      <p className="text-slate-700">{REFUSALS[state]}</p>
      <p className="mt-6">
        <a href="/admin/sign-in" className="font-semibold text-brand-700 underline">
          Go to sign in
        </a>
      </p>
    </AdminAuthFrame>
  );
}
