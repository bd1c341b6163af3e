import { data, Link } from "react-router";
import type { Route } from "./+types/not-found";
import { AdminPage } from "~/components/admin/admin-shell";
import { adminMeta } from "~/lib/admin";
import { servicesContext } from "~/server/context.server";
import { requireStaffPage } from "~/server/staff/session.server";

export const meta: Route.MetaFunction = () => adminMeta("Not found");

/**
 * A back-office address no page has: the 404 status, in the back office's
 * frame for a signed-in member of staff, and a sign-in first for anyone else
 * (never the public site's 404, which would say nothing of the back office).
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context.get(servicesContext), { url });
  return data(null, { status: 404 });
}

export default function AdminNotFound() {
  return (
    <AdminPage title="Page not found">
      <p className="text-slate-700">
        There is no back-office page at this address. The link may be old, or the address mistyped.
      </p>
      <p>
        <Link to="/admin" className="font-semibold text-brand-700 underline">
          Go to the overview
        </Link>
      </p>
    </AdminPage>
  );
}
