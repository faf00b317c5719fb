# Sourced by scripts/test.sh, build-web.sh and fuzz.sh: where ccache keeps its
# cache and how it matches a compile. The cache lives outside the checkout
# (override with CCACHE_DIR), so a fresh clone on the same machine reuses it;
# CCACHE_BASEDIR turns the checkout's absolute paths into relative ones, which
# is what lets two clones in different folders share entries. Without ccache
# (GTL_CCACHE=OFF, or not installed) the builds are simply cold.
export CCACHE_DIR="${CCACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/gtl-ccache}"
export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$ROOT}"
export CCACHE_NOHASHDIR=1            # debug info may name another clone's folder; the code is the same
export CCACHE_MAXSIZE="${CCACHE_MAXSIZE:-6G}"
export CCACHE_SLOPPINESS="${CCACHE_SLOPPINESS:-pch_defines,time_macros,include_file_mtime,include_file_ctime}"
