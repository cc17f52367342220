#!/usr/bin/env bash
# Prints the path of a Chromium for the browser tests, installing Debian's package when missing
# (npm cannot download browsers on these machines). CHROMIUM_PATH overrides.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ]; then echo "$CHROMIUM_PATH"; exit 0; fi
for candidate in chromium chromium-browser google-chrome; do
  if command -v "$candidate" >/dev/null 2>&1; then command -v "$candidate"; exit 0; fi
done
if ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: no Chromium found; install one or set CHROMIUM_PATH" >&2
  exit 1
fi
sudo=()
[ "$(id -u)" -eq 0 ] || sudo=(sudo)
export DEBIAN_FRONTEND=noninteractive
echo "ensure-chromium: installing Debian's chromium" >&2
{ "${sudo[@]}" apt-get install -y -qq chromium fonts-dejavu-core >/dev/null 2>&1 ||
  { "${sudo[@]}" apt-get update -qq && "${sudo[@]}" apt-get install -y -qq chromium fonts-dejavu-core; }; } >&2
command -v chromium
