import { LogIn } from "lucide-react";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/sign-in";
import { ActionNotice, type ActionNoticeData, actionNotice } from "~/components/admin/action-notice";
import { AdminAuthFrame } from "~/components/admin/admin-shell";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import { adminMeta, safeNext } from "~/lib/admin";
import { requestContext, servicesContext } from "~/server/context.server";
import { judgePasswordAtSignIn } from "~/server/staff/password-policy.server";
import { getStaffSession, isSameOrigin } from "~/server/staff/session.server";
import { signIn, withAuthCookies } from "~/server/staff/sign-in.server";
import { clearSignedOut, hasSignedOut } from "~/server/staff/signed-out.server";
import { setStaffHint } from "~/server/staff/staff-hint.server";
import { log } from "~/server/log.server";

export const meta: Route.MetaFunction = () => adminMeta("Sign in");

/** Said once after signing out (server/staff/signed-out.server.ts). */
const SIGNED_OUT: ActionNoticeData = { tone: "success", title: "You have signed out." };

export async function loader({ request, url, context }: Route.LoaderArgs) {
  if (await getStaffSession(request, context.get(servicesContext))) {
    throw redirect(safeNext(url.searchParams.get("next")));
  }
  if (!hasSignedOut(request)) return { signedOut: false };
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  clearSignedOut(headers, request);
  return data({ signedOut: true }, { headers });
}

/** The page with "You have signed out." is for this browser, this once. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const cacheControl = loaderHeaders.get("Cache-Control");
  return cacheControl ? { "Cache-Control": cacheControl } : new Headers();
}

const failed = (description: string, status: number, headers?: HeadersInit) =>
  data(actionNotice({ tone: "error", title: "Sign in Failed", description }), { status, headers });

export async function action({ request, url, context }: Route.ActionArgs) {
  if (!isSameOrigin(request)) return failed("This form must be sent from the site itself.", 403);
  const form = await request.formData().catch(() => null);
  const email = form?.get("email");
  const password = form?.get("password");
  if (typeof email !== "string" || typeof password !== "string" || !email.trim() || !password) {
    return failed("Please enter your email and password.", 400);
  }
  const next = safeNext(url.searchParams.get("next"));
  const { clientAddress } = context.get(requestContext);
  try {
    const db = await context.get(servicesContext).db();
    const step = await signIn(db, { email, password, clientAddress });
    if (step.kind === "failed") {
      return failed(
        step.message,
        step.retryAfterSeconds ? 429 : 401,
        step.retryAfterSeconds ? { "Retry-After": String(step.retryAfterSeconds) } : undefined,
      );
    }
    // The password was right: if it fails today's rules, the pages ask for a new one from now on.
    await judgePasswordAtSignIn(db, email, password);
    const headers = withAuthCookies(step.cookies, request);
    if (step.kind === "two-factor") {
      throw redirect(`/admin/sign-in/two-factor?next=${encodeURIComponent(next)}`, { headers });
    }
    setStaffHint(headers, request);
    throw redirect(next, { headers });
  } catch (error) {
    if (error instanceof Response) throw error;
    log.error({ err: error }, "Sign-in failed");
    return failed("Something went wrong", 503);
  }
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  return (
    <AdminAuthFrame title="Sign in to the back office">
      <Form method="post" className="space-y-5">
        <ActionNotice result={actionData ?? (loaderData.signedOut ? SIGNED_OUT : null)} />
        <Field id="email" label="Email" required>
          {(control) => <Input {...control} name="email" type="email" autoComplete="username" />}
        </Field>
        <Field id="password" label="Password" required>
          {(control) => (
            <Input {...control} name="password" type="password" autoComplete="current-password" />
          )}
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={submitting}>
          <LogIn aria-hidden="true" /> Sign in
        </Button>
      </Form>
    </AdminAuthFrame>
  );
}
