import { BellOff, RotateCw, Send } from "lucide-react";
import { data, Form } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/notifications";
import { ActionNotice, type ActionNoticeData, actionNotice } from "~/components/admin/action-notice";
import { AdminCard, AdminPage, SubmitButton } from "~/components/admin/admin-shell";
import { Field, Input, Notice } from "~/components/ui/field";
import { adminMeta } from "~/lib/admin";
import { formatIst } from "~/lib/ist";
import { cn } from "~/lib/utils";
import { servicesContext } from "~/server/context.server";
import type { Database } from "~/server/db/client.server";
import { describeNotification } from "~/server/notifications/messages.server";
import {
  type DeliveryStatus,
  EXPIRE_AFTER_DAYS,
  linkGone,
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
  currentNotificationSettings,
  saveChannelValues,
} from "~/server/notifications/settings.server";
import type { ServerEnv } from "~/server/env.server";
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
  env?: ServerEnv,
) {
  const services = context.get(servicesContext);
  const { staff } = await requireStaffPage(request, services, { url });
  const db = await services.db();
  const { settings, sources, saved, unreadable } = await currentNotificationSettings(db, { env, channels });
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
        source: sources[name] ?? null,
        unreadable: unreadable.includes(name),
        fields: formFields(channel, saved[name] ?? {}),
      };
    }),
    /** Only admins change the channels, and only they are told that notifications are off. */
    canChange: staff.role === "admin",
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
      // A failed invitation's or privacy request's link is no longer kept: it is asked for again instead.
      retryable: row.status === "failed" && !linkGone(row.event.kind, row.event.payload),
      attempts: row.attempts,
      lastError: row.lastError,
      lastAttempt: row.lastAttemptAt ? formatIst(row.lastAttemptAt) : null,
      nextAttempt: row.status === "waiting" ? formatIst(row.nextAttemptAt) : null,
      sent: row.sentAt ? formatIst(row.sentAt) : null,
    })),
  };
}

/**
 * A channel's form as the page shows it: each variable's label and hint, and the saved value of
 * those that are not secret. A secret (a password, a key) is never sent back to the browser: the
 * page only says that one is saved, and an empty field keeps it.
 */
function formFields(channel: ChannelRegistry[string], saved: Record<string, string>) {
  return Object.entries(channel.fields).map(([name, field]) => ({
    name,
    label: field.label,
    hint: field.hint,
    secret: Boolean(field.secret),
    value: field.secret ? "" : (saved[name] ?? ""),
    saved: Boolean(saved[name]),
  }));
}

/** The values a channel's form posted, a secret left empty taking its saved value. */
function postedValues(
  channel: ChannelRegistry[string],
  form: Record<string, unknown>,
  saved: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(channel.fields).map(([name, field]) => {
      const posted = typeof form[name] === "string" ? form[name].trim() : "";
      return [name, field.secret && posted === "" ? (saved[name] ?? "") : posted];
    }),
  );
}

/** What the page's forms post; a test names one of `channels`, and the result carries that channel. */
const channelName = (channels: ChannelRegistry) =>
  z.string().transform((name, context) => {
    const channel = Object.hasOwn(channels, name) ? channels[name] : undefined;
    if (channel) return { name, ...channel };
    context.issues.push({ code: "custom", input: name, message: "No such channel" });
    return z.NEVER;
  });

function changeSchema(channels: ChannelRegistry) {
  return z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("retry"), id: z.coerce.number().int().positive() }),
    z.object({ intent: z.literal("test"), channel: channelName(channels) }),
    z.object({
      intent: z.enum(["test-settings", "save-settings", "clear-settings"]),
      channel: channelName(channels),
    }),
  ]);
}

const answer = (notice: ActionNoticeData, status = 200) => data(actionNotice(notice), { status });

