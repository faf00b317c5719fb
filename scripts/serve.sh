#!/usr/bin/env bash
# README command 1: install what is missing, build the web app, serve it on
# 127.0.0.1 and print the URL to open. PORT=8081 scripts/serve.sh picks a port.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$ROOT/scripts/setup.sh"
echo "[serve] building the web app (first build takes a few minutes)"
"$ROOT/scripts/build-web.sh" >/dev/null
exec node "$ROOT/web/serve.mjs" "$ROOT/build/web/site" "${PORT:-8080}"
