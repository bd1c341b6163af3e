import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { AdminNotFound } from "~/components/admin/admin-error";
import { adminMeta } from "~/lib/admin";
import { servicesContext } from "~/server/context.server";
import { requireStaffPage } from "~/server/staff/session.server";

export const meta: Route.MetaFunction = () => adminMeta("Page not found");

/**
 * A back-office address no page has: the 404 status, in the back office's
 * frame for a signed-in member of staff, and a sign-in first for anyone else
 * (never the public site's 404, which would say nothing of the back office).
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context.get(servicesContext), { url });
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <AdminNotFound />;
}
