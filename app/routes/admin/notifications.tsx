import { BellOff, RotateCw, Send } from "lucide-react";
import { data, Form } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/notifications";
import { ActionNotice, type ActionNoticeData, actionNotice } from "~/components/admin/action-notice";
import { AdminCard, AdminPage, SubmitButton } from "~/components/admin/admin-shell";
import { Notice } from "~/components/ui/field";
import { adminMeta } from "~/lib/admin";
import { formatIst } from "~/lib/ist";
import { cn } from "~/lib/utils";
import { servicesContext } from "~/server/context.server";
import { describeNotification } from "~/server/notifications/messages.server";
import {
  type DeliveryStatus,
  EXPIRE_AFTER_DAYS,
  listDeliveries,
  retryDelivery,
  undeliveredNotificationCount,
} from "~/server/notifications/outbox.server";
import {
  type ChannelRegistry,
  notificationChannels,
  sendTestNotification,
} from "~/server/notifications/channels.server";
import {
  configuredChannels,
  type NotificationSettings,
  notificationSettings,
} from "~/server/notifications/settings.server";
import { audit } from "~/server/staff/audit.server";
import { requireStaffAction, requireStaffPage } from "~/server/staff/session.server";

export const meta: Route.MetaFunction = () => adminMeta("Notifications");

/** How many deliveries the page lists: the newest. */
const SHOWN = 100;

const STATUS_LABELS: Record<DeliveryStatus, string> = {
  waiting: "Waiting",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
  expired: "Expired",
};

const STATUS_STYLES: Record<DeliveryStatus, string> = {
  waiting: "bg-amber-100 text-amber-950",
  sending: "bg-sky-100 text-sky-950",
  sent: "bg-emerald-100 text-emerald-950",
  failed: "bg-red-100 text-red-950",
  expired: "bg-slate-200 text-slate-900",
};

/*
 * The loader and the action serve the channels they are given: the site's
 * (channels.server.ts), or a test's with a channel of its own.
 */

export async function loader(
  { request, url, context }: Route.LoaderArgs,
  channels: ChannelRegistry = notificationChannels,
  settings: NotificationSettings = notificationSettings(),
) {
  const services = context.get(servicesContext);
  await requireStaffPage(request, services, { url });
  const db = await services.db();
  const configured = configuredChannels(settings, channels);
  const [rows, undelivered] = await Promise.all([
    listDeliveries(db, SHOWN),
    undeliveredNotificationCount(db),
  ]);
  return {
    shown: SHOWN,
    channels: Object.entries(channels).map(([name, channel]) => {
      const own = settings[name] ?? null;
      return {
        name,
        label: channel.label,
        getThem: channel.getThem,
        variables: Object.keys(channel.variables),
        settings: own === null ? null : channel.describe(own),
      };
    }),
    configured,
    undelivered,
    expireAfterDays: EXPIRE_AFTER_DAYS,
    deliveries: rows.map((row) => ({
      id: row.id,
      what: describeNotification(row.event),
      created: formatIst(row.createdAt),
      createdIso: row.createdAt.toISOString(),
      channel: channels[row.channel]?.label ?? row.channel,
      channelOn: configured.includes(row.channel),
      status: row.status,
      // A failed invitation's link is no longer kept: the admin invites again instead.
      retryable:
        row.status === "failed" && !(row.event.kind === "staff-invitation" && !row.event.payload.link),
      attempts: row.attempts,
      lastError: row.lastError,
      lastAttempt: row.lastAttemptAt ? formatIst(row.lastAttemptAt) : null,
      nextAttempt: row.status === "waiting" ? formatIst(row.nextAttemptAt) : null,
      sent: row.sentAt ? formatIst(row.sentAt) : null,
    })),
  };
}

/** What the page's forms post; a test names one of `channels`, and the result carries that channel. */
function changeSchema(channels: ChannelRegistry) {
  return z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("retry"), id: z.coerce.number().int().positive() }),
    z.object({
      intent: z.literal("test"),
      channel: z.string().transform((name, context) => {
        const channel = Object.hasOwn(channels, name) ? channels[name] : undefined;
        if (channel) return { name, ...channel };
        context.issues.push({ code: "custom", input: name, message: "No such channel" });
        return z.NEVER;
      }),
    }),
  ]);
}

