#!/usr/bin/env bash
# Installs everything Game Tree Lab needs on a fresh Debian 12 machine, offline
# except for Debian's archive and the npm registry. Safe to run again: each step
# checks first and reuses what is already there (packages, source tarballs in
# .cache/, node_modules).
#
#   scripts/setup.sh            everything (native + web + browser tests)
#   scripts/setup.sh native     only what the native build and tests need
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CACHE="$ROOT/.cache"
WHAT="${1:-all}"

say()  { printf '[setup] %s\n' "$*"; }
die()  { printf '[setup] ERROR: %s\n' "$*" >&2; exit 1; }

SUDO=""
if [ "$(id -u)" != 0 ]; then
  command -v sudo >/dev/null || die "not root and no sudo: run this script as root, or install sudo."
  SUDO="sudo"
fi

# ---------------------------------------------------------------- Debian packages
# clang + libclang-rt-14-dev: the sanitizer build and libFuzzer (scripts/configure-asan.sh);
# valgrind: bench/*instructions.sh; ccache: a compiler cache outside the checkout (scripts/ccache_env.sh).
NATIVE_PKGS=(cmake make g++ ccache libsdl2-dev libgtest-dev googletest libbenchmark-dev nlohmann-json3-dev nodejs fonts-dejavu-core
             clang libclang-rt-14-dev valgrind)
# binaryen: wasm-split (web/tools/split_wasm.mjs; emscripten depends on it too).
# redis-server: the live-class test with two server processes sharing rooms (docs/live.md#redis).
WEB_PKGS=(emscripten binaryen chromium npm xz-utils dpkg-dev fonttools fonts-wqy-microhei redis-server)
PKGS=("${NATIVE_PKGS[@]}")
[ "$WHAT" = native ] || PKGS+=("${WEB_PKGS[@]}")

missing=()
for p in "${PKGS[@]}"; do
  # node and npm may come from outside Debian on some machines: a working
  # command on PATH is as good as the package.
  case "$p" in nodejs) command -v node >/dev/null && continue ;; npm) command -v npm >/dev/null && continue ;; esac
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
APT_UPDATED=0
apt_update() {
  [ "$APT_UPDATED" = 1 ] && return 0
  say "apt-get update"
  $SUDO apt-get update -q >/dev/null || die "apt-get update failed: check that Debian's archive is reachable."
  APT_UPDATED=1
}
if [ "${#missing[@]}" -gt 0 ]; then
  apt_update
  say "installing: ${missing[*]}"
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q "${missing[@]}" >/dev/null \
    || die "apt-get install ${missing[*]} failed: see the output of that command run by hand."
fi
[ "$WHAT" = native ] && { say "native toolchain ready"; exit 0; }

# ------------------------------------------- Dear ImGui and SDL2 source packages
# Pinned versions and checksums of the upstream ("orig") tarballs.
IMGUI_PKG="imgui=1.90.1+ds-1"
IMGUI_TAR="imgui_1.90.1+ds.orig.tar.xz"
IMGUI_SHA="ecce377df0f90b292f15dcbd83d438bddc162b2388c881132bde18c787572a1c"
SDL_PKG="libsdl2=2.26.5+dfsg-1"
SDL_TAR="libsdl2_2.26.5+dfsg.orig.tar.gz"
SDL_SHA="b3f2c822151804125d08db94c65852f711c2e5df2145a59da120748dc32eb9c3"
# nayuki's QR Code generator (binary libqrcodegencpp-dev): the live class's join QR code.
QR_PKG="qr-code-generator=1.8.0-1.1"
QR_TAR="qr-code-generator_1.8.0.orig.tar.gz"
QR_SHA="2ec0a4d33d6f521c942eeaf473d42d5fe139abcfa57d2beffe10c5cf7d34ae60"

DL="$CACHE/downloads"
SRC="$CACHE/src"
mkdir -p "$DL" "$SRC"

have_tar() { [ -f "$DL/$1" ] && echo "$2  $DL/$1" | sha256sum -c --quiet - >/dev/null 2>&1; }

if ! have_tar "$IMGUI_TAR" "$IMGUI_SHA" || ! have_tar "$SDL_TAR" "$SDL_SHA"; then
  # deb-src entries derived from this machine's own apt sources (no host names
  # are written in this repo). ImGui 1.90.1 lives in trixie; bookworm has 1.86.
  SRC_LIST=/etc/apt/sources.list.d/game-tree-lab-src.sources
  BASE=/etc/apt/sources.list.d/debian.sources
  [ -f "$BASE" ] || die "no $BASE: cannot derive deb-src entries from this machine's apt sources."
  if [ ! -f "$SRC_LIST" ]; then
    say "adding deb-src entries (bookworm + trixie) derived from $BASE"
    {
      sed -e 's/^Types:.*/Types: deb-src/' "$BASE"
      echo
      # The first stanza again, for trixie (only ImGui is taken from it).
      awk 'BEGIN{RS="";ORS="\n\n"} NR==1' "$BASE" \
        | sed -e 's/^Types:.*/Types: deb-src/' -e 's/^Suites:.*/Suites: trixie/'
    } | $SUDO tee "$SRC_LIST" >/dev/null
    APT_UPDATED=0
  fi
  apt_update
  say "downloading source packages $IMGUI_PKG $SDL_PKG"
  ( cd "$DL" && apt-get source --download-only -q "$IMGUI_PKG" "$SDL_PKG" >/dev/null 2>"$DL/apt-source.log" ) \
    || die "apt-get source $IMGUI_PKG $SDL_PKG failed (the pinned version may be gone from the archive; see $DL/apt-source.log). Update the pins in scripts/setup.sh."
  have_tar "$IMGUI_TAR" "$IMGUI_SHA" || die "checksum mismatch for $IMGUI_TAR: delete $DL and re-run; if it persists the archive changed the file."
  have_tar "$SDL_TAR" "$SDL_SHA" || die "checksum mismatch for $SDL_TAR: delete $DL and re-run; if it persists the archive changed the file."
