import type { Route } from "./+types/messages-csv";
import { requireStaffAction } from "~/server/staff/session.server";

// Placeholder until the export is built: signed-in staff only.
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaffAction(request, { readOnly: true });
  return new Response("", { headers: { "Content-Type": "text/csv; charset=utf-8" } });
}
