import { z } from "zod";
import { emailChannel } from "./email.server";
import type { ChannelRegistry, NotificationChannel } from "./notification-channel.server";
import { webhookChannel } from "./webhook.server";

export type { ChannelRegistry, ChannelVariables, NotificationChannel } from "./notification-channel.server";

/*
 * The notification channels: one entry each, and everything else derives
 * from them: the environment's check at start (env.server.ts), the outbox's
 * deliveries (outbox.server.ts), the worker's dispatch (worker.server.ts) and
 * the back office's Notifications page. A new channel is a module like
 * webhook.server.ts, its line below, and its variables in the README's
 * table; tests/integration/notification-channels.test.ts adds a fictional
 * one to prove that no other module needs to know.
 */

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
    return { ok: false, problem: plainProblem(error instanceof Error ? error.message : String(error)) };
  }
}

/** What the usual network and mail-server failures mean, said first; the technical words follow. */
const PLAIN_PROBLEMS: [RegExp, string][] = [
  [/ECONNREFUSED/, "Nothing answered at that address and port: check the server's name and port."],
  [/ENOTFOUND|EAI_AGAIN/, "No server has that name: check its spelling."],
  [/ETIMEDOUT|timed? ?out/i, "The server did not answer in time: check its name and port, or try again."],
  [/\b535\b|EAUTH|Invalid login|authentication/i, "The mail server refused the user name or password."],
  [
    /certificate|self[- ]signed|TLS|SSL/i,
    "The secure connection failed: check smtps:// (port 465) or smtp:// (port 587).",
  ],
];

export function plainProblem(message: string): string {
  const plain = PLAIN_PROBLEMS.find(([pattern]) => pattern.test(message))?.[1];
  return plain ? `${plain} (${message})` : message;
}
