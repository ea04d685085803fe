#!/usr/bin/env bash
# Every test of the project, in the order a reviewer would want to hear of a failure:
# lint, types, unit + API tests on PGlite, the API tests again on PostgreSQL (when TEST_DATABASE_URL
# is set), the production build, then browser journeys in Chromium against the built app.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

# Browser tests use Debian's chromium; install it when missing and we may (root with apt).
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] && command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  step "installing Debian's chromium"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
# A local PostgreSQL (trust auth) is used for the second API run when none is named.
if [ -z "${TEST_DATABASE_URL:-}" ] && command -v pg_isready >/dev/null 2>&1 && pg_isready -h 127.0.0.1 -p 5432 -q; then
  export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres
fi

step "lint"
npm run -s lint
step "typecheck"
npm run -s typecheck
npx tsc -p tsconfig.e2e.json --noEmit
step "unit, component and API tests (PGlite)"
env -u TEST_DATABASE_URL npx vitest run
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "API tests (PostgreSQL: ${TEST_DATABASE_URL%%@*}@...)"
  npx vitest run --project api
fi
step "build"
npm run -s build
step "browser journeys (Chromium)"
npx playwright test
