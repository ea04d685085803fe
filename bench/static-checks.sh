#!/usr/bin/env bash
# The static checks of `npm test`, from cold caches, side by side as scripts/test-all.sh runs them: in a checkout
# from before the change of tools (ESLint, Prettier, tsgo's type check) when one is named, then in this
# one (oxlint with its type check, oxfmt, knip). Prints each tree's wall and CPU time in one run.
#   bash bench/static-checks.sh [/path/to/a/checkout/of/534a82c with npm ci done]
set -uo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)

# Runs the static checks of the checkout in $1 side by side and prints their wall and CPU seconds.
measure() {
  local tree=$1 checks=("npm run -s lint:code" "npm run -s lint:format" "npx knip --no-progress")
  # Before the change, lint:code had no type check and `npm run typecheck` ran beside it.
  grep -q -- '--type-check' "$tree/package.json" || checks+=("npm run -s typecheck")
  rm -rf "$tree"/node_modules/.cache/{eslint,tsgo,prettier}
  local start cpu_before pids=()
  start=$(date +%s.%N)
  cpu_before=$(awk '{print $14 + $15 + $16 + $17}' /proc/$$/stat)
  for c in "${checks[@]}"; do (cd "$tree" && bash -c "$c" >/dev/null 2>&1 || echo "failed in $tree: $c") & pids+=($!); done
  wait "${pids[@]}"
  local ticks=$(($(getconf CLK_TCK)))
  local cpu=$(awk -v b="$cpu_before" -v t="$ticks" '{print ($14 + $15 + $16 + $17 - b) / t}' /proc/$$/stat)
  printf '%-60s %6.1f s wall %7.1f s CPU  (%s)\n' "$tree" "$(echo "$(date +%s.%N) - $start" | bc)" "$cpu" \
    "$(IFS=,; echo "${checks[*]}")"
}

[ $# -gt 0 ] && measure "$(cd "$1" && pwd)"
measure "$here"
printf 'load average: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg)"
