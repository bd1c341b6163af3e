import { BellOff, RotateCw, Send } from "lucide-react";
import { data, Form } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/notifications";
import { ActionNotice, type ActionNoticeData } from "~/components/admin/action-notice";
import { AdminCard, AdminPage, SubmitButton } from "~/components/admin/admin-shell";
import { Notice } from "~/components/ui/field";
import { adminMeta } from "~/lib/admin";
import { formatIst } from "~/lib/ist";
import { cn } from "~/lib/utils";
import { getDb } from "~/server/db/client.server";
import { describeNotification } from "~/server/notifications/messages.server";
import {
  type DeliveryStatus,
  EXPIRE_AFTER_DAYS,
  listDeliveries,
  retryDelivery,
  undeliveredNotificationCount,
} from "~/server/notifications/outbox.server";
import {
  type Channel,
  configuredChannels,
  describeSettings,
  notificationSettings,
} from "~/server/notifications/settings.server";
import { sendTestNotification } from "~/server/notifications/worker.server";
import { audit } from "~/server/staff/audit.server";
import { requireStaffAction, requireStaffPage } from "~/server/staff/session.server";

export const meta: Route.MetaFunction = () => adminMeta("Notifications");

/** How many deliveries the page lists: the newest. */
const SHOWN = 100;

const CHANNEL_LABELS: Record<Channel, string> = { email: "E-mail", webhook: "Webhook" };

/** What to set for each channel, as the README's table names them. */
const CHANNEL_VARIABLES: Record<Channel, string[]> = {
  email: ["SMTP_URL", "MAIL_FROM", "NOTIFY_EMAIL"],
  webhook: ["WEBHOOK_URL", "WEBHOOK_SECRET"],
};

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

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaffPage(request);
  const db = await getDb();
  const settings = notificationSettings();
  const configured = configuredChannels(settings);
  const [rows, undelivered] = await Promise.all([
    listDeliveries(db, SHOWN),
    undeliveredNotificationCount(db),
  ]);
  return {
    shown: SHOWN,
    settings: describeSettings(settings),
    configured,
    undelivered,
    expireAfterDays: EXPIRE_AFTER_DAYS,
    deliveries: rows.map((row) => ({
      id: row.id,
      what: describeNotification(row.event),
      created: formatIst(row.createdAt),
      createdIso: row.createdAt.toISOString(),
      channel: row.channel,
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

const ChangeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("retry"), id: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal("test"), channel: z.enum(["email", "webhook"]) }),
]);

const answer = (notice: ActionNoticeData, status = 200) => data<ActionNoticeData>(notice, { status });

export async function action({ request }: Route.ActionArgs) {
  const { staff } = await requireStaffAction(request);
  const form = await request.formData().catch(() => null);
  const parsed = ChangeSchema.safeParse(Object.fromEntries(form ?? []));
  if (!parsed.success) {
    return answer(
      { tone: "error", title: "Nothing changed", description: "This page does not know that action." },
      400,
    );
  }
  const db = await getDb();
  const change = parsed.data;
  if (change.intent === "retry") {
    const retried = await retryDelivery(db, change.id);
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
  const settings = notificationSettings();
  const label = CHANNEL_LABELS[change.channel];
  if (!settings[change.channel]) {
    return answer(
      {
        tone: "error",
        title: `${label} is off`,
        description: `Set ${CHANNEL_VARIABLES[change.channel].join(", ")} first.`,
      },
      409,
    );
  }
  const problem = await sendTestNotification(change.channel, settings, staff.name);
  await audit(db, {
    actor: staff.email,
    action: "notification-test",
    target: `${change.channel}: ${problem ? "failed" : "sent"}`,
  });
  if (problem)
    return answer(
      { tone: "error", title: `The test ${label.toLowerCase()} failed`, description: problem },
      502,
    );
  return answer({
    tone: "success",
    title: "Test notification sent",
    description:
      change.channel === "email"
        ? `The mail server accepted it for ${settings.email?.to.join(", ")}. Check that inbox (and its spam folder).`
        : "The webhook answered with success.",
  });
}

export default function Notifications({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, configured, deliveries, undelivered, expireAfterDays, shown } = loaderData;
  const off = configured.length === 0;
  return (
    <AdminPage title="Notifications">
      <ActionNotice result={actionData} />
      {off && (
        <Notice tone="error" title="Notifications are off">
          <p>
            Nobody is told of new messages and testimonials: read them here in the back office. To get them by
            e-mail, set {CHANNEL_VARIABLES.email.join(", ")}; for a webhook (Zapier, Make, n8n, Slack), set{" "}
            {CHANNEL_VARIABLES.webhook.join(" and ")}. Then restart the server.
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
          <ChannelCard channel="email" on={Boolean(settings.email)}>
            {settings.email && (
              <SettingList
                entries={[
                  ["Server", settings.email.smtp],
                  ["From", settings.email.from],
                  ["To", settings.email.to.join(", ")],
                ]}
              />
            )}
          </ChannelCard>
          <ChannelCard channel="webhook" on={Boolean(settings.webhook)}>
            {settings.webhook && (
              <SettingList
                entries={[
                  ["URL", settings.webhook.url],
                  ["Secret", "Set (not shown)"],
                ]}
              />
            )}
          </ChannelCard>
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
                      {CHANNEL_LABELS[delivery.channel]}
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
                        : {delivery.what}, {CHANNEL_LABELS[delivery.channel]}
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

function ChannelCard({
  channel,
  on,
  children,
}: {
  channel: Channel;
  on: boolean;
  children: React.ReactNode;
}) {
  const label = CHANNEL_LABELS[channel];
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
          {children}
          <Form method="post">
            <input type="hidden" name="intent" value="test" />
            <input type="hidden" name="channel" value={channel} />
            <SubmitButton variant="outline">
              <Send aria-hidden="true" /> Send test notification
              <span className="sr-only"> by {label.toLowerCase()}</span>
            </SubmitButton>
          </Form>
        </>
      ) : (
        <p className="flex gap-2 text-sm text-slate-700">
          <BellOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>Off: set {CHANNEL_VARIABLES[channel].join(", ")} and restart the server.</span>
        </p>
      )}
    </li>
  );
}
