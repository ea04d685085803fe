#!/usr/bin/env bash
# Every test of the project, in the order a reviewer would want to hear of a failure:
# lint, types, unit + API tests on PGlite, the API tests again on PostgreSQL (when TEST_DATABASE_URL
# is set), the production build, then browser journeys in Chromium against the built app.
# `--check` (npm run check) stops after the PGlite tests: the quick check before a push.
# A failing step does not stop the run: every step runs (the journeys only on a build that succeeded), each
# one's time and outcome is printed at the end, and the run fails then if any step failed.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=all
[ "${1:-}" = "--check" ] && mode=check

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

times=()
failed_steps=()
total_start=$SECONDS
current=""
started=0
# Runs one named step and remembers how long it took.
run() {
  local name=$1
  shift
  step "$name"
  current=$name
  started=$SECONDS
  if "$@"; then
    times+=("$(printf '%5ds  %s' $((SECONDS - started)) "$name")")
  else
    times+=("$(printf '%5ds  %s (FAILED)' $((SECONDS - started)) "$name")")
    failed_steps+=("$name")
  fi
  current=""
}
# Ends the run: fails when any step failed, naming them.
finish() {
  if [ ${#failed_steps[@]} -gt 0 ]; then
    printf '\nfailed steps: %s\n' "$(IFS=';'; echo "${failed_steps[*]}")"
    exit 1
  fi
  exit 0
}
# Runs named commands at the same time (pairs of name and command line), then prints each one's output
# and time in order; fails when any of them failed.
together() {
  local group=$1
  shift
  step "$group"
  current=$group
  started=$SECONDS
  local dir names=() pids=() failed=()
  dir=$(mktemp -d)
  while [ $# -gt 0 ]; do
    local i=${#names[@]}
    names+=("$1")
    (
      set +e
      start=$SECONDS
      bash -c "$2" >"$dir/$i.out" 2>&1
      status=$?
      echo $((SECONDS - start)) >"$dir/$i.time"
      exit $status
    ) &
    pids+=($!)
    shift 2
  done
  for i in "${!names[@]}"; do
    wait "${pids[$i]}" || failed+=("${names[$i]}")
    printf '\n-- %s\n' "${names[$i]}"
    cat "$dir/$i.out"
    times+=("$(printf '%5ds  %s (side by side)' "$(cat "$dir/$i.time")" "${names[$i]}")")
  done
  rm -rf "$dir"
  times+=("$(printf '%5ds  %s, all of them' $((SECONDS - started)) "$group")")
  current=""
  if [ ${#failed[@]} -gt 0 ]; then
    printf '\nfailed: %s\n' "${failed[*]}"
    failed_steps+=("${failed[@]}")
  fi
}
report() {
  local status=$?
  [ -n "$current" ] && times+=("$(printf '%5ds  %s (failed)' $((SECONDS - started)) "$current")")
  printf '\n\033[1m== times\033[0m\n'
  printf '%s\n' "${times[@]}"
  printf '%5ds  total (%s)\n' $((SECONDS - total_start)) "$([ $status = 0 ] && echo passed || echo FAILED)"
}
trap report EXIT

# The PDF tests read documents with Poppler's pdftotext and pdfinfo; install when missing and we may.
if ! command -v pdftotext >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  run "installing Debian's poppler-utils" bash -c \
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils >/dev/null'
fi

if [ "$mode" = all ]; then
  # Browser tests use Debian's chromium-headless-shell (playwright.config.ts); install it when missing and we
  # may (root with apt).
  if [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium-headless-shell ] && command -v apt-get >/dev/null 2>&1 &&
    [ "$(id -u)" = 0 ]; then
    run "installing Debian's chromium-headless-shell" bash -c \
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null'
  fi
  # A local PostgreSQL (trust auth) is used for the second API run when none is named.
  if [ -z "${TEST_DATABASE_URL:-}" ] && command -v pg_isready >/dev/null 2>&1 && pg_isready -h 127.0.0.1 -p 5432 -q; then
    export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres
  fi
fi

# The static checks side by side. oxlint runs the lint rules, typescript-eslint's type-aware ones
# and the type check of every project (each tsconfig.json) on one TypeScript 7 program; oxfmt checks the
# formatting; knip finds unused files, exports and dependencies. docs/decisions/foundation.md says why these
# tools (ESLint, Prettier and tsc took 110, 26 and 40 s on two cores; these take 29, 0.2 and 6).
together "static checks" \
  "lint and types (oxlint)" "npm run -s lint:code" \
  "formatting (oxfmt)" "npm run -s lint:format" \
  "unused files, exports and dependencies (knip)" "npx knip --no-progress"
# The quick check leaves the process-starting suites (kill -9, dev servers) to the full run.
quick=$([ "$mode" = check ] && echo 1 || echo 0)
run "unit, component and API tests (PGlite)" env -u TEST_DATABASE_URL PORTAL_QUICK_CHECK=$quick npx vitest run
[ "$mode" = check ] && finish

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  run "API tests (PostgreSQL: ${TEST_DATABASE_URL%%@*}@...)" npx vitest run --project api
fi
failed_before_build=${#failed_steps[@]}
run "build" npm run -s build
if [ ${#failed_steps[@]} = "$failed_before_build" ]; then
  run "browser journeys (Chromium)" npx playwright test
else
  times+=("$(printf '%5ds  %s' 0 'browser journeys and bundle budgets (not run: the build failed)')")
  failed_steps+=("browser journeys (not run)")
  finish
fi
# The bundle budgets on the same build: /login <= 152 KB of JS+CSS cold (brotli), the dashboard <= 100 KB more,
# chart code only on /reports, no page's code preloaded by index.html (after the journeys: a budget
# overrun does not hide their results).
run "bundle budgets" node scripts/check-budgets.mjs
finish
