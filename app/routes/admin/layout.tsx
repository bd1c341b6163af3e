import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { AdminShell } from "~/components/admin/admin-shell";
import { servicesContext } from "~/server/context.server";
import { waitingCounts } from "~/server/staff/counts.server";
import { requireStaffPage } from "~/server/staff/session.server";

/** Every back-office page: signed in, or sent to sign in. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { staff } = await requireStaffPage(request, services, { url });
  return { staff, counts: await waitingCounts(await services.db()) };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell staff={loaderData.staff} counts={loaderData.counts}>
      <Outlet />
    </AdminShell>
  );
}
