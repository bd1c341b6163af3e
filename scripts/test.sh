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
rm -f "$TEST_REPORT_DIR/vitest-node$node_major.json" "$TEST_REPORT_DIR/playwright.json"

bash scripts/ensure-chromium.sh
bash scripts/ensure-java.sh
npm run test:unit
npm run build
npm run test:e2e
node_modules/.bin/tsx scripts/test-counts.ts "$TEST_REPORT_DIR" "vitest-node$node_major.json" playwright.json
