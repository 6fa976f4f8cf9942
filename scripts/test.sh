#!/usr/bin/env bash
# The one command that installs everything and runs every test (README, .ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."
export STORYBOOK_DISABLE_TELEMETRY=1
bash scripts/ensure-tools.sh --browser --postgres
pnpm install --frozen-lockfile
pnpm test
# Storybook as designers get it: built once, then every docs page and story of that build opened in both themes (no
# console error, no failed request, axe clean). With a Chromatic token (a CI secret), the same build is published for
# visual review; without one nothing reaches Chromatic.
if [ -n "${CHROMATIC_PROJECT_TOKEN:-}" ]; then
  # TurboSnap reads the build's preview-stats.json to snapshot only the stories a change can affect.
  pnpm storybook:build --stats-json storybook-static
else
  pnpm storybook:build
fi
pnpm storybook:check
if [ -n "${CHROMATIC_PROJECT_TOKEN:-}" ]; then
  pnpm chromatic --storybook-build-dir storybook-static
fi
# Embedding: the packed packages pass publint and arethetypeswrong, and a foreign host app runs on them.
bash scripts/test-host-app.sh
# The API suite once more against a real PostgreSQL server (its default run uses embedded PGlite).
bash scripts/with-postgres.sh pnpm test:unit:api
# Two API replicas on one throwaway PostgreSQL: sessions, jobs once across replicas, a killed replica, SIGTERM.
bash scripts/test-replicas.sh
# The production command (one origin) serves the built app: the first admin (create-admin's link) sets a password,
# signs in, opens a list and saves a brand.
pnpm --filter @deals/admin-app exec playwright test -c playwright.production.config.ts
# The attack suite: the production API attacked over HTTP only, on the same-origin app built above (not built again).
ATTACK_SKIP_BUILD=1 pnpm test:attack
