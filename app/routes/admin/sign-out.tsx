import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { ActionNotice, actionNotice } from "~/components/admin/action-notice";
import { AdminAuthFrame } from "~/components/admin/admin-shell";
import { Button } from "~/components/ui/button";
import { adminMeta } from "~/lib/admin";
import { authFor } from "~/server/auth.server";
import { servicesContext } from "~/server/context.server";
import { revokeSessions } from "~/server/staff/accounts.server";
import { audit } from "~/server/staff/audit.server";
import { getStaffSession, isSameOrigin } from "~/server/staff/session.server";
import { withAuthCookies } from "~/server/staff/sign-in.server";
import { setSignedOut } from "~/server/staff/signed-out.server";
import { clearStaffHint } from "~/server/staff/staff-hint.server";
import { log } from "~/server/log.server";

export function loader() {
  throw redirect("/admin");
}

/** Sign out here, or with `everywhere`, on every device. */
export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOrigin(request))
    throw new Response("This form must be sent from the site itself.", { status: 403 });
  const form = await request.formData().catch(() => null);
  const services = context.get(servicesContext);
  const session = await getStaffSession(request, services).catch(() => null);
  const headers = new Headers();
  if (session)
    try {
      const db = await services.db();
      const everywhere = form?.get("everywhere") === "1";
      if (everywhere) await revokeSessions(db, session.staff.id);
      const auth = await authFor(db);
      const answer = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
      withAuthCookies(answer.headers.getSetCookie(), request, headers);
      await audit(db, {
        actor: session.staff.email,
        action: everywhere ? "sign-out-everywhere" : "sign-out",
      });
    } catch (error) {
      log.error({ err: error }, "Sign-out failed");
      return data(
        actionNotice({ tone: "error", title: "Sign out Failed", description: "Something went wrong" }),
        { status: 503 },
      );
    }
  clearStaffHint(headers, request);
  setSignedOut(headers, request);
  throw redirect("/admin/sign-in", { headers });
}

export const meta: Route.MetaFunction = () => adminMeta("Sign out");

/** Shown only when signing out failed: say so, and offer to try again. */
export default function SignOut({ actionData }: Route.ComponentProps) {
  return (
    <AdminAuthFrame title="Sign out">
      <div className="space-y-5">
        <ActionNotice result={actionData} />
        <Form method="post">
          <Button type="submit" size="lg" className="w-full">
            Try again
          </Button>
        </Form>
      </div>
    </AdminAuthFrame>
  );
}