export async function action(
  { request, context }: Route.ActionArgs,
  channels: ChannelRegistry = notificationChannels,
  env?: ServerEnv,
) {
  const services = context.get(servicesContext);
  const { staff } = await requireStaffAction(request, services);
  const form = Object.fromEntries((await request.formData().catch(() => null)) ?? []);
  const parsed = changeSchema(channels).safeParse(form);
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
  const { settings, sources, saved } = await currentNotificationSettings(db, { env, channels });
  if (change.intent !== "test") {
    return changeSettings(db, {
      intent: change.intent,
      channel,
      values: postedValues(channel, form, saved[channel.name] ?? {}),
      source: sources[channel.name] ?? null,
      staff,
      channels,
      attemptTimeoutMs: settings.attemptTimeoutMs,
      wake: services.notifications.wake,
    });
  }
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

/** An admin's channel form that was refused: which channel, and each field's message. */
type RefusedSettings = ActionNoticeData & { channel: string; fields: Record<string, string> };

const refusedSettings = (result: unknown): result is RefusedSettings =>
  typeof result === "object" && result !== null && "channel" in result && "fields" in result;

type ChangeSettings = {
  intent: "test-settings" | "save-settings" | "clear-settings";
  channel: ChannelRegistry[string] & { name: string };
  values: Record<string, string>;
  source: "environment" | "back office" | null;
  staff: { email: string; name: string; role: string | null };
  channels: ChannelRegistry;
  attemptTimeoutMs: number;
  /** This process's worker: a channel just set sends what waited for it now, not at its next look */
  wake: () => void;
};

/**
 * An admin's change to a channel: try the form's values with a test notification (nothing is
 * saved), save them, or remove them. The environment's channels are changed in the environment.
 */
async function changeSettings(db: Database, change: ChangeSettings) {
  const { channel, staff } = change;
  if (staff.role !== "admin") {
    return answer(
      { tone: "error", title: "Nothing changed", description: "Only an admin can change this." },
      403,
    );
  }
  if (change.source === "environment") {
    return answer(
      {
        tone: "error",
        title: "Nothing changed",
        description: `${channel.label} is set by the server's environment (${Object.keys(channel.variables).join(", ")}), which wins: change it there.`,
      },
      409,
    );
  }
  const values = change.intent === "clear-settings" ? {} : change.values;
  const result = await saveChannelValues(
    db,
    { channel: channel.name, values, by: staff.email, checkOnly: change.intent === "test-settings" },
    change.channels,
  );
  if (result.status === "invalid") {
    return data(
      {
        ...actionNotice({
          tone: "error",
          title: change.intent === "test-settings" ? "Not sent" : "Not saved",
          description: "Check the fields marked below.",
        }),
        channel: channel.name,
        fields: namedFields(channel, result.fields),
      },
      { status: 400 },
    );
  }
  if (change.intent === "test-settings") {
    if (result.status === "cleared") {
      return answer(
        { tone: "error", title: "Nothing to test", description: "Fill in the settings first." },
        400,
      );
    }
    const sent = await sendTestNotification(channel, result.settings, staff.name, change.attemptTimeoutMs);
    await audit(db, {
      actor: staff.email,
      action: "notification-test",
      target: `${channel.name} (not saved): ${sent.ok ? "sent" : "failed"}`,
    });
    if (!sent.ok) {
      return answer(
        { tone: "error", title: `The test ${channel.label.toLowerCase()} failed`, description: sent.problem },
        502,
      );
    }
    return answer({
      tone: "success",
      title: "Test notification sent",
      description: `${sent.said} These settings are not saved yet: press Save to use them.`,
    });
  }
  await audit(db, {
    actor: staff.email,
    action: "setting-change",
    target: `Notifications: ${channel.label}`,
  });
  change.wake();
  // `saved`: the forms show what is stored now, not what was typed (a secret's field empty again).
  return data({
    ...actionNotice(
      result.status === "cleared"
        ? { tone: "success", title: `${channel.label} is off`, description: "Its settings are removed." }
        : {
            tone: "success",
            title: "Settings saved",
            description: `${channel.label} is on: new messages and testimonials are sent this way from now on.`,
          },
    ),
    saved: true,
  });
}

/** Field messages by variable, said with the form's labels instead of the variables' names. */
function namedFields(channel: ChannelRegistry[string], fields: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(fields).map(([name, message]) => {
      let said = message;
      for (const [variable, field] of Object.entries(channel.fields))
        said = said.replaceAll(variable, field.label);
      return [name, said];
    }),
  );
}

