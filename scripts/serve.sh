#!/usr/bin/env bash
# README command 1: install what is missing, build the web app, serve it on
# 127.0.0.1 and print the URL to open. PORT=8081 scripts/serve.sh picks a port.
#
#   scripts/serve.sh --lan   serve on this machine's LAN address instead, for a
#                            live class: prints the URL the teacher and the
#                            students open (docs/live.md#running-a-live-class).
# The live rooms (web/server/live/) are on in both cases, on the same origin as the page.
# GTL_REDIS=redis://127.0.0.1:6379 shares them with other processes (docs/live.md#redis).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
HOST=127.0.0.1
for arg in "$@"; do
  case "$arg" in
    --lan)
      # The first non-loopback IPv4 address: `hostname -I`, else `ip`.
      LAN="$( (hostname -I 2>/dev/null || true) | tr ' ' '\n' | grep -E '^[0-9]+(\.[0-9]+){3}$' | grep -v '^127\.' | head -n1 || true)"
      if [ -z "$LAN" ] && command -v ip >/dev/null; then
        LAN="$(ip -4 -o addr show scope global 2>/dev/null | awk '{print $4}' | cut -d/ -f1 | head -n1 || true)"
      fi
      [ -n "$LAN" ] || { echo "[serve] --lan: this machine has no non-loopback IPv4 address (is it on a network?)" >&2; exit 1; }
      HOST="$LAN" ;;
    -h|--help) sed -n '2,9p' "$0"; exit 0 ;;
    *) echo "[serve] unknown option: $arg (try --lan)" >&2; exit 2 ;;
  esac
done
"$ROOT/scripts/setup.sh"
echo "[serve] building the web app (first build takes a few minutes)"
"$ROOT/scripts/build-web.sh" >/dev/null
if [ "$HOST" != 127.0.0.1 ]; then
  echo "[serve] live class: the teacher and every student open http://$HOST:${PORT:-8080}/ (same Wi-Fi or hotspot)"
  echo "[serve] reachable by every device on this network; Ctrl+C stops it. No service worker on this http:// address."
fi
GTL_HOST="$HOST" exec node "$ROOT/web/server/serve.mjs" "$ROOT/build/web/site" "${PORT:-8080}"
