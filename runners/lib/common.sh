# shellcheck shell=bash
# Shared helpers of the runner image recipes; sourced by runners/build.sh.
# Progress goes to stderr; stdout is reserved for build.sh's final "<image> <id>" lines.

log() { printf 'runners: [%3ss] %s\n' "$SECONDS" "$*" >&2; }
die() { printf 'runners: error: %s\n' "$*" >&2; exit 1; }

# Scratch space of this run, removed however the run ends. Root filesystems are built in a
# private tmpfs when the kernel allows it: unpacking 130 MB of small files takes ~6 s on
# this machine's disk and 0.3 s in memory, and dpkg's fsyncs cost nothing there.
SCRATCH=""
SCRATCH_MOUNTED=0
ensure_scratch() {
  [[ -z $SCRATCH ]] || return 0
  SCRATCH=$(mktemp -d "$CACHE_DIR/work/scratch.XXXXXX")
  if mount -t tmpfs -o "size=${PATCHPROOF_SCRATCH_SIZE:-4g},mode=0700" patchproof-scratch "$SCRATCH" 2>/dev/null; then
    SCRATCH_MOUNTED=1
  else
    log "no tmpfs for scratch space; building on disk in $SCRATCH (slower)"
  fi
}

cleanup() {
  [[ -n $SCRATCH && -d $SCRATCH ]] || return 0
  # Never delete through a mount (such as a chroot's /proc): that would reach the host's files.
  if grep -qs " $SCRATCH/" /proc/mounts; then
    log "not removing $SCRATCH: something is still mounted inside it"
    return 0
  fi
  if ((SCRATCH_MOUNTED)); then umount "$SCRATCH" && rmdir "$SCRATCH"; else rm -rf --one-file-system "$SCRATCH"; fi
}

# sha256 of files, their names included, in a stable order (the recipe hash).
hash_files() {
  local file
  for file in "$@"; do
    printf '%s\n' "${file#"$RUNNERS_DIR"/}"
    sha256sum <"$file"
  done | sha256sum | cut -d' ' -f1
}

hash_text() { sha256sum | cut -d' ' -f1; }

# Prints "<archive uri> <suite>" for each Debian archive the host's apt configuration
# uses for this release, the main suite first (then -updates and -security). The mirror
# is read from apt, never hardcoded; PATCHPROOF_DEBIAN_MIRROR overrides the main archive.
debian_sources() {
  local codename=$1 lines
  lines=$(apt_debian_targets "$codename")
  if [[ -z $lines ]]; then
    # A fresh machine may not have fetched its Release files yet.
    apt-get update -qq >&2 || die "apt-get update failed; check /etc/apt/sources.list*"
    lines=$(apt_debian_targets "$codename")
  fi
  if [[ -n ${PATCHPROOF_DEBIAN_MIRROR:-} ]]; then
    printf '%s %s\n' "${PATCHPROOF_DEBIAN_MIRROR%/}/" "$codename"
    grep -v " $codename\$" <<<"$lines" || true
  else
    [[ -n $lines ]] || die "no Debian '$codename' archive in the apt configuration; set PATCHPROOF_DEBIAN_MIRROR"
    grep " $codename\$" <<<"$lines" || die "the apt configuration lacks the '$codename' suite itself"
    grep -v " $codename\$" <<<"$lines" || true
  fi
}

apt_debian_targets() {
  # shellcheck disable=SC2016  # $(…) here are apt's format fields, not shell.
  apt-get indextargets --format '$(LABEL) $(COMPONENT) $(REPO_URI) $(CODENAME)' 'Created-By: Packages' 2>/dev/null |
    awk -v c="$1" '($1 == "Debian" || $1 == "Debian-Security") && $2 == "main" &&
                   ($4 == c || index($4, c "-") == 1) { print $3, $4 }' | sort -u
}
