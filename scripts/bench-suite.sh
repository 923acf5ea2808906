#!/usr/bin/env bash
# `npm run bench:suite -- [runs] [--beside-build-loop]`: what a new contributor meets. Clones the current
# commit into a fresh directory with an empty HOME and TMPDIR, runs `npm ci && npm test` (CI=true) `runs`
# times (1 unless told), and prints each run's verdict, wall time and time per step. With
# --beside-build-loop, `npm run build` loops in a second clone for the whole run (a busy machine).
set -uo pipefail
cd "$(dirname "$0")/.."
runs=1 loop=0
for arg in "$@"; do
  case $arg in
    --beside-build-loop) loop=1 ;;
    *[!0-9]* | '') echo "usage: npm run bench:suite -- [runs] [--beside-build-loop]" >&2; exit 2 ;;
    *) runs=$arg ;;
  esac
done
commit=$(git rev-parse HEAD)
base=$(mktemp -d /tmp/falcon-suite-XXXXXX)
echo "bench:suite: $runs run(s) of commit ${commit:0:7} in $base$([ $loop = 1 ] && echo ', beside a build loop')"

loop_pid=""
# The loop stops with this script, however it ends.
trap '[ -n "$loop_pid" ] && kill -- "-$loop_pid" 2>/dev/null' EXIT
if [ $loop = 1 ]; then
  if ! { git clone -q . "$base/loop" && (cd "$base/loop" && git checkout -q "$commit" && npm ci >"$base/loop-ci.log" 2>&1); }; then
    echo "bench:suite: the build loop's clone or npm ci failed (see $base/loop-ci.log)" >&2
    exit 1
  fi
  # Its own session, so that the whole loop (npm, the build and its workers) can be stopped at once.
  # Only builds that succeed are counted.
  setsid bash -c 'cd "$1" || exit 1; n=0; while true; do npm run --silent build >/dev/null 2>&1 && n=$((n + 1)) && echo $n >"$2"; done' _ "$base/loop" "$base/loop-builds" &
  loop_pid=$!
fi

failed=0
for i in $(seq 1 "$runs"); do
  dir="$base/run-$i"
  git clone -q . "$dir/repo" && (cd "$dir/repo" && git checkout -q "$commit")
  mkdir -p "$dir/home" "$dir/tmp"
  start=$SECONDS
  ( cd "$dir/repo" && HOME="$dir/home" TMPDIR="$dir/tmp" CI=true bash -c 'npm ci && npm test' ) >"$dir/log" 2>&1
  code=$?
  total=$((SECONDS - start))
  steps=$(sed 's/\x1b\[[0-9;]*m//g' "$dir/log" | grep -E '^\((.*): [0-9]+ s\)$|^npm test: ' | sed -E 's/^\((.*)\)$/\1/' | paste -sd ';' | sed 's/;/; /g')
  verdict=$([ $code = 0 ] && echo passed || echo "FAILED (exit $code; log: $dir/log)")
  [ $code = 0 ] || failed=$((failed + 1))
  echo "run $i: $verdict, npm ci && npm test ${total} s; ${steps}"
  # A passed run keeps only its log ($base/run-N.log): the clone and its node_modules are large.
  cp "$dir/log" "$base/run-$i.log"
  [ $code = 0 ] && rm -rf "$dir"
done
if [ -n "$loop_pid" ]; then
  kill -- "-$loop_pid" 2>/dev/null
  loop_pid=""
  echo "builds beside: $(cat "$base/loop-builds" 2>/dev/null || echo 0)"
fi
echo "bench:suite: $((runs - failed)) of $runs passed"
[ $failed = 0 ]
