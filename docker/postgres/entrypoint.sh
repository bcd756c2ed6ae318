#!/bin/sh
# Entrypoint of patchproof-postgres:15. Runs as the postgres user. On the first start (no
# PG_VERSION in $PGDATA) it creates the cluster: superuser $POSTGRES_USER (default postgres)
# with password $POSTGRES_PASSWORD (required), scram-sha-256 for every TCP connection, and
# the database $POSTGRES_DB (default: the user name). Then it runs the given command; for
# `postgres`, listening on all addresses.
set -eu

PGDATA=${PGDATA:-/var/lib/postgresql/data}
POSTGRES_USER=${POSTGRES_USER:-postgres}
POSTGRES_DB=${POSTGRES_DB:-$POSTGRES_USER}
export PGDATA

say() { printf 'patchproof-postgres: %s\n' "$*" >&2; }

if [ "${1:-}" = postgres ] && [ ! -s "$PGDATA/PG_VERSION" ]; then
  if [ -z "${POSTGRES_PASSWORD:-}" ]; then
    say "POSTGRES_PASSWORD is empty: set it to create the database (only the first start needs it)"
    exit 1
  fi
  [ "$(id -u)" != 0 ] || { say "run as the postgres user, not root"; exit 1; }
  mkdir -p "$PGDATA"
  chmod 0700 "$PGDATA"
  say "first start: creating the cluster in $PGDATA"
  pwfile=$(mktemp)
  trap 'rm -f "$pwfile"' EXIT
  printf '%s\n' "$POSTGRES_PASSWORD" >"$pwfile"
  initdb --username="$POSTGRES_USER" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 \
    --encoding=UTF8 --locale=C.UTF-8 >/dev/null
  rm -f "$pwfile"
  # Any address may connect over TCP, always with the password.
  printf '%s\n' 'host all all all scram-sha-256' >>"$PGDATA/pg_hba.conf"
  if [ "$POSTGRES_DB" != postgres ]; then
    pg_ctl --silent --wait --options="-c listen_addresses=''" start
    psql -v ON_ERROR_STOP=1 --quiet --username="$POSTGRES_USER" --dbname=postgres \
      --set=db="$POSTGRES_DB" <<'SQL'
CREATE DATABASE :"db";
SQL
    pg_ctl --silent --wait --mode=fast stop
  fi
  say "cluster created: user $POSTGRES_USER, database $POSTGRES_DB"
fi

if [ "${1:-}" = postgres ]; then
  shift
  exec postgres -c listen_addresses='*' "$@"
fi
exec "$@"
