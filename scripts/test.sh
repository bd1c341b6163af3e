#!/usr/bin/env bash
# `npm test`: every test. Unit and integration tests (Vitest), the production
# build, then the end-to-end tests in Chromium (Playwright). Ends with one line
# that counts them all, from the runners' JSON reports.
#
# TEST_REPORT_DIR: where the reports go. Unset, a temporary directory that is
# removed afterwards; CI sets it to count its other runs in the same line.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${TEST_REPORT_DIR:-}" ]; then
  TEST_REPORT_DIR="$(mktemp -d)"
  trap 'rm -rf "$TEST_REPORT_DIR"' EXIT
fi
export TEST_REPORT_DIR
# A report left by an earlier run in the same directory would be counted again.
node_major="$(node -p 'process.versions.node.split(".")[0]')"
PHASES=(everyday load quiet)
rm -f "$TEST_REPORT_DIR/vitest-node$node_major.json" "$TEST_REPORT_DIR"/playwright*.json

bash scripts/ensure-chromium.sh
bash scripts/ensure-java.sh
npm run test:unit
npm run build
# In phases (playwright.config.ts): every day's tests, then the load tests, then the timing test
# on a quiet machine. A phase that fails does not stop the next: the run says all it found.
failed=0
reports=()
for phase in "${PHASES[@]}"; do
  E2E_PHASE="$phase" npm run test:e2e || failed=1
  reports+=("playwright-$phase.json")
done
node_modules/.bin/tsx scripts/test-counts.ts "$TEST_REPORT_DIR" "vitest-node$node_major.json" "${reports[@]}"
exit "$failed"
