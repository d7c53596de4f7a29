#!/usr/bin/env bash
# Everything the tests need on a fresh machine, then every test: lint, types, unit, browser.
# Debian packages: chromium for the browser tests, nginx for the self-hosting tests (e2e/self-hosting).
set -euo pipefail
cd "$(dirname "$0")/.."

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
packages=()
[ -x "$chromium" ] || packages+=(chromium)
[ -x /usr/sbin/nginx ] || packages+=(nginx)
if [ ${#packages[@]} -gt 0 ]; then
  echo "Installing Debian's ${packages[*]}."
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y "${packages[@]}"
fi

npm ci --no-audit --no-fund
npm test
