#!/usr/bin/env bash
# The HTML check (tests/e2e/html-valid.spec.ts) runs the W3C Nu Html Checker,
# a Java program. Install a Java runtime from Debian's packages when none is
# on the PATH (CI's machine image has Java 17).
set -euo pipefail
source "$(dirname "$0")/install-from-debian.sh"
if command -v java >/dev/null 2>&1 || [ -x "${JAVA_HOME:-/nonexistent}/bin/java" ]; then exit 0; fi
install_from_debian default-jre-headless "Java is not installed" "set JAVA_HOME"
command -v java >/dev/null 2>&1 || { echo "Java still missing after installing default-jre-headless" >&2; exit 1; }
