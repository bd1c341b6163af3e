/**
 * `npm run bench:web`: Lighthouse (mobile, slow 4G) on every public page against the limit, the home
 * page's hero as plain HTML served with the site's own headers. BENCH_RUNS rounds (3); each round
 * measures, with simulated and then with applied (devtools) throttling, the limit page, the same page
 * bare, then every page, each in a fresh Chromium: a page is compared with the limit measured minutes
 * apart on the same machine. BENCH_SPA=1 adds the same pages as a client-rendered SPA (bench/spa).
 * BENCH_SERVER_ENTRY measures another build's server, BENCH_SKIP_BUILD=1 skips building,
 * BENCH_OUT=name writes bench/results/name.md and name.json (web); BENCH_REPORT_ONLY=1 writes the .md
 * again from the .json.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import compression from "compression";
import express from "express";
import { pages } from "../app/config/pages";
import { FIRST_WINDOW_BYTES, type FirstScreen, measureFirstScreens } from "./first-screen";
import {
  lighthouseCompleted,
  machineLine,
  median,
  root,
  run,
  seedTestimonials,
  startSiteServer,
  tempDir,
} from "./lib";
import { plainLimitPage, siteHeadersOf } from "./limit-page";

const ROUNDS = Number(process.env.BENCH_RUNS ?? 3);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1)
  throw new Error(`BENCH_RUNS=${process.env.BENCH_RUNS}: a whole number of rounds`);
/** Medians of fewer rounds say too little to judge a target by (issue 24). */
const MIN_ROUNDS = 3;
/** The client-rendered comparison (bench/spa): BENCH_SPA=1 adds it (~6 min). */
const WITH_SPA = process.env.BENCH_SPA === "1";
const SERVER_ENTRY = path.resolve(root, process.env.BENCH_SERVER_ENTRY ?? "build/start/main.js");
const OUT = process.env.BENCH_OUT ?? "web";
if (!/^[\w.-]+$/.test(OUT)) throw new Error(`BENCH_OUT=${OUT}: a file name, without a folder or extension`);
const MD_PATH = path.join(root, `bench/results/${OUT}.md`);
const JSON_PATH = path.join(root, `bench/results/${OUT}.json`);

/**
 * Every page, and the Hindi home and contact pages (issue 26: the Devanagari face and a form in
 * Hindi); BENCH_ROUTES (comma-separated) picks some for a quick look. Not the 404 page: Lighthouse
 * refuses to measure a page that answers 404 (its loading is tested in tests/e2e/loading.spec.ts
 * and static-pages.spec.ts).
 */
const ROUTES = process.env.BENCH_ROUTES?.split(",") ?? [
  ...pages.map((entry) => entry.path),
  "/hi",
  "/hi/contact",
];
const SITE_PORT = 3710;
const COMPARISONS_PORT = 3711;
/**
 * The limit: the home page's hero text as plain HTML, no script, no stylesheet, with the headers
 * the site sends on its home page. Cross-Origin-Opener-Policy, for one, puts a page in a new browsing
 * context group, and so a new renderer, when Lighthouse opens it from a blank tab (decision 19):
 * a cost every page of the site pays, so the limit pays it too.
 */
const LIMIT_PATH = "/__plain-limit-with-headers.html";
/** The same page without those headers: what they cost on their own. */
const BARE_PATH = "/__plain-limit.html";
const LIMIT_PAGES: Record<string, string> = {
  [LIMIT_PATH]: "the limit: plain HTML with the site's headers",
  [BARE_PATH]: "plain HTML, bare",
};

/** Approved testimonials on /testimonials while it is measured. */
const TESTIMONIALS = 12;

/** Issue 24's targets for every public page, against the limit measured in the same run. */
const TARGETS = {
  jsBytes: 10 * 1024,
  /** Median LCP at most this multiple of the limit's median LCP */
  lcpRatio: 1.15,
  /** Median TBT at most the limit's median TBT plus this */
  tbtOverLimitMs: 50,
};

const THROTTLINGS = ["simulate", "devtools"] as const;
type Throttling = (typeof THROTTLINGS)[number];

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
  /** The HTML document as it came over the wire: compressed body and response headers */
  documentBytes: number;
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
    documentBytes: bytes("document"),
    totalBytes: bytes("total"),
    cpuIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/** Each figure's lowest, middle and highest value over the runs. */
interface Spread {
  min: Figures;
  median: Figures;
  max: Figures;
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
  };
}

