#!/usr/bin/env bash
# Types of every project: domain, api (with bench/), web, e2e. Two at a time (one tsc per core), each
# incremental with its build info under node_modules/.cache/tsc, so a second run checks only what changed.
set -uo pipefail
cd "$(dirname "$0")/.."
cache=node_modules/.cache/tsc
mkdir -p "$cache"

tsc_of() { npx tsc -p "$1" --noEmit --incremental --tsBuildInfoFile "$cache/$2.tsbuildinfo"; }

status=0
tsc_of apps/api api & api=$!
tsc_of apps/web web & web=$!
wait $api || status=1
tsc_of packages/domain domain & domain=$!
wait $web || status=1
tsc_of tsconfig.e2e.json e2e || status=1
tsc_of bench bench || status=1
wait $domain || status=1
exit $status
