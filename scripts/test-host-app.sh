#!/usr/bin/env bash
# The embedding proof: pack @deals/ui and @deals/admin-core as npm would publish them (their prepack builds them),
# check the packages' shape (publint, arethetypeswrong), install the tarballs into examples/host-app (outside the
# workspace, like any other team's app), import every entry in plain Node and run the app's Playwright test against
# the reference API.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
packs=$root/examples/host-app/.packs

rm -rf "$packs" && mkdir -p "$packs"
(cd packages/ui && pnpm pack --out "$packs/deals-ui.tgz" >/dev/null)
(cd packages/admin-core && pnpm pack --out "$packs/deals-admin-core.tgz" >/dev/null)

for tarball in "$packs"/*.tgz; do
  echo "› checking $(basename "$tarball")"
  pnpm exec publint run "$tarball" --strict
  # ESM only, on purpose: React 19 hosts bundle ESM; no CommonJS entry is offered. The stylesheet has no types.
  pnpm exec attw "$tarball" --profile esm-only --exclude-entrypoints style.css
done

cd examples/host-app
rm -rf node_modules
pnpm install --ignore-workspace --reporter=append-only --no-frozen-lockfile
# Every entry point and every module file of both tarballs, imported in plain Node (no bundler to forgive a path).
node check-node-imports.mjs
pnpm exec tsc -p tsconfig.json
# The API's and the preview's ports (HOST_API_PORT, HOST_APP_PORT; 4200 and 4300 by default) are the test's too.
export HOST_API_PORT=${HOST_API_PORT:-4200} HOST_APP_PORT=${HOST_APP_PORT:-4300}
VITE_API_ORIGIN=http://localhost:$HOST_API_PORT pnpm run build
pnpm exec playwright test
