import type { Route } from "./+types/summary";
import { servicesContext } from "~/server/context.server";
import { waitingCounts } from "~/server/staff/counts.server";
import { isPasswordChangeRequired } from "~/server/staff/password-policy.server";
import {
  CHANGE_PASSWORD_FIRST,
  ENROL_FIRST,
  getStaffSession,
  mustEnrolFirst,
} from "~/server/staff/session.server";
import { clearStaffHint } from "~/server/staff/staff-hint.server";

/**
 * The staff bar's data, asked for by public pages only when the staff hint
 * cookie is present. Without a valid session: 401, and the hint is cleared;
 * 403 for a staff member who must change the password or turn two-factor on
 * first, like every other back-office route.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  const session = await getStaffSession(request, services);
  if (!session) {
    clearStaffHint(headers, request);
    return Response.json({ error: "Please sign in." }, { status: 401, headers });
  }
  const db = await services.db();
  if (await isPasswordChangeRequired(db, session.staff.id))
    return Response.json({ error: CHANGE_PASSWORD_FIRST }, { status: 403, headers });
  if (await mustEnrolFirst(session, db))
    return Response.json({ error: ENROL_FIRST }, { status: 403, headers });
  const counts = await waitingCounts(db);
  return Response.json({ name: session.staff.name, ...counts }, { headers });
}
