import { type ServerEnv, serverEnv } from "~/server/env.server";
import { type ChannelRegistry, notificationChannels } from "./channels.server";

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