const answer = (notice: ActionNoticeData, status = 200) => data(actionNotice(notice), { status });

export async function action(
  { request, context }: Route.ActionArgs,
  channels: ChannelRegistry = notificationChannels,
  settings: NotificationSettings = notificationSettings(),
) {
  const services = context.get(servicesContext);
  const { staff } = await requireStaffAction(request, services);
  const form = await request.formData().catch(() => null);
  const parsed = changeSchema(channels).safeParse(Object.fromEntries(form ?? []));
  if (!parsed.success) {
    return answer(
      { tone: "error", title: "Nothing changed", description: "This page does not know that action." },
      400,
    );
  }
  const db = await services.db();
  const change = parsed.data;
  if (change.intent === "retry") {
    const retried = await retryDelivery(db, change.id, services.notifications.wake);
    if (!retried.ok) {
      return answer(
        retried.refused === "link-gone"
          ? {
              tone: "error",
              title: "Not sent again",
              description: "The invitation's link is no longer kept. Invite again from the Staff page.",
            }
          : {
              tone: "error",
              title: "Nothing to retry",
              description: "That delivery has not failed: it was sent, or is already waiting.",
            },
        409,
      );
    }
    await audit(db, { actor: staff.email, action: "notification-retry", target: `delivery ${change.id}` });
    return answer({
      tone: "success",
      title: "Sending again",
      description: "It is being sent now. This page shows the result when you reload it.",
    });
  }
  const { channel } = change;
  const own = settings[channel.name] ?? null;
  if (own === null) {
    return answer(
      {
        tone: "error",
        title: `${channel.label} is off`,
        description: `Set ${Object.keys(channel.variables).join(", ")} first.`,
      },
      409,
    );
  }
  const sent = await sendTestNotification(channel, own, staff.name, settings.attemptTimeoutMs);
  await audit(db, {
    actor: staff.email,
    action: "notification-test",
    target: `${channel.name}: ${sent.ok ? "sent" : "failed"}`,
  });
  if (!sent.ok)
    return answer(
      { tone: "error", title: `The test ${channel.label.toLowerCase()} failed`, description: sent.problem },
      502,
    );
  return answer({ tone: "success", title: "Test notification sent", description: sent.said });
}

/** "A, B, C", or "A and B": variables as the page has always listed them. */
const variableList = (names: string[]) => (names.length === 2 ? names.join(" and ") : names.join(", "));

