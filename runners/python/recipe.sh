# shellcheck shell=bash disable=SC2034  # the variables are read by lib/image.sh
# Recipe of patchproof-runner-python:3: Debian's Python 3 and pytest, nothing else.
# Sourced by runners/build.sh; see lib/image.sh for what every runner image gets.

IMAGE=patchproof-runner-python:3
PACKAGES=(python3 python3-pytest python-is-python3)
# Run-time environment. Byte code stays out of the (disposable) workspace.
IMAGE_ENV=(PYTHONDONTWRITEBYTECODE=1)
SMOKE_CHECKS=("python3 -m pytest --version" "python --version" "python3 /usr/lib/patchproof/unittest_junit.py --version")

# Inputs beyond the Debian archive that decide the image's contents: none.
recipe_inputs() { :; }

# Debian's packages already hold everything; the .pyc files they compiled at install time
# stay, because the read-only root cannot be written at run time. The trusted unittest
# reporter goes outside the workspace, root-owned: a patch can neither edit nor shadow it
# (it is run by its path, not imported by name).
recipe_customize() {
  local dir=$1
  install -D -m 0644 -o 0 -g 0 "$RUNNERS_DIR/python/unittest_junit.py" "$dir/usr/lib/patchproof/unittest_junit.py"
}
