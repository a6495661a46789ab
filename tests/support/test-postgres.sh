#!/usr/bin/env bash
# Starts a throwaway PostgreSQL on loopback for the storage tests and prints its URL on stdout
# (`export TEST_DATABASE_URL=$(bash tests/support/test-postgres.sh)`). Installs Debian's postgresql when it is
# missing and we are root. Exits non-zero, saying why on stderr, when it cannot: the storage tests then
# report themselves skipped with that reason.
set -euo pipefail
PORT="${TEST_POSTGRES_PORT:-54329}"
DIR="${TEST_POSTGRES_DIR:-/tmp/mo-storefront-pg}"
say() { echo "test-postgres: $*" >&2; }

bin_dir() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1; }
if [ -z "$(bin_dir)" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    say "installing postgresql from Debian"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql >&2 || { apt-get update -q >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql >&2; }
  else
    say "postgresql is not installed and this is not root: run apt-get install postgresql"; exit 1
  fi
fi
BIN="$(bin_dir)"
[ -n "$BIN" ] || { say "no PostgreSQL server binaries after install"; exit 1; }

# The server refuses to run as root: run it as the postgres user when we are root.
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
if ! as_pg "$BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT"; then
  rm -rf "$DIR"
  mkdir -p "$DIR"
  [ "$(id -u)" = 0 ] && chown postgres: "$DIR"
  as_pg "$BIN/initdb" -D "$DIR/data" -U storefront --auth=trust >&2
  as_pg "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -o "-h 127.0.0.1 -p $PORT -k $DIR" start >&2
fi
as_pg "$BIN/psql" -q -h 127.0.0.1 -p "$PORT" -U storefront -d postgres -tc "select 1 from pg_database where datname='storefront_test'" | grep -q 1 \
  || as_pg "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U storefront storefront_test >&2
echo "postgres://storefront@127.0.0.1:$PORT/storefront_test"
