import { execFile } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";

/*
 * MDN's HTTP Observatory, the scanner behind developer.mozilla.org/observatory,
 * run against this server. It is installed on first use, apart from the
 * project's dependencies (it brings a web server and a database driver of its
 * own), without install scripts, and with an empty HSTS preload list: the list
 * is fetched from the internet, which these machines cannot reach.
 */

const run = promisify(execFile);
const VERSION = "1.4.8";
const dir = path.resolve("node_modules/.cache/mdn-http-observatory");
const packageDir = path.join(dir, "node_modules/@mdn/mdn-http-observatory");

/** The two checks that need the site on HTTPS, which a test server on loopback is not. */
const NEED_TLS = {
  redirection: "redirection-missing",
  "strict-transport-security": "hsts-not-implemented-no-https",
};

async function installScanner() {
  if (existsSync(path.join(packageDir, "bin/wrapper.js"))) return;
  mkdirSync(dir, { recursive: true });
  await run(
    "npx",
    [
      "-y",
      "npm@10",
      "install",
      "--prefix",
      dir,
      "--ignore-scripts",
      "--no-audit",
      "--no-fund",
      `@mdn/mdn-http-observatory@${VERSION}`,
    ],
    { timeout: 180_000 },
  );
  writeFileSync(path.join(packageDir, "conf/hsts-preload.json"), "{}");
}

interface ScanResult {
  scan: { grade: string; score: number };
  tests: Record<string, { pass: boolean; result: string }>;
}

test("the HTTP Observatory passes every check but the two that need TLS", async ({ baseURL }) => {
  test.setTimeout(240_000);
  await installScanner();
  const { stdout } = await run(
    process.execPath,
    [path.join(packageDir, "bin/wrapper.js"), new URL(baseURL!).host],
    {
      timeout: 60_000,
    },
  );
  const { tests } = JSON.parse(stdout) as ScanResult;
  expect(Object.keys(tests).length).toBeGreaterThanOrEqual(10);
  const failed = Object.fromEntries(
    Object.entries(tests)
      .filter(([, check]) => !check.pass)
      .map(([name, check]) => [name, check.result]),
  );
  expect(failed).toEqual(NEED_TLS);
  expect(tests["content-security-policy"]?.result).toBe(
    "csp-implemented-with-unsafe-inline-in-style-src-only",
  );
  expect(tests["x-frame-options"]?.result).toBe("x-frame-options-implemented-via-csp");
});
