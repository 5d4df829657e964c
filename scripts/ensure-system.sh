#!/usr/bin/env bash
# Installs what the tests need from Debian when it is missing: Chromium and its headless shell, Korean fonts, PostgreSQL, openssl.
# `ensure-system.sh bench` adds nginx: npm run bench measures the pages through it, as deployed.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
# the test suites' browser: Debian's build of Chromium's headless shell (what Playwright itself runs headless)
[ -x /usr/lib/chromium/chromium-headless-shell ] || missing+=(chromium-headless-shell)
fc-list 2>/dev/null | grep -qi nanum || missing+=(fonts-nanum)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
command -v openssl >/dev/null 2>&1 || missing+=(openssl) # the App Store tests make a certificate chain
if [ "${1:-}" = bench ] && ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then missing+=(nginx); fi
if [ ${#missing[@]} -gt 0 ]; then
  echo "› installing from Debian: ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" fontconfig >/dev/null
  # Debian starts a cluster on install; the tests run their own servers
  $sudo service postgresql stop >/dev/null 2>&1 || true
  $sudo service nginx stop >/dev/null 2>&1 || true
fi