/** Every run of one throttling mode by page (the routes and the two limit pages), in round order. */
type Runs = Record<string, Figures[]>;

/** What one bench run measured, as the .json keeps it. */
interface Measured {
  date: string;
  machine: string;
  /** The server that was measured (its build/start/main.js) */
  server: string;
  /** What the limit page was sent with: the measured server's headers on its home page */
  limitHeaders: Record<string, string>;
  rounds: number;
  /** How long the measuring took, the build not included */
  minutes: number;
  runs: Record<Throttling, Runs>;
  spa?: Runs;
  /** Runs Lighthouse could not complete (it says why), each done again; reported, never hidden. */
  failedRuns: string[];
  /** How much of each route's document its first screen needs (bench/first-screen.ts); once per run. */
  firstScreens?: FirstScreen[];
}

/** One Lighthouse run on `url` in a fresh Chromium; a run Lighthouse could not complete is noted and done again. */
async function lighthouseRun(url: string, label: string, throttling: Throttling, failedRuns: string[]) {
  const result = await lighthouseCompleted(url, { throttlingMethod: throttling }, label, failedRuns);
  return figuresOf(result.lhr as unknown as Lhr);
}

/**
 * The headers the measured server sends with its home page, read from the server itself: the
 * limit carries exactly what the build under test sends (security headers, its policy, caching),
 * whichever build that is.
 */
