# shellcheck shell=bash
# Turns a cached root filesystem into a runner image: adds the non-root user and
# /workspace, runs the recipe's own step, imports the tree with `docker import`, checks
# the result under the same confinement PatchProof uses, then tags it. Sourced by build.sh.

RUNNER_UID=10001
LABEL_RECIPE=org.patchproof.recipe
LABEL_INPUTS=org.patchproof.inputs
# The module list of the image's python3 (runners/lib/python-modules.py), read by the
# ShadowedModule gate without starting a container; {"v":1,"python":null} without Python.
LABEL_MODULES=org.patchproof.python-modules

# The confinement of a PatchProof phase, minus the per-run limits.
SMOKE_RUN=(docker run --rm --network none --read-only --tmpfs /tmp --user "$RUNNER_UID:$RUNNER_UID"
  --cap-drop ALL --security-opt no-new-privileges)

# Sets IMAGE_ID to the ID of $IMAGE for the recipe loaded in this shell, building it if needed.
build_image() {
  local kind=$1 recipe_hash inputs_hash current tarball dir id old modules
  recipe_hash=$(hash_files "$RUNNERS_DIR/build.sh" "$RUNNERS_DIR"/lib/*.sh "$RUNNERS_DIR"/lib/*.py "$RUNNERS_DIR/$kind"/*)
  inputs_hash=$( { printf 'debian %s %s\n' "$CODENAME" "$ARCH"; recipe_inputs; } | hash_text)
  current=$(docker image inspect --format \
    "{{index .Config.Labels \"$LABEL_RECIPE\"}} {{index .Config.Labels \"$LABEL_INPUTS\"}} {{.Id}}" \
    "$IMAGE" 2>/dev/null || true)
  if [[ $FORCE == 0 && $current == "$recipe_hash $inputs_hash "* ]]; then
    log "$kind: $IMAGE is up to date (recipe ${recipe_hash:0:12})"
    # shellcheck disable=SC2034  # the result, read by build.sh
    IMAGE_ID=${current##* }
    return
  fi

  [[ $(id -u) == 0 ]] || die "$kind: building $IMAGE needs root (debootstrap, chroot); rerun as root"
  rootfs_tarball "$kind" "${PACKAGES[@]+"${PACKAGES[@]}"}"
  tarball=$ROOTFS_TARBALL
  ensure_scratch
  dir=$(mktemp -d "$SCRATCH/image-$kind.XXXXXX")
  tar --numeric-owner -C "$dir" -xf "$tarball"
  add_runner_user "$dir"
  recipe_customize "$dir"
  modules=$(python_modules "$dir") || die "$kind: reading the Python module list of the new root filesystem failed"
  # Setuid programs are useless under no-new-privileges; drop the bits all the same.
  find "$dir" -xdev -type f -perm /6000 -exec chmod ug-s {} +

  local changes=(--change "USER $RUNNER_UID:$RUNNER_UID" --change "WORKDIR /workspace"
    --change "ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
    --change "ENV LANG=C.UTF-8" --change 'CMD ["/bin/sh"]'
    --change "LABEL $LABEL_RECIPE=$recipe_hash" --change "LABEL $LABEL_INPUTS=$inputs_hash"
    --change "LABEL org.patchproof.runner=$kind"
    --change "LABEL $LABEL_MODULES='$modules'")
  local env
  for env in "${IMAGE_ENV[@]+"${IMAGE_ENV[@]}"}"; do changes+=(--change "ENV $env"); done

  log "$kind: importing the root filesystem ($(du -sh --one-file-system "$dir" | cut -f1))"
  id=$(tar --numeric-owner -C "$dir" -cf - . | docker import "${changes[@]}" \
    --message "patchproof runner $kind, recipe $recipe_hash" - ) || die "docker import failed"
  rm -rf --one-file-system "$dir"

  local check
  for check in "${SMOKE_CHECKS[@]}"; do
    # Word splitting is intended: each check is a plain argv with no quoting.
    # shellcheck disable=SC2086
    "${SMOKE_RUN[@]}" "$id" $check >&2 ||
      { docker image rm "$id" >/dev/null 2>&1 || true; die "$kind: the new image fails '$check'"; }
  done

  old=${current##* }
  docker tag "$id" "$IMAGE"
  # The replaced image goes unless a container still uses it (then docker keeps it).
  if [[ -n $old && $old != "$id" ]]; then docker image rm "$old" >/dev/null 2>&1 || true; fi
  log "$kind: built $IMAGE $id"
  # shellcheck disable=SC2034  # the result, read by build.sh
  IMAGE_ID=$id
}

# Prints the module list of the root filesystem's python3 as one line of JSON. Run in a
# chroot with an empty environment, before the import, so the label tells what the image's
# own interpreter sees. The JSON holds no single quote (module names and a version), so it
# can stand in the single-quoted LABEL value.
python_modules() {
  local dir=$1 bin json
  for bin in /usr/local/bin/python3 /usr/bin/python3 /bin/python3; do
    [[ -x $dir$bin ]] || continue
    json=$(chroot "$dir" /usr/bin/env -i PATH=/usr/local/bin:/usr/bin:/bin LANG=C.UTF-8 PYTHONDONTWRITEBYTECODE=1 "$bin" - <"$RUNNERS_DIR/lib/python-modules.py") || return 1
    [[ $json == '{"v":1,'* && $json != *"'"* ]] || return 1
    printf '%s' "$json"
    return 0
  done
  printf '%s' '{"v":1,"python":null}'
}

add_runner_user() {
  local dir=$1
  grep -q "^runner:" "$dir/etc/passwd" || {
    echo "runner:x:$RUNNER_UID:$RUNNER_UID:PatchProof runner:/home/runner:/usr/sbin/nologin" >>"$dir/etc/passwd"
    echo "runner:x:$RUNNER_UID:" >>"$dir/etc/group"
    echo "runner:!*:0::::::" >>"$dir/etc/shadow"
  }
  install -d -m 0755 -o "$RUNNER_UID" -g "$RUNNER_UID" "$dir/workspace" "$dir/home/runner"
}
