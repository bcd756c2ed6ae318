# shellcheck shell=bash disable=SC2034  # the variables are read by lib/image.sh
# Recipe of patchproof-runner-go:1: Debian's Go toolchain (golang-go, Go 1.19 on Debian 12),
# nothing else. Sourced by runners/build.sh; see lib/image.sh for what every runner image gets.

IMAGE=patchproof-runner-go:1
PACKAGES=(golang-go)
# Run-time environment. The runner has no network, so the module proxy and the checksum
# database are off (a module the project needs must be vendored, or in an environment
# image); cgo is off, since the image has no C compiler. The build cache and GOPATH live in
# /tmp, which is HOME, writable and size-capped at run time; the read-only root keeps the
# standard library's own packages as Debian built them.
IMAGE_ENV=(GOPROXY=off GOSUMDB=off CGO_ENABLED=0 GOCACHE=/tmp/.cache/go-build
  GOPATH=/tmp/go GOTOOLCHAIN=local GOTELEMETRY=off)
SMOKE_CHECKS=("go version" "go env GOROOT")

# Inputs beyond the Debian archive that decide the image's contents: none.
recipe_inputs() { :; }

recipe_customize() {
  local dir=$1
  # `go` is a symlink into /usr/lib/go-1.19/bin; PATH at run time is the runner's fixed one.
  [[ -x $dir/usr/bin/go ]] || die "go: /usr/bin/go is missing from the root filesystem"
}
