/**
 * `npm run bench:web`: Lighthouse (mobile, slow 4G) on every page, BENCH_RUNS times each (5), with
 * simulated and with applied (devtools) throttling, against the limit of a bare HTML page and the same
 * pages as a client-rendered SPA (bench/spa, how the original site was built; BENCH_SPA=0 skips it).
 * Writes bench/results/web.md and web.json; BENCH_REPORT_ONLY=1 writes web.md again from web.json.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import compression from "compression";
import express from "express";
import { pages } from "../app/config/pages";
import { homeHero } from "../app/content/home";
import { BASE_HEADERS, pagePolicy } from "../server/security-headers";
import {
  lighthouseInFreshChromium,
  machineLine,
  median,
  root,
  run,
  seedTestimonials,
  startSiteServer,
  tempDir,
} from "./lib";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** The client-rendered comparison (bench/spa): BENCH_SPA=0 leaves it out. */
const WITH_SPA = process.env.BENCH_SPA !== "0";
/**
 * Every page; BENCH_ROUTES (comma-separated) picks some for a quick look. Not
 * the 404 page: Lighthouse refuses to measure a page that answers 404 (its
 * loading is tested in tests/e2e/loading.spec.ts and static-pages.spec.ts).
 */
const ROUTES = process.env.BENCH_ROUTES?.split(",") ?? pages.map((entry) => entry.path);
/** Pages with forms keep React; every other page is to need no framework at all. */
const FORM_PAGES = new Set(["/contact", "/testimonials"]);
const SITE_PORT = 3710;
const SPA_PORT = 3711;
/** The physical limit: the home page's hero text as plain HTML, no script, no stylesheet. */
const PLAIN_PATH = "/__plain-limit.html";
/**
 * The same page with the headers every page of the site carries (security-headers.ts):
 * what those headers cost on their own. Cross-Origin-Opener-Policy puts the page in a
 * new browsing context group, and so a new renderer, when Lighthouse opens it from a
 * blank tab (decision 19).
 */
const PLAIN_WITH_HEADERS_PATH = "/__plain-limit-with-headers.html";

const JSON_PATH = path.join(root, "bench/results/web.json");

/** Approved testimonials on /testimonials while it is measured. */
const TESTIMONIALS = 12;

const TARGETS = {
  staticJs: 15 * 1024,
  formJs: 125 * 1024,
  formTbt: 50,
  staticLcpMedian: 900,
};

type Throttling = "simulate" | "devtools";

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  fcp: number;
  cls: number;
  tbt: number;
  speedIndex: number;
  jsBytes: number;
  /** Of jsBytes, React DOM + React + React Router (the framework chunk) */
  frameworkJsBytes: number;
  cssBytes: number;
  totalBytes: number;
  /** Lighthouse's benchmarkIndex: how fast this machine's CPU ran at the start of the run (higher is faster). */
  cpuIndex: number;
}

type Lhr = {
  runtimeError?: { code: string; message: string };
  environment: { benchmarkIndex: number };
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: { items?: Array<{ resourceType: string; transferSize: number; url?: string }> };
    }
  >;
};

function figuresOf(lhr: Lhr): Figures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const resources = lhr.audits["resource-summary"]?.details?.items ?? [];
  const bytes = (type: string) => resources.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: audit("largest-contentful-paint"),
    fcp: audit("first-contentful-paint"),
    cls: audit("cumulative-layout-shift"),
    tbt: audit("total-blocking-time"),
    speedIndex: audit("speed-index"),
    jsBytes: bytes("script"),
    frameworkJsBytes: (lhr.audits["network-requests"]?.details?.items ?? [])
      .filter(
        (item) =>
          item.resourceType === "Script" &&
          /\/(?:framework|entry\.client|jsx-runtime|react-dom)-[\w-]+\.js$/.test(item.url ?? ""),
      )
      .reduce((sum, item) => sum + item.transferSize, 0),
    cssBytes: bytes("stylesheet"),
    totalBytes: bytes("total"),
    cpuIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/** Each figure's lowest, middle and highest value over the runs. */
interface Spread {
  min: Figures;
  median: Figures;
  max: Figures;
  runs: Figures[];
}

