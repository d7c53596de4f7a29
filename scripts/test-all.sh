#!/usr/bin/env bash
# Everything the tests need on a fresh machine, then every test: lint, types, unit, browser.
set -euo pipefail
cd "$(dirname "$0")/.."

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium" ]; then
  echo "Chromium not found at $chromium: installing Debian's chromium package."
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y chromium
fi

npm ci --no-audit --no-fund
npm test
