/**
 * `npm run bench:first-paint`: what a page's first paint waits for, part by part, beside
 * bench:web's limit (issue 24's LCP target). Lighthouse (mobile, slow 4G), with simulated and with
 * applied (devtools) throttling, a fresh Chromium per run, on variants of one page (BENCH_ROUTE,
 * `/`), each served from memory with the site's own headers and brotli, interleaved in BENCH_RUNS
 * rounds (3):
 * - the limit (bench:web's);
 * - the limit padded to the page's compressed size with a comment of random letters: bytes alone;
 * - the page as the server sends it;
 * - the page without its stylesheet (unstyled: what the style costs);
 * - the page cut after its first section (the first screen: what the rest costs);
 * - that first screen without its stylesheet.
 * With applied throttling it also reads Lighthouse's trace: how long the first paint came after
 * the document's last byte, and the page's main-thread work before it, by kind (4× slowed).
 * Writes bench/results/first-paint.md (for another route: first-paint-services.md and so on).
 */
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import express from "express";
import { plainLimitPage, siteHeadersOf } from "./limit-page";
import {
  lighthouseCompleted,
  machineLine,
  median,
  pageMainThread,
  root,
  startSiteServer,
  tempDir,
  type TraceEvent,
} from "./lib";

const ROUTE = process.env.BENCH_ROUTE ?? "/";
const ROUNDS = Number(process.env.BENCH_RUNS ?? 3);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1)
  throw new Error(`BENCH_RUNS=${process.env.BENCH_RUNS}: a whole number`);
const SITE_PORT = 3730;
const VARIANTS_PORT = 3731;
const THROTTLINGS = ["simulate", "devtools"] as const;
type Throttling = (typeof THROTTLINGS)[number];
/** bench/results/first-paint.md for the home page, first-paint-services.md for /services, and so on. */
const OUT = path.join(root, `bench/results/first-paint${ROUTE === "/" ? "" : ROUTE.replaceAll("/", "-")}.md`);

const STYLESHEETS = /<style[^>]*>[\s\S]*?<\/style>/g;

/** The document cut after the first section of its main content, closed again. */
function firstScreenOf(html: string) {
  const main = html.indexOf("<main");
  const end = html.indexOf("</section>", main);
  if (main < 0 || end < 0) throw new Error(`${ROUTE} has no <main> with a <section>`);
  return `${html.slice(0, end + "</section>".length)}</main></body></html>`;
}

const compressed = (html: string) => brotliCompressSync(html);

/** `html` with a comment of random letters before `</body>`, as large compressed as `bytes`. */
function paddedTo(html: string, bytes: number) {
  const pad = (letters: number) =>
    html.replace("</body>", `<!--${randomBytes(letters).toString("base64").slice(0, letters)}--></body>`);
  let letters = Math.max(0, Math.round((bytes - compressed(html).length) / 0.76));
  for (let i = 0; i < 8; i++) {
    const off = bytes - compressed(pad(letters)).length;
    if (Math.abs(off) < 40) break;
    letters = Math.max(0, letters + Math.round(off / 0.76));
  }
  return pad(letters);
}

/** Main-thread work before the first paint, by kind: the events' own names in Chromium's trace. */
const KINDS: Record<string, string[]> = {
  parse: ["ParseHTML"],
  style: ["UpdateLayoutTree", "ParseAuthorStyleSheet"],
  layout: ["Layout"],
  paint: ["Paint", "PrePaint"],
  script: ["EvaluateScript"],
};

/** From an applied-throttling run's trace: the gap from the document's last byte to the first paint, and the work in it. */
function tracePartsOf(events: TraceEvent[], url: string) {
  const sent = events.find((e) => e.name === "ResourceSendRequest" && e.args?.data?.url === url);
  const finished = events.find(
    (e) => e.name === "ResourceFinish" && e.args?.data?.requestId === sent?.args?.data?.requestId,
  );
  const mainThread = pageMainThread(events, url);
  const paint = events.find((e) => e.name === "firstContentfulPaint" && e.pid === mainThread[0]?.pid);
  if (!finished || !paint) throw new Error(`the trace of ${url} lacks its document's end or first paint`);
  const onMain = mainThread.filter((e) => e.ph === "X" && e.ts < paint.ts);
  const work = Object.fromEntries(
    Object.entries(KINDS).map(([kind, names]) => [
      kind,
      onMain.filter((e) => names.includes(e.name)).reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0),
    ]),
  );
  return { afterLastByte: (paint.ts - finished.ts) / 1000, ...work } as Record<string, number>;
}

/** Runs Lighthouse could not complete, each done again (lighthouseCompleted). */
const failedRuns: string[] = [];

