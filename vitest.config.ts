import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { inlineScripts } from "./scripts/inline-script/plugin.ts";

export default defineConfig({
  plugins: [inlineScripts()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/integration/**/*.test.ts",
    ],
    environment: "node",
    // Vitest's default is one worker fewer than the cores: on these two-core machines, one file at
    // a time. Much of a file's time is spent waiting on a database (the Postgres server, PGlite's
    // files) or a child server, so one per core keeps both busy: 572 s became 382 s for the whole
    // suite here. Three workers were no faster (370 s) and tripled the slowest tests' times, one
    // past its 20 s limit (docs/decisions/0036-test-phases.md).
    maxWorkers: availableParallelism(),
    // A worker runs its files one after another in one module graph, instead of importing the app
    // (Better Auth, Drizzle, the schemas) again for every file: the suite took 509 s here with a fresh
    // graph per file, 354 s without, every test passing, and again with the files shuffled on Node 24
    // (docs/decisions/0039-test-time-on-a-slow-machine.md). No file mocks a module or stubs a global.
    isolate: false,
    // PGlite boots a WebAssembly Postgres: the first query of a suite can take seconds.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // TEST_REPORT_DIR (scripts/test.sh): a JSON report too, for the closing
    // count; CI runs the suite on two Node versions, one report each.
    ...(process.env.TEST_REPORT_DIR && {
      reporters: ["default", "json"],
      outputFile: {
        json: path.join(
          process.env.TEST_REPORT_DIR,
          `vitest-node${process.versions.node.split(".")[0]}.json`,
        ),
      },
    }),
  },
});
