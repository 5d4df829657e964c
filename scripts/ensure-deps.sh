#!/usr/bin/env bash
# Installs the npm dependencies when they are missing or older than package.json.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f node_modules/.package-lock.json ] || [ package.json -nt node_modules/.package-lock.json ]; then
  echo "› installing npm dependencies"
  npm install --no-audit --no-fund --loglevel=error
fi
