import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/audit";
import { AdminPage } from "~/components/admin/admin-shell";
import { Button } from "~/components/ui/button";
import { adminMeta } from "~/lib/admin";
import { servicesContext } from "~/server/context.server";
import { formatIst } from "~/server/staff/accounts.server";
import { type AuditAction, listAudit } from "~/server/staff/audit.server";
import { requireStaffPage } from "~/server/staff/session.server";

export const meta: Route.MetaFunction = () => adminMeta("Audit log");

const AUDIT_PATH = "/admin/audit";
/** Entries a page: the newest on the first, older ones a link away. */
const PER_PAGE = 50;
/** Far beyond any real log (a million entries); a larger number is not a page we have. */
const MAX_PAGE = 20_000;

const ACTION_LABELS: Record<AuditAction, string> = {
  "sign-in": "Signed in",
  "sign-in-failed": "Sign-in failed",
  "sign-out": "Signed out",
  "sign-out-everywhere": "Signed out everywhere",
  "two-factor-on": "Turned two-factor on",
  "two-factor-off": "Turned two-factor off",
  "testimonial-approve": "Approved a testimonial",
  "testimonial-reject": "Rejected a testimonial",
  "testimonial-undo": "Undid a testimonial review",
  "testimonial-feature": "Featured a testimonial on the home page",
  "testimonial-unfeature": "Took a testimonial off the home page",
  "testimonial-delete": "Deleted a testimonial",
  "message-archive": "Archived a message",
  "message-unarchive": "Moved a message back to the inbox",
  "message-delete": "Deleted a message",
  "messages-erase": "Erased messages",
  "staff-create": "Created a staff account",
  "staff-invite": "Invited staff",
  "staff-invite-withdraw": "Withdrew an invitation",
  "staff-join": "Joined by invitation",
  "staff-remove": "Removed staff",
  "staff-revoke-sessions": "Signed a staff member out everywhere",
  "staff-reset-two-factor": "Reset two-factor",
  "setting-change": "Changed a setting",
  "password-change": "Changed their password",
  "notification-retry": "Retried a notification",
  "notification-test": "Sent a test notification",
  "content-publish": "Published content",
  "content-restore": "Restored earlier content as a draft",
  "content-discard": "Discarded a content draft",
  "content-import": "Imported content",
  "privacy-request": "Asked about their data (a link was sent)",
  "privacy-request-confirm": "Confirmed a privacy request",
  "privacy-request-done": "Completed a privacy request",
  "lead-status": "Moved a lead on",
  "lead-note": "Wrote a note on a lead",
  "lead-assign": "Gave a lead to a staff member",
  "lead-follow-up": "Set a lead's follow-up day",
  "lead-template": "Replied to a lead with a template",
  "template-save": "Saved a reply template",
  "template-delete": "Deleted a reply template",
  "follow-up-digest": "E-mailed the day's follow-ups",
};

/** The column is plain text: an action this code no longer names (renamed, removed) shows as it was written. */
const isKnownAction = (action: string): action is AuditAction => Object.hasOwn(ACTION_LABELS, action);
const label = (action: string) => (isKnownAction(action) ? ACTION_LABELS[action] : action);

/** ?page=N, counted from 1; anything else is the first page. */
function pageNumber(url: URL) {
  const text = url.searchParams.get("page") ?? "";
  const page = /^\d{1,6}$/.test(text) ? Number(text) : 1;
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaffPage(request, services, { url, role: "admin" });
  const page = pageNumber(url);
  const { entries, hasOlder } = await listAudit(await services.db(), { page, perPage: PER_PAGE });
  return {
    page,
    perPage: PER_PAGE,
    newerPage: page > 1 ? page - 1 : null,
    olderPage: hasOlder ? page + 1 : null,
    entries: entries.map((row) => ({
      id: row.id,
      at: formatIst(row.at),
      iso: row.at.toISOString(),
      actor: row.actor,
      action: label(row.action),
      target: row.target,
      count: row.count,
    })),
  };
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { entries, page, perPage, newerPage, olderPage } = loaderData;
  return (
    <AdminPage title="Audit log">
      <p className="text-slate-700">
        Who did what in the back office, newest first (India time), {perPage} entries a page. Failed sign-ins
        repeated from one address within a quarter of an hour are one entry, with how many there were.
      </p>
      {entries.length === 0 ? (
        <p className="rounded-2xl border border-slate-200 bg-white p-5 text-slate-700">
          {page === 1 ? "Nothing recorded yet." : "No entries this far back."}
        </p>
      ) : (
        <ol className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          {entries.map((entry) => (
            <li key={entry.id} className="p-4">
              {/* Stacked on a phone, one row per entry on a wider screen. */}
              <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[11rem_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)]">
                <div>
                  <dt className="sr-only">When</dt>
                  <dd>
                    <time dateTime={entry.iso} className="font-semibold text-slate-900">
                      {entry.at}
                    </time>
                  </dd>
                </div>
                <div>
                  <dt className="sr-only">Who</dt>
                  <dd className="break-all text-slate-700">{entry.actor}</dd>
                </div>
                <div>
                  <dt className="sr-only">What</dt>
                  <dd className="font-semibold text-brand-900">
                    {entry.action}
                    {entry.count > 1 && (
                      <span className="ml-2 font-normal text-slate-700">({entry.count} attempts)</span>
                    )}
                  </dd>
                </div>
                <div>
                  <dt className="sr-only">To what</dt>
                  <dd className="break-words text-slate-700">{entry.target ?? "–"}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ol>
      )}
      {(newerPage || olderPage) && (
        <nav aria-label="Audit log pages" className="flex flex-wrap items-center justify-between gap-3">
          {newerPage ? (
            <Button asChild variant="outline" size="sm">
              <Link to={newerPage === 1 ? AUDIT_PATH : `${AUDIT_PATH}?page=${newerPage}`} rel="prev">
                <ChevronLeft aria-hidden="true" /> Newer entries
              </Link>
            </Button>
          ) : (
            <span />
          )}
          <p className="text-sm text-slate-700">Page {page}</p>
          {olderPage ? (
            <Button asChild variant="outline" size="sm">
              <Link to={`${AUDIT_PATH}?page=${olderPage}`} rel="next">
                Older entries <ChevronRight aria-hidden="true" />
              </Link>
            </Button>
          ) : (
            <span />
          )}
        </nav>
      )}
    </AdminPage>
  );
}
