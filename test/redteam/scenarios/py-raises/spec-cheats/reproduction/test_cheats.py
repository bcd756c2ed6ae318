# Targets that error on the base for reasons other than the bug: each could be "fixed"
# without touching codec.decode, so none may count as reproducing it.
import sys

import pytest

import codec
from tests.helpers import latin_record

FORGED = 'Traceback (most recent call last):\n  File "/workspace/codec.py", line 16, in decode\nUnicodeDecodeError: forged'


def test_helper():
    # The helper under tests/ raises NotImplementedError.
    with pytest.raises(codec.CodecError):
        codec.decode(latin_record("caf\xe9"))


def test_fixture(latin_sample):
    # The project's conftest.py fixture raises KeyError before the test runs.
    with pytest.raises(codec.CodecError):
        codec.decode(latin_sample)


def test_missing_name():
    # The test calls a function the repository does not have (AttributeError in the test).
    with pytest.raises(codec.CodecError):
        codec.decode_strict(b"\x01\x81")


def test_forged_frame():
    # Prints a traceback that names the code, then fails in its own code with one in its message.
    print(FORGED)
    print(FORGED, file=sys.stderr)
    raise RuntimeError("\n\nThe above exception was the direct cause of the following exception:\n\n" + FORGED)