async function siteHeaders(siteUrl: string) {
  const response = await fetch(`${siteUrl}/`);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${siteUrl}/ answered ${response.status}`);
  return siteHeadersOf(response);
}

/**
 * The limit pages, and the SPA build served as a static site would serve it:
 * files, else index.html.
 */
function serveComparisons(spaDir: string, headers: Record<string, string>) {
  const app = express();
  app.use(compression());
  app.get(BARE_PATH, (_req, res) => res.type("html").send(plainLimitPage()));
  app.get(LIMIT_PATH, (_req, res) => res.set(headers).type("html").send(plainLimitPage()));
  if (WITH_SPA) {
    app.use("/assets", express.static(path.join(spaDir, "assets"), { immutable: true, maxAge: "1y" }));
    app.use(express.static(spaDir, { index: false }));
    app.use((_req, res) => res.sendFile(path.join(spaDir, "index.html")));
  }
  return new Promise<() => void>((resolve) => {
    const server = app.listen(COMPARISONS_PORT, "127.0.0.1", () => resolve(() => server.close()));
  });
}

/**
 * Another build's server applies the migrations of its own tree, not this one's (which may be
 * ahead of it); for this tree's build that is the default.
 */
function ownMigrations(entry: string) {
  const dir = path.resolve(path.dirname(entry), "../../drizzle");
  return existsSync(dir) ? { MIGRATIONS_DIR: dir } : {};
}

async function measureAll(): Promise<Measured> {
  const spaDir = path.join(root, "bench/spa/build/client");
  if (process.env.BENCH_SKIP_BUILD !== "1") {
    run("npm run build");
    // From its own folder: React Router finds its server build only when the
    // working directory is the Vite root.
    if (WITH_SPA) run("npx react-router build", {}, path.join(root, "bench/spa"));
  }
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: build first`);
  if (WITH_SPA && !existsSync(spaDir)) throw new Error(`${spaDir} is missing: build bench/spa first`);
  const date = new Date().toISOString();
  const started = Date.now();
  const dataDir = tempDir("bench-web-data-");
  // A line per request would bury the progress.
  const logFile = path.join(dataDir, "server.log");
  console.info(`Serving ${SERVER_ENTRY}; its log: ${logFile}`);
  const site = await startSiteServer(
    SITE_PORT,
    { DATA_DIR: dataDir, RATE_LIMIT_MAX: "0", ...ownMigrations(SERVER_ENTRY) },
    { logFile },
  );
  const runs = Object.fromEntries(THROTTLINGS.map((throttling) => [throttling, {}])) as Record<
    Throttling,
    Runs
  >;
  const failedRuns: string[] = [];
  let spa: Runs | undefined;
  let limitHeaders: Record<string, string> = {};
  let firstScreens: FirstScreen[] = [];
  try {
    await seedTestimonials(site.url, TESTIMONIALS, dataDir);
    limitHeaders = await siteHeaders(site.url);
    firstScreens = await measureFirstScreens(site.url, ROUTES);
    const stopComparisons = await serveComparisons(spaDir, limitHeaders);
    const comparisons = `http://127.0.0.1:${COMPARISONS_PORT}`;
    const measured = [
      ...Object.keys(LIMIT_PAGES).map((page) => [page, `${comparisons}${page}`] as const),
      ...ROUTES.map((route) => [route, `${site.url}${route}`] as const),
    ];
    try {
      for (let round = 1; round <= ROUNDS; round++) {
        for (const throttling of THROTTLINGS) {
          for (const [page, url] of measured) {
            const label = `round ${round}/${ROUNDS} ${page}`;
            const figures = await lighthouseRun(url, label, throttling, failedRuns);
            (runs[throttling][page] ??= []).push(figures);
            console.info(
              `${label} (${throttling}): LCP ${ms(figures.lcp)}, TBT ${ms(figures.tbt)}, JS ${kb(figures.jsBytes)}, HTML ${kb(figures.documentBytes)}, CPU index ${figures.cpuIndex}`,
            );
          }
        }
      }
      if (WITH_SPA) {
        spa = {};
        for (let round = 1; round <= ROUNDS; round++) {
          for (const route of ROUTES) {
            const label = `spa round ${round}/${ROUNDS} ${route}`;
            (spa[route] ??= []).push(
              await lighthouseRun(`${comparisons}${route}`, label, "simulate", failedRuns),
            );
          }
        }
      }
    } finally {
      stopComparisons();
    }
  } finally {
    await site.stop();
  }
  return {
    date,
    machine: machineLine(),
    server: SERVER_ENTRY,
    limitHeaders,
    rounds: ROUNDS,
    minutes: Math.round((Date.now() - started) / 60_000),
    runs,
    spa,
    failedRuns,
    firstScreens,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const signedMs = (value: number) => `${value < 0 ? "−" : "+"}${Math.abs(Math.round(value))} ms`;
const ratio = (value: number, digits = 2) => `${value.toFixed(digits)}×`;
const spread = (s: Spread, key: keyof Figures, format: (value: number) => string = String) =>
  s.min[key] === s.max[key]
    ? format(s.median[key])
    : `${format(s.min[key])} / ${format(s.median[key])} / ${format(s.max[key])}`;

const routesOf = (runs: Runs) => Object.keys(runs).filter((page) => !(page in LIMIT_PAGES));

/** A route's medians against the limit's, from the runs of one throttling mode. */
function againstLimit(runs: Runs, page: string) {
  const limit = spreadOf(runs[LIMIT_PATH]!).median;
  const figures = spreadOf(runs[page]!).median;
  return { lcpRatio: figures.lcp / limit.lcp, tbtOverLimit: figures.tbt - limit.tbt };
}

/** One throttling mode: every route (min / median / max where they differ), then the two limit pages. */
function table(runs: Runs) {
  const lines = [
    "| page | Perf | A11y | BP | SEO | LCP | LCP ÷ limit | FCP | CLS | TBT | TBT − limit | JS | of which framework | CSS | HTML | CPU index |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  for (const page of [...routesOf(runs), ...Object.keys(LIMIT_PAGES)]) {
    const s = spreadOf(runs[page]!);
    const { lcpRatio, tbtOverLimit } = againstLimit(runs, page);
    lines.push(
      `| ${LIMIT_PAGES[page] ?? page} | ${spread(s, "performance")} | ${spread(s, "accessibility")} | ${spread(s, "bestPractices")} | ${spread(s, "seo")} | ${spread(s, "lcp", ms)} | ${ratio(lcpRatio)} | ${spread(s, "fcp", ms)} | ${spread(s, "cls", (v) => v.toFixed(3))} | ${spread(s, "tbt", ms)} | ${signedMs(tbtOverLimit)} | ${kb(s.median.jsBytes)} | ${kb(s.median.frameworkJsBytes)} | ${kb(s.median.cssBytes)} | ${kb(s.median.documentBytes)} | ${spread(s, "cpuIndex")} |`,
    );
  }
  return lines.join("\n");
}

function spaTable(real: Runs, spa: Runs) {
  const lines = [
    "| route | LCP real | LCP SPA | SPA ÷ real | JS real | JS SPA |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
  ];
  for (const route of Object.keys(spa)) {
    const r = spreadOf(real[route]!).median;
    const s = spreadOf(spa[route]!).median;
    lines.push(
      `| ${route} | ${ms(r.lcp)} | ${ms(s.lcp)} | ${ratio(s.lcp / r.lcp)} | ${kb(r.jsBytes)} | ${kb(s.jsBytes)} |`,
    );
  }
  return lines.join("\n");
}

/** One target on one route: met or missed, and the figure it was judged by. */
interface TargetCheck {
  route: string;
  target: string;
  met: boolean;
  figure: string;
}

/** Each target's name, as the targets table heads its column. */
const TARGET = {
  js: `JS ≤ ${kb(TARGETS.jsBytes)}`,
  lcp: (throttling: Throttling) => `LCP ≤ ${ratio(TARGETS.lcpRatio)} limit (${throttling})`,
  tbt: (throttling: Throttling) => `TBT ≤ limit + ${TARGETS.tbtOverLimitMs} ms (${throttling})`,
  scores: "A11y, BP, SEO 100",
  cls: "CLS 0",
};
const TARGET_NAMES = [
  TARGET.js,
  ...THROTTLINGS.map(TARGET.lcp),
  ...THROTTLINGS.map(TARGET.tbt),
  TARGET.scores,
  TARGET.cls,
];

/** Issue 24's targets on every route; the "every run" ones over the runs of both throttling modes. */
function checkTargets(runs: Record<Throttling, Runs>): TargetCheck[] {
  const checks: TargetCheck[] = [];
  for (const route of routesOf(runs.simulate)) {
    const check = (target: string, met: boolean, figure: string) =>
      checks.push({ route, target, met, figure });
    const worst = spreadOf(THROTTLINGS.flatMap((throttling) => runs[throttling][route]!));
    check(TARGET.js, worst.max.jsBytes <= TARGETS.jsBytes, kb(worst.max.jsBytes));
    for (const throttling of THROTTLINGS) {
      const { lcpRatio } = againstLimit(runs[throttling], route);
      // Three digits: 1.152× shown as 1.15× would read as met.
      check(TARGET.lcp(throttling), lcpRatio <= TARGETS.lcpRatio, ratio(lcpRatio, 3));
    }
    for (const throttling of THROTTLINGS) {
      const { tbtOverLimit } = againstLimit(runs[throttling], route);
      check(TARGET.tbt(throttling), tbtOverLimit <= TARGETS.tbtOverLimitMs, signedMs(tbtOverLimit));
    }
    const below = (
      [
        ["A11y", worst.min.accessibility],
        ["BP", worst.min.bestPractices],
        ["SEO", worst.min.seo],
      ] as const
    ).filter(([, score]) => score < 100);
    check(
      TARGET.scores,
      !below.length,
      below.length ? below.map(([name, score]) => `${name} ${score}`).join(", ") : "100",
    );
    check(TARGET.cls, worst.max.cls === 0, worst.max.cls.toFixed(3));
  }
  return checks;
}

function targetsTable(checks: TargetCheck[]) {
  const lines = [
    `| route | ${TARGET_NAMES.join(" | ")} |`,
    `| --- | ${TARGET_NAMES.map(() => "---:").join(" | ")} |`,
  ];
  for (const route of new Set(checks.map((check) => check.route))) {
    const cells = TARGET_NAMES.map((target) => {
      const check = checks.find((c) => c.route === route && c.target === target)!;
      return `${check.met ? "met" : "**missed**"}: ${check.figure}`;
    });
    lines.push(`| ${route} | ${cells.join(" | ")} |`);
  }
  return lines.join("\n");
}

/**
 * The first screen's share of each document (bench/first-screen.ts): it is in the first round trip
 * when the headers and the compressed bytes that carry it fit TCP's first window.
 */
function firstScreenTable(firstScreens: FirstScreen[]) {
  const lines = [
    "| route | document (headers + compressed HTML) | first screen complete after | of the HTML (decoded) | in the first round trip |",
    "| --- | ---: | ---: | ---: | ---: |",
  ];
  for (const f of firstScreens) {
    const needed = f.headerBytes + f.firstScreenBodyBytes;
    lines.push(
      `| ${f.page} | ${kb(f.headerBytes + f.bodyBytes)} | ${kb(needed)} | ${kb(f.firstScreenHtml)} of ${kb(f.html)} | ${needed <= FIRST_WINDOW_BYTES ? "yes" : "**no**"} |`,
    );
  }
  return lines.join("\n");
}

/** Each round's CPU indexes (every page, both throttling modes), lowest to highest. */
function cpuIndexByRound(runs: Record<Throttling, Runs>, rounds: number) {
  return Array.from({ length: rounds }, (_, index) => {
    const values = THROTTLINGS.flatMap((throttling) =>
      Object.values(runs[throttling]).map((pageRuns) => pageRuns[index]!.cpuIndex),
    );
    return `round ${index + 1}: ${Math.min(...values)}-${Math.max(...values)}`;
  }).join("; ");
}

/** Writes the .md and .json from what was measured. */
function report(measured: Measured) {
  const { date, machine, server, limitHeaders, rounds, minutes, runs, spa, failedRuns, firstScreens } =
    measured;
  const inTree = path.relative(root, server);
  const checks = checkTargets(runs);
  const missed = checks.filter((check) => !check.met);
  const tooFew = rounds < MIN_ROUNDS;
  const md = `# Web benchmark (Lighthouse 12, mobile, slow 4G)

Run ${date} on ${machine}, against \`${inTree.startsWith("..") ? server : inTree}\`. ${rounds} round${rounds === 1 ? "" : "s"}, ${minutes} min
of measuring. Each round measures, with simulated and then with applied throttling, the limit page, the
bare plain page, then every route, each in a fresh Chromium. The limit is the home page's hero text as
plain HTML (no script, no stylesheet) sent with the headers the measured server sends on its home page
(${Object.keys(limitHeaders).join(", ")}); the bare page is the same HTML without
them. "LCP ÷ limit" is the route's median LCP over the limit's, "TBT − limit" its median TBT minus the
limit's, both from the same run and throttling mode. A cell with three values is min / median / max over the
rounds, one value means every round agreed. Bytes are transferred (compressed, headers included) on first
load, median; "HTML" is the document alone (TCP's first window carries ${kb(FIRST_WINDOW_BYTES)}).
"of which framework" is React DOM, React and React Router. /testimonials shows ${TESTIMONIALS} approved
testimonials. "CPU index" is Lighthouse's benchmarkIndex at the start of each run (higher is faster):
${cpuIndexByRound(runs, rounds)}. Figures from machines or moments whose index differs are not comparable;
the ratios to the limit are the figures to compare.

## Simulated throttling (Lighthouse's default)

${table(runs.simulate)}

## Applied throttling (devtools)

${table(runs.devtools)}

## The first screen in the first round trip
${
  firstScreens?.length
    ? `
How much of each document a phone needs before its first screen is drawn complete (bench/first-screen.ts):
the shortest prefix of the HTML whose rendering at 412 × 823 px, without scripts, is the whole page's,
and the compressed bytes that carry it, headers included. TCP's first window is ${FIRST_WINDOW_BYTES} bytes
(${kb(FIRST_WINDOW_BYTES)}). Measured once per run: it does not vary.

${firstScreenTable(firstScreens)}
`
    : "\nNot measured in this run."
}
## Targets (issue 24)

Every public page: JavaScript ≤ ${kb(TARGETS.jsBytes)} in every run; median LCP ≤ ${ratio(TARGETS.lcpRatio)} the
limit's and median TBT ≤ the limit's + ${TARGETS.tbtOverLimitMs} ms, in each throttling mode; Accessibility,
Best Practices and SEO 100 and CLS 0 in every run. (Not the 404 page: Lighthouse refuses a page that
answers 404.)${tooFew ? `\n\n**${rounds} round${rounds === 1 ? "" : "s"}: fewer than ${MIN_ROUNDS}, too few to judge the targets by.**` : ""}

${targetsTable(checks)}

${missed.length ? `${missed.length} of ${checks.length} missed.` : `All ${checks.length} met.`}
${
  spa
    ? `
## Against the same pages rendered in the browser (bench/spa, simulated, medians)

${spaTable(runs.simulate, spa)}
`
    : ""
}
${failedRuns.length ? `Runs Lighthouse could not complete, each done again:\n${failedRuns.map((p) => `- ${p}`).join("\n")}` : "Every run completed."}
`;
  writeFileSync(MD_PATH, md);
  writeFileSync(
    JSON_PATH,
    `${JSON.stringify(
      {
        ...measured,
        missed: missed.map((check) => `${check.route}: ${check.target}: ${check.figure}`),
      },
      null,
      2,
    )}\n`,
  );
  console.info(`\n${md}`);
}

function measuredFromJson() {
  const measured = JSON.parse(readFileSync(JSON_PATH, "utf8")) as Partial<Measured>;
  if (!measured.rounds || !measured.runs)
    throw new Error(`${JSON_PATH} was written by an older bench/web.ts: measure again`);
  return measured as Measured;
}

/** BENCH_REPORT_ONLY=1 writes the report again from the .json without measuring (after a change to the report). */
report(process.env.BENCH_REPORT_ONLY === "1" ? measuredFromJson() : await measureAll());
process.exit(0);
