import type { Route } from "./+types/messages-csv";
import { toCsv } from "~/lib/csv";
import { leadReference } from "~/lib/reference";
import { LEAD_STATUS_LABELS, type LeadStatus } from "~/config/leads";
import { formatIstSortable, istDate } from "~/lib/ist";
import { servicesContext } from "~/server/context.server";
import { exportInbox, parseExportQuery } from "~/server/staff/inbox.server";
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
  "status",
  "follow_up",
  "reference",
  "landing_page",
  "referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
] as const;

/**
 * Messages as a spreadsheet file, every one that matches (no page of them):
 * the list's search and view (`q`, `filter`, as /admin/messages takes them),
 * or with `filter=everything` the archived ones too ("Export all").
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaffAction(request, services, { readOnly: true });
  const db = await services.db();
  const rows = await exportInbox(db, parseExportQuery(url));
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
      LEAD_STATUS_LABELS[row.status as LeadStatus] ?? row.status,
      row.followUpOn ?? "",
      leadReference(row.id, row.createdAt),
      row.landingPage,
      row.referrerDomain,
      row.utmSource,
      row.utmMedium,
      row.utmCampaign,
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
