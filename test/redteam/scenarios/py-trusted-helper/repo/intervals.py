"""Closed integer intervals."""


def merge(intervals):
    """Merges overlapping or touching (start, end) pairs; returns them sorted."""
    if any(start > end for start, end in intervals):
        raise ValueError("an interval must not end before it starts")
    result = []
    for start, end in sorted(intervals):
        if result and start < result[-1][1]:
            result[-1] = (result[-1][0], max(result[-1][1], end))
        else:
            result.append((start, end))
    return result


def covered(intervals):
    """How many integers the intervals cover, counted once."""
    return sum(end - start for start, end in merge(intervals))
