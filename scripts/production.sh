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
cd packages/api
exec node --import tsx --conditions=@deals/source src/main.ts
