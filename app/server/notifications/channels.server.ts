import { z } from "zod";
import { emailChannel } from "./email.server";
import type { NotificationKind, StoredNotification } from "./messages.server";
import { webhookChannel } from "./webhook.server";

/*
 * The notification channels: one entry each, and everything else derives
 * from them: the environment's check at start (env.server.ts), the outbox's
 * deliveries (outbox.server.ts), the worker's dispatch (worker.server.ts) and
 * the back office's Notifications page. A new channel is a module like
 * webhook.server.ts, its line below, and its variables in the README's table
 * (and, while notification_deliveries' CHECK in db/schema.ts still lists the
 * channels, a migration widening it); tests/integration/notification-channels.test.ts
 * adds a fictional one to prove that no other module needs to know.
 */

/** A channel's environment variables, each with the rule for its text (trimmed; empty is unset). */
export type ChannelVariables = Record<string, z.ZodType<unknown, string>>;

/**
 * One channel. `Settings` are its own: only its methods read them, so the
 * rest of the code handles any channel alike.
 */
export interface NotificationChannel<
  Settings = unknown,
  Variables extends ChannelVariables = ChannelVariables,
> {
  /** Its name in the back office: "E-mail" */
  label: string;
  /** Ends "To get them …" where the back office says notifications are off: "by e-mail" */
  getThem: string;
  /** Its environment variables: all of them set (then it is on), or none */
  variables: Variables;
  /** Its settings, from its variables once all are set and valid */
  settings(values: { [Name in keyof Variables]: z.output<Variables[Name]> }): Settings;
  /** What it tells of */
  kinds: readonly NotificationKind[];
  /** One attempt, bounded by `timeoutMs`. Throws what went wrong: a PermanentFailure when waiting cannot mend it */
  send(notification: StoredNotification, settings: Settings, timeoutMs: number): Promise<void>;
  /** "Send test notification": one attempt outside the outbox; resolves to what the person who asked is told */
  sendTest(settings: Settings, sentBy: string, timeoutMs: number): Promise<string>;
  /** What the back office and the log show of its settings: never a password, key or secret */
  describe(settings: Settings): [label: string, value: string][];
}

/** Channels by name: the name is what a delivery row keeps. */
export type ChannelRegistry = Readonly<Record<string, NotificationChannel>>;

/** The site's channels, in the order the back office lists them. */
export const notificationChannels = {
  email: emailChannel,
  webhook: webhookChannel,
} satisfies ChannelRegistry;

export type Channel = keyof typeof notificationChannels;

/** An empty variable is the same as an unset one: `FOO=` in an env file turns it off. */
function unsetWhenEmpty(rule: z.ZodType<unknown, string>) {
  return z.preprocess(
    (value) => (typeof value === "string" ? value.trim() || undefined : value),
    rule.optional(),
  );
}

/**
 * The environment's part for `channels`, checked at start with the rest
 * (env.server.ts): each variable by its rule, and a channel's variables all
 * set or none, since half of one is a mistake better named at start than
 * found at the first lead. It yields each channel's settings by name, null
 * for a channel that is off.
 */
export function channelSettingsSchema(channels: ChannelRegistry) {
  const entries = Object.entries(channels);
  const variablesOf = (channel: NotificationChannel) => Object.keys(channel.variables);
  const rules = entries.flatMap(([, channel]) =>
    Object.entries(channel.variables).map(([name, rule]) => [name, unsetWhenEmpty(rule)] as const),
  );
  return z
    .object(Object.fromEntries(rules))
    .superRefine((values, context) => {
      for (const [, channel] of entries) {
        const set = variablesOf(channel).filter((name) => values[name] !== undefined);
        if (set.length === 0 || set.length === variablesOf(channel).length) continue;
        for (const name of variablesOf(channel).filter((name) => values[name] === undefined)) {
          context.addIssue({
            code: "custom",
            path: [name],
            message: `${name} must be set too when ${set.join(" and ")} ${set.length === 1 ? "is" : "are"}`,
          });
        }
      }
    })
    .transform((values) =>
      Object.fromEntries(
        entries.map(([name, channel]) => {
          const own = Object.fromEntries(
            variablesOf(channel).map((variable) => [variable, values[variable]]),
          );
          const on = Object.values(own).every((value) => value !== undefined);
          return [name, on ? channel.settings(own) : null];
        }),
      ),
    );
}

export type SentTest = { ok: true; said: string } | { ok: false; problem: string };

/** "Send test notification" on one channel: what it said, or what went wrong. */
export async function sendTestNotification(
  channel: NotificationChannel,
  settings: unknown,
  sentBy: string,
  timeoutMs: number,
): Promise<SentTest> {
  try {
    return { ok: true, said: await channel.sendTest(settings, sentBy, timeoutMs) };
  } catch (error) {
    return { ok: false, problem: error instanceof Error ? error.message : String(error) };
  }
}
