#!/usr/bin/env bash
# Starts Chromium for the browser tests and the bench with every --disable-features
# (and --enable-features) list merged into one switch. Chromium reads only the last
# of each, and Playwright and chrome-launcher pass lists of their own: appending ours
# would silently drop theirs (Playwright's keeps third-party storage, paint holding
# and HTTPS upgrades as its tests expect). The browser to run comes as
# --falcon-chromium=PATH (launchers refuse arguments that do not start with a dash).
set -euo pipefail
bin=/usr/bin/chromium
disable=()
enable=()
args=()
for arg in "$@"; do
  case "$arg" in
    --falcon-chromium=*) bin="${arg#*=}" ;;
    --disable-features=*) disable+=("${arg#*=}") ;;
    --enable-features=*) enable+=("${arg#*=}") ;;
    *) args+=("$arg") ;;
  esac
done
join() { local IFS=,; printf '%s' "$*"; }
if [ ${#disable[@]} -gt 0 ]; then args+=("--disable-features=$(join "${disable[@]}")"); fi
if [ ${#enable[@]} -gt 0 ]; then args+=("--enable-features=$(join "${enable[@]}")"); fi
exec "$bin" "${args[@]}"
