import { sql } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { within } from "~/server/within.server";

/** How long readiness waits for the database before saying it is not ready */
export const READINESS_TIMEOUT_MS = 2_000;

/**
 * Whether this instance can serve everything: its database opened (which
 * applies the migrations, app/server/db/client.server.ts) and answers now.
 */
export function isReady(db: () => Promise<Database>, timeoutMs = READINESS_TIMEOUT_MS): Promise<boolean> {
  const answered = db().then((open) => open.execute(sql`select 1`));
  return within(timeoutMs, "The database", answered).then(
    () => true,
    () => false,
  );
}
