import path from "node:path";
import { z } from "zod";

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
  /** Signs staff sessions; unset, one is made once and kept in the database. */
  AUTH_SECRET: z
    .string()
    .trim()
    .min(32, { error: "AUTH_SECRET must be at least 32 characters" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
});

export type ServerEnv = z.output<typeof ServerEnvSchema> & { dataDir: string; migrationsDir: string };

export function parseServerEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const parsed = ServerEnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
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