function spreadOf(runs: Figures[]): Spread {
  const keys = Object.keys(runs[0]!) as (keyof Figures)[];
  const over = (pick: (values: number[]) => number) =>
    Object.fromEntries(
      keys.map((key) => [key, pick(runs.map((figures) => figures[key]))]),
    ) as unknown as Figures;
  return {
    min: over((values) => Math.min(...values)),
    median: over(median),
    max: over((values) => Math.max(...values)),
    runs,
  };
}

/** Runs Lighthouse could not complete (it says why), each replaced by another run; reported, never hidden. */
const failedRuns: string[] = [];
/** At most this many failed runs per route before the bench gives up on it. */
const MAX_FAILED_RUNS = 3;

/** Lighthouse on each of `paths`, `RUNS` times, a fresh Chromium for every run. */
async function measure(baseUrl: string, paths: string[], label: string, throttling: Throttling) {
  const results: Record<string, Spread> = {};
  for (const route of paths) {
    const runs: Figures[] = [];
    let failed = 0;
    while (runs.length < RUNS) {
      const result = await lighthouseInFreshChromium(`${baseUrl}${route}`, { throttlingMethod: throttling });
      const lhr = result.lhr as unknown as Lhr;
      if (lhr.runtimeError) {
        failedRuns.push(
          `${label} ${route} (${throttling}): ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`,
        );
        console.warn(failedRuns.at(-1));
        if (++failed > MAX_FAILED_RUNS) throw new Error(`${route}: ${failed} runs failed`);
        continue;
      }
      runs.push(figuresOf(lhr));
    }
    results[route] = spreadOf(runs);
    console.info(`${label} (${throttling}) ${route}: ${JSON.stringify(results[route].median)}`);
  }
  return results;
}

