#!/usr/bin/env bash
# The one command that installs and starts the product: the reference API (seeded on first run) and the app.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-tools.sh
pnpm install --frozen-lockfile
exec pnpm dev
