#!/usr/bin/env bash
# The HTML check (tests/e2e/html-valid.spec.ts) runs the W3C Nu Html Checker,
# a Java program. Install a Java runtime from Debian's packages when none is
# on the PATH (CI's machine image has Java 17).
set -euo pipefail
if command -v java >/dev/null 2>&1 || [ -x "${JAVA_HOME:-/nonexistent}/bin/java" ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Java is not installed. Install it (sudo apt-get install -y default-jre-headless) or set JAVA_HOME." >&2
  exit 1
fi
echo "Installing a Java runtime from Debian's packages..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -q >/dev/null
apt-get install -y -q default-jre-headless >/dev/null
command -v java >/dev/null 2>&1 || { echo "Java still missing after installing default-jre-headless" >&2; exit 1; }
