#!/usr/bin/env bash
# End-to-end check of docker/compose.yaml: brings up postgres + patchproof under a throwaway
# project name, creates tokens with `patchproof token create` inside the service container,
# checks /healthz and /openapi.json, then runs one real validation through the HTTP API
# (test/fixtures/python-calc, fix.patch) on the host engine through the mounted socket, and
# expects PASS with proof grade. Everything it made (containers, volumes, network, temp
# folder) is removed at the end, pass or fail.
#
# Usage (as root or a docker-group user, images built: bash docker/build-images.sh):
#   bash docker/smoke-test.sh            # docker compose (v2) or docker-compose (v1)
#   bash docker/smoke-test.sh --plain    # the same with plain `docker run` on a user-defined network
# Exit 0 and "smoke test: PASS" on success.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PROJECT="ppsmoke$$"
MODE=compose
[[ ${1:-} == --plain ]] && MODE=plain
say() { printf 'smoke: %s\n' "$*" >&2; }
fail() { printf 'smoke: FAIL: %s\n' "$*" >&2; exit 1; }

docker info >/dev/null 2>&1 || fail "no Docker engine answers (bash docker/start-engine.sh)"
for image in patchproof-service patchproof-postgres:15 patchproof-runner-python:3; do
  docker image inspect "$image" >/dev/null 2>&1 || fail "image $image is missing; run: bash docker/build-images.sh"
done
if [[ $MODE == compose ]]; then
  if docker compose version >/dev/null 2>&1; then COMPOSE=(docker compose)
  elif command -v docker-compose >/dev/null; then COMPOSE=(docker-compose)
  else say "no docker compose / docker-compose: using plain docker run"; MODE=plain; fi
fi

WORK=$(mktemp -d /tmp/patchproof-smoke.XXXXXX)
chmod 0755 "$WORK"
export POSTGRES_PASSWORD DOCKER_GID PATCHPROOF_REPOS="$WORK/repos" PATCHPROOF_PORT="127.0.0.1:"
POSTGRES_PASSWORD=$(od -An -tx1 -N16 /dev/urandom | tr -d ' \n')
DOCKER_GID=$(stat -c %g /var/run/docker.sock)
SVC="$PROJECT-patchproof" PG="$PROJECT-postgres" NET="$PROJECT-net" VOL="$PROJECT-pgdata"

compose() { "${COMPOSE[@]}" -p "$PROJECT" -f "$ROOT/docker/compose.yaml" "$@"; }

