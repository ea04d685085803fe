#!/usr/bin/env bash
# The static checks of `npm test` one after another (as before issue 39's change) and side by side (as
# scripts/test-all.sh runs them now), each from cold caches, in one run: prints both wall times.
set -uo pipefail
cd "$(dirname "$0")/.."
cold() { rm -rf node_modules/.cache/eslint node_modules/.cache/tsgo node_modules/.cache/prettier; }
checks=("npm run -s lint:code" "npm run -s lint:format" "npx knip --no-progress" "npm run -s typecheck")

cold
start=$(date +%s.%N)
for c in "${checks[@]}"; do bash -c "$c" >/dev/null 2>&1 || echo "failed: $c"; done
one_by_one=$(echo "$(date +%s.%N) - $start" | bc)

cold
start=$(date +%s.%N)
pids=()
for c in "${checks[@]}"; do (bash -c "$c" >/dev/null 2>&1 || echo "failed: $c") & pids+=($!); done
wait "${pids[@]}"
together=$(echo "$(date +%s.%N) - $start" | bc)

printf 'static checks, one after another: %6.1f s\n' "$one_by_one"
printf 'static checks, side by side:      %6.1f s\n' "$together"
printf 'load average: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg)"
