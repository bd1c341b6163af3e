/**
 * The owner's command run on the database itself, when no server holds it (scripts/admin.ts).
 * A module of its own, loaded only then: asking a running server needs none of the auth, mail
 * or database code, and the command answers in a fraction of the time without it.
 */
import { type AdminCommand, type AdminResult, runAdminCommand } from "~/server/admin.server";
import { openDatabase } from "~/server/db/client.server";
import type { parseServerEnv } from "~/server/env.server";
import { CONTENT_CHANNEL } from "~/server/content/live.server";
import { notifyInstances } from "~/server/db/listener.server";
import { pageCacheEvents } from "~/server/page-cache.server";

export async function directly(
  command: AdminCommand,
  env: ReturnType<typeof parseServerEnv>,
): Promise<AdminResult> {
  const handle = await openDatabase(env);
  try {
    // No page cache or content here: on Postgres, a NOTIFY tells the servers.
    return await runAdminCommand(handle.db, command, {
      pageCache: pageCacheEvents(),
      content: { published: (db) => notifyInstances(db, CONTENT_CHANNEL) },
    });
  } finally {
    await handle.close();
  }
}
