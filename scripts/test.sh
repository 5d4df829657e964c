#!/usr/bin/env bash
# npm test: everything CI checks, in order, on a fresh Debian machine with Node 20 (run on Node 24).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
step() { printf '\n━━ %s\n' "$1"; }

step "system packages"; bash scripts/ensure-system.sh
step "node"; source scripts/ensure-node.sh
step "npm dependencies"; bash scripts/ensure-deps.sh
step "typecheck"; node node_modules/typescript/bin/tsc --noEmit
step "lint"; node node_modules/eslint/bin/eslint.js . --max-warnings=0
step "content"; node scripts/check-hexagram-text.mjs
step "unit tests"; node node_modules/vitest/vitest.mjs run
step "build"; node node_modules/next/dist/bin/next build
step "client JS budget"; node scripts/check-js-budget.mjs
step "page weight (HTML, worst-case fonts)"; node scripts/check-page-weight.mjs
step "end-to-end tests"; node node_modules/@playwright/test/cli.js test
step "hosted end-to-end tests"; node node_modules/@playwright/test/cli.js test -c playwright.hosted.config.ts
