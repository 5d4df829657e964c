#!/usr/bin/env bash
# npm start: install if needed, build if the sources changed, serve on embedded defaults.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-node.sh
bash scripts/ensure-deps.sh
if [ ! -f .next/BUILD_ID ] || [ -n "$(find app components content i18n lib messages public supabase proxy.ts next.config.ts package.json -newer .next/BUILD_ID -print -quit 2>/dev/null)" ]; then
  echo "› building"
  node node_modules/next/dist/bin/next build
fi
exec node node_modules/next/dist/bin/next start -p "${PORT:-3000}"
