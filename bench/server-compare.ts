/**
 * `npm run bench:server-compare [-- <git revision>]`: GET / from the server at HEAD against the same
 * request to the server built from an earlier revision (default fc5017a, the last with prerendered
 * pages), on this machine, in interleaved rounds: issue 25 asks that a page rendered from the
 * owner's content be served at least 0.9x as fast as the prerendered one was. Writes
 * bench/results/server-compare.md and .json.
 */
import { spawn } from "node:child_process";
import { existsSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { machineLine, median, root, run, tempDir, waitForUrl } from "./lib";

const BEFORE = process.argv[2] ?? "fc5017a";
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

/** A server from `dir`'s build, with a data directory of its own; resolves once / answers. */
async function serve(dir: string, port: number) {
  const child = spawn(process.execPath, ["build/start/main.js"], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: tempDir("bench-data-"),
      LOG_LEVEL: "silent",
    },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/`);
  return {
    url,
    stop: () => new Promise<void>((resolve) => child.once("exit", () => resolve()).kill("SIGTERM")),
  };
}

async function rate(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  if (result.errors || result.non2xx)
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx`);
  return { requestsPerSecond: Math.round(result.requests.average), p99: result.latency.p99 };
}

async function main() {
  const beforeDir = path.join("/tmp", `bench-before-${BEFORE}`);
  if (!existsSync(beforeDir)) {
    run(`git worktree add --detach ${beforeDir} ${BEFORE}`);
    symlinkSync(path.join(root, "node_modules"), path.join(beforeDir, "node_modules"));
  }
  if (!existsSync(path.join(beforeDir, "build/start/main.js"))) run("npm run build", {}, beforeDir);
  if (process.env.BENCH_SKIP_BUILD !== "1") run("npm run build");
  const before = await serve(beforeDir, 3720);
  const after = await serve(root, 3721);
  const kinds = { "no compression": {}, "Accept-Encoding: br, gzip": { "accept-encoding": "br, gzip" } };
  const rows: { kind: string; round: number; before: number; after: number; ratio: number }[] = [];
  try {
    for (const [kind, headers] of Object.entries(kinds)) {
      // Warm both: the first render of the kept page, the JIT.
      await rate(`${before.url}/`, headers);
      await rate(`${after.url}/`, headers);
      for (let round = 1; round <= ROUNDS; round++) {
        // Interleaved, and each round starts with the other: drift in the machine falls on both.
        const first = round % 2 ? before : after;
        const second = first === before ? after : before;
        const figures = new Map([
          [first, await rate(`${first.url}/`, headers)],
          [second, await rate(`${second.url}/`, headers)],
        ]);
        const b = figures.get(before)!.requestsPerSecond;
        const a = figures.get(after)!.requestsPerSecond;
        rows.push({ kind, round, before: b, after: a, ratio: a / b });
        console.info(`${kind}, round ${round}: before ${b}/s, after ${a}/s (${(a / b).toFixed(2)}x)`);
      }
    }
  } finally {
    await Promise.all([before.stop(), after.stop()]);
  }
  const summary = Object.keys(kinds).map((kind) => {
    const ratios = rows.filter((row) => row.kind === kind).map((row) => row.ratio);
    return { kind, min: Math.min(...ratios), median: median(ratios), max: Math.max(...ratios) };
  });
  const fixed = (n: number) => n.toFixed(2);
  const md = `# GET /: rendered from the owner's content vs prerendered

Run ${new Date().toISOString()} on ${machineLine()}. autocannon, ${CONNECTIONS} connections, ${DURATION} s a measurement, loopback, ${ROUNDS} interleaved rounds after one warm-up each. Before: the build of ${BEFORE} (the home page a prerendered file, served from memory); after: HEAD (the home page rendered from the published content once per publish and kept, server/micro-cache.ts).

| request | round | before req/s | after req/s | after / before |
| --- | ---: | ---: | ---: | ---: |
${rows.map((row) => `| GET /, ${row.kind} | ${row.round} | ${row.before.toLocaleString("en-US")} | ${row.after.toLocaleString("en-US")} | ${fixed(row.ratio)} |`).join("\n")}

Target: at least 0.9x (issue 25).
${summary.map((s) => `- ${s.kind}: min ${fixed(s.min)}, median ${fixed(s.median)}, max ${fixed(s.max)} (${s.median >= 0.9 ? "met" : "**not met**"})`).join("\n")}
`;
  writeFileSync(path.join(root, "bench/results/server-compare.md"), md);
  writeFileSync(
    path.join(root, "bench/results/server-compare.json"),
    `${JSON.stringify({ date: new Date().toISOString(), before: BEFORE, rows, summary }, null, 2)}\n`,
  );
  console.info(`\n${md}`);
}

await main();
process.exit(0);
