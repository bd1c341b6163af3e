import pg from "pg";
import { describe, expect, it } from "vitest";
import { endPool, openPool, testDatabase } from "../support/test-database";

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * Three connections of `pool` opened and left idle in it, or with `busyForMs`
 * one of them checked out for that long.
 */
async function openThree(pool: pg.Pool, busyForMs?: number) {
  const opened: pg.PoolClient[] = [];
  const closed: pg.PoolClient[] = [];
  pool.on("connect", (client) => {
    opened.push(client);
    client.on("end", () => closed.push(client));
  });
  const busy = await pool.connect();
  await Promise.all([1, 2].map(() => pool.query("SELECT pg_sleep(0.01)")));
  if (busyForMs === undefined) busy.release();
  else setTimeout(() => busy.release(), busyForMs);
  return { opened, closed };
}

describe.skipIf(!serverUrl)("a test's own database on the Postgres server", () => {
  it("has its idle connections closed when endPool returns: pg's own end() returns before", async () => {
    const database = testDatabase(serverUrl!, "site_pool");
    await database.create();
    try {
      const pool = openPool(database.url, 3);
      const { opened, closed } = await openThree(pool);
      await endPool(pool);
      expect(opened).toHaveLength(3);
      expect(closed).toHaveLength(3);
    } finally {
      await database.drop();
    }
  });

  it("is dropped with the test's connections closed first, busy or idle, and is gone after", async () => {
    const database = testDatabase(serverUrl!, "site_dropped");
    await database.create();
    const pool = database.pool(3);
    let closed: pg.PoolClient[] = [];
    try {
      ({ closed } = await openThree(pool, 50));
    } finally {
      await database.drop();
    }

    expect(pool.ended).toBe(true);
    expect(closed).toHaveLength(3);
    const server = new pg.Client({ connectionString: serverUrl });
    await server.connect();
    try {
      const left = await server.query("SELECT 1 FROM pg_database WHERE datname = $1", [database.name]);
      expect(left.rowCount).toBe(0);
    } finally {
      await server.end();
    }
  });
});
