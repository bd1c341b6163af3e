#!/usr/bin/env bash
# The tests drive the system Chromium (Playwright never downloads a browser
# here): the end-to-end tests its headless shell, the benchmarks the browser
# (chromium.config.ts). Installs from Debian's packages whichever is missing.
set -euo pipefail
source "$(dirname "$0")/install-from-debian.sh"
browser="${CHROME_PATH:-/usr/bin/chromium}"
shell="${E2E_CHROME_PATH:-/usr/bin/chromium-headless-shell}"
missing=()
[ -x "$browser" ] || missing+=(chromium)
[ -x "$shell" ] || missing+=(chromium-headless-shell)
if [ "${#missing[@]}" -eq 0 ]; then exit 0; fi
install_from_debian "${missing[*]}" "Chromium is not installed (${missing[*]})" "set CHROME_PATH and E2E_CHROME_PATH"
[ -x "$browser" ] || { echo "Chromium still missing at $browser" >&2; exit 1; }
[ -x "$shell" ] || { echo "Chromium's headless shell still missing at $shell" >&2; exit 1; }
