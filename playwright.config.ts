import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, type PlaywrightTestConfig } from "@playwright/test";
import { chromiumArgs, testChromiumPath } from "./chromium.config";

/**
 * End-to-end tests run against the production build (`npm run build` first)
 * in the system Chromium: Playwright never downloads a browser here.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${PORT}`;
/**
 * The web server's data directory. The config is loaded again in every
 * worker (each with its own pid), so the runner pins the directory in the
 * environment the workers inherit: tests read it (tests/e2e/server.ts) to
 * run the owner's command-line tool against the same embedded database.
 */
const namedHere = !process.env.E2E_DATA_DIR;
export const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `site-e2e-${process.pid}`);
process.env.E2E_DATA_DIR = dataDir;
if (namedHere) {
  // Playwright stops the web server only after globalTeardown, so the runner
  // removes the directory as it exits, when the server can no longer write.
  process.on("exit", () => {
    try {
      rmSync(dataDir, { recursive: true, force: true });
    } catch (error) {
      console.warn(`Could not remove ${dataDir}:`, error);
    }
  });
}

/** Specs that do not depend on the viewport run once, in their own project. */
const ONCE = [
  /seo\.spec\.ts/,
  /notification-delivery\.spec\.ts/,
  /observatory\.spec\.ts/,
  /logs\.spec\.ts/,
  /two-instances\.spec\.ts/,
  /hostile-input\.spec\.ts/,
  /reliability\.spec\.ts/,
  /regex-stall\.spec\.ts/,
  /html-valid\.spec\.ts/,
];

/**
 * Behaviour that does not change with the screen: the back office's journeys (its layout is checked
 * at both sizes by admin-a11y and at 320 and 375 px by admin-phone), what happens to personal data
 * (a request's pages are checked at both sizes by a11y and hindi),
 * the security headers and refusals, the database going away. They run at the phone's size only,
 * the owner's screen: at both sizes they took a fifth of the suite's time, for the same checks twice.
 */
const PHONE_ONLY = [
  /admin-account\.spec\.ts/,
  /admin-inbox\.spec\.ts/,
  /leads\.spec\.ts/,
  /admin-moderation\.spec\.ts/,
  /admin-not-found\.spec\.ts/,
  /admin-notifications\.spec\.ts/,
  /admin-phone\.spec\.ts/,
  /admin-staff\.spec\.ts/,
  /contact-data\.spec\.ts/,
  /privacy-request\.spec\.ts/,
  /content\.spec\.ts/,
  /hindi-data\.spec\.ts/,
  /database-down\.spec\.ts/,
  /security\.spec\.ts/,
  /staff-bar\.spec\.ts/,
  /visitors\.spec\.ts/,
];

/**
 * `npm test` runs the projects in three phases (scripts/test.sh, E2E_PHASE): every day's tests,
 * then the load tests, then the timing test alone. The load tests keep both cores busy for
 * minutes: beside them a visitor's journey missed its 5 s toast (CI of stop 39) and a timing its
 * budget (stop 38), and a timing means something only on a quiet machine. Unset, every project
 * runs at once, as a developer's `npx playwright test` expects.
 */
const PHASES = { load: ["hostile", "reliability"], quiet: ["stall"] } as const;
type Phase = keyof typeof PHASES | "everyday";
const PHASE = process.env.E2E_PHASE as Phase | undefined;
if (PHASE && PHASE !== "everyday" && !Object.hasOwn(PHASES, PHASE))
  throw new Error(`E2E_PHASE is ${PHASE}: everyday, load or quiet`);

function phaseOf(project: string | undefined): Phase {
  for (const [phase, names] of Object.entries(PHASES))
    if ((names as readonly string[]).includes(project ?? "")) return phase as Phase;
  return "everyday";
}

const PROJECTS: PlaywrightTestConfig["projects"] & object = [
  {
    name: "phone",
    testIgnore: ONCE,
    use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  },
  {
    name: "desktop",
    testIgnore: [...ONCE, ...PHONE_ONLY],
    use: { viewport: { width: 1280, height: 800 } },
  },
  // Metadata does not depend on the viewport: checked once.
  { name: "seo", testMatch: /seo\.spec\.ts/, use: { viewport: { width: 1280, height: 800 } } },
  // Server processes and their notifications: no browser, no viewport.
  { name: "delivery", testMatch: /notification-delivery\.spec\.ts/ },
  // A header scanner against the server: no browser either.
  { name: "headers", testMatch: /observatory\.spec\.ts/ },
  // The W3C HTML checker on the server's HTML: no browser either.
  { name: "html", testMatch: /html-valid\.spec\.ts/ },
  { name: "logs", testMatch: /logs\.spec\.ts/ },
  { name: "instances", testMatch: /two-instances\.spec\.ts/ },
  // Thousands of hostile requests, against a server of its own.
  { name: "hostile", testMatch: /hostile-input\.spec\.ts/ },
  // Load and faults against servers of its own: no browser, one scenario at a time.
  { name: "reliability", testMatch: /reliability\.spec\.ts/ },
  // Slow patterns on long values: timings against a server of its own, no browser.
  { name: "stall", testMatch: /regex-stall\.spec\.ts/ },
];

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // A test is a visitor's or the owner's whole journey (several pages, axe on
  // each, sign-ins that hash passwords). On the CI machines Chromium's speed
  // varies two to three times from one machine to the next (Lighthouse's CPU
  // index 727-2,600, bench/results/web.md), and the longest journeys took 30-32 s
  // on the slowest; each expectation still fails within its own 7 s.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  // TEST_REPORT_DIR (scripts/test.sh): a JSON report too, for the closing count.
  reporter: process.env.TEST_REPORT_DIR
    ? [
        ["list"],
        [
          "json",
          {
            outputFile: path.join(process.env.TEST_REPORT_DIR, `playwright${PHASE ? `-${PHASE}` : ""}.json`),
          },
        ],
      ]
    : [["list"]],
  use: {
    baseURL,
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
    trace: "off",
  },
  projects: PROJECTS.filter((project) => !PHASE || phaseOf(project.name) === PHASE),
  // The load and timing tests start servers of their own: the shared one is only for every day's.
  webServer:
    PHASE === "load" || PHASE === "quiet"
      ? undefined
      : {
          // E2E_SERVER_ENTRY: as in tests/e2e/server.ts, another path to the same file.
          command: `node ${process.env.E2E_SERVER_ENTRY ?? "build/start/main.js"}`,
          url: `${baseURL}/`,
          reuseExistingServer: false,
          timeout: 60_000,
          // The tests stand in for visitors at many addresses through X-Forwarded-For (fixtures.ts): the
          // server trusts it from this machine, as it would from a proxy on it.
          env: {
            PORT: String(PORT),
            HOST: "127.0.0.1",
            DATA_DIR: dataDir,
            NODE_ENV: "production",
            TRUST_PROXY: "loopback",
          },
        },
});
