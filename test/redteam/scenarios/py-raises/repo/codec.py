"""Length-prefixed ASCII records: one length byte, then that many ASCII bytes."""


class CodecError(ValueError):
    """Raised for input that is not a valid record."""


def decode(data):
    """Decodes one record; raises CodecError for malformed input."""
    if not data:
        raise CodecError("empty input")
    length = data[0]
    body = data[1:1 + length]
    if len(body) != length:
        raise CodecError("truncated record")
    return body.decode("ascii")


def encode(text):
    """Encodes one record; raises CodecError for text that does not fit."""
    if len(text) > 255:
        raise CodecError("record too long")
    return bytes([len(text)]) + text.encode("ascii")
