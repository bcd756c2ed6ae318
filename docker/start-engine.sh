#!/usr/bin/env bash
# Makes a Docker engine available on this machine, as root, with no user interaction.
# Idempotent: does nothing but report when `docker info` already answers. Otherwise it
# installs Debian's docker.io when dockerd is missing, starts dockerd in the background
# (log: $PATCHPROOF_DOCKERD_LOG, default /var/log/patchproof-dockerd.log), waits for it,
# and ends with one line on stdout: "docker engine ready: …" or "docker engine NOT ready: …".
#
# dockerd is tried with its defaults first (overlay2, bridge + iptables). If it exits, the
# script retries without iptables and without the bridge (PatchProof containers always run
# with --network none, so they need neither), then also with the vfs storage driver (for
# hosts whose filesystem cannot hold overlay2, such as overlay-on-overlay in a container).
# PATCHPROOF_DOCKERD_FLAGS="…" forces one set of flags and skips the fallbacks.
#
# Usage (as root): bash docker/start-engine.sh
set -euo pipefail

LOG="${PATCHPROOF_DOCKERD_LOG:-/var/log/patchproof-dockerd.log}"
WAIT_SECONDS="${PATCHPROOF_DOCKERD_WAIT:-60}"
PIDFILE=/var/run/docker.pid

note() { printf 'start-engine: %s\n' "$*" >&2; }
not_ready() { printf 'docker engine NOT ready: %s\n' "$*"; exit 1; }

engine_up() { command -v docker >/dev/null && timeout 15 docker info >/dev/null 2>&1; }

report_ready() {
  local how=$1 info
  info=$(docker info --format 'server {{.ServerVersion}}, storage {{.Driver}}, cgroup v{{.CgroupVersion}}, root {{.DockerRootDir}}')
  printf 'docker engine ready: %s (%s)\n' "$info" "$how"
  exit 0
}

# Waits until the engine answers, the process exits, or the time is up. Returns 0 when
# up, 1 when the process died, 2 on timeout.
wait_for_engine() {
  local pid=$1 waited=0
  while ((waited < WAIT_SECONDS * 2)); do
    engine_up && return 0
    kill -0 "$pid" 2>/dev/null || return 1
    sleep 0.5
    waited=$((waited + 1))
  done
  return 2
}

engine_up && report_ready "already running"

[[ $(id -u) == 0 ]] || not_ready "no engine answers and starting one needs root; run this script as root"

if ! command -v dockerd >/dev/null || ! command -v docker >/dev/null; then
  note "installing docker.io from the configured apt sources"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2 || not_ready "apt-get update failed; check /etc/apt/sources.list*"
  apt-get install -y -qq --no-install-recommends docker.io >&2 \
    || not_ready "apt-get install docker.io failed; see the apt output above"
  # On a machine with a service manager the package may have started dockerd itself.
  sleep 1
  engine_up && report_ready "installed docker.io; started by its package"
fi

mkdir -p "$(dirname "$LOG")"

# A dockerd that is still starting (another caller, or a slow boot) is waited for, not doubled.
if [[ -s $PIDFILE ]] && kill -0 "$(cat "$PIDFILE")" 2>/dev/null; then
  pid=$(cat "$PIDFILE")
  note "dockerd (pid $pid) is running but not answering yet; waiting up to ${WAIT_SECONDS}s"
  if wait_for_engine "$pid"; then report_ready "was starting, pid $pid"; fi
  not_ready "dockerd pid $pid never answered in ${WAIT_SECONDS}s; see $LOG, or stop it and rerun"
fi

if [[ -n ${PATCHPROOF_DOCKERD_FLAGS+set} ]]; then
  attempts=("$PATCHPROOF_DOCKERD_FLAGS")
else
  attempts=(
    ""
    "--iptables=false --ip-masq=false --bridge=none"
    "--iptables=false --ip-masq=false --bridge=none --storage-driver=vfs"
  )
fi

for flags in "${attempts[@]}"; do
  note "starting dockerd ${flags:-(default flags)}; log: $LOG"
  printf '\n=== %s start-engine.sh: dockerd %s\n' "$(date -u +%FT%TZ)" "$flags" >>"$LOG"
  log_start=$(wc -l <"$LOG")
  # Word splitting of $flags is intended: it holds separate options.
  # shellcheck disable=SC2086
  dockerd $flags </dev/null >>"$LOG" 2>&1 &
  pid=$!
  disown "$pid" 2>/dev/null || true
  status=0
  wait_for_engine "$pid" || status=$?
  case $status in
    0) report_ready "started, pid $pid, flags: ${flags:-default}, log $LOG" ;;
    1) note "dockerd exited during startup with ${flags:-default flags}; it said:"
       attempt_log=$(tail -n +"$((log_start + 1))" "$LOG")
       { grep -E 'level=(error|fatal)|failed to start' <<<"$attempt_log" || tail -n 3 <<<"$attempt_log"; } |
         tail -n 3 | sed 's/^/  /' >&2 ;;
    2) kill "$pid" 2>/dev/null || true
       not_ready "dockerd pid $pid did not answer within ${WAIT_SECONDS}s; see $LOG" ;;
  esac
done

not_ready "dockerd failed to start with every flag set tried; see $LOG"
