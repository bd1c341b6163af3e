#!/usr/bin/env bash
# The end-to-end tests drive the system Chromium (Playwright never downloads
# a browser here). Install it from Debian's packages when it is missing.
set -euo pipefail
source "$(dirname "$0")/install-from-debian.sh"
browser="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then exit 0; fi
install_from_debian chromium "Chromium is not installed at $browser" "set CHROME_PATH"
[ -x "$browser" ] || { echo "Chromium still missing at $browser" >&2; exit 1; }
