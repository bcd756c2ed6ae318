#!/usr/bin/env bash
# Starts the machine's PostgreSQL 15 cluster for the service tests and prints, on stdout,
# the one line `PATCHPROOF_TEST_DATABASE_URL=postgres://…` for a login role that may create
# databases (each test suite makes its own and drops it). The password is random, made on
# the first call and kept in a root-only file outside the repository (so test processes
# already running keep working when the script runs again). Needs root.
set -euo pipefail
cluster_version=${PG_VERSION:-15}
cluster_name=${PG_CLUSTER:-main}
port=$(pg_lsclusters --no-header | awk -v v="$cluster_version" -v n="$cluster_name" '$1 == v && $2 == n { print $3 }')
[ -n "$port" ] || { echo "no PostgreSQL cluster $cluster_version/$cluster_name on this machine" >&2; exit 1; }
pg_ctlcluster "$cluster_version" "$cluster_name" start >/dev/null 2>&1 || true
for _ in $(seq 1 50); do
  runuser -u postgres -- pg_isready -q -p "$port" && break
  sleep 0.2
done
runuser -u postgres -- pg_isready -q -p "$port" || { echo "PostgreSQL did not become ready on port $port" >&2; exit 1; }
password_file=${PATCHPROOF_TEST_PG_PASSWORD_FILE:-/run/patchproof-test-postgres.password}
if [ ! -s "$password_file" ]; then
  (umask 077 && head -c 18 /dev/urandom | base64 | tr -d '/+=' > "$password_file")
fi
password=$(cat "$password_file")
runuser -u postgres -- psql -q -p "$port" -v ON_ERROR_STOP=1 >/dev/null <<SQL
DO \$\$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'patchproof_test') THEN
    CREATE ROLE patchproof_test LOGIN CREATEDB;
  END IF;
END \$\$;
ALTER ROLE patchproof_test PASSWORD '$password';
-- DROP DATABASE … WITH (FORCE) terminates every backend on the database, autovacuum workers
-- included, and those belong to no role the test role is a member of: without this grant
-- a drop that meets autovacuum fails "must be a member of the role whose process is being
-- terminated or member of pg_signal_backend".
GRANT pg_signal_backend TO patchproof_test;
SQL
echo "PATCHPROOF_TEST_DATABASE_URL=postgres://patchproof_test:$password@127.0.0.1:$port/postgres"
