import { Download, Search } from "lucide-react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/messages";
import { ActionNotice, type ActionNoticeData } from "~/components/admin/action-notice";
import { AdminPage } from "~/components/admin/admin-shell";
import { LanguageBadge } from "~/components/admin/language-badge";
import { LOCALES } from "~/i18n/languages";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/field";
import { adminMeta } from "~/lib/admin";
import { formatIst, formatIstDay } from "~/lib/ist";
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from "~/config/leads";
import { StatusBadge } from "~/components/admin/status-badge";
import { ViewLinks } from "~/components/admin/view-links";
import { leadReference } from "~/lib/reference";
import { cn } from "~/lib/utils";
import { servicesContext } from "~/server/context.server";
import {
  type ExportQuery,
  type InboxFilter,
  type InboxQuery,
  listInbox,
  parseInboxQuery,
} from "~/server/staff/inbox.server";
import { requireStaffPage } from "~/server/staff/session.server";

export const meta: Route.MetaFunction = () => adminMeta("Messages");

const PREVIEW_LENGTH = 140;

/** The first line of the text, cut to fit a card. */
function firstLine(text: string) {
  const line = text.trim().split(/\r?\n/, 1)[0] ?? "";
  return line.length > PREVIEW_LENGTH ? `${line.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…` : line;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** What the message page's delete and erase report after sending the owner back here. */
function redirectNotice(params: URLSearchParams): ActionNoticeData | null {
  const notice = params.get("notice");
  if (notice === "deleted") {
    return { tone: "success", title: "Message deleted", description: "It is gone for good." };
  }
  const count = Number(params.get("count"));
  if (notice === "erased" && Number.isSafeInteger(count) && count >= 0) {
    return {
      tone: "success",
      title: "Messages erased",
      description: `Erased ${plural(count, "message")} from that e-mail address.`,
    };
  }
  return null;
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaffPage(request, services, { url });
  const query = parseInboxQuery(url);
  const db = await services.db();
  const { messages, total, counts } = await listInbox(db, query);
  return {
    query,
    total,
    counts,
    notice: redirectNotice(url.searchParams),
    messages: messages.map((message) => ({
      id: message.id,
      name: message.name,
      email: message.email,
      phone: message.phone,
      subject: message.subject,
      firstLine: firstLine(message.preview),
      receivedAt: message.createdAt.toISOString(),
      received: formatIst(message.createdAt),
      unread: message.readAt === null,
      archived: message.archivedAt !== null,
      language: message.language,
      status: message.status,
      followUp: message.followUpOn ? formatIstDay(message.followUpOn) : null,
      reference: leadReference(message.id, message.createdAt),
    })),
  };
}

/** The list's (or the export's) address for a search and a view; the plain inbox has no query string. */
function inboxHref(path: string, { q, filter, language, status }: ExportQuery) {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (filter !== "all") params.set("filter", filter);
  if (language !== "any") params.set("language", language);
  if (status !== "any") params.set("status", status);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The inbox by the language the messages were written in. */
const LANGUAGE_VIEWS: { language: InboxQuery["language"]; label: string }[] = [
  { language: "any", label: "Any language" },
  { language: "en", label: "English" },
  { language: "hi", label: "Hindi" },
];

const VIEWS: { filter: InboxFilter; label: string }[] = [
  { filter: "all", label: "Inbox" },
  { filter: "unread", label: "Unread" },
  { filter: "archived", label: "Archived" },
];

function summary({ q, filter, language, status }: InboxQuery, shown: number, total: number) {
  const what =
    filter === "unread" ? "unread message" : filter === "archived" ? "archived message" : "message";
  const stage = status === "any" ? "" : ` (${LEAD_STATUS_LABELS[status]})`;
  const written = `${language === "any" ? "" : ` in ${LOCALES[language].english}`}${stage}`;
  if (total === 0) return q ? `No ${what}s${written} match “${q}”.` : `No ${what}s${written}.`;
  const counted = `${plural(total, what)}${written}`;
  const matching = q ? `${counted} match “${q}”` : counted;
  if (shown < total)
    return `${matching}. Showing the newest ${shown}: search to narrow them, or export this view to get them all.`;
  return `${matching}.`;
}

export default function Messages({ loaderData }: Route.ComponentProps) {
  const { query, total, counts, notice, messages } = loaderData;
  return (
    <AdminPage
      title="Messages"
      actions={
        <div className="flex flex-wrap gap-2">
          {/* Plain links, no script needed: every message (archived ones too), or all this view holds. */}
          <a
            href={inboxHref("/admin/messages.csv", {
              q: "",
              filter: "everything",
              language: "any",
              status: "any",
            })}
            download
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            <Download aria-hidden="true" /> Export all
          </a>
          <a
            href={inboxHref("/admin/messages.csv", query)}
            download
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            <Download aria-hidden="true" /> Export this view
          </a>
        </div>
      }
    >
      <ActionNotice result={notice} />
      <Form method="get" role="search" aria-label="Search messages" className="flex gap-2">
        {query.filter !== "all" && <input type="hidden" name="filter" value={query.filter} />}
        {query.language !== "any" && <input type="hidden" name="language" value={query.language} />}
        {query.status !== "any" && <input type="hidden" name="status" value={query.status} />}
        <label htmlFor="inbox-search" className="sr-only">
          Search name, e-mail, phone or text
        </label>
        <Input
          key={query.q}
          id="inbox-search"
          name="q"
          type="search"
          defaultValue={query.q}
          maxLength={200}
          placeholder="Name, e-mail, phone or text"
          className="min-w-0 flex-1"
        />
        <Button type="submit" size="lg" className="px-5">
          <Search aria-hidden="true" /> <span className="max-sm:sr-only">Search</span>
        </Button>
      </Form>
      <ViewLinks
        label="Which messages"
        links={VIEWS.map((view) => ({
          key: view.filter,
          label: view.label,
          href: inboxHref("/admin/messages", { ...query, filter: view.filter }),
          current: view.filter === query.filter,
        }))}
      />
      <ViewLinks
        label="Written in"
        links={LANGUAGE_VIEWS.map((view) => ({
          key: view.language,
          label: view.label,
          href: inboxHref("/admin/messages", { ...query, language: view.language }),
          current: view.language === query.language,
        }))}
      />
      <ViewLinks
        label="Where the leads stand"
        links={[
          {
            key: "any",
            label: "Any status",
            href: inboxHref("/admin/messages", { ...query, status: "any" }),
            current: query.status === "any",
          },
          ...LEAD_STATUSES.map((status) => ({
            key: status,
            // Counted with the other choices: what the link would show.
            label: `${LEAD_STATUS_LABELS[status]} (${counts[status]})`,
            href: inboxHref("/admin/messages", { ...query, status }),
            current: query.status === status,
          })),
        ]}
      />
      <p className="text-sm text-slate-700">{summary(query, messages.length, total)}</p>
      {messages.length > 0 && (
        <ul aria-label="Messages" className="space-y-3">
          {messages.map((message) => (
            <li
              key={message.id}
              className={cn(
                "relative rounded-2xl border bg-white p-4 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md sm:p-5",
                message.unread ? "border-brand-300" : "border-slate-200",
              )}
            >
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                {message.unread && (
                  <span className="rounded-full bg-saffron-400 px-2 py-0.5 text-xs font-bold text-brand-950">
                    Unread
                  </span>
                )}
                <StatusBadge status={message.status} />
                <LanguageBadge language={message.language} />
                {message.archived && (
                  <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
                    Archived
                  </span>
                )}
                <h2
                  className={cn(
                    "min-w-0 text-base wrap-anywhere text-brand-950",
                    message.unread ? "font-extrabold" : "font-medium",
                  )}
                >
                  {/* The whole card is the link's target; only the name is its text. */}
                  <Link
                    to={`/admin/messages/${message.id}`}
                    className="after:absolute after:inset-0 after:rounded-2xl focus:outline-none"
                  >
                    {message.name}
                  </Link>
                </h2>
                <time dateTime={message.receivedAt} className="text-sm text-slate-600 sm:ml-auto">
                  {message.received}
                </time>
              </div>
              <p className={cn("mt-2 wrap-anywhere text-slate-900", message.unread && "font-bold")}>
                {message.subject || <span className="text-slate-600 italic">No subject</span>}
              </p>
              <p className="mt-1 wrap-anywhere text-slate-700">{message.firstLine}</p>
              <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
                <span>{message.reference}</span>
                <span className="wrap-anywhere">{message.email}</span>
                {message.phone && <span>{message.phone}</span>}
                {message.followUp && <span>Follow up {message.followUp}</span>}
              </p>
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
