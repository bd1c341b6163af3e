import path from "node:path";
import { z } from "zod";
import {
  channelSettingsSchema,
  type ChannelRegistry,
  notificationChannels,
} from "~/server/notifications/channels.server";

/**
 * The server's environment, parsed once. A bad value stops the server with a
 * message naming the variable, instead of failing later on a request.
 */
const ServerEnvSchema = z.object({
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\//, { error: "DATABASE_URL must be a postgres:// URL" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  /** Accepted submissions per client and form in the window; 0 turns the limit off (benchmarks). */
  RATE_LIMIT_MAX: z.coerce.number().int().min(0).max(10_000).default(5),
  RATE_LIMIT_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(10),
  MIGRATIONS_DIR: z.string().default("drizzle"),
  /** Visits counted without cookies (issue 28); "off" counts none (the benchmark's reference). */
  COUNT_VISITS: z.enum(["on", "off"]).default("on"),
  /** Signs staff sessions; unset, one is made once and kept in the database. */
  AUTH_SECRET: z
    .string()
    .trim()
    .min(32, { error: "AUTH_SECRET must be at least 32 characters" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  // Each notification channel's variables: notifications/channels.server.ts.
  /** How long one SMTP or webhook attempt may take */
  NOTIFY_ATTEMPT_TIMEOUT_SECONDS: z.coerce.number().min(1).max(300).default(30),
  /** How long a claimed delivery stays with its worker before another may take it */
  NOTIFY_LEASE_SECONDS: z.coerce.number().min(5).max(3600).default(120),
});

const NotifyEnvSchema = ServerEnvSchema.superRefine((env, context) => {
  if (env.NOTIFY_LEASE_SECONDS <= env.NOTIFY_ATTEMPT_TIMEOUT_SECONDS) {
    context.addIssue({
      code: "custom",
      path: ["NOTIFY_LEASE_SECONDS"],
      message:
        "NOTIFY_LEASE_SECONDS must be longer than NOTIFY_ATTEMPT_TIMEOUT_SECONDS, or a slow send could be taken over",
    });
  }
});

export type ServerEnv = z.output<typeof NotifyEnvSchema> & {
  dataDir: string;
  migrationsDir: string;
  /** Each notification channel's settings by its name, null when it is off */
  channelSettings: Readonly<Record<string, unknown>>;
};

/** `channels`: the notification channels whose variables are read (a test adds one of its own). */
export function parseServerEnv(
  source: NodeJS.ProcessEnv = process.env,
  channels: ChannelRegistry = notificationChannels,
): ServerEnv {
  const parsed = NotifyEnvSchema.safeParse(source);
  const channelSettings = channelSettingsSchema(channels).safeParse(source);
  if (!parsed.success || !channelSettings.success) {
    const issues = [...(parsed.error?.issues ?? []), ...(channelSettings.error?.issues ?? [])];
    const problems = issues.map((issue) => `  ${String(issue.path[0])}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join("\n")}`);
  }
  const env = parsed.data;
  return {
    ...env,
    channelSettings: channelSettings.data,
    dataDir: env.DATA_DIR === "memory://" ? env.DATA_DIR : path.resolve(env.DATA_DIR),
    migrationsDir: path.resolve(env.MIGRATIONS_DIR),
  };
}

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv();
  return cached;
}

/** Tests change the environment between suites. */
export function resetServerEnv() {
  cached = undefined;
}
