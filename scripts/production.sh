#!/usr/bin/env bash
# Production on one origin (README "Deployment"): builds the app to call the API on the origin it is served from,
# then runs the API serving it. Needs DATABASE_URL or API_DATA_DIR, and a generated JWT_SECRET; PORT defaults to 4000.
# It seeds nothing: create the first administrator with `pnpm --filter @deals/api create-admin` (README, Deployment).
# SKIP_BUILD=1 reuses an existing packages/admin-app/dist (e.g. built once in an image, run as N replicas).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${SKIP_BUILD:-0}" != 1 ]; then
  VITE_API_ORIGIN=same-origin pnpm --filter @deals/admin-app build
fi
export NODE_ENV=production
export APP_DIR="$PWD/packages/admin-app/dist"
# The replica's heap, sized as its container is (README "Environment", API_HEAP_MB). Left to itself, V8 on a large
# machine lets the heap grow to about four times its live data before collecting: a 100,000-row import, which holds
# about 50 MB, took the process up by 183 MB. Sized at 512 MB it collects sooner and grew by 66 MB, at the same rate.
heap_mb="${API_HEAP_MB:-512}"
if ! [[ "$heap_mb" =~ ^[0-9]+$ ]] || [ "$heap_mb" -lt 256 ]; then
  echo "API_HEAP_MB is the API's heap in MB, a whole number of at least 256 (got \"$heap_mb\")." >&2
  exit 1
fi
cd packages/api
exec node --max-old-space-size="$heap_mb" --import tsx --conditions=@deals/source src/main.ts
