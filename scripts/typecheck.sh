#!/usr/bin/env bash
# Types of every project: domain, api, web, the root (e2e, scripts, the Playwright and Vitest configs) and bench,
# by TypeScript 7's native compiler (`tsgo`, from @typescript/native-preview), each incremental with its build
# info under node_modules/.cache/tsgo, so a second run checks only what changed (about 1 s a project). For
# editing; `npm test` and `npm run check` type-check in oxlint's pass (`npm run lint:code`, the same compiler
# on the same tsconfig.json files), which saves building the program twice (docs/decisions/foundation.md).
set -uo pipefail
cd "$(dirname "$0")/.."
cache=node_modules/.cache/tsgo
mkdir -p "$cache"

status=0
for project in packages/domain apps/api apps/web . bench; do
  name=$([ "$project" = . ] && echo root || basename "$project")
  npx tsgo -p "$project" --noEmit --incremental --tsBuildInfoFile "$cache/$name.tsbuildinfo" || status=1
done
exit $status