/** The home page's hero as bare HTML: what no site can beat on this machine and network. */
function plainLimitPage() {
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><meta name="description" content="${homeHero.subtitle}"><title>${homeHero.title}</title></head><body><main><p>${homeHero.eyebrow}</p><h1>${homeHero.title}</h1><p>${homeHero.subtitle}</p></main></body></html>`;
}

/**
 * The SPA build served as a static site would serve it: files, else
 * index.html; and the plain limit page.
 */
function serveComparisons(dir: string) {
  const app = express();
  app.use(compression());
  app.get(PLAIN_PATH, (_req, res) => res.type("html").send(plainLimitPage()));
  app.get(PLAIN_WITH_HEADERS_PATH, (_req, res) =>
    res
      .set({ ...BASE_HEADERS, "Content-Security-Policy": pagePolicy([]) })
      .type("html")
      .send(plainLimitPage()),
  );
  app.use("/assets", express.static(path.join(dir, "assets"), { immutable: true, maxAge: "1y" }));
  app.use(express.static(dir, { index: false }));
  if (WITH_SPA) app.use((_req, res) => res.sendFile(path.join(dir, "index.html")));
  return new Promise<() => void>((resolve) => {
    const server = app.listen(SPA_PORT, "127.0.0.1", () => resolve(() => server.close()));
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const spread = (s: Spread, key: keyof Figures, format: (value: number) => string = String) =>
  s.min[key] === s.max[key]
    ? format(s.median[key])
    : `${format(s.min[key])} / ${format(s.median[key])} / ${format(s.max[key])}`;

/** The two limit pages of one run: bare, and with the site's headers. */
interface Limits {
  bare: Spread;
  withHeaders: Spread;
}

/** One table: every route (min / median / max where they differ) and its median LCP as a multiple of the plain page's. */
function table(results: Record<string, Spread>, plain: Limits) {
  const lines = [
    "| route | Perf | A11y | BP | SEO | LCP | LCP ÷ plain | FCP | CLS | TBT | JS | of which framework | CSS | CPU index |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  const row = (route: string, s: Spread) =>
    `| ${route} | ${spread(s, "performance")} | ${spread(s, "accessibility")} | ${spread(s, "bestPractices")} | ${spread(s, "seo")} | ${spread(s, "lcp", ms)} | ${(s.median.lcp / plain.bare.median.lcp).toFixed(2)}× | ${spread(s, "fcp", ms)} | ${spread(s, "cls", (v) => v.toFixed(3))} | ${spread(s, "tbt", ms)} | ${kb(s.median.jsBytes)} | ${kb(s.median.frameworkJsBytes)} | ${kb(s.median.cssBytes)} | ${spread(s, "cpuIndex")} |`;
  for (const [route, figures] of Object.entries(results)) lines.push(row(route, figures));
  lines.push(row("plain HTML (the limit)", plain.bare));
  lines.push(row("plain HTML with the site's headers", plain.withHeaders));
  return lines.join("\n");
}

function spaTable(real: Record<string, Spread>, spa: Record<string, Spread>) {
  const lines = [
    "| route | LCP real | LCP SPA | SPA ÷ real | JS real | JS SPA |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
  ];
  for (const route of Object.keys(real)) {
    const r = real[route]!.median;
    const s = spa[route]!.median;
    lines.push(
      `| ${route} | ${ms(r.lcp)} | ${ms(s.lcp)} | ${(s.lcp / r.lcp).toFixed(2)}× | ${kb(r.jsBytes)} | ${kb(s.jsBytes)} |`,
    );
  }
  return lines.join("\n");
}

/** Each target, checked on every run where it says "every run", on the median where it says so. */
function misses(results: Record<string, Spread>, limits: Limits, throttling: Throttling) {
  const problems: string[] = [];
  const at = (route: string, text: string) => problems.push(`${route} (${throttling}): ${text}`);
  /** Where a limit page missed the target too in this run, what it got: no page (sending the site's headers) could meet it. */
  const limitNote = (missedBy: (limit: Spread) => boolean, figure: (limit: Spread) => string) => {
    if (missedBy(limits.bare))
      return `; the plain page itself: ${figure(limits.bare)}, so no page can meet this here`;
    if (missedBy(limits.withHeaders))
      return `; the plain page with the site's headers: ${figure(limits.withHeaders)}, so no page sending them can meet this here`;
    return "";
  };
  const check = (
    route: string,
    missedBy: (s: Spread) => boolean,
    figure: (s: Spread) => string,
    target: string,
  ) => {
    if (missedBy(results[route]!))
      at(route, `${figure(results[route]!)} (${target}${limitNote(missedBy, figure)})`);
  };
  for (const route of Object.keys(results)) {
    const form = FORM_PAGES.has(route);
    for (const [name, key] of [
      ["Performance", "performance"],
      ["Accessibility", "accessibility"],
      ["Best Practices", "bestPractices"],
      ["SEO", "seo"],
    ] as const) {
      check(
        route,
        (s) => s.min[key] < 100,
        (s) => `${name} ${spread(s, key)}`,
        "100 in every run",
      );
    }
    check(
      route,
      (s) => s.max.cls > 0,
      (s) => `CLS up to ${s.max.cls.toFixed(3)}`,
      "0",
    );
    const tbtUpTo = (s: Spread) => `TBT up to ${ms(s.max.tbt)}`;
    if (form) {
      check(route, (s) => s.max.tbt > TARGETS.formTbt, tbtUpTo, "≤ 50 ms in every run");
      check(
        route,
        (s) => s.max.jsBytes > TARGETS.formJs,
        (s) => `JS ${kb(s.max.jsBytes)}`,
        "≤ 125 KB",
      );
    } else {
      check(route, (s) => s.max.tbt > 0, tbtUpTo, "0 in every run");
      check(
        route,
        (s) => s.max.jsBytes > TARGETS.staticJs,
        (s) => `JS ${kb(s.max.jsBytes)}`,
        "≤ 15 KB",
      );
      check(
        route,
        (s) => s.median.lcp > TARGETS.staticLcpMedian,
        (s) => `LCP median ${ms(s.median.lcp)}`,
        "≤ 900 ms",
      );
    }
  }
  return problems;
}

/** What one bench run measured, as web.json keeps it. */
interface Measured {
  date: string;
  machine: string;
  runs: number;
  real: Record<Throttling, Record<string, Spread>>;
  plain: Record<Throttling, Limits>;
  spa?: Record<string, Spread>;
  failedRuns: string[];
}