const dataDir = tempDir("bench-first-paint-");
const site = await startSiteServer(
  SITE_PORT,
  { DATA_DIR: dataDir, RATE_LIMIT_MAX: "0" },
  { logFile: path.join(dataDir, "server.log") },
);
let html: string;
let headers: Record<string, string>;
try {
  const response = await fetch(`${site.url}${ROUTE}`);
  if (!response.ok) throw new Error(`${ROUTE} answered ${response.status}`);
  html = await response.text();
  headers = siteHeadersOf(response);
} finally {
  await site.stop();
}

const limit = plainLimitPage();
const variants: Record<string, string> = {
  "the limit": limit,
  "the limit, padded to the page's bytes": paddedTo(limit, compressed(html).length),
  "the page": html,
  "the page without its stylesheet": html.replace(STYLESHEETS, ""),
  "its first section only": firstScreenOf(html),
  "its first section without its stylesheet": firstScreenOf(html).replace(STYLESHEETS, ""),
};
const names = Object.keys(variants);
const bodies = names.map((name) => compressed(variants[name]!));
const app = express();
names.forEach((_, i) =>
  app.get(`/${i}`, (_req, res) =>
    res.set(headers).set("content-encoding", "br").type("html").send(bodies[i]),
  ),
);
const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
  const listening = app.listen(VARIANTS_PORT, "127.0.0.1", () => resolve(listening));
});

const lcp: Record<Throttling, number[][]> = { simulate: names.map(() => []), devtools: names.map(() => []) };
const parts: Array<Array<Record<string, number>>> = names.map(() => []);
const cpuIndex: number[] = [];
const started = Date.now();
try {
  for (let round = 1; round <= ROUNDS; round++) {
    for (const throttling of THROTTLINGS) {
      for (const [i, name] of names.entries()) {
        const url = `http://127.0.0.1:${VARIANTS_PORT}/${i}`;
        const result = await lighthouseCompleted(
          url,
          { throttlingMethod: throttling, onlyCategories: ["performance"] },
          name,
          failedRuns,
        );
        const { lhr } = result;
        const value = Math.round(lhr.audits["largest-contentful-paint"]!.numericValue!);
        lcp[throttling][i]!.push(value);
        cpuIndex.push(lhr.environment.benchmarkIndex);
        if (throttling === "devtools")
          parts[i]!.push(tracePartsOf(result.artifacts.Trace.traceEvents as TraceEvent[], url));
        console.info(`round ${round}/${ROUNDS} ${name} (${throttling}): LCP ${value} ms`);
      }
    }
  }
} finally {
  server.close();
}

const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[0] === sorted.at(-1)
    ? `${sorted[0]} ms`
    : `${sorted[0]} / ${median(sorted)} / ${sorted.at(-1)} ms`;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = (throttling: Throttling) => {
  const limitMedian = median(lcp[throttling][0]!);
  return names.map((name, i) => {
    const values = lcp[throttling][i]!;
    const cells = [
      name,
      kb(bodies[i]!.length),
      spread(values),
      `${(median(values) / limitMedian).toFixed(2)}×`,
    ];
    if (throttling === "devtools") {
      const medianOf = (key: string) => `${Math.round(median(parts[i]!.map((part) => part[key]!)))} ms`;
      cells.push(medianOf("afterLastByte"), ...Object.keys(KINDS).map(medianOf));
    }
    return `| ${cells.join(" | ")} |`;
  });
};
const sortedIndex = [...cpuIndex].sort((a, b) => a - b);
const report = `# What the first paint waits for: ${ROUTE}

Run ${new Date().toISOString()} on ${machineLine()}, ${ROUNDS} rounds, ${Math.round((Date.now() - started) / 60_000)} min
(\`npm run bench:first-paint\`, bench/first-paint.ts). Lighthouse's CPU index over the runs: ${Math.round(sortedIndex[0]!)} / ${Math.round(median(sortedIndex))} / ${Math.round(sortedIndex.at(-1)!)}.
Each variant of ${ROUTE} is served from memory with the site's own headers, brotli-compressed,
interleaved with the others in every round, each run in a fresh Chromium. LCP cells are min / median / max;
"÷ limit" is the median over the limit's. The padded limit is the limit with a comment of random
letters that brings it to the page's compressed size: what the page's bytes cost on their own.

## Simulated throttling (Lighthouse's default)

| variant | document (compressed) | LCP | ÷ limit |
| --- | ---: | ---: | ---: |
${rows("simulate").join("\n")}

## Applied throttling (devtools)

"After the last byte" is how long the first paint came after the document's last byte arrived;
the next columns are the page's main-thread work before the first paint, by kind, medians, as
the 4× slowed CPU spent it (parse holds the inline scripts it ran).

| variant | document (compressed) | LCP | ÷ limit | after the last byte | parse | style | layout | paint | script |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${rows("devtools").join("\n")}

${failedRuns.length ? `Runs Lighthouse could not complete, each done again:\n${failedRuns.map((run) => `- ${run}`).join("\n")}` : "Every run completed."}
`;
writeFileSync(OUT, report);
console.info(report);
