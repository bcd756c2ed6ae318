#!/usr/bin/env bash
# shellcheck source-path=SCRIPTDIR
# REFRESH, CODENAME and ARCH are read by runners/lib/rootfs.sh (shellcheck -x -P . sees it).
# Builds patchproof-postgres:15 with no container registry: Debian's postgresql-15 package
# on a debootstrap minbase root filesystem (the same cached recipe machinery as the runner
# images, runners/lib/*.sh, cache under $PATCHPROOF_CACHE, default /var/cache/patchproof),
# imported with `docker import` as patchproof-postgres-rootfs:15, then docker/postgres/
# Dockerfile on top (entrypoint, user, volume). With a registry, `postgres:15` does the same job.
#
# Usage (as root, with a running engine): bash docker/postgres/build.sh [--refresh]
#   --refresh  rebuild the cached root filesystem (new Debian updates)
# Output: progress on stderr; on stdout one line: "patchproof-postgres:15 <image id>".
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
RUNNERS_DIR=$(cd "$HERE/../../runners" && pwd)
CACHE_DIR=${PATCHPROOF_CACHE:-/var/cache/patchproof}
REFRESH=0
IMAGE=patchproof-postgres:15
ROOTFS_IMAGE=patchproof-postgres-rootfs:15
PACKAGES=(postgresql-15)
# shellcheck source=runners/lib/common.sh
source "$RUNNERS_DIR/lib/common.sh"
# shellcheck source=runners/lib/rootfs.sh
source "$RUNNERS_DIR/lib/rootfs.sh"
log() { printf 'postgres-image: [%3ss] %s\n' "$SECONDS" "$*" >&2; }
die() { printf 'postgres-image: error: %s\n' "$*" >&2; exit 1; }

for arg in "$@"; do
  case $arg in
    --refresh) REFRESH=1 ;;
    *) die "usage: bash docker/postgres/build.sh [--refresh]" ;;
  esac
done
[[ $(id -u) == 0 ]] || die "building $IMAGE needs root (debootstrap, chroot); rerun as root"
docker info >/dev/null 2>&1 || die "no Docker engine answers; start one with: bash docker/start-engine.sh"

# shellcheck source=/dev/null
CODENAME=$(. /etc/os-release && printf '%s' "${VERSION_CODENAME:-}")
[[ -n $CODENAME ]] || die "cannot read the Debian release from /etc/os-release"
ARCH=$(dpkg --print-architecture)

mkdir -p "$CACHE_DIR/rootfs" "$CACHE_DIR/debs" "$CACHE_DIR/work"
# The same lock as runners/build.sh: one debootstrap at a time, one shared .deb cache.
exec 9>"$CACHE_DIR/build.lock"
flock -n 9 || { log "waiting for another image build to finish"; flock 9; }
trap cleanup EXIT
trap 'exit 130' INT TERM

rootfs_tarball postgres "${PACKAGES[@]}"
tarball=$ROOTFS_TARBALL
key=$(basename "$tarball" .tar)

current=$(docker image inspect --format '{{index .Config.Labels "org.patchproof.rootfs"}}' "$ROOTFS_IMAGE" 2>/dev/null || true)
if [[ $current == "$key" ]]; then
  log "$ROOTFS_IMAGE is up to date ($key)"
else
  ensure_scratch
  dir=$(mktemp -d "$SCRATCH/image-postgres.XXXXXX")
  tar --numeric-owner -C "$dir" -xf "$tarball"
  # The package's postinst made a cluster 15/main; the entrypoint makes its own in $PGDATA.
  rm -rf "$dir/etc/postgresql/15/main" "$dir/var/lib/postgresql/15"
  chroot "$dir" /usr/lib/postgresql/15/bin/postgres --version >&2 ||
    die "postgres does not run inside the root filesystem; see $CACHE_DIR/work/rootfs-postgres.log"
  log "importing the root filesystem as $ROOTFS_IMAGE ($(du -sh --one-file-system "$dir" | cut -f1))"
  tar --numeric-owner -C "$dir" -cf - . | docker import --change "LABEL org.patchproof.rootfs=$key" \
    --message "patchproof postgres root filesystem $key" - "$ROOTFS_IMAGE" >/dev/null || die "docker import failed"
  rm -rf --one-file-system "$dir"
fi

log "docker build $IMAGE from $HERE/Dockerfile"
previous=$(docker image inspect --format '{{.Id}}' "$IMAGE" 2>/dev/null || true)
docker build -q -t "$IMAGE" --build-arg "ROOTFS=$ROOTFS_IMAGE" "$HERE" >/dev/null || die "docker build of $IMAGE failed"
id=$(docker image inspect --format '{{.Id}}' "$IMAGE")
if [[ -n $previous && $previous != "$id" ]]; then docker image rm "$previous" >/dev/null 2>&1 || true; fi
printf '%s %s\n' "$IMAGE" "$id"
