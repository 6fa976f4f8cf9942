#!/usr/bin/env bash
# Two API replicas on one throwaway PostgreSQL: sessions, "Run now" on both, a replica killed mid-run, a due slot,
# SIGTERM during a save (packages/api/replicas); then the production command twice on one PostgreSQL with a browser on
# each (live updates across replicas). Loopback only; ports REPLICA_PORT_A/B (default 4131/4132) and
# E2E_REPLICA_PORT_A/B (default 4147/4148).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/with-postgres.sh pnpm --filter @deals/api exec node --import tsx --conditions=@deals/source --test \
  --test-timeout=600000 replicas/replicas.test.ts
# The app built once, as an image would carry it, then served by both replicas (SKIP_BUILD=1).
VITE_API_ORIGIN=same-origin pnpm --filter @deals/admin-app build
bash scripts/with-postgres.sh pnpm --filter @deals/admin-app exec playwright test -c playwright.replicas.config.ts
