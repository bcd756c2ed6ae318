# shellcheck shell=bash disable=SC2034  # the variables are read by lib/image.sh
# Recipe of patchproof-runner-node:20: Node.js 20 and npm on Debian minbase.
# Debian 12 ships Node.js 18, and no registry is reachable, so the host's own Node.js 20
# (the one PatchProof itself runs on) is copied in: its `node` binary needs only libc,
# libstdc++ and libgcc_s, which minbase already has. Sourced by runners/build.sh.

IMAGE=patchproof-runner-node:20
NODE_MAJOR=20
PACKAGES=()
# npm writes its cache and logs under $HOME by default; the root is read-only at run time.
IMAGE_ENV=(NPM_CONFIG_CACHE=/tmp/.npm NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false
  NPM_CONFIG_AUDIT=false)
SMOKE_CHECKS=("node --version" "npm --version")

# The host's node binary and npm folder; PATCHPROOF_NODE names another node binary.
host_node() {
  local node
  node=$(readlink -f "${PATCHPROOF_NODE:-$(command -v node)}") || die "node: no node on PATH; set PATCHPROOF_NODE"
  [[ -x $node ]] || die "node: $node is not executable"
  local major
  major=$("$node" -p 'process.versions.node.split(".")[0]')
  [[ $major == "$NODE_MAJOR" ]] || die "node: $node is Node.js $major, this image needs $NODE_MAJOR; set PATCHPROOF_NODE"
  HOST_NODE=$node
  HOST_NPM=$(dirname "$(dirname "$node")")/lib/node_modules/npm
  [[ -f $HOST_NPM/bin/npm-cli.js ]] || die "node: npm not found at $HOST_NPM"
}

# The image changes when the host's Node.js or npm does.
recipe_inputs() {
  host_node
  printf 'node %s %s\n' "$("$HOST_NODE" --version)" "$(sha256sum <"$HOST_NODE" | cut -d' ' -f1)"
  printf 'npm %s\n' "$("$HOST_NODE" "$HOST_NPM/bin/npm-cli.js" --version)"
}

recipe_customize() {
  local dir=$1
  host_node
  install -D -m 0755 "$HOST_NODE" "$dir/usr/local/bin/node"
  mkdir -p "$dir/usr/local/lib/node_modules"
  cp -a "$HOST_NPM" "$dir/usr/local/lib/node_modules/npm"
  chown -R 0:0 "$dir/usr/local/lib/node_modules/npm"
  # `npm help` pages; nothing in a test run reads them.
  rm -rf "$dir/usr/local/lib/node_modules/npm/docs" "$dir/usr/local/lib/node_modules/npm/man"
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$dir/usr/local/bin/npm"
  ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$dir/usr/local/bin/npx"
  # Fails here, not in a test run, when a library the binary links against is missing.
  chroot "$dir" /usr/local/bin/node --version >/dev/null ||
    die "node: the copied binary does not run inside the root filesystem (check ldd $HOST_NODE)"
}
