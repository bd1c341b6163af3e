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

/**
 * A database named `prefix` plus a random suffix on the server at
 * `serverUrl`, not made yet: `create()` makes it, `drop()` removes it even
 * while a server under test still holds connections to it.
 */
export function testDatabase(serverUrl: string, prefix = "site_test") {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    create: async () => {
      await runOn(serverUrl, `CREATE DATABASE ${name}`);
    },
    drop: async () => {
      await runOn(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
    /** A query straight to the database, not through the server under test. */
    query: <Row>(text: string) => runOn<Row>(url.toString(), text),
  };
}
