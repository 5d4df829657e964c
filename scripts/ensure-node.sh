#!/usr/bin/env bash
# Sourced by start.sh and test.sh: makes `node` on PATH a Node 24 (the version production runs,
# .nvmrc). When the machine's Node is older (Debian 12 ships 20, past its end of life), Node 24 is
# installed from the npm registry (the `node` package puts its binary in node_modules/.bin) into
# .tools/node24, once, and put first on PATH for everything these scripts run.
NODE_WANTED_MAJOR=24
NODE_PINNED=24.21.0
gyeol_node_major() { "${1:-node}" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(gyeol_node_major)" -lt "$NODE_WANTED_MAJOR" ]; then
  tools="$(pwd)/.tools/node24"
  if [ "$(gyeol_node_major "$tools/node_modules/.bin/node")" != "$NODE_WANTED_MAJOR" ]; then
    echo "› Node $(node -v 2>/dev/null || echo 'is missing') is older than $NODE_WANTED_MAJOR: installing node@$NODE_PINNED from the npm registry into .tools/node24"
    mkdir -p "$tools"
    [ -f "$tools/package.json" ] || echo '{ "private": true }' > "$tools/package.json"
    (cd "$tools" && npm install --no-audit --no-fund --loglevel=error "node@$NODE_PINNED")
  fi
  export PATH="$tools/node_modules/.bin:$PATH"
  hash -r
fi
echo "› node $(node -v)"
