"""Helpers of the project's own tests."""

import codec


def record(text):
    return codec.encode(text)


def latin_record(text):
    """A record whose body is Latin-1 (not ASCII); not written yet."""
    raise NotImplementedError("latin_record")
