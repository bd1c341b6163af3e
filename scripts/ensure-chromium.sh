#!/usr/bin/env bash
# The end-to-end tests drive the system Chromium (Playwright never downloads
# a browser here). Install it from Debian's packages when it is missing.
set -euo pipefail
browser="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is not installed at $browser. Install it (sudo apt-get install -y chromium) or set CHROME_PATH." >&2
  exit 1
fi
echo "Installing Chromium from Debian's packages..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -q >/dev/null
apt-get install -y -q chromium >/dev/null
[ -x "$browser" ] || { echo "Chromium still missing at $browser" >&2; exit 1; }
