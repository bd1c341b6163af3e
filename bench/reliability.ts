/**
 * `npm run bench:reliability`: the load and fault scenarios of the issue "hardening" at full length,
 * against the production server on a Postgres server (and the embedded database for SIGKILL); writes
 * bench/results/reliability.md. The scenarios and what each judges are in tests/support/reliability.ts;
 * tests/e2e/reliability.spec.ts runs short versions. It stops the Postgres server of this machine for
 * the "database down" scenario (and starts it again): run it when nothing else uses that server.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import {
  databaseDown,
  type DatabaseFault,
  type ScenarioResult,
  sigkillUnderLoad,
  sigtermUnderLoad,
  type StartSite,
  type TestDatabase,
  underLoad,
} from "../tests/support/reliability";
import { startTcpProxy } from "../tests/support/tcp-proxy";
import { machineLine, root, run, startSiteServer, tempDir } from "./lib";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const POSTGRES = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const logDir = tempDir("bench-reliability-");
let nextPort = 3710;
const startSite: StartSite = (env) =>
  startSiteServer(
    nextPort++,
    { NODE_ENV: "production", RATE_LIMIT_MAX: "0", ...env },
    { readyPath: "/readyz", logFile: path.join(logDir, "server.log") },
  );

async function onPostgres<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A database of the run's own on the Postgres server. */
async function throwawayDatabase(): Promise<TestDatabase & { drop(): Promise<void> }> {
  const name = `site_bench_${randomBytes(4).toString("hex")}`;
  await onPostgres(POSTGRES, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    query: (text) => onPostgres(url.toString(), async (client) => (await client.query(text)).rows),
    drop: () =>
      onPostgres(POSTGRES, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => {},
      ),
  };
}

/** The machine's Postgres server, stopped and started as the issue asks ("stop the Postgres server"). */
function postgresServer(): DatabaseFault & { running(): Promise<boolean> } {
  const [version] = readdirSync("/etc/postgresql");
  if (!version) throw new Error("no Postgres cluster in /etc/postgresql");
  const control = (action: "stop" | "start") =>
    execFileSync("pg_ctlcluster", ["--skip-systemctl-redirect", version, "main", action], {
      stdio: "inherit",
    });
  const running = () =>
    onPostgres(POSTGRES, (client) => client.query("SELECT 1")).then(
      () => true,
      () => false,
    );
  // Interrupted while it is stopped (Ctrl-C skips the finally blocks): start it before leaving.
  const startAndExit = () => {
    control("start");
    process.exit(130);
  };
  return {
    running,
    async cut() {
      process.once("SIGINT", startAndExit);
      control("stop");
    },
    async restore() {
      process.off("SIGINT", startAndExit);
      if (!(await running())) control("start");
      const deadline = Date.now() + 30_000;
      while (!(await running())) {
        if (Date.now() > deadline) throw new Error("the Postgres server did not come back");
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
  };
}

async function scenario(title: string, body: () => Promise<ScenarioResult>) {
  console.info(`\n== ${title}`);
  const result = await body();
  for (const property of result.properties) {
    console.info(`${property.ok ? "pass" : "FAIL"}: ${property.name} (${property.detail})`);
  }
  return { title, ...result };
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== "1") run("npm run build");
  const startedAt = new Date().toISOString();
  const load = os.loadavg().map((value) => value.toFixed(1));
  const postgres = postgresServer();
  const results: Array<ScenarioResult & { title: string }> = [];
  const withDatabase = async (body: (database: TestDatabase) => Promise<ScenarioResult>) => {
    const database = await throwawayDatabase();
    try {
      return await body(database);
    } finally {
      await database.drop();
    }
  };

  results.push(
    await scenario(`1. Load: 100 visitors posting for ${SECONDS} s (Postgres server)`, () =>
      withDatabase((database) =>
        underLoad({ startSite, database, clients: 100, durationMs: SECONDS * 1000 }),
      ),
    ),
  );
  results.push(
    await scenario(
      "2a. Database down: the Postgres server stopped for 10 s while 50 visitors post and read",
      () =>
        withDatabase(async (database) => {
          try {
            return await databaseDown({
              startSite,
              database,
              fault: postgres,
              clients: 50,
              beforeMs: 10_000,
              downMs: 10_000,
              afterMs: 10_000,
              recoveryLimitMs: 10_000,
            });
          } finally {
            // Whatever happened, the machine's Postgres server runs again.
            await postgres.restore();
          }
        }),
    ),
  );
  results.push(
    await scenario(
      "2b. Database connection cut for 10 s (a proxy drops it, as a network fault or a crashed server would)",
      () =>
        withDatabase(async (database) => {
          const direct = new URL(database.url);
          const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
          const throughProxy = new URL(database.url);
          throughProxy.port = String(proxy.port);
          try {
            return await databaseDown({
              startSite,
              database: { url: throughProxy.toString(), query: database.query },
              fault: proxy,
              clients: 50,
              beforeMs: 10_000,
              downMs: 10_000,
              afterMs: 10_000,
              recoveryLimitMs: 10_000,
            });
          } finally {
            await proxy.close();
          }
        }),
    ),
  );
  results.push(
    await scenario("3. SIGTERM while 50 visitors post for 10 s (webhook answering in 2 s)", () =>
      withDatabase((database) =>
        sigtermUnderLoad({
          startSite,
          database,
          clients: 50,
          durationMs: 10_000,
          webhookDelayMs: 2_000,
          exitLimitMs: 15_000,
        }),
      ),
    ),
  );
  results.push(
    await scenario("4a. SIGKILL while 50 visitors post for 10 s, restart (Postgres server)", () =>
      withDatabase((database) =>
        sigkillUnderLoad({ startSite, store: { database }, clients: 50, durationMs: 10_000 }),
      ),
    ),
  );
  const dataDir = tempDir("bench-reliability-pglite-");
  try {
    results.push(
      await scenario("4b. SIGKILL while 50 visitors post for 10 s, restart (embedded PGlite)", () =>
        sigkillUnderLoad({ startSite, store: { dataDir }, clients: 50, durationMs: 10_000 }),
      ),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const failed = results.flatMap((result) => result.properties.filter((property) => !property.ok));
  const sections = results.map(
    (result) => `## ${result.title}

| figure | value |
| --- | --- |
${Object.entries(result.figures)
  .map(([label, value]) => `| ${label} | ${String(value).replaceAll("|", "\\|")} |`)
  .join("\n")}

${result.properties.map((property) => `- ${property.ok ? "pass" : "**FAIL**"}: ${property.name} (${property.detail})`).join("\n")}
`,
  );
  const md = `# Reliability benchmark

Run ${startedAt} on ${machineLine()}; load average at start ${load.join(", ")} (other work on the machine slows everything here). Visitors keep one connection alive each and post as the page's forms do (urlencoded to \`/contact\` and \`/testimonials\`; a submission is accepted when answered 303 to its sent page, as the site script takes it); every submission carries a mark of its own, so the database is compared with the answers one by one. Rate limit off (RATE_LIMIT_MAX=0), one notification channel (a webhook to a local receiver). Scenarios and checks: tests/support/reliability.ts.

**${failed.length === 0 ? "All properties hold." : `${failed.length} properties do not hold.`}**

${sections.join("\n")}`;
  writeFileSync(path.join(root, "bench/results/reliability.md"), md);
  console.info(`\n${md}\nServer log: ${path.join(logDir, "server.log")}`);
}

await main();
process.exit(0);