cleanup() {
  local status=$?
  trap - EXIT
  if ((status != 0)); then
    say "service logs (last 30 lines):"
    if [[ $MODE == compose ]]; then compose logs --no-color --tail 30 patchproof >&2 2>&1 || true
    else docker logs --tail 30 "$SVC" >&2 2>&1 || true; fi
  fi
  say "cleaning up"
  if [[ $MODE == compose ]]; then
    compose down -v --remove-orphans --timeout 20 >/dev/null 2>&1 || say "compose down failed"
  else
    docker stop -t 20 "$SVC" >/dev/null 2>&1 || true
    docker rm -fv "$SVC" "$PG" >/dev/null 2>&1 || true
    docker volume rm "$VOL" >/dev/null 2>&1 || true
    docker network rm "$NET" >/dev/null 2>&1 || true
  fi
  rm -rf "$WORK"
  left=$(docker ps -aq --filter "name=$PROJECT"; docker volume ls -q --filter "name=$PROJECT"; docker network ls -q --filter "name=$PROJECT")
  [[ -z $left ]] || say "left behind: $left"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# A repository root with one Git repository and its spec, owned by root (not the service's
# uid), as a host folder usually is.
mkdir -p "$WORK/repos/calc"
cp -r "$ROOT/test/fixtures/python-calc/repo" "$ROOT/test/fixtures/python-calc/spec" "$WORK/repos/calc/"
git -C "$WORK/repos/calc/repo" init -q
git -C "$WORK/repos/calc/repo" add -A
git -C "$WORK/repos/calc/repo" -c user.name=smoke -c user.email=smoke@example.org commit -qm base
# The operator's projects: which repository goes with which run spec.
printf '%s\n' '{"version": 1, "projects": {"calc": {"repository": "calc/repo", "spec": "calc/spec/patchproof.json"}}}' > "$WORK/repos/patchproof-projects.json"

say "starting ($MODE, project $PROJECT)"
if [[ $MODE == compose ]]; then
  compose up -d >&2
  svc_id=$(compose ps -q patchproof)
  port=$(compose port patchproof 8080 | tail -n 1)
  port=${port##*:}
else
  docker network create "$NET" >/dev/null
  docker run -d --name "$PG" --network "$NET" --network-alias postgres -v "$VOL:/var/lib/postgresql/data" \
    -e POSTGRES_USER=patchproof -e POSTGRES_DB=patchproof -e POSTGRES_PASSWORD patchproof-postgres:15 >/dev/null
  for _ in $(seq 60); do
    [[ $(docker inspect -f '{{.State.Health.Status}}' "$PG") == healthy ]] && break
    sleep 1
  done
  [[ $(docker inspect -f '{{.State.Health.Status}}' "$PG") == healthy ]] || fail "postgres never became healthy"
  docker run -d --name "$SVC" --network "$NET" --init --hostname patchproof-service --group-add "$DOCKER_GID" \
    -e "DATABASE_URL=postgres://patchproof:$POSTGRES_PASSWORD@postgres:5432/patchproof" \
    -v /var/run/docker.sock:/var/run/docker.sock -v "$PATCHPROOF_REPOS:/repos:ro" -p 127.0.0.1::8080 \
    patchproof-service >/dev/null
  svc_id=$SVC
  port=$(docker port "$SVC" 8080/tcp | head -n 1)
  port=${port##*:}
fi
[[ -n $port ]] || fail "no published port for the service"
BASE="http://127.0.0.1:$port"

say "waiting for the service container to be healthy"
for _ in $(seq 90); do
  health=$(docker inspect -f '{{.State.Health.Status}}' "$svc_id")
  [[ $health == healthy ]] && break
  [[ $(docker inspect -f '{{.State.Running}}' "$svc_id") == true ]] || fail "the service container exited"
  sleep 1
done
[[ $health == healthy ]] || fail "service health is $health after 90 s"
say "service healthy on $BASE"

token() {
  if [[ $MODE == compose ]]; then compose exec -T patchproof node bin/patchproof.js token create --role "$1" --actor "$2" --all-projects
  else docker exec "$SVC" node bin/patchproof.js token create --role "$1" --actor "$2" --all-projects; fi
}
AUDITOR=$(token auditor x)
[[ $AUDITOR =~ ^[A-Za-z0-9_.-]{20,}$ ]] || fail "token create printed '$AUDITOR'"
say "token create --role auditor --actor x: ok (${AUDITOR:0:8}…)"

health=$(curl -fsS "$BASE/healthz")
say "GET /healthz: $health"
jq -e '.status == "ok" and .database == "postgres"' <<<"$health" >/dev/null || fail "/healthz is not ok on postgres"
openapi=$(curl -fsS "$BASE/openapi.json")
say "GET /openapi.json: $(jq -r '"openapi \(.openapi), \(.paths | length) paths"' <<<"$openapi")"
code=$(curl -s -o /dev/null -w '%{http_code}' "$BASE/v1/runs/run_00000000000000000000")
[[ $code == 401 ]] || fail "GET /v1/runs/… without a token answered $code, not 401"
code=$(curl -s -o /dev/null -w '%{http_code}' -H "Authorization: Bearer $AUDITOR" "$BASE/v1/runs/run_00000000000000000000")
[[ $code == 404 ]] || fail "GET /v1/runs/… with the auditor token answered $code, not 404"
say "auth: 401 without a token, 404 (unknown run) with the auditor token"

# One validation through the API: the runner containers start on the host engine.
PROPOSER=$(token proposer alice) APPROVER=$(token approver bob) EXECUTOR=$(token executor ci)
api() { # api <token> <method> <path> [json body]
  curl -sS -X "$2" -H "Authorization: Bearer $1" -H 'Content-Type: application/json' ${4:+--data "$4"} "$BASE$3"
}
run=$(api "$PROPOSER" POST /v1/runs '{"project":"calc"}')
run_id=$(jq -er .id <<<"$run") || fail "POST /v1/runs: $run"
patch=$(jq -Rs '{patch: .}' <"$ROOT/test/fixtures/python-calc/patches/fix.patch")
proposal=$(api "$PROPOSER" POST "/v1/runs/$run_id/proposals" "$patch")
hash=$(jq -er .hash <<<"$proposal") || fail "POST proposals: $proposal"
approval=$(api "$APPROVER" POST "/v1/proposals/$hash/approvals" "$(jq -c '{run, snapshot: .base}' <<<"$proposal")")
approval_hash=$(jq -er .hash <<<"$approval") || fail "POST approvals: $approval"
validation=$(api "$EXECUTOR" POST "/v1/runs/$run_id/validations" "{\"approval\":\"$approval_hash\"}")
val_id=$(jq -er .id <<<"$validation") || fail "POST validations: $validation"
say "run $run_id, proposal $hash, validation $val_id queued"
for _ in $(seq 180); do
  validation=$(api "$AUDITOR" GET "/v1/validations/$val_id")
  state=$(jq -r .state <<<"$validation")
  [[ $state == queued || $state == running ]] || break
  sleep 1
done
say "validation: $(jq -c '{state, verdict, proofGrade, error, phases: [.phases[] | "\(.name) \(.outcome)"]}' <<<"$validation")"
jq -e '.state == "completed" and .verdict == "PASS" and .proofGrade == true' <<<"$validation" >/dev/null ||
  fail "the validation did not end in a proof-grade PASS"

say "smoke test: PASS"
