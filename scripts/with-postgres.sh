#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster on a loopback port, with DATABASE_URL exported.
# The cluster lives in a temporary folder and is stopped and removed when the command ends.
# PostgreSQL refuses to run as root, so as root the server runs as the `postgres` user (created if missing).
set -euo pipefail

initdb_bin=$(command -v initdb || ls /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$initdb_bin" ]; then
  echo "with-postgres: initdb not found (apt-get install -y postgresql)" >&2
  exit 1
fi
pg_bin=$(dirname "$initdb_bin")
port=${PG_TEST_PORT:-55432}
dir=$(mktemp -d /tmp/pg-test-XXXXXX)
chmod 755 "$dir"

as_owner=()
if [ "$(id -u)" = 0 ]; then
  id -u postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$dir"
  as_owner=(runuser -u postgres --)
fi

stop() {
  "${as_owner[@]}" "$pg_bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT

"${as_owner[@]}" "$pg_bin/initdb" -D "$dir/data" -U postgres -A trust --no-sync -E UTF8 >/dev/null
"${as_owner[@]}" "$pg_bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null

export DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "with-postgres: PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
"$@"
