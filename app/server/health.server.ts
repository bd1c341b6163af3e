import { sql } from "drizzle-orm";
import { getDb } from "~/server/db/client.server";

/** How long readiness waits for the database before saying it is not ready */
export const READINESS_TIMEOUT_MS = 2_000;

/**
 * Whether this instance can serve everything: its database opened (which
 * applies the migrations, app/server/db/client.server.ts) and answers now.
 */
export async function isReady(timeoutMs = READINESS_TIMEOUT_MS): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = (async () => {
    await (await getDb()).execute(sql`select 1`);
    return true;
  })().catch(() => false);
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
