import { ShieldCheck } from "lucide-react";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/two-factor";
import { ActionNotice, actionNotice } from "~/components/admin/action-notice";
import { AdminAuthFrame, AuthenticationCodeField } from "~/components/admin/admin-shell";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import { adminMeta, safeNext } from "~/lib/admin";
import { requestContext, servicesContext } from "~/server/context.server";
import { isSameOrigin } from "~/server/staff/session.server";
import { verifySecondFactor, withAuthCookies } from "~/server/staff/sign-in.server";
import { setStaffHint } from "~/server/staff/staff-hint.server";
import { log } from "~/server/log.server";

export const meta: Route.MetaFunction = () => adminMeta("Two-factor sign-in");

const failed = (description: string, status: number, headers?: HeadersInit) =>
  data(actionNotice({ tone: "error", title: "Sign in Failed", description }), { status, headers });

export async function action({ request, url, context }: Route.ActionArgs) {
  if (!isSameOrigin(request)) return failed("This form must be sent from the site itself.", 403);
  const form = await request.formData().catch(() => null);
  const code = form?.get("code");
  if (typeof code !== "string" || !code.trim()) return failed("Please enter the code.", 400);
  try {
    const step = await verifySecondFactor(await context.get(servicesContext).db(), {
      code,
      backup: url.searchParams.get("backup") === "1",
      cookie: request.headers.get("cookie"),
      clientAddress: context.get(requestContext).clientAddress,
    });
    if (step.kind === "failed" && step.retryAfterSeconds) {
      return failed(step.message, 429, { "Retry-After": String(step.retryAfterSeconds) });
    }
    if (step.kind !== "signed-in") {
      return failed(step.kind === "failed" ? step.message : "Something went wrong", 401);
    }
    const headers = withAuthCookies(step.cookies, request);
    setStaffHint(headers, request);
    throw redirect(safeNext(url.searchParams.get("next")), { headers });
  } catch (error) {
    if (error instanceof Response) throw error;
    log.error({ err: error }, "Two-factor sign-in failed");
    return failed("Something went wrong", 503);
  }
}

export default function TwoFactor({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const backup = searchParams.get("backup") === "1";
  const submitting = useNavigation().state === "submitting";
  const other = new URLSearchParams(searchParams);
  if (backup) other.delete("backup");
  else other.set("backup", "1");
  return (
    <AdminAuthFrame title={backup ? "Use a backup code" : "Two-factor sign-in"}>
      <Form method="post" className="space-y-5">
        <ActionNotice result={actionData} />
        {backup ? (
          <Field
            id="code"
            label="Backup code"
            required
            hint="One of the ten codes you saved. Each works once."
          >
            {(control) => <Input {...control} name="code" autoComplete="off" autoCapitalize="none" />}
          </Field>
        ) : (
          <AuthenticationCodeField id="code" hint="The 6-digit code in your authenticator app." />
        )}
        <Button type="submit" size="lg" className="w-full" disabled={submitting}>
          <ShieldCheck aria-hidden="true" /> Verify
        </Button>
      </Form>
      <p className="mt-6 text-sm">
        <Link to={`?${other.toString()}`} className="font-semibold text-brand-700 underline">
          {backup ? "Use the authenticator app instead" : "Lost your phone? Use a backup code"}
        </Link>
      </p>
    </AdminAuthFrame>
  );
}
