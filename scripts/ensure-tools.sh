#!/usr/bin/env bash
# Installs what a fresh Debian machine with only Node 20 lacks: the pinned pnpm, and with --browser Debian's Chromium,
# with --postgres Debian's PostgreSQL. Idempotent: every step is skipped when its tool is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

want_browser=false
want_postgres=false
for arg in "$@"; do
  case "$arg" in
    --browser) want_browser=true ;;
    --postgres) want_postgres=true ;;
    *) echo "ensure-tools: unknown option $arg" >&2; exit 2 ;;
  esac
done

pinned_pnpm=$(node -p "require('./package.json').packageManager.split('@')[1]")
if [ "$(pnpm --version 2>/dev/null || true)" != "$pinned_pnpm" ]; then
  echo "› installing pnpm $pinned_pnpm"
  npm install -g "pnpm@$pinned_pnpm" --no-fund --no-audit --loglevel=error
fi

apt_packages=()
if $want_browser && [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then apt_packages+=(chromium); fi
if $want_postgres && ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  apt_packages+=(postgresql postgresql-contrib)
fi
if [ ${#apt_packages[@]} -gt 0 ]; then
  echo "› installing ${apt_packages[*]} from Debian"
  sudo_cmd=""
  if [ "$(id -u)" != 0 ]; then sudo_cmd="sudo"; fi
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${apt_packages[@]}" >/dev/null
fi
