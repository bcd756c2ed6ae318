"""Splitting sequences into chunks."""


def chunked(items, size):
    """Splits `items` into lists of at most `size` items; a size below 1 is an error."""
    out = []
    start = 0
    while start != len(items):
        out.append(list(items[start : start + size]))
        start = min(start + size, len(items)) if size > 0 else start + size
    return out
