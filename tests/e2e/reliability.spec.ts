/**
 * Load and faults, the short versions (`npm run bench:reliability` runs the
 * long ones): servers of the tests' own, on databases of their own, with
 * visitors posting and reading the whole time. What is judged, property by
 * property, is in tests/support/reliability.ts. Run once (the "reliability"
 * project): nothing here depends on a viewport.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  databaseDown,
  type ScenarioResult,
  sigkillUnderLoad,
  sigtermUnderLoad,
  type StartSite,
  underLoad,
} from "../support/reliability";
import { startTcpProxy } from "../support/tcp-proxy";
import { expect, test } from "./fixtures";
import { freshDatabase, startServer } from "./server";

// One scenario at a time: each loads the machine, and timings are part of what is judged.
test.describe.configure({ mode: "default", timeout: 90_000 });

const startSite: StartSite = (env) => startServer({ RATE_LIMIT_MAX: "0", ...env }, { readyPath: "/readyz" });

/** Every property holds; the figures go into the report. */
function expectProperties(result: ScenarioResult) {
  test.info().annotations.push({ type: "figures", description: JSON.stringify(result.figures) });
  for (const property of result.properties) {
    expect.soft(property.ok, `${property.name}: ${property.detail}`).toBe(true);
  }
}

test("100 visitors posting for 6 s: every post accepted (303 to its sent page), and exactly the accepted ones stored, each with its delivery", async () => {
  const database = await freshDatabase();
  try {
    expectProperties(await underLoad({ startSite, database, clients: 100, durationMs: 6_000 }));
  } finally {
    await database.drop();
  }
});

test("the database goes away under traffic and comes back: pages stay up, posts get 503, the server recovers by itself", async () => {
  const database = await freshDatabase();
  const postgres = new URL(database.url);
  const proxy = await startTcpProxy({ host: postgres.hostname, port: Number(postgres.port || 5432) });
  const throughProxy = new URL(database.url);
  throughProxy.port = String(proxy.port);
  try {
    expectProperties(
      await databaseDown({
        startSite,
        database: { url: throughProxy.toString(), query: database.query },
        fault: proxy,
        clients: 30,
        beforeMs: 3_000,
        downMs: 4_000,
        afterMs: 2_000,
        recoveryLimitMs: 10_000,
      }),
    );
  } finally {
    await proxy.close();
    await database.drop();
  }
});

test("SIGTERM while 50 visitors post: in-flight requests and the notification send finish, exit 0, nothing accepted lost", async () => {
  const database = await freshDatabase();
  try {
    expectProperties(
      await sigtermUnderLoad({
        startSite,
        database,
        clients: 50,
        durationMs: 3_000,
        webhookDelayMs: 1_500,
        exitLimitMs: 10_000,
      }),
    );
  } finally {
    await database.drop();
  }
});

test("SIGKILL while 50 visitors post, restart on the same Postgres database: nothing accepted lost", async () => {
  const database = await freshDatabase();
  try {
    expectProperties(
      await sigkillUnderLoad({ startSite, store: { database }, clients: 50, durationMs: 3_000 }),
    );
  } finally {
    await database.drop();
  }
});

test("SIGKILL mid-write on the embedded database: it opens again, and nothing accepted is lost", async () => {
  test.setTimeout(150_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "site-reliability-"));
  try {
    expectProperties(
      await sigkillUnderLoad({ startSite, store: { dataDir }, clients: 30, durationMs: 3_000 }),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