async function measureAll(): Promise<Measured> {
  if (process.env.BENCH_SKIP_BUILD !== "1") {
    run("npm run build");
    // From its own folder: React Router finds its server build only when the
    // working directory is the Vite root.
    if (WITH_SPA) run("npx react-router build", {}, path.join(root, "bench/spa"));
  }
  const date = new Date().toISOString();
  const dataDir = tempDir("bench-web-data-");
  const site = await startSiteServer(SITE_PORT, { DATA_DIR: dataDir, RATE_LIMIT_MAX: "0" });
  const stopComparisons = await serveComparisons(path.join(root, "bench/spa/build/client"));
  const comparisons = `http://127.0.0.1:${SPA_PORT}`;
  const real = {} as Record<Throttling, Record<string, Spread>>;
  const plain = {} as Record<Throttling, Limits>;
  let spa: Record<string, Spread> | undefined;
  try {
    await seedTestimonials(site.url, TESTIMONIALS, dataDir);
    for (const throttling of ["simulate", "devtools"] as const) {
      const limits = await measure(comparisons, [PLAIN_PATH, PLAIN_WITH_HEADERS_PATH], "plain", throttling);
      plain[throttling] = { bare: limits[PLAIN_PATH]!, withHeaders: limits[PLAIN_WITH_HEADERS_PATH]! };
      real[throttling] = await measure(site.url, ROUTES, "real", throttling);
    }
    if (WITH_SPA) spa = await measure(comparisons, ROUTES, "spa", "simulate");
  } finally {
    stopComparisons();
    await site.stop();
  }
  return { date, machine: machineLine(), runs: RUNS, real, plain, spa, failedRuns };
}

/** Writes web.md and web.json from what was measured. */
function report({ date, machine, runs, real, plain, spa, failedRuns }: Measured) {
  const problems = [
    ...misses(real.simulate, plain.simulate, "simulate"),
    ...misses(real.devtools, plain.devtools, "devtools"),
  ];
  const routes = Object.keys(real.simulate);
  const md = `# Web benchmark (Lighthouse 12, mobile, slow 4G)

Run ${date} on ${machine}. ${runs} runs per route, a fresh Chromium for each; a cell
with three values is min / median / max over the runs, one value means every run agreed. Bytes are transferred
(compressed) bytes on first load, median. /testimonials shows ${TESTIMONIALS} approved testimonials.
"LCP ÷ plain" is the route's median LCP over that of a bare HTML page with the home page's hero text, no
script and no stylesheet, measured in the same run: the physical limit. The same page is measured again
with the headers every page of the site carries (Cross-Origin-Opener-Policy, Content-Security-Policy and the
rest), which shows what they cost on their own. "of which framework" is React DOM, React and React Router.
"CPU index" is Lighthouse's benchmarkIndex at the start of each run (higher is faster): figures from machines
or moments whose index differs are not comparable.

## Simulated throttling (Lighthouse's default)

${table(real.simulate, plain.simulate)}

## Applied throttling (devtools)

${table(real.devtools, plain.devtools)}
${
  spa
    ? `
## Against the same pages rendered in the browser (bench/spa, simulated, medians)

${spaTable(real.simulate, spa)}
`
    : ""
}
Targets: pages without forms (${routes.filter((route) => !FORM_PAGES.has(route)).join(", ")}): JavaScript
≤ 15 KB, TBT 0 ms and Performance 100 in every run, LCP ≤ 0.9 s median; pages with forms
(${[...FORM_PAGES].join(", ")}): TBT ≤ 50 ms and Performance 100 in every run, JavaScript ≤ 125 KB; all
pages: Accessibility, Best Practices and SEO 100, CLS 0. (Not the 404 page: Lighthouse refuses a page
that answers 404.)
${problems.length ? `Missed:\n${problems.map((p) => `- ${p}`).join("\n")}` : "All targets met on every route."}

${failedRuns.length ? `Runs Lighthouse could not complete, each replaced by another run:\n${failedRuns.map((p) => `- ${p}`).join("\n")}` : "Every run completed."}
`;
  writeFileSync(path.join(root, "bench/results/web.md"), md);
  writeFileSync(
    JSON_PATH,
    `${JSON.stringify({ date, machine, runs, real, plain, spa, missed: problems, failedRuns }, null, 2)}\n`,
  );
  console.info(`\n${md}`);
}

/** BENCH_REPORT_ONLY=1 writes the report again from web.json without measuring (after a change to the report). */
report(
  process.env.BENCH_REPORT_ONLY === "1"
    ? {
        machine: machineLine(),
        ...(JSON.parse(readFileSync(JSON_PATH, "utf8")) as Omit<Measured, "machine">),
      }
    : await measureAll(),
);
process.exit(0);
