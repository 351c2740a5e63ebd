#!/usr/bin/env bash
# Runs a command with no Python on PATH (a PATH of links to every other program in /usr/bin and
# /bin) and a clean environment; the native example prints "python loaded: false" and "ok".
# With THEN=program, that program then runs on the same arguments and kernel cache and must print
# "cache hit: true" and "ok" (cached-vector-add: the kernel loaded with no compiler linked).
set -euo pipefail
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
for f in /usr/bin/* /bin/*; do
  case "$(basename "$f")" in python*|pydoc*|pip*|*-config) ;; *) ln -sf "$f" "$dir/" 2>/dev/null || true;; esac
done
if env -i PATH="$dir" sh -c 'command -v python3 || command -v python' >/dev/null; then
  echo "without-python.sh: a python is still on PATH" >&2; exit 1
fi
out=$(env -i HOME="${HOME:-/tmp}" PATH="$dir" TRITON_CACHE_DIR="$dir/cache" "$@")
echo "$out"
grep -qx "python loaded: false" <<<"$out"
grep -qx "ok" <<<"$out"
# again: the kernel now comes from the cache
env -i HOME="${HOME:-/tmp}" PATH="$dir" TRITON_CACHE_DIR="$dir/cache" "$@" | grep -qx "cache hit: true"
if [ -n "${THEN:-}" ]; then
  out=$(env -i HOME="${HOME:-/tmp}" PATH="$dir" TRITON_CACHE_DIR="$dir/cache" "$THEN" "${@:2}")
  echo "$out"
  grep -qx "cache hit: true" <<<"$out"
  grep -qx "ok" <<<"$out"
fi
