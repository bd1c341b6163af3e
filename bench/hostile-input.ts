/**
 * `npx tsx bench/hostile-input.ts [SCALE]`: the hostile-input spec (tests/e2e/hostile-input.spec.ts)
 * with SCALE times its requests (10 unless given: some 100,000), for a longer hunt than the test
 * suite's. Runs the production build (`npm run build` first); HOSTILE_SEED replays a run,
 * HOSTILE_CONCURRENCY sets the requests in flight (12).
 */
import { spawnSync } from "node:child_process";
import { root } from "./lib";

const scale = process.argv[2] ?? process.env.HOSTILE_SCALE ?? "10";
const result = spawnSync(
  "npx",
  ["playwright", "test", "tests/e2e/hostile-input.spec.ts", "--project", "hostile", "--reporter", "list"],
  { cwd: root, stdio: "inherit", env: { ...process.env, HOSTILE_SCALE: scale } },
);
process.exit(result.status ?? 1);