fi

unpack() {  # tarball, target dir name
  if [ ! -f "$SRC/$2/.unpacked" ]; then
    say "unpacking $1"
    rm -rf "$SRC/$2" "$SRC/.tmp" && mkdir -p "$SRC/.tmp"
    tar xf "$DL/$1" -C "$SRC/.tmp"
    mv "$SRC/.tmp"/* "$SRC/$2" && rmdir "$SRC/.tmp"
    touch "$SRC/$2/.unpacked"
  fi
}
# The QR code generator's source package: only the upstream tarball is used. Its
# Debian part (debian.tar.xz) can be missing from a mirror while the .orig is
# there, so apt-get's status is not trusted; the tarball's checksum is.
if ! have_tar "$QR_TAR" "$QR_SHA"; then
  apt_update
  say "downloading source package $QR_PKG"
  ( cd "$DL" && apt-get source --download-only -q "$QR_PKG" >/dev/null 2>"$DL/apt-source-qr.log" ) || true
  have_tar "$QR_TAR" "$QR_SHA" || die "could not download $QR_TAR with the right checksum (apt-get source $QR_PKG; see $DL/apt-source-qr.log). Update the pin in scripts/setup.sh."
fi

unpack "$IMGUI_TAR" imgui
unpack "$SDL_TAR" SDL2
unpack "$QR_TAR" qrcodegen
[ -f "$SRC/imgui/imgui.h" ] || die "unexpected ImGui tarball layout: $SRC/imgui/imgui.h missing."
[ -f "$SRC/SDL2/include/SDL.h" ] || die "unexpected SDL2 tarball layout: $SRC/SDL2/include/SDL.h missing."
[ -f "$SRC/qrcodegen/c/qrcodegen.c" ] || die "unexpected QR code generator tarball layout: $SRC/qrcodegen/c/qrcodegen.c missing."

# -------------------------------------------------------- browser-test packages
# terser: the web build minifies index.js and solve_worker.js with it (docs/size.md).
# axe-core: the accessibility checks of web/tests/a11y.test.mjs; @gfx/zopfli: the
# build's gzip copies of the site (web/tools/precompress.mjs, docs/size.md); eslint and
# typescript: the JavaScript checks of web/tests/lint.test.mjs.
if [ ! -d "$ROOT/web/node_modules/playwright-core" ] || [ ! -f "$ROOT/web/node_modules/terser/bin/terser" ] \
   || [ ! -f "$ROOT/web/node_modules/axe-core/axe.min.js" ] || [ ! -d "$ROOT/web/node_modules/@gfx/zopfli" ] \
   || [ ! -f "$ROOT/web/node_modules/eslint/bin/eslint.js" ] || [ ! -f "$ROOT/web/node_modules/typescript/bin/tsc" ]; then
  say "npm install (playwright-core, terser; no browser download — Debian's chromium is used)"
  ( cd "$ROOT/web" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error ) \
    || die "npm ci in web/ failed: check that the npm registry is reachable."
fi
# ws and redis: the live-class rooms of web/server/serve.mjs (web/server/live/, docs/live.md).
if [ ! -f "$ROOT/web/node_modules/ws/package.json" ] || [ ! -f "$ROOT/web/node_modules/redis/package.json" ]; then
  say "npm install (ws, redis: live-class rooms)"
  ( cd "$ROOT/web" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 PUPPETEER_SKIP_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error ) \
    || die "npm ci in web/ failed: check that the npm registry is reachable."
fi
# ------------------------------- other browser engines (web/engines/, docs/browsers.md)
# Firefox ESR (driven by puppeteer-core over WebDriver BiDi) and WebKitGTK
# (WebKitWebDriver driving its MiniBrowser, through selenium-webdriver), both
# headed under Xvfb. Debian's browsers only: nothing downloads a browser.
ENGINE_PKGS=(firefox-esr webkit2gtk-driver libwebkit2gtk-4.1-0 xvfb xauth)
engine_missing=()
for p in "${ENGINE_PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || engine_missing+=("$p")
done
if [ "${#engine_missing[@]}" -gt 0 ]; then
  apt_update
  say "installing (other browser engines): ${engine_missing[*]}"
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q "${engine_missing[@]}" >/dev/null \
    || die "apt-get install ${engine_missing[*]} failed: see the output of that command run by hand."
fi
if [ ! -d "$ROOT/web/node_modules/puppeteer-core" ] || [ ! -d "$ROOT/web/node_modules/selenium-webdriver" ]; then
  say "npm install (puppeteer-core, selenium-webdriver; no browser or driver download)"
  ( cd "$ROOT/web" && PUPPETEER_SKIP_DOWNLOAD=1 PUPPETEER_SKIP_CHROME_DOWNLOAD=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 \
      SE_AVOID_BROWSER_DOWNLOAD=true npm ci --no-audit --no-fund --loglevel=error ) \
    || die "npm ci in web/ failed: check that the npm registry is reachable."
fi
# ------------------------------------------------- end of other browser engines
say "toolchain ready"
