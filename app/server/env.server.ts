import path from "node:path";
import { z } from "zod";

/**
 * The server's environment, parsed once. A bad value stops the server with a
 * message naming the variable, instead of failing later on a request.
 */
/** An empty variable is the same as an unset one: `FOO=` in an env file turns it off. */
function optional<T extends z.ZodType<unknown, string>>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === "string" ? value.trim() || undefined : value),
    schema.optional(),
  );
}

/** "shop@example.com" */
const BARE_ADDRESS = /^[^\s@<>,]+@[^\s@<>,.]+\.[^\s@<>,]+$/;
/** "shop@example.com" or "Shop <shop@example.com>" */
const ADDRESS = /^(?:[^<>@,]*<[^\s@<>,]+@[^\s@<>,.]+\.[^\s@<>,]+>|[^\s@<>,]+@[^\s@<>,.]+\.[^\s@<>,]+)$/;

/** A Standard Webhooks secret: "whsec_" and base64 of 24 to 64 bytes. */
function isWebhookSecret(value: string): boolean {
  const match = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(value);
  if (!match?.[1]) return false;
  const bytes = Buffer.from(match[1], "base64").length;
  return bytes >= 24 && bytes <= 64;
}

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
  /** Signs staff sessions; unset, one is made once and kept in the database. */
  AUTH_SECRET: z
    .string()
    .trim()
    .min(32, { error: "AUTH_SECRET must be at least 32 characters" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: "SMTP_URL must be an smtp:// or smtps:// URL" })),
  MAIL_FROM: optional(z.string().regex(ADDRESS, { error: "MAIL_FROM must be an e-mail address" })),
  NOTIFY_EMAIL: optional(
    z
      .string()
      .transform((value) =>
        value
          .split(",")
          .map((address) => address.trim())
          .filter(Boolean),
      )
      .check((context) => {
        const list = context.value;
        if (list.length === 0) {
          context.issues.push({
            code: "custom",
            input: list,
            message: "NOTIFY_EMAIL must name at least one address",
          });
        }
        for (const address of list.filter((entry) => !BARE_ADDRESS.test(entry))) {
          context.issues.push({
            code: "custom",
            input: list,
            message: `NOTIFY_EMAIL: "${address}" is not an e-mail address (separate several with commas)`,
          });
        }
      }),
  ),
  WEBHOOK_URL: optional(
    z.url({ protocol: /^https?$/, error: "WEBHOOK_URL must be an http:// or https:// URL" }),
  ),
  WEBHOOK_SECRET: optional(
    z.string().refine(isWebhookSecret, {
      error: "WEBHOOK_SECRET must be whsec_ followed by 24 to 64 random bytes in base64",
    }),
  ),
  /** How long one SMTP or webhook attempt may take */
  NOTIFY_ATTEMPT_TIMEOUT_SECONDS: z.coerce.number().min(1).max(300).default(30),
  /** How long a claimed delivery stays with its worker before another may take it */
  NOTIFY_LEASE_SECONDS: z.coerce.number().min(5).max(3600).default(120),
});

/** The channels go together: half of one is a mistake, named at start rather than found at the first lead. */
const NotifyEnvSchema = ServerEnvSchema.superRefine((env, context) => {
  const together = (names: (keyof typeof env)[]) => {
    const set = names.filter((name) => env[name] !== undefined);
    if (set.length === 0 || set.length === names.length) return;
    for (const name of names.filter((name) => env[name] === undefined)) {
      context.addIssue({
        code: "custom",
        path: [name],
        message: `${name} must be set too when ${set.join(" and ")} ${set.length === 1 ? "is" : "are"}`,
      });
    }
  };
  together(["SMTP_URL", "MAIL_FROM", "NOTIFY_EMAIL"]);
  together(["WEBHOOK_URL", "WEBHOOK_SECRET"]);
  if (env.NOTIFY_LEASE_SECONDS <= env.NOTIFY_ATTEMPT_TIMEOUT_SECONDS) {
    context.addIssue({
      code: "custom",
      path: ["NOTIFY_LEASE_SECONDS"],
      message:
        "NOTIFY_LEASE_SECONDS must be longer than NOTIFY_ATTEMPT_TIMEOUT_SECONDS, or a slow send could be taken over",
    });
  }
});

export type ServerEnv = z.output<typeof NotifyEnvSchema> & { dataDir: string; migrationsDir: string };

export function parseServerEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const parsed = NotifyEnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${String(issue.path[0])}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join("\n")}`);
  }
  const env = parsed.data;
  return {
    ...env,
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
