# shellcheck shell=bash
# Builds the cached Debian root filesystem of a recipe: debootstrap minbase with the
# recipe's packages, brought up to date from -updates and -security, stripped of what
# no test run needs. Sourced by runners/build.sh; a change to a line of code here (not to
# a comment) invalidates the cached root filesystems.

# Sets ROOTFS_TARBALL to the rootfs tarball of a package set, building it when missing.
rootfs_tarball() {
  local kind=$1 key tarball dir mirror
  shift
  key=$( { printf '%s\n' "$CODENAME" "$ARCH" "$@"; grep -v '^[[:space:]]*#' "$RUNNERS_DIR/lib/rootfs.sh"; } | hash_text)
  tarball="$CACHE_DIR/rootfs/$kind-$CODENAME-$ARCH-${key:0:16}.tar"
  if [[ -f $tarball && $REFRESH == 0 ]]; then
    log "$kind: reusing cached root filesystem $tarball"
    # shellcheck disable=SC2034  # the result, read by lib/image.sh
    ROOTFS_TARBALL=$tarball
    return
  fi
  command -v debootstrap >/dev/null || {
    log "installing debootstrap"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap >/dev/null 2>&1 ||
      die "cannot install debootstrap; run apt-get install debootstrap to see why"
  }
  mirror=$(debian_sources "$CODENAME" | head -n 1 | cut -d' ' -f1)
  [[ -n $mirror ]] || die "found no Debian archive to bootstrap from"
  ensure_scratch
  dir=$(mktemp -d "$SCRATCH/rootfs-$kind.XXXXXX")
  BUILD_LOG="$CACHE_DIR/work/rootfs-$kind.log"
  : >"$BUILD_LOG"
  log "$kind: debootstrap $CODENAME (minbase${*:+, + $*}) from $mirror; log: $BUILD_LOG"
  local include=()
  (($# > 0)) && include=("--include=$(IFS=,; printf '%s' "$*")")
  # Two stages, so that dpkg skips its per-file fsyncs (a throwaway tree) when not in tmpfs.
  debootstrap --foreign --variant=minbase --arch="$ARCH" "${include[@]+"${include[@]}"}" \
    --cache-dir="$CACHE_DIR/debs" "$CODENAME" "$dir" "$mirror" >>"$BUILD_LOG" 2>&1 ||
    fail_with_log "debootstrap failed"
  echo force-unsafe-io >"$dir/etc/dpkg/dpkg.cfg.d/patchproof-build-unsafe-io"
  chroot "$dir" /debootstrap/debootstrap --second-stage >>"$BUILD_LOG" 2>&1 ||
    fail_with_log "debootstrap (second stage) failed"
  rootfs_update "$dir"
  rootfs_strip "$dir"
  tar --numeric-owner -C "$dir" -cf "$tarball.partial" .
  mv "$tarball.partial" "$tarball"
  rm -rf --one-file-system "$dir"
  # Root filesystems of older recipes of this kind are never used again.
  find "$CACHE_DIR/rootfs" -maxdepth 1 -name "$kind-*.tar" ! -path "$tarball" -delete
  log "$kind: cached root filesystem $tarball ($(du -h "$tarball" | cut -f1))"
  # shellcheck disable=SC2034  # the result, read by lib/image.sh
  ROOTFS_TARBALL=$tarball
}

# Applies -updates and -security, from the archives the host's apt uses.
rootfs_update() {
  local dir=$1
  debian_sources "$CODENAME" | awk '{ print "deb " $1 " " $2 " main" }' >"$dir/etc/apt/sources.list"
  cp /etc/resolv.conf "$dir/etc/resolv.conf"
  log "applying Debian updates inside the new root filesystem"
  # The archives are signed; apt's unprivileged download user only adds a warning here.
  # shellcheck disable=SC2016  # $opts expands in the chroot's shell
  chroot "$dir" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin DEBIAN_FRONTEND=noninteractive \
    sh -c 'set -e; opts="-qq -o APT::Sandbox::User=root -o Dpkg::Use-Pty=0"
           apt-get $opts update; apt-get $opts -y upgrade; apt-get clean' >>"$BUILD_LOG" 2>&1 ||
    fail_with_log "apt-get upgrade inside the root filesystem failed"
  : >"$dir/etc/resolv.conf"
}

# Removes what a test run never reads: apt lists and caches, docs, man pages, logs.
rootfs_strip() {
  local dir=$1
  rm -rf "$dir"/var/lib/apt/lists/* "$dir"/var/cache/apt/* "$dir"/var/cache/debconf/*-old \
    "$dir"/usr/share/doc/* "$dir"/usr/share/man/* "$dir"/usr/share/info/* \
    "$dir"/usr/share/locale/* "$dir"/usr/share/lintian "$dir"/var/log/* "$dir"/debootstrap \
    "$dir"/tmp/* "$dir"/var/tmp/* "$dir"/root/.cache "$dir"/etc/dpkg/dpkg.cfg.d/patchproof-build-unsafe-io
  # debootstrap copies the build host's name; the engine mounts its own files over these.
  printf 'runner\n' >"$dir/etc/hostname"
  printf '127.0.0.1\tlocalhost\n::1\tlocalhost\n' >"$dir/etc/hosts"
  chmod 0644 "$dir/etc/hostname" "$dir/etc/hosts" "$dir/etc/resolv.conf"
  # Keep later dpkg runs (a Dockerfile based on this image) from putting docs back.
  printf '%s\n' 'path-exclude=/usr/share/doc/*' 'path-exclude=/usr/share/man/*' \
    'path-exclude=/usr/share/info/*' 'path-exclude=/usr/share/locale/*' \
    >"$dir/etc/dpkg/dpkg.cfg.d/patchproof-nodoc"
}

fail_with_log() {
  tail -n 15 "$BUILD_LOG" | sed 's/^/  /' >&2
  die "$1; the full log is $BUILD_LOG"
}
