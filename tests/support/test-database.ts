/**
 * A database of a test's own on a Postgres server, so that tests running side
 * by side (and both Node versions in CI) never see each other's rows: the
 * integration suite (tests/integration/harness.ts) and the end-to-end
 * servers (tests/e2e/server.ts) both make theirs here.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";

/** One statement on a connection of its own: CREATE and DROP DATABASE cannot share a pooled one. */
async function runOn<Row>(url: string, text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** The connections each pool of `openPool` has open: counted from the pool's start, not at its end. */
const openConnections = new WeakMap<pg.Pool, Set<pg.PoolClient>>();

/** A pool of at most `max` connections to `url`, for `endPool` to close. */
export function openPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max });
  const open = new Set<pg.PoolClient>();
  pool.on("connect", (client) => open.add(client));
  pool.on("remove", (client) => open.delete(client));
  openConnections.set(pool, open);
  return pool;
}

/**
 * Ends a pool of `openPool` and waits until each of its connections is
 * closed. pg's own `end()` resolves once it has asked them to close, not once
 * they are: a database dropped WITH (FORCE) in between makes the server send
 * a closing connection an error that its pool passes on as an "error" event
 * nobody hears, which fails whatever the process is running (it failed the
 * hostile-input test in one CI run). A connection its idle timer was closing
 * as this began is waited for too.
 */
export async function endPool(pool: pg.Pool): Promise<void> {
  const open = openConnections.get(pool);
  if (!open) throw new Error("endPool closes the pools of openPool only");
  // From here on an error is a closing connection's, never the test's.
  pool.on("error", () => {});
  const closed = new Promise<void>((resolve) => {
    const whenNoneOpen = () => open.size === 0 && resolve();
    pool.on("remove", whenNoneOpen);
    whenNoneOpen();
  });
  await pool.end();
  await closed;
}

/**
 * A database named `prefix` plus a random suffix on the server at
 * `serverUrl`, not made yet: `create()` makes it, `drop()` removes it even
 * while a server under test still holds connections to it, after closing
 * the test's own connections from `pool()`.
 */
export function testDatabase(serverUrl: string, prefix = "site_test") {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pools: pg.Pool[] = [];
  return {
    name,
    url: url.toString(),
    create: async () => {
      await runOn(serverUrl, `CREATE DATABASE ${name}`);
    },
    /** Connections of the test's own to the database, closed by `drop()` (not before: it waits for them). */
    pool: (max: number) => {
      const pool = openPool(url.toString(), max);
      pools.push(pool);
      return pool;
    },
    drop: async () => {
      await Promise.all(pools.splice(0).map(endPool));
      await runOn(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
    /** A query straight to the database, not through the server under test. */
    query: <Row>(text: string) => runOn<Row>(url.toString(), text),
  };
}
