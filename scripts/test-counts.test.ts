import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { addUp, closingLine, countsOf } from "./test-counts";

const vitest = (passed: number, failed: number, pending = 0, todo = 0) => ({
  numTotalTests: passed + failed + pending + todo,
  numPassedTests: passed,
  numFailedTests: failed,
  numPendingTests: pending,
  numTodoTests: todo,
});
const playwright = (expected: number, unexpected: number, flaky = 0, skipped = 0) => ({
  config: {},
  suites: [],
  stats: { startTime: "2026-11-24T00:00:00.000Z", duration: 1, expected, unexpected, flaky, skipped },
});

describe("countsOf", () => {
  it("reads Vitest's and Playwright's JSON reports", () => {
    expect(countsOf(vitest(610, 2, 1, 1))).toEqual({ passed: 610, failed: 2, skipped: 2 });
    expect(countsOf(playwright(259, 1, 0, 3))).toEqual({ passed: 259, failed: 1, skipped: 3 });
  });

  it("counts a test that passed only on a retry as failed", () => {
    expect(countsOf(playwright(10, 0, 1))).toEqual({ passed: 10, failed: 1, skipped: 0 });
  });

  it("refuses anything else", () => {
    expect(() => countsOf({ tests: 3 })).toThrow(/not a Vitest or Playwright/);
    expect(() => countsOf(null)).toThrow();
  });
});

describe("addUp", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const reports = (files: Record<string, string>) => {
    dir = mkdtempSync(path.join(os.tmpdir(), "test-counts-"));
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    return dir;
  };

  it("adds every report in the directory into one closing line", () => {
    const { counts, problems } = addUp(
      reports({
        "vitest-node20.json": JSON.stringify(vitest(612, 0)),
        "vitest-node24.json": JSON.stringify(vitest(612, 0)),
        "playwright.json": JSON.stringify(playwright(259, 0, 0, 2)),
        "notes.txt": "not a report",
      }),
      ["playwright.json"],
    );
    expect(problems).toEqual([]);
    expect(closingLine(counts)).toBe("1483 passed, 0 failed, 2 skipped");
  });

  it("is the plain 'N passed, N failed, N skipped' line, zeros included", () => {
    const line = closingLine({ passed: 620, failed: 3, skipped: 0 });
    expect(line).toBe("620 passed, 3 failed, 0 skipped");
    // The form CI's reader counts in any language: the counts alone on a line.
    expect(line).toMatch(/^\d+ passed, \d+ failed(, \d+ skipped)?$/);
    expect(closingLine({ passed: 0, failed: 0, skipped: 0 })).toBe("0 passed, 0 failed, 0 skipped");
  });

  it("counts a missing or unreadable report as a failure, never as nothing", () => {
    const { counts, problems } = addUp(
      reports({ "vitest-node20.json": JSON.stringify(vitest(5, 0)), "playwright.json": "{ cut sh" }),
      ["vitest-node20.json", "vitest-node24.json", "playwright.json"],
    );
    expect(counts).toEqual({ passed: 5, failed: 2, skipped: 0 });
    expect(problems.map((p) => p.split(":")[0])).toEqual(["vitest-node24.json", "playwright.json"]);
  });
});
