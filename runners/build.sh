#!/usr/bin/env bash
# shellcheck source-path=SCRIPTDIR
# Builds the PatchProof runner images (PROTOCOL 9) with no container registry:
#   patchproof-runner-node:20    Node.js 20 and npm
#   patchproof-runner-python:3   Python 3 and pytest
#   patchproof-runner-go:1       Go (Debian's golang-go)
# Each image is a Debian minbase root filesystem (debootstrap, from the mirror in the
# host's apt configuration) plus its recipe (runners/<kind>/recipe.sh), imported with
# `docker import`. The root filesystem is cached under $PATCHPROOF_CACHE (default
# /var/cache/patchproof); an image whose org.patchproof.recipe and org.patchproof.inputs
# labels match the recipe is left alone.
#
# Usage (as root, with a running engine; see docker/start-engine.sh):
#   bash runners/build.sh [node|python|go|all] [--force] [--refresh]
#     --force    rebuild the image even when its labels match
#     --refresh  also rebuild the cached root filesystem (new Debian updates)
# Output: progress on stderr; on stdout, one line per image: "<name> <image id>".
set -euo pipefail

RUNNERS_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
CACHE_DIR=${PATCHPROOF_CACHE:-/var/cache/patchproof}
FORCE=0
REFRESH=0
# shellcheck source=lib/common.sh
source "$RUNNERS_DIR/lib/common.sh"
# shellcheck source=lib/rootfs.sh
source "$RUNNERS_DIR/lib/rootfs.sh"
# shellcheck source=lib/image.sh
source "$RUNNERS_DIR/lib/image.sh"

usage() { die "usage: bash runners/build.sh [node|python|go|all] [--force] [--refresh]"; }

target=all
for arg in "$@"; do
  case $arg in
    node | python | go | all) target=$arg ;;
    --force) FORCE=1 ;;
    --refresh) REFRESH=1 FORCE=1 ;;
    *) usage ;;
  esac
done
case $target in
  all) kinds=(node python go) ;;
  *) kinds=("$target") ;;
esac

if ! command -v docker >/dev/null || ! docker info >/dev/null 2>&1; then
  die "no Docker engine answers; start one with: bash docker/start-engine.sh"
fi

# shellcheck source=/dev/null
CODENAME=$(. /etc/os-release && printf '%s' "${VERSION_CODENAME:-}")
[[ -n $CODENAME ]] || die "cannot read the Debian release from /etc/os-release"
ARCH=$(dpkg --print-architecture)

# One build at a time per machine: parallel test workers may all ask for the images. (A
# user without access to the cache can still run the up-to-date check, unlocked.)
if mkdir -p "$CACHE_DIR/rootfs" "$CACHE_DIR/debs" "$CACHE_DIR/work" 2>/dev/null && [[ -w $CACHE_DIR ]]; then
  exec 9>"$CACHE_DIR/build.lock"
  flock -n 9 || { log "waiting for another runners/build.sh to finish"; flock 9; }
fi
trap cleanup EXIT
trap 'exit 130' INT TERM

results=()
for kind in "${kinds[@]}"; do
  [[ -f $RUNNERS_DIR/$kind/recipe.sh ]] || die "no recipe $RUNNERS_DIR/$kind/recipe.sh"
  # Every recipe defines the same names (IMAGE, PACKAGES, IMAGE_ENV, SMOKE_CHECKS,
  # recipe_inputs, recipe_customize), so loading the next one replaces the last.
  # shellcheck source=/dev/null
  source "$RUNNERS_DIR/$kind/recipe.sh"
  build_image "$kind"
  results+=("$IMAGE $IMAGE_ID")
done
printf '%s\n' "${results[@]}"
