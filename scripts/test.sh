#!/usr/bin/env bash
# npm test: everything CI checks, in order, on a fresh Debian machine with Node 20 (run on Node 24).
# Each step prints its wall time, and the total is printed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
started=$SECONDS
step_name=""
step_started=$SECONDS
step_done() { [ -n "$step_name" ] && printf '   (%s: %ds)\n' "$step_name" $((SECONDS - step_started)); return 0; }
step() { step_done; step_name="$1"; step_started=$SECONDS; printf '\n━━ %s\n' "$1"; }

# The single-threaded checks (`npm run typecheck`, `npm run lint` in two parts), run at the same time (they share no files and write none): each one's
# output is kept and printed whole under its own heading when it ends, with its time; the script
# stops after all of them have ended if any failed.
typecheck() { node node_modules/typescript/bin/tsc --noEmit; }
lint() { node node_modules/eslint/bin/eslint.js . --max-warnings=0; }
import-cycles() { npm run --silent lint:cycles; }
content() { node scripts/check-hexagram-text.mjs; }
together() {
  local out; out=$(mktemp -d)
  local name pid failed="" began=$SECONDS
  local -A pids=()
  for name in "$@"; do
    ( s=$SECONDS; set +e; "$name" >"$out/$name.log" 2>&1; rc=$?; echo "$rc $((SECONDS - s))" >"$out/$name.rc"; exit "$rc" ) &
    pids[$name]=$!
  done
  for name in "$@"; do
    wait "${pids[$name]}" || true
    local rc seconds; read -r rc seconds <"$out/$name.rc"
    printf '\n━━ %s\n' "$name"
    cat "$out/$name.log"
    if [ "$rc" = 0 ]; then printf '   (%s: %ds)\n' "$name" "$seconds"; else printf '   (%s: FAILED with exit code %s after %ds)\n' "$name" "$rc" "$seconds"; failed+=" $name"; fi
  done
  rm -rf "$out"
  printf '   (%s, side by side: %ds)\n' "$*" $((SECONDS - began))
  if [ -n "$failed" ]; then printf '\n━━ failed:%s\n' "$failed"; exit 1; fi
}

step "system packages"; bash scripts/ensure-system.sh
step "node"; source scripts/ensure-node.sh
step "npm dependencies"; bash scripts/ensure-deps.sh
step_done; step_name=""
together "typecheck" "lint" "import-cycles" "content"
step "unit tests"; node node_modules/vitest/vitest.mjs run
step "build"; node scripts/build.mjs
step "client JS budget"; node scripts/check-js-budget.mjs
step "page weight (HTML, worst-case fonts)"; node scripts/check-page-weight.mjs
step "end-to-end tests"; node node_modules/@playwright/test/cli.js test
step "hosted end-to-end tests"; node node_modules/@playwright/test/cli.js test -c playwright.hosted.config.ts
step_done
printf '\n━━ all checks passed in %dm%02ds\n' $(((SECONDS - started) / 60)) $(((SECONDS - started) % 60))
