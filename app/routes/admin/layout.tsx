import { isRouteErrorResponse, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { AdminError, adminErrorTitle } from "~/components/admin/admin-error";
import { AdminShell } from "~/components/admin/admin-shell";
import { adminMeta } from "~/lib/admin";
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

/** A page that could not be shown is titled as it says (its own meta is not used then). */
export const meta: Route.MetaFunction = ({ error }) => (error ? adminMeta(adminErrorTitle(error)) : []);

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell staff={loaderData.staff} counts={loaderData.counts}>
      <Outlet />
    </AdminShell>
  );
}

/**
 * A page's refusal or failure (a message that is not there, a page for admins only), in the
 * back office's frame with its menu, under the status the page answered. Only when this layout's
 * own loader failed is there no frame to draw (no one to name in it).
 */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  // In the browser, for the developer tools; on the server, entry.server.tsx's handleError logs it.
  if (!import.meta.env.SSR && !isRouteErrorResponse(error)) console.error(error);
  if (!loaderData) {
    return (
      <main id="main" className="container-page py-10">
        <AdminError error={error} />
      </main>
    );
  }
  return (
    <AdminShell staff={loaderData.staff} counts={loaderData.counts}>
      <AdminError error={error} />
    </AdminShell>
  );
}
