#!/usr/bin/env bash
# `npm test`: everything CI runs, in the order a failure is cheapest to find.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's wall time is printed when the next one starts, and the total at the end: where the minutes go.
last_step=""
last_start=$SECONDS
step() {
  [ -n "$last_step" ] && printf '\033[2m(%s: %d s)\033[0m\n' "$last_step" $((SECONDS - last_start))
  last_step="$1"
  last_start=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$1"
}

step "Chromium for the browser tests"
chromium_bin="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium_bin" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Chromium is missing: installing Debian's chromium package"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium not found at $chromium_bin. Install Debian's chromium package (as root) or set CHROMIUM_PATH." >&2
    exit 1
  fi
fi
"$chromium_bin" --version

# nginx only checks the generated server block (nginx -t); without it that one test is skipped.
if ! command -v nginx >/dev/null && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null 2>&1 \
    || echo "nginx-light could not be installed: the nginx config test will be skipped"
fi

# The Nu HTML Checker (vnu-jar) needs a Java runtime; Debian's default one is enough.
if ! command -v java >/dev/null; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Java is missing: installing Debian's default-jre-headless package (for the Nu HTML Checker)"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
  else
    echo "java not found. Install Debian's default-jre-headless package (as root) or put a Java 11+ runtime on PATH." >&2
    exit 1
  fi
fi

# Steps that only read run in the background, on the core the foreground leaves idle: the type check and the
# linter (sources; 15 s each) beside the content check and the build, the Nu checker (dist/, which nothing
# writes after the build; a Java process, 10 s) beside the unit tests. Each prints its output and its own
# time when it is awaited, and fails the run there.
background() {
  local name=$1 log
  shift
  log=$(mktemp)
  printf '\033[2m(started in the background: %s)\033[0m\n' "$name"
  (
    started=$SECONDS
    set +e
    "$@" >"$log" 2>&1
    echo "$? $((SECONDS - started))" >"$log.done"
  ) &
  last_background_log=$log
}
await() {
  local name=$1 log=$2
  step "$name (awaited)"
  while [ ! -f "$log.done" ]; do sleep 0.2; done
  cat "$log"
  read -r code seconds <"$log.done"
  printf '\033[2m(%s ran %d s in the background)\033[0m\n' "$name" "$seconds"
  rm -f "$log" "$log.done"
  [ "$code" = "0" ] || exit "$code"
}

background "Type check" npx tsc --noEmit
typecheck_log=$last_background_log
# The linter keeps the layout: imports one way, no cycles, the audit package used only through its exports.
background "Lint (code, hooks, import boundaries and cycles)" npm run --silent lint
lint_log=$last_background_log

step "Content check"
npm run --silent check

# The build before the unit tests: the tests that build a changed copy of the project (a broken post, a
# deploy) copy its rendered images instead of rendering them all again in a fresh clone.
step "Build"
npm run --silent build

await "Type check" "$typecheck_log"
await "Lint (code, hooks, import boundaries and cycles)" "$lint_log"

background "Nu HTML Checker over every emitted page (errors only)" npm run --silent validate:html
nu_log=$last_background_log

step "Unit tests"
npx vitest run

step "SEO audit of the build (must be clean)"
npm run --silent audit

await "Nu HTML Checker over every emitted page (errors only)" "$nu_log"

step "Browser tests against the built site"
npx vitest run -c vitest.browser.config.ts
step "Done"
echo "npm test: $SECONDS s in all"
