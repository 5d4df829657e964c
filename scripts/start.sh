#!/usr/bin/env bash
# npm start: install if needed, build if the sources changed, serve on embedded defaults.
# Listens on loopback (127.0.0.1) unless GYEOL_LISTEN (or HOST) names another address.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-node.sh
bash scripts/ensure-deps.sh
if [ ! -f .next/BUILD_ID ] || [ -n "$(find app components content i18n lib messages public supabase proxy.ts next.config.ts package.json -newer .next/BUILD_ID -print -quit 2>/dev/null)" ]; then
  echo "› building"
  node scripts/build.mjs
fi
listen="$(bash scripts/listen-address.sh)"
# how a server of ours runs (scripts/server-options.mjs: heap, malloc, the config loader); not for the build above
eval "$(node scripts/server-options.mjs)"
exec node scripts/serve.mjs -H "$listen" -p "${PORT:-3000}"
