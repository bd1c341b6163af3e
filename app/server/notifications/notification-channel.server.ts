import type { z } from "zod";
import type { NotificationKind, StoredNotification } from "./messages.server";

/*
 * What a notification channel is. Apart from the registry
 * (channels.server.ts), which imports every channel's module: a channel's
 * module needs this shape, and importing it from the registry would make
 * each import the other.
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
  /**
   * Each variable as the back office's form asks for it. A secret one (a password, a key) is never
   * shown again once saved: left empty, the saved value stays.
   */
  fields: { [Name in keyof Variables]: { label: string; hint: string; secret?: boolean } };
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
