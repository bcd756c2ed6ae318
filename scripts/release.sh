#!/usr/bin/env bash
# Makes the release tarball: `release/patchproof-<version>.tgz`, with every production
# dependency bundled inside it (npm's bundleDependencies), and `release/SHA256SUMS`.
#
# Installable with no registry and no install script:
#   sha256sum -c SHA256SUMS
#   npm install --offline --ignore-scripts --no-audit --no-fund --prefix <dir> ./patchproof-<version>.tgz
# which is what the CI recipes in docs/ci/ do, outside the checkout they judge.
#
# The dependencies come from package-lock.json, installed with --ignore-scripts (the only
# install scripts build optional native add-ons of ssh2, whose pure-JS fallback is used);
# the postgres driver fix (scripts/patch-postgres-driver.mjs) is applied before packing, so
# the bundled driver carries it and the installed package needs no postinstall.
#
# Usage: bash scripts/release.sh [out-dir]    (default: release/)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
out=${1:-$root/release}
mkdir -p "$out"
out=$(cd "$out" && pwd)

npm run build >/dev/null
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT

cp -r bin dist migrations package-lock.json "$stage/"
mkdir -p "$stage/scripts"
cp scripts/patch-postgres-driver.mjs "$stage/scripts/"
cp README.md "$stage/" 2>/dev/null || true
cp LICENSE "$stage/" 2>/dev/null || true

# The published manifest: no install scripts (nothing runs at install), every dependency bundled.
node - "$stage" <<'EOF'
const { readFileSync, writeFileSync } = require('node:fs');
const stage = process.argv[2];
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const manifest = {
  name: pkg.name, version: pkg.version, description: pkg.description, type: pkg.type, license: pkg.license,
  engines: pkg.engines, bin: pkg.bin,
  files: ['bin', 'dist', 'migrations', 'scripts'],
  dependencies: pkg.dependencies,
  bundleDependencies: Object.keys(pkg.dependencies),
};
writeFileSync(`${stage}/package.json`, `${JSON.stringify(manifest, null, 2)}\n`);
EOF

(
  cd "$stage"
  npm ci --omit=dev --ignore-scripts --no-audit --no-fund --prefer-offline >/dev/null
  node scripts/patch-postgres-driver.mjs
  npm pack --silent --pack-destination "$out" >/dev/null
)
version=$(node -p "require('./package.json').version")
tarball="patchproof-$version.tgz"
(cd "$out" && sha256sum "$tarball" > SHA256SUMS)
echo "$out/$tarball"
cat "$out/SHA256SUMS"
