/**
 * Adds up the JSON reports that Vitest and Playwright write into
 * TEST_REPORT_DIR (see vitest.config.ts and playwright.config.ts) and prints
 * one closing line for everything that ran, in the plain form that CI's
 * reader counts in any language: `1480 passed, 1 failed, 2 skipped`
 * alone on a line. (Vitest's and Playwright's own summaries are not among the
 * formats it reads.) `npm test` prints it for its run, CI for all of its runs.
 *
 * A report that is missing or unreadable is itself a failure: a runner that
 * crashed before writing one must not read as "0 failed".
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

/** Vitest's JSON reporter (Jest's format). */
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

/** Playwright's JSON reporter: a flaky test passed on a retry (CI allows none). */
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

export function countsOf(report: unknown): Counts {
  if (report && typeof report === "object" && "stats" in report) {
    const { stats } = report as PlaywrightReport;
    return { passed: stats.expected, failed: stats.unexpected + stats.flaky, skipped: stats.skipped };
  }
  if (report && typeof report === "object" && "numPassedTests" in report) {
    const r = report as VitestReport;
    return {
      passed: r.numPassedTests,
      failed: r.numFailedTests,
      skipped: r.numPendingTests + r.numTodoTests,
    };
  }
  throw new Error("not a Vitest or Playwright JSON report");
}

export function addUp(dir: string, expected: readonly string[] = []): { counts: Counts; problems: string[] } {
  const counts: Counts = { passed: 0, failed: 0, skipped: 0 };
  const problems: string[] = [];
  const files = readdirSync(dir).filter((name) => name.endsWith(".json"));
  for (const name of expected) {
    if (!files.includes(name)) problems.push(`${name}: no report (the runner stopped before writing one)`);
  }
  for (const name of files) {
    try {
      const one = countsOf(JSON.parse(readFileSync(path.join(dir, name), "utf8")));
      counts.passed += one.passed;
      counts.failed += one.failed;
      counts.skipped += one.skipped;
    } catch (error) {
      problems.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (problems.length > 0) counts.failed += problems.length;
  return { counts, problems };
}

export function closingLine({ passed, failed, skipped }: Counts): string {
  return `${passed} passed, ${failed} failed, ${skipped} skipped`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, ...expected] = process.argv.slice(2);
  if (!dir) {
    console.error("usage: tsx scripts/test-counts.ts REPORT_DIR [EXPECTED_REPORT.json ...]");
    process.exit(2);
  }
  const { counts, problems } = addUp(dir, expected);
  for (const problem of problems) console.error(`test report ${problem}`);
  console.log(closingLine(counts));
  process.exit(counts.failed > 0 ? 1 : 0);
}
