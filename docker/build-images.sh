#!/usr/bin/env bash
# Builds every image docker/compose.yaml uses, locally and with no container registry:
#   patchproof-runner-node:20, patchproof-runner-python:3   runners/build.sh (the test runners)
#   patchproof-postgres:15                                  docker/postgres/build.sh
#   patchproof-service                                      docker/Dockerfile (npm ci reaches the npm registry)
# Usage (as root, with a running engine: bash docker/start-engine.sh):
#   bash docker/build-images.sh [--refresh]     --refresh: rebuild the cached Debian root filesystems
# Env: PATCHPROOF_SERVICE_BASE   base of the service image (default patchproof-runner-node:20;
#                                with a registry, node:20-bookworm-slim)
#      PATCHPROOF_BUILD_CA_FILE  PEM file of extra CA certificates for npm ci behind a TLS-
#                                intercepting proxy (default: /usr/local/share/ca-certificates/*.crt)
# Output: progress on stderr; on stdout one "<image> <id>" line per image.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
refresh=()
for arg in "$@"; do
  case $arg in
    --refresh) refresh=(--refresh) ;;
    *) echo "usage: bash docker/build-images.sh [--refresh]" >&2; exit 2 ;;
  esac
done
say() { printf 'build-images: %s\n' "$*" >&2; }

docker info >/dev/null 2>&1 || { say "no Docker engine answers; start one with: bash docker/start-engine.sh"; exit 1; }

say "runner images (runners/build.sh)"
bash "$ROOT/runners/build.sh" all "${refresh[@]}"

say "patchproof-postgres:15 (docker/postgres/build.sh)"
bash "$ROOT/docker/postgres/build.sh" "${refresh[@]}"

base=${PATCHPROOF_SERVICE_BASE:-patchproof-runner-node:20}
ca=""
if [[ -n ${PATCHPROOF_BUILD_CA_FILE:-} ]]; then
  ca=$(cat "$PATCHPROOF_BUILD_CA_FILE")
elif compgen -G '/usr/local/share/ca-certificates/*.crt' >/dev/null; then
  ca=$(cat /usr/local/share/ca-certificates/*.crt)
fi
say "patchproof-service (docker/Dockerfile, base $base${ca:+, with extra CA certificates for npm ci})"
previous=$(docker image inspect --format '{{.Id}}' patchproof-service 2>/dev/null || true)
docker build -q -f "$ROOT/docker/Dockerfile" -t patchproof-service \
  --build-arg "BASE=$base" --build-arg "BUILD_CA_CERTS=$ca" "$ROOT" >/dev/null
id=$(docker image inspect --format '{{.Id}}' patchproof-service)
# The replaced image goes unless a container still uses it (then docker keeps it).
if [[ -n $previous && $previous != "$id" ]]; then docker image rm "$previous" >/dev/null 2>&1 || true; fi
printf '%s %s\n' patchproof-service "$id"