export default function Notifications({ loaderData, actionData }: Route.ComponentProps) {
  const { channels, configured, deliveries, undelivered, expireAfterDays, shown, canChange } = loaderData;
  const off = configured.length === 0;
  const refused = refusedSettings(actionData) ? actionData : null;
  // After a save the forms start again from what is stored; after a test or a refusal they keep what was typed.
  const formKey = actionData && "saved" in actionData ? actionData.id : "opened";
  return (
    <AdminPage title="Notifications">
      <ActionNotice result={actionData} />
      {off && canChange && (
        <Notice tone="error" title="Notifications are off">
          <p>
            Nobody is told of new messages and testimonials: read them here in the back office. To get them{" "}
            {channels.map((channel) => channel.getThem).join(" or ")}, fill in a channel below, send a test
            notification, and save.
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
        <ul className="grid gap-4 lg:grid-cols-2">
          {channels.map((channel) => (
            <ChannelCard
              key={`${channel.name} ${formKey}`}
              channel={channel}
              canChange={canChange}
              errors={refused?.channel === channel.name ? refused.fields : undefined}
            />
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

type ChannelView = Route.ComponentProps["loaderData"]["channels"][number];

function ChannelCard({
  channel,
  canChange,
  errors,
}: {
  channel: ChannelView;
  canChange: boolean;
  errors?: Record<string, string>;
}) {
  const { label, settings, source } = channel;
  const on = settings !== null;
  return (
    <li className="min-w-0 space-y-3 rounded-xl border border-slate-200 p-4">
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
      {on && <SettingList entries={settings} />}
      {channel.unreadable && (
        <p className="text-sm text-red-800">
          Its saved settings can no longer be read (the server's AUTH_SECRET changed): enter them again.
        </p>
      )}
      {source === "environment" ? (
        <>
          <p className="text-sm text-slate-700">
            Set by the server's environment ({channel.variables.join(", ")}), which wins over the back office:
            change it there.
          </p>
          <Form method="post">
            <input type="hidden" name="intent" value="test" />
            <input type="hidden" name="channel" value={channel.name} />
            <SubmitButton variant="outline">
              <Send aria-hidden="true" /> Send test notification
              <span className="sr-only"> by {label.toLowerCase()}</span>
            </SubmitButton>
          </Form>
        </>
      ) : canChange ? (
        <ChannelForm channel={channel} errors={errors} />
      ) : (
        !on && (
          <p className="flex gap-2 text-sm text-slate-700">
            <BellOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>Off: an admin can set it here.</span>
          </p>
        )
      )}
    </li>
  );
}

/** An admin's form for a channel: try the values with a test notification, save them, or remove them. */
function ChannelForm({ channel, errors }: { channel: ChannelView; errors?: Record<string, string> }) {
  const { label } = channel;
  return (
    <Form method="post" className="space-y-4">
      <input type="hidden" name="channel" value={channel.name} />
      {channel.fields.map((field) => {
        const id = `${channel.name}-${field.name}`;
        const hint =
          field.secret && field.saved
            ? `Saved, not shown. Leave empty to keep it. ${field.hint}`
            : field.hint;
        return (
          <Field
            key={field.name}
            id={id}
            label={field.label}
            required={!(field.secret && field.saved)}
            hint={hint}
            error={errors?.[field.name]}
          >
            {({ required: _required, ...control }) => (
              <Input
                {...control}
                name={field.name}
                type="text"
                autoComplete="off"
                spellCheck={false}
                defaultValue={field.value}
              />
            )}
          </Field>
        );
      })}
      <div className="flex flex-wrap gap-2">
        <SubmitButton name="intent" value="test-settings" variant="outline">
          <Send aria-hidden="true" /> Send test notification
          <span className="sr-only"> by {label.toLowerCase()}</span>
        </SubmitButton>
        <SubmitButton name="intent" value="save-settings">
          Save<span className="sr-only"> {label.toLowerCase()} settings</span>
        </SubmitButton>
        {channel.source === "back office" && (
          <SubmitButton name="intent" value="clear-settings" variant="outline">
            Turn off<span className="sr-only"> {label.toLowerCase()}</span>
          </SubmitButton>
        )}
      </div>
    </Form>
  );
}
