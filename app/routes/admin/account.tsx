import type { Route } from "./+types/account";
import { AdminPage } from "~/components/admin/admin-shell";
import { adminMeta } from "~/lib/admin";
import { requireStaffPage } from "~/server/staff/session.server";

// Placeholder until this page is built: signed-in staff only.
export const meta: Route.MetaFunction = () => adminMeta("account");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaffPage(request);
  return null;
}

export default function Page() {
  return <AdminPage title="account">{null}</AdminPage>;
}
