#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL cluster, removed afterwards.
set -euo pipefail
bin_dir=$(dirname "$(ls -d /usr/lib/postgresql/*/bin/postgres | sort -V | tail -n 1)")
data_dir=$(mktemp -d /tmp/deals-pg.XXXXXX)
port=${PGPORT_FOR_TESTS:-54329}
run_as=()
if [ "$(id -u)" = 0 ]; then
  chown postgres "$data_dir"
  run_as=(runuser -u postgres --)
fi
cleanup() {
  "${run_as[@]}" "$bin_dir/pg_ctl" -D "$data_dir" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$data_dir"
}
trap cleanup EXIT
"${run_as[@]}" "$bin_dir/initdb" -D "$data_dir" -U deals --auth=trust >/dev/null
"${run_as[@]}" "$bin_dir/pg_ctl" -D "$data_dir" -o "-p $port -k $data_dir -c listen_addresses=127.0.0.1" -w start >/dev/null
export TEST_DATABASE_URL="postgres://deals@127.0.0.1:$port/postgres"
echo "› PostgreSQL $("$bin_dir/postgres" --version | awk '{print $3}') on port $port"
"$@"
