#!/usr/bin/env bash
# Two API replicas on one throwaway PostgreSQL: sessions, "Run now" on both, a replica killed mid-run, a due slot,
# SIGTERM during a save (packages/api/replicas). Loopback only; ports REPLICA_PORT_A/B (default 4131/4132).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/with-postgres.sh pnpm --filter @deals/api exec node --import tsx --conditions=@deals/source --test \
  --test-timeout=600000 replicas/replicas.test.ts
