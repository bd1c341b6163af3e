/**
 * `npm run bench:tasks`: what keeps the main thread busy. Lighthouse (mobile,
 * simulated slow 4G, a fresh Chromium per run) on BENCH_ROUTES (/contact and
 * /testimonials), BENCH_RUNS times each (3), printing TBT, LCP, the observed
 * first paints and LCP element, the CPU index, the long tasks as Lighthouse
 * counts them (simulated: 4× the real ones, on its simulated timeline), and every
 * top-level main-thread task over 8 ms of real time, placed against the
 * observed first paint, with the trace events inside it of over 1 ms. A task
 * of T ms counts 4T - 50 ms towards simulated TBT, so anything over 12.5 ms
 * can. For a quick look at a change before the full `bench:web`; the traces
 * are left in the system's temporary directory.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import {
  lighthouseInFreshChromium,
  pageMainThread,
  seedTestimonials,
  startSiteServer,
  tempDir,
  type TraceEvent,
} from "./lib";

const ROUTES = (process.env.BENCH_ROUTES ?? "/contact,/testimonials").split(",");
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = 3712;

/** Trace events whose names say what a task spent its time on. */
const TELLING =
  /EvaluateScript|v8.compile|FunctionCall|Layout|UpdateLayoutTree|ParseHTML|Paint|EventDispatch|TimerFire|FireAnimationFrame|v8.run|ParseAuthorStyleSheet|v8.evaluateModule|RunMicrotasks|PrePaint|Commit/;

function longTasks(events: TraceEvent[], url: string) {
  const onMain = pageMainThread(events, url);
  const tasks = onMain.filter((e) => e.name === "RunTask" && e.ph === "X" && (e.dur ?? 0) > 8000);
  const fcp = events.find((e) => e.name === "firstContentfulPaint" && e.pid === onMain[0]?.pid)?.ts ?? 0;
  return tasks.map((task) => {
    const inside = onMain.filter(
      (e) =>
        e !== task &&
        e.ph === "X" &&
        e.ts >= task.ts &&
        e.ts + (e.dur ?? 0) <= task.ts + task.dur! &&
        (e.dur ?? 0) > 1000,
    );
    const what = inside
      .filter((e) => TELLING.test(e.name))
      .map(
        (e) =>
          `${e.name}${e.args?.data?.url ? `(${e.args.data.url.split("/").pop()})` : e.args?.data?.functionName ? `(${e.args.data.functionName})` : ""} ${((e.dur ?? 0) / 1000).toFixed(1)}`,
      );
    return `${((task.ts - fcp) / 1000).toFixed(0)} ms after FCP: ${(task.dur! / 1000).toFixed(1)} ms [${what.slice(0, 12).join(", ")}]`;
  });
}

const dataDir = tempDir("probe-data-");
const site = await startSiteServer(PORT, { RATE_LIMIT_MAX: "0", DATA_DIR: dataDir, LOG_LEVEL: "warn" });
try {
  if (ROUTES.includes("/testimonials")) await seedTestimonials(site.url, 12, dataDir);
  const traces = tempDir("bench-tasks-");
  for (const route of ROUTES) {
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouseInFreshChromium(`${site.url}${route}`, {
        onlyCategories: ["performance"],
      });
      const { lhr } = result;
      const file = path.join(traces, `${route.replace(/\W/g, "") || "home"}-${i + 1}.json`);
      writeFileSync(file, JSON.stringify(result.artifacts.Trace));
      if (lhr.runtimeError) {
        console.log(`${route} run ${i + 1}: ${lhr.runtimeError.code} (trace: ${file})`);
        continue;
      }
      const tbt = lhr.audits["total-blocking-time"]!.numericValue!;
      const lcp = lhr.audits["largest-contentful-paint"]!.numericValue!;
      console.log(
        `${route} run ${i + 1}: TBT ${Math.round(tbt)} ms, LCP ${Math.round(lcp)} ms, Perf ${Math.round(lhr.categories.performance!.score! * 100)} (trace: ${file})`,
      );
      const trace = result.artifacts.Trace.traceEvents as unknown as TraceEvent[];
      const observed = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)
        ?.items?.[0];
      const element = (
        lhr.audits["largest-contentful-paint-element"]?.details as
          { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined
      )?.items?.[0]?.items?.[0]?.node?.snippet;
      console.log(
        `  observed: FCP ${Math.round(observed?.observedFirstContentfulPaint ?? NaN)} ms, LCP ${Math.round(observed?.observedLargestContentfulPaint ?? NaN)} ms, element ${element?.slice(0, 100) ?? "?"}; CPU index ${Math.round(lhr.environment.benchmarkIndex)}`,
      );
      const simulated = (
        lhr.audits["long-tasks"]?.details as
          { items?: { url?: string; startTime: number; duration: number }[] } | undefined
      )?.items;
      console.log(
        `  long tasks as Lighthouse counts them: ${(simulated ?? []).map((task) => `${task.url?.split("/").pop() || "?"} at ${Math.round(task.startTime)} for ${Math.round(task.duration)} ms`).join("; ") || "none"}`,
      );
      for (const line of longTasks(trace, lhr.finalDisplayedUrl)) console.log(`  ${line}`);
    }
  }
} finally {
  await site.stop();
}
