# shellcheck shell=bash disable=SC2034  # the variables are read by lib/image.sh
# Recipe of patchproof-runner-python:3: Debian's Python 3 and pytest, nothing else.
# Sourced by runners/build.sh; see lib/image.sh for what every runner image gets.

IMAGE=patchproof-runner-python:3
PACKAGES=(python3 python3-pytest python-is-python3)
# Run-time environment. Byte code stays out of the (disposable) workspace.
IMAGE_ENV=(PYTHONDONTWRITEBYTECODE=1)
SMOKE_CHECKS=("python3 -m pytest --version" "python --version")

# Inputs beyond the Debian archive that decide the image's contents: none.
recipe_inputs() { :; }

# Debian's packages already hold everything; the .pyc files they compiled at install time
# stay, because the read-only root cannot be written at run time.
recipe_customize() { :; }