export default function Notifications({ loaderData, actionData }: Route.ComponentProps) {
  const { channels, configured, deliveries, undelivered, expireAfterDays, shown } = loaderData;
  const off = configured.length === 0;
  const whatToSet = channels.map((channel) => `${channel.getThem}, set ${variableList(channel.variables)}`);
  return (
    <AdminPage title="Notifications">
      <ActionNotice result={actionData} />
      {off && (
        <Notice tone="error" title="Notifications are off">
          <p>
            Nobody is told of new messages and testimonials: read them here in the back office. To get them{" "}
            {whatToSet.join("; ")}. Then restart the server.
          </p>
          {undelivered > 0 && (
            <p className="mt-2">
              {undelivered} {undelivered === 1 ? "notification is" : "notifications are"} kept and will be
              sent once a channel is set; any older than {expireAfterDays} days are then marked expired
              instead.
            </p>
          )}
        </Notice>
      )}
      <AdminCard id="channels" title="Channels">
        <ul className="grid gap-4 md:grid-cols-2">
          {channels.map((channel) => (
            <ChannelCard key={channel.name} channel={channel} />
          ))}
        </ul>
      </AdminCard>
      <AdminCard id="deliveries" title="Deliveries">
        <p className="text-sm text-slate-700">
          Each new message and testimonial, on each channel, newest first (India time); the latest {shown} are
          shown. A failed attempt is tried again after about 1 minute, 5 minutes, 30 minutes, 2 hours and 12
          hours, then the delivery has failed.
        </p>
        {deliveries.length === 0 ? (
          <p className="text-slate-700">Nothing sent yet.</p>
        ) : (
          <ol className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200">
            {deliveries.map((delivery) => (
              <li key={delivery.id} className="space-y-2 p-4" data-delivery={delivery.id}>
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <p className="font-semibold text-brand-950">{delivery.what}</p>
                  <span
                    className={cn(
                      "rounded-full px-2 py-0.5 text-xs font-bold",
                      STATUS_STYLES[delivery.status],
                    )}
                  >
                    {STATUS_LABELS[delivery.status]}
                  </span>
                </div>
                <dl className="grid gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-[repeat(3,minmax(0,1fr))]">
                  <div>
                    <dt className="inline">Channel: </dt>
                    <dd className="inline">
                      {delivery.channel}
                      {!delivery.channelOn && " (off)"}
                    </dd>
                  </div>
                  <div>
                    <dt className="inline">Received: </dt>
                    <dd className="inline">
                      <time dateTime={delivery.createdIso}>{delivery.created}</time>
                    </dd>
                  </div>
                  <div>
                    <dt className="inline">Attempts: </dt>
                    <dd className="inline">{delivery.attempts}</dd>
                  </div>
                  {delivery.sent && (
                    <div>
                      <dt className="inline">Sent: </dt>
                      <dd className="inline">{delivery.sent}</dd>
                    </div>
                  )}
                  {delivery.status !== "sent" && delivery.lastAttempt && (
                    <div>
                      <dt className="inline">Last attempt: </dt>
                      <dd className="inline">{delivery.lastAttempt}</dd>
                    </div>
                  )}
                  {delivery.nextAttempt && delivery.attempts > 0 && (
                    <div>
                      <dt className="inline">Next attempt: </dt>
                      <dd className="inline">{delivery.nextAttempt}</dd>
                    </div>
                  )}
                  {delivery.lastError && (
                    <div className="sm:col-span-3">
                      <dt className="inline">Last error: </dt>
                      <dd className="inline break-words text-red-900">{delivery.lastError}</dd>
                    </div>
                  )}
                </dl>
                {delivery.status === "failed" && !delivery.retryable && (
                  <p className="text-sm text-slate-700">
                    The link is no longer kept: invite again from the Staff page.
                  </p>
                )}
                {delivery.retryable && (
                  <Form method="post">
                    <input type="hidden" name="intent" value="retry" />
                    <input type="hidden" name="id" value={delivery.id} />
                    <SubmitButton variant="outline">
                      <RotateCw aria-hidden="true" /> Retry now
                      <span className="sr-only">
                        : {delivery.what}, {delivery.channel}
                      </span>
                    </SubmitButton>
                  </Form>
                )}
              </li>
            ))}
          </ol>
        )}
      </AdminCard>
    </AdminPage>
  );
}

function SettingList({ entries }: { entries: [label: string, value: string][] }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
      {entries.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="break-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ChannelCard({ channel }: { channel: Route.ComponentProps["loaderData"]["channels"][number] }) {
  const { label, settings } = channel;
  const on = settings !== null;
  return (
    <li className="space-y-3 rounded-xl border border-slate-200 p-4">
      <p className="flex items-center gap-2 font-bold text-brand-950">
        {label}
        <span
          className={cn(
            "rounded-full px-2 py-0.5 text-xs font-bold",
            on ? "bg-emerald-100 text-emerald-950" : "bg-slate-200 text-slate-900",
          )}
        >
          {on ? "On" : "Off"}
        </span>
      </p>
      {on ? (
        <>
          <SettingList entries={settings} />
          <Form method="post">
            <input type="hidden" name="intent" value="test" />
            <input type="hidden" name="channel" value={channel.name} />
            <SubmitButton variant="outline">
              <Send aria-hidden="true" /> Send test notification
              <span className="sr-only"> by {label.toLowerCase()}</span>
            </SubmitButton>
          </Form>
        </>
      ) : (
        <p className="flex gap-2 text-sm text-slate-700">
          <BellOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>Off: set {channel.variables.join(", ")} and restart the server.</span>
        </p>
      )}
    </li>
  );
}
