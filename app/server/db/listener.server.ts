import { sql } from "drizzle-orm";
import type postgres from "pg";
import type { Database } from "~/server/db/client.server";
import { serverEnv } from "~/server/env.server";
import { log } from "~/server/log.server";

/*
 * Server instances on one Postgres database tell each other things with
 * NOTIFY: that the public pages changed (page-cache.server.ts), that a
 * notification is due (notifications/outbox.server.ts). Each process keeps
 * one connection LISTENing on all the channels.
 */

/**
 * Tells every other instance on `channel` (NOTIFY). Inside a transaction it
 * is delivered at commit, and only if it commits. With PGlite this process
 * is the only one: nobody to tell.
 */
export async function notifyInstances(db: Database, channel: string): Promise<void> {
  if (!serverEnv().DATABASE_URL) return;
  await db.execute(sql`SELECT pg_notify(${channel}, '')`);
}

export interface DatabaseListener {
  /** Resolves once a connection is LISTENing (at once if one is) */
  listening(): Promise<void>;
  stop(): Promise<void>;
}

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;

/**
 * One dedicated connection, LISTENing on each channel of `handlers` (a pooled
 * connection would lose the LISTEN when handed back). A dropped connection
 * is replaced, waiting longer after each failure; on every (re)connect every
 * handler runs once, since a NOTIFY sent while nobody listened is lost.
 */
export function listenOnChannels(url: string, handlers: Record<string, () => void>): DatabaseListener {
  const channels = Object.keys(handlers);
  let stopped = false;
  let current: postgres.Client | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = FIRST_RETRY_MS;
  let markListening = () => {};
  let listening = new Promise<void>((resolve) => (markListening = resolve));

  const retry = () => {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  };

  async function connect() {
    const { default: postgres } = await import("pg");
    const client = new postgres.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    let dropped = false;
    const drop = (error?: Error) => {
      if (dropped) return;
      dropped = true;
      if (error && !stopped) log.error({ err: error }, "Database listener lost its connection");
      if (current === client) {
        current = null;
        listening = new Promise<void>((resolve) => (markListening = resolve));
      }
      client.end().catch(() => {});
      retry();
    };
    client.on("error", drop);
    client.on("end", () => drop());
    client.on("notification", (message) => {
      handlers[message.channel]?.();
    });
    try {
      await client.connect();
      for (const channel of channels) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      drop(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (stopped || dropped) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    retryMs = FIRST_RETRY_MS;
    for (const handler of Object.values(handlers)) handler();
    markListening();
  }

  void connect();
  return {
    listening: () => listening,
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  };
}
