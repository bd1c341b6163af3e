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
import { requireStaffPage } from "~/server/staff/session.server";

export const meta: Route.MetaFunction = () => adminMeta("Overview");

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { staff } = await requireStaffPage(request, services, { url });
  const db = await services.db();
  return {
    name: staff.name,
    counts: await waitingCounts(db),
    // Only admins can set a channel: only they are told that none is set.
    notificationsOff:
      staff.role === "admin" &&
      configuredChannels((await currentNotificationSettings(db)).settings).length === 0,
  };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { name, counts, notificationsOff } = loaderData;
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
    </AdminPage>
  );
}
