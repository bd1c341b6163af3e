/**
 * `npm run bench:web`: Lighthouse (mobile, slow 4G) on every page, real build against the same pages
 * as a client-rendered SPA (bench/spa, how the original site was built); writes bench/results/web.md.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import compression from "compression";
import express from "express";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { pages } from "../app/config/pages";
import { chromiumArgs, chromiumPath } from "../chromium.config";
import { machineLine, median, root, run, seedTestimonials, startSiteServer, tempDir } from "./lib";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ROUTES = pages.map((entry) => entry.path);
const SITE_PORT = 3710;
const SPA_PORT = 3711;

/** Approved testimonials on /testimonials while it is measured. */
const TESTIMONIALS = 12;

const TARGETS = { lcp: 1200, cls: 0.01, tbt: 50, js: 100 * 1024, css: 15 * 1024 };

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
}

type Lhr = {
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
          /\/(framework|entry\.client|jsx-runtime|react-dom)-[\w-]+\.js$/.test(item.url ?? ""),
      )
      .reduce((sum, item) => sum + item.transferSize, 0),
    cssBytes: bytes("stylesheet"),
    totalBytes: bytes("total"),
  };
}

function medianFigures(runs: Figures[]): Figures {
  const keys = Object.keys(runs[0]!) as (keyof Figures)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((figures) => figures[key]))]),
  ) as unknown as Figures;
}

async function measure(baseUrl: string, label: string) {
  const results: Record<string, Figures> = {};
  for (const route of ROUTES) {
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i++) {
      const chrome = await chromeLauncher.launch({
        chromePath: chromiumPath,
        chromeFlags: ["--headless=new", ...chromiumArgs],
      });
      try {
        const result = await lighthouse(`${baseUrl}${route}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
        runs.push(figuresOf(result.lhr as unknown as Lhr));
      } finally {
        await chrome.kill();
      }
    }
    results[route] = medianFigures(runs);
    console.info(`${label} ${route}: ${JSON.stringify(results[route])}`);
  }
  return results;
}

/** The SPA build served as a static site would serve it: files, else index.html. */
function serveSpa(dir: string) {
  const app = express();
  app.use(compression());
  app.use("/assets", express.static(path.join(dir, "assets"), { immutable: true, maxAge: "1y" }));
  app.use(express.static(dir, { index: false }));
  app.use((_req, res) => res.sendFile(path.join(dir, "index.html")));
  return new Promise<() => void>((resolve) => {
    const server = app.listen(SPA_PORT, "127.0.0.1", () => resolve(() => server.close()));
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;

function table(real: Record<string, Figures>, spa: Record<string, Figures>) {
  const lines = [
    "| route | build | Perf | A11y | BP | SEO | LCP | FCP | CLS | TBT | SI | JS | of which framework | CSS | total |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  for (const route of ROUTES) {
    for (const [name, figures] of [
      ["prerendered/SSR", real[route]!],
      ["client-rendered SPA", spa[route]!],
    ] as const) {
      lines.push(
        `| ${route} | ${name} | ${figures.performance} | ${figures.accessibility} | ${figures.bestPractices} | ${figures.seo} | ${ms(figures.lcp)} | ${ms(figures.fcp)} | ${figures.cls.toFixed(3)} | ${ms(figures.tbt)} | ${ms(figures.speedIndex)} | ${kb(figures.jsBytes)} | ${kb(figures.frameworkJsBytes)} | ${kb(figures.cssBytes)} | ${kb(figures.totalBytes)} |`,
      );
    }
    const r = real[route]!;
    const s = spa[route]!;
    lines.push(
      `| ${route} | SPA ÷ real | | | | | ${(s.lcp / r.lcp).toFixed(2)}× | ${(s.fcp / r.fcp).toFixed(2)}× | | | ${(s.speedIndex / r.speedIndex).toFixed(2)}× | ${(s.jsBytes / r.jsBytes).toFixed(2)}× | | | ${(s.totalBytes / r.totalBytes).toFixed(2)}× |`,
    );
  }
  return lines.join("\n");
}

function misses(real: Record<string, Figures>) {
  const problems: string[] = [];
  for (const route of ROUTES) {
    const f = real[route]!;
    for (const [name, value] of [
      ["Performance", f.performance],
      ["Accessibility", f.accessibility],
      ["Best Practices", f.bestPractices],
      ["SEO", f.seo],
    ] as const) {
      if (value < 100) problems.push(`${route}: ${name} ${value}`);
    }
    if (f.lcp > TARGETS.lcp) problems.push(`${route}: LCP ${ms(f.lcp)} > 1,200 ms`);
    if (f.cls > TARGETS.cls) problems.push(`${route}: CLS ${f.cls.toFixed(3)} > 0.01`);
    if (f.tbt > TARGETS.tbt) problems.push(`${route}: TBT ${ms(f.tbt)} > 50 ms`);
    if (f.jsBytes > TARGETS.js) problems.push(`${route}: JS ${kb(f.jsBytes)} > 100 KB`);
    if (f.cssBytes > TARGETS.css) problems.push(`${route}: CSS ${kb(f.cssBytes)} > 15 KB`);
  }
  return problems;
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== "1") {
    run("npm run build");
    // From its own folder: React Router finds its server build only when the
    // working directory is the Vite root.
    run("npx react-router build", {}, path.join(root, "bench/spa"));
  }
  const dataDir = tempDir("bench-web-data-");
  const site = await startSiteServer(SITE_PORT, { DATA_DIR: dataDir, RATE_LIMIT_MAX: "0" });
  const stopSpa = await serveSpa(path.join(root, "bench/spa/build/client"));
  let real: Record<string, Figures>;
  let spa: Record<string, Figures>;
  try {
    await seedTestimonials(site.url, TESTIMONIALS, dataDir);
    real = await measure(site.url, "real");
    spa = await measure(`http://127.0.0.1:${SPA_PORT}`, "spa");
  } finally {
    stopSpa();
    await site.stop();
  }
  const problems = misses(real);
  const md = `# Web benchmark (Lighthouse 12, mobile, simulated slow 4G)

Run ${new Date().toISOString()} on ${machineLine()}. Median of ${RUNS} runs per route; bytes are transferred (compressed) bytes on first load, headers included.
"prerendered/SSR" is the real build; "client-rendered SPA" is the same pages built with \`ssr: false\` and no prerendering (bench/spa). /testimonials shows ${TESTIMONIALS} approved testimonials.
"of which framework" is React DOM, React and React Router: the floor of any page that hydrates with them.

${table(real, spa)}

Targets for the real build: every category 100, LCP ≤ 1.2 s, CLS ≤ 0.01, TBT ≤ 50 ms, JS ≤ 100 KB, CSS ≤ 15 KB.
${problems.length ? `Missed:\n${problems.map((p) => `- ${p}`).join("\n")}` : "All targets met on every route."}
`;
  writeFileSync(path.join(root, "bench/results/web.md"), md);
  writeFileSync(
    path.join(root, "bench/results/web.json"),
    `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, real, spa, missed: problems }, null, 2)}\n`,
  );
  console.info(`\n${md}`);
}

await main();
process.exit(0);
