import type { Route } from "./+types/messages-csv";
import { toCsv } from "~/lib/csv";
import { formatIstSortable, istDate } from "~/lib/ist";
import { servicesContext } from "~/server/context.server";
import { exportInbox, parseInboxQuery } from "~/server/staff/inbox.server";
import { requireStaffAction } from "~/server/staff/session.server";

const HEADER = [
  "id",
  "received",
  "name",
  "email",
  "phone",
  "subject",
  "message",
  "read",
  "archived",
] as const;

/** The messages the list shows (same search and view), all of them, as a spreadsheet file. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaffAction(request, services, { readOnly: true });
  const db = await services.db();
  const rows = await exportInbox(db, parseInboxQuery(url));
  const csv = toCsv(
    HEADER,
    rows.map((row) => [
      row.id,
      formatIstSortable(row.createdAt),
      row.name,
      row.email,
      row.phone,
      row.subject,
      row.message,
      row.readAt ? "yes" : "no",
      row.archivedAt ? "yes" : "no",
    ]),
  );
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="messages-${istDate(new Date())}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
