import { BellRing, Inbox, MessageSquareQuote, ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { AdminPage } from "~/components/admin/admin-shell";
import { IconBadge } from "~/components/ui/icon-badge";
import { adminMeta } from "~/lib/admin";
import { Notice } from "~/components/ui/field";
import { servicesContext } from "~/server/context.server";
import { configuredChannels, currentNotificationSettings } from "~/server/notifications/settings.server";
import { waitingCounts } from "~/server/staff/counts.server";
import { dueFollowUps } from "~/server/staff/leads.server";
import { StatusBadge } from "~/components/admin/status-badge";
import { formatIstDay } from "~/lib/ist";
import { requireStaffPage } from "~/server/staff/session.server";

export const meta: Route.MetaFunction = () => adminMeta("Overview");

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { staff } = await requireStaffPage(request, services, { url });
  const db = await services.db();
  const followUps = await dueFollowUps(db);
  const shown = (rows: typeof followUps.today) =>
    rows.map((row) => ({
      id: row.id,
      name: row.name,
      subject: row.subject,
      status: row.status,
      assignee: row.assignee,
      day: row.followUpOn ? formatIstDay(row.followUpOn) : "",
    }));
  return {
    name: staff.name,
    counts: await waitingCounts(db),
    followUps: { today: shown(followUps.today), overdue: shown(followUps.overdue) },
    // Only admins can set a channel: only they are told that none is set.
    notificationsOff:
      staff.role === "admin" &&
      configuredChannels((await currentNotificationSettings(db)).settings).length === 0,
  };
}

type FollowUp = Route.ComponentProps["loaderData"]["followUps"]["today"][number];

/** Leads to get back to, each a link to its page: who, about what, where it stands, whose it is. */
function FollowUps({
  id,
  title,
  leads,
  empty,
}: {
  id: string;
  title: string;
  leads: FollowUp[];
  empty: string;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-lg font-bold text-brand-950">
        {title} <span className="font-normal text-slate-600">({leads.length})</span>
      </h2>
      {leads.length === 0 ? (
        <p className="text-slate-700">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
          {leads.map((lead) => (
            <li key={lead.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-4">
              <StatusBadge status={lead.status} />
              <Link
                to={`/admin/messages/${lead.id}`}
                className="min-w-0 font-semibold wrap-anywhere text-brand-700 underline"
              >
                {lead.name}
              </Link>
              {lead.subject && <span className="min-w-0 wrap-anywhere text-slate-700">{lead.subject}</span>}
              <span className="text-sm text-slate-600 sm:ml-auto">
                {lead.assignee ?? "Nobody assigned"}
                {id === "overdue" && `, due ${lead.day}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { name, counts, notificationsOff, followUps } = loaderData;
  const cards = [
    {
      to: "/admin/messages?filter=unread",
      icon: Inbox,
      title: "Unread messages",
      value: counts.unreadMessages,
    },
    {
      to: "/admin/testimonials",
      icon: MessageSquareQuote,
      title: "Testimonials to review",
      value: counts.pendingTestimonials,
    },
    ...(counts.overdueRequests > 0
      ? [
          {
            to: "/admin/requests",
            icon: ShieldAlert,
            title: "Overdue privacy requests",
            value: counts.overdueRequests,
          },
        ]
      : []),
    ...(counts.failedNotifications > 0
      ? [
          {
            to: "/admin/notifications",
            icon: BellRing,
            title: "Failed notifications",
            value: counts.failedNotifications,
          },
        ]
      : []),
  ];
  return (
    <AdminPage title={`Hello, ${name}`}>
      {notificationsOff && (
        <Notice tone="error" title="Notifications are off">
          New messages and testimonials are kept here but nobody is told of them.{" "}
          <Link to="/admin/notifications" className="font-semibold underline">
            Set a channel
          </Link>
          .
        </Notice>
      )}
      <ul className="grid gap-4 sm:grid-cols-2">
        {cards.map((card) => (
          <li key={card.to}>
            <Link
              to={card.to}
              className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:shadow-md"
            >
              <IconBadge icon={card.icon} />
              <span>
                <span className="block text-3xl font-extrabold text-brand-950">{card.value}</span>
                <span className="text-slate-700">{card.title}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <FollowUps id="due-today" title="Follow-ups due today" leads={followUps.today} empty="None today." />
      {followUps.overdue.length > 0 && (
        <FollowUps id="overdue" title="Overdue follow-ups" leads={followUps.overdue} empty="" />
      )}
    </AdminPage>
  );
}
