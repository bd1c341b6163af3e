import { eq } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { channelSettings } from "~/server/db/schema";
import { type ServerEnv, serverEnv } from "~/server/env.server";
import { authSecret, seal, unseal } from "~/server/secrets.server";
import { type ChannelRegistry, channelSettingsSchema, notificationChannels } from "./channels.server";

export interface NotificationSettings {
  /** Each channel's own settings by its name (channels.server.ts), null when it is off */
  readonly [channel: string]: unknown;
  /** One attempt on any channel, at most */
  attemptTimeoutMs: number;
  /** How long a worker's claim on a delivery holds */
  leaseMs: number;
}

/** The channels as the environment configures them (parsed and checked at start, env.server.ts). */
export function notificationSettings(env: ServerEnv = serverEnv()): NotificationSettings {
  return {
    ...env.channelSettings,
    attemptTimeoutMs: env.NOTIFY_ATTEMPT_TIMEOUT_SECONDS * 1000,
    leaseMs: env.NOTIFY_LEASE_SECONDS * 1000,
  };
}

/** The names of the channels that are on, in the registry's order. */
export function configuredChannels(
  settings: NotificationSettings,
  channels: ChannelRegistry = notificationChannels,
): string[] {
  return Object.keys(channels).filter((name) => (settings[name] ?? null) !== null);
}

/*
 * An admin may set a channel from the back office (issue 25) instead of the environment: its
 * variables' values, checked by the same rules, stored sealed under a key derived from the auth
 * secret. Every use reads them afresh (one small row per channel), so a change holds at once on every
 * instance, with no restart. Where the environment sets a channel, the environment wins.
 */

/** Where a channel's settings come from; null when it is off. */
export type SettingsSource = "environment" | "back office";

export interface CurrentNotificationSettings {
  settings: NotificationSettings;
  sources: Record<string, SettingsSource | null>;
  /** The values an admin saved, by channel: what the back office's form starts from */
  saved: Record<string, Record<string, string>>;
  /** Channels whose saved values can no longer be opened (the auth secret changed): the page says so */
  unreadable: string[];
}

const PURPOSE = "notification-channel-settings";

/**
 * The values an admin saved for each channel. A row that cannot be opened (the auth secret changed)
 * counts as none, and is named for the back office to say so: read on every form post and worker
 * round, it is not logged each time.
 */
async function savedValues(db: Database) {
  const saved: Record<string, Record<string, string>> = {};
  const unreadable: string[] = [];
  const rows = await db.select().from(channelSettings);
  if (rows.length === 0) return { saved, unreadable };
  const secret = await authSecret(db);
  for (const row of rows) {
    const text = unseal(secret, PURPOSE, row.sealed);
    if (text !== null) saved[row.channel] = JSON.parse(text) as Record<string, string>;
    else unreadable.push(row.channel);
  }
  return { saved, unreadable };
}

/** One channel's settings from its variables' values, or null (some missing, or one wrong). */
function settingsFrom(channels: ChannelRegistry, name: string, values: Record<string, string>): unknown {
  const parsed = channelSettingsSchema({ [name]: channels[name]! }).safeParse(values);
  return parsed.success ? ((parsed.data as Record<string, unknown>)[name] ?? null) : null;
}

/** The channels' settings now: the environment's where it sets a channel, else an admin's, else off. */
export async function currentNotificationSettings(
  db: Database,
  {
    env = serverEnv(),
    channels = notificationChannels,
  }: { env?: ServerEnv; channels?: ChannelRegistry } = {},
): Promise<CurrentNotificationSettings> {
  const fromEnvironment = notificationSettings(env);
  const { saved, unreadable } = await savedValues(db);
  const settings: Record<string, unknown> = { ...fromEnvironment };
  const sources: Record<string, SettingsSource | null> = {};
  for (const name of Object.keys(channels)) {
    const own = fromEnvironment[name] ?? null;
    const stored = saved[name] ? settingsFrom(channels, name, saved[name]) : null;
    settings[name] = own ?? stored;
    sources[name] = own !== null ? "environment" : stored !== null ? "back office" : null;
  }
  return { settings: settings as NotificationSettings, sources, saved, unreadable };
}

export type SaveChannelResult =
  | { status: "saved"; settings: unknown }
  | { status: "cleared" }
  | { status: "invalid"; fields: Record<string, string> };

/**
 * Checks a channel's values as the environment's are checked (all set, or none) and, unless `check`
 * only, stores them sealed; all empty turns the channel off. The caller audits.
 */
export async function saveChannelValues(
  db: Database,
  {
    channel,
    values,
    by,
    checkOnly = false,
  }: { channel: string; values: Record<string, string>; by: string; checkOnly?: boolean },
  channels: ChannelRegistry = notificationChannels,
): Promise<SaveChannelResult> {
  const definition = channels[channel];
  if (!definition) return { status: "invalid", fields: { channel: "No such channel" } };
  const own = Object.fromEntries(
    Object.keys(definition.variables).map((variable) => [variable, (values[variable] ?? "").trim()]),
  );
  if (Object.values(own).every((value) => value === "")) {
    if (!checkOnly) await db.delete(channelSettings).where(eq(channelSettings.channel, channel));
    return { status: "cleared" };
  }
  const parsed = channelSettingsSchema({ [channel]: definition }).safeParse(own);
  // zod checks "all or none" only once every value given is valid: a missing one is named here too.
  const set = Object.keys(own).filter((variable) => own[variable] !== "");
  const missing = Object.keys(own).filter((variable) => own[variable] === "");
  if (!parsed.success || missing.length > 0) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error?.issues ?? [])
      fields[String(issue.path[0] ?? channel)] ??= issue.message;
    for (const variable of missing) {
      fields[variable] ??=
        `${variable} must be set too when ${set.join(" and ")} ${set.length === 1 ? "is" : "are"}`;
    }
    return { status: "invalid", fields };
  }
  if (!checkOnly) {
    const sealed = seal(await authSecret(db), PURPOSE, JSON.stringify(own));
    await db
      .insert(channelSettings)
      .values({ channel, sealed, updatedBy: by })
      .onConflictDoUpdate({
        target: channelSettings.channel,
        set: { sealed, updatedBy: by, updatedAt: new Date() },
      });
  }
  return { status: "saved", settings: (parsed.data as Record<string, unknown>)[channel] };
}
