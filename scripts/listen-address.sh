#!/usr/bin/env bash
# Prints the address `npm start` binds: 127.0.0.1 unless GYEOL_LISTEN (or else HOST) names another.
# Binding anything but loopback is an explicit opt-in; in embedded mode it prints (to stderr) what
# becomes reachable from the network.
set -euo pipefail
listen="${GYEOL_LISTEN:-${HOST:-127.0.0.1}}"
case "$listen" in
  127.*|localhost|::1|"[::1]") echo "$listen"; exit 0 ;;
esac
hosted=""
if [ "${APP_MODE:-}" = "hosted" ] || { [ "${APP_MODE:-}" != "embedded" ] && [ -n "${DATABASE_URL:-}${NEXT_PUBLIC_SUPABASE_URL:-}" ]; }; then hosted=1; fi
if [ -z "$hosted" ]; then
  cat >&2 <<WARN
⚠  Embedded mode is listening on $listen (GYEOL_LISTEN/HOST), not only on this machine.
   Reachable now from the network: every page and API route, and the embedded auth server
   (/local-supabase: sign-up, sign-in, password recovery) with the accounts and reports kept in
   ${DATA_DIR:-.data}. There is no TLS: passwords and tokens cross the network in clear text.
   Still answered only to this machine (loopback peer, loopback Host, no forwarding headers):
   /dev/mailbox with live recovery links, /dev/app (demo sign-in), /dev/flags (every flag with its
   sender's e-mail), /api/dev/*, and the purchase development bypass. A reverse proxy on this
   machine must send X-Forwarded-For, or it would open them.
   Requests must name SITE_URL's host (${SITE_URL:-http://localhost:${PORT:-3000}}) or a loopback
   name, else they get 421: set SITE_URL to the address people will use.
WARN
else
  echo "› hosted mode listening on $listen" >&2
fi
echo "$listen"
