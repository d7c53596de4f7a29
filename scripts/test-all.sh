#!/usr/bin/env bash
# Everything the tests need on a fresh machine, then every test: lint, types, unit, browser.
# Debian packages: chromium for the browser tests, nginx and jq for the self-hosting tests (e2e/self-hosting:
# deploy/start.sh checks the site's start-up choices with jq), openssh-client for the SSH key generator's
# check against ssh-keygen.
set -euo pipefail
cd "$(dirname "$0")/.."

# Seconds since the epoch, to time the install phases; npm test prints them with the others.
now() { date +%s.%N; }
elapsed() { awk -v start="$1" -v end="$(now)" 'BEGIN { printf "%.1f", end - start }'; }

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
packages=()
apt_seconds=0
apt_started=$(now)
[ -x "$chromium" ] || packages+=(chromium)
[ -x /usr/sbin/nginx ] || packages+=(nginx)
command -v jq >/dev/null || packages+=(jq)
[ -x /usr/bin/ssh-keygen ] || packages+=(openssh-client)
if [ ${#packages[@]} -gt 0 ]; then
  echo "Installing Debian's ${packages[*]}."
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y "${packages[@]}"
  apt_seconds=$(elapsed "$apt_started")
fi

npm_started=$(now)
npm ci --no-audit --no-fund
npm_seconds=$(elapsed "$npm_started")

export TEST_INSTALL_TIMES="{\"install (apt-get)\": $apt_seconds, \"install (npm ci)\": $npm_seconds}"
npm test
