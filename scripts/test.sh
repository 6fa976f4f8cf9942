#!/usr/bin/env bash
# The one command that installs everything and runs every test (README, .ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."
export STORYBOOK_DISABLE_TELEMETRY=1
# Each stage says how long it took, so the suite's budget (20 minutes on CI's 2 cores) is read from every CI log.
# A stage's errors go where its output goes, in order: CI keeps the tail of one stream, and a server's refusal to start
# (Playwright's webServer, a migration) is written to stderr.
stage() {
  local started=$SECONDS
  "$@" 2>&1
  echo "⏱ $((SECONDS - started)) s (total $((SECONDS / 60)) min): $*"
}
stage bash scripts/ensure-tools.sh --browser --postgres
stage pnpm install --frozen-lockfile
# `pnpm test`, step by step as package.json defines it (one definition), each timed.
IFS=$'\n' read -r -d '' -a test_steps < <(node -p "require('./package.json').scripts.test.split(' && ').join('\n')" && printf '\0')
for step in "${test_steps[@]}"; do
  eval "stage $step"
done
# Storybook as designers get it: built once, then that build opened as a static host serves it: every docs page in both
# themes and a story of every other stories file (no console error, no failed request, axe clean; the story tests ran
# every story). With a Chromatic token (a CI secret), the same build is published for
# visual review; without one nothing reaches Chromatic.
if [ -n "${CHROMATIC_PROJECT_TOKEN:-}" ]; then
  # TurboSnap reads the build's preview-stats.json to snapshot only the stories a change can affect.
  stage pnpm storybook:build --stats-json storybook-static
else
  stage pnpm storybook:build
fi
stage pnpm storybook:check
if [ -n "${CHROMATIC_PROJECT_TOKEN:-}" ]; then
  pnpm chromatic --storybook-build-dir storybook-static
fi
# Embedding: the packed packages pass publint and arethetypeswrong, and a foreign host app runs on them.
stage bash scripts/test-host-app.sh
# The API files whose outcome depends on a PostgreSQL server rather than on SQL, once more against a real one (the
# default run uses embedded PGlite, which is PostgreSQL's own parser, planner and types compiled to WebAssembly, on one
# connection): concurrent connections and row locks (sessions, versions, cascades, imports, users), LISTEN/NOTIFY (live
# updates), the job queue, migrations, the seed, and text ordering under the server's collation. The rest would only
# prove the same SQL twice.
api_on_server=(
  packages/api/src/auth/ packages/api/src/db/ packages/api/src/jobs/ packages/api/src/live/ packages/api/src/seed/seed.test.ts
  packages/api/src/history/ packages/api/src/feeds/importApply packages/api/src/feeds/undoCascade
  packages/api/src/domains/users/ packages/api/src/domains/listOrdering packages/api/src/domains/catalogue/productCounts
)
# One file at a time: each has its own schema, but LISTEN/NOTIFY channels and advisory locks are the server's, shared.
stage bash scripts/with-postgres.sh pnpm exec vitest run --project api --maxWorkers=1 "${api_on_server[@]}"
# Two API replicas on one throwaway PostgreSQL: sessions, jobs once across replicas, a killed replica, SIGTERM.
stage bash scripts/test-replicas.sh
# The production command (one origin) serves the built app: the first admin (create-admin's link) sets a password,
# signs in, opens a list and saves a brand.
stage pnpm --filter @deals/admin-app exec playwright test -c playwright.production.config.ts
# The attack suite: the production API attacked over HTTP only, on the same-origin app built above (not built again).
ATTACK_SKIP_BUILD=1 stage pnpm test:attack
