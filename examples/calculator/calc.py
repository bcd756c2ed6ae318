"""A tiny calculator with a real bug: add() subtracts."""


def add(a, b):
    return a - b


def sub(a, b):
    return a - b


def mean(values):
    if not values:
        raise ValueError("mean of nothing")
    return add(sum(values), 0) / len(values)
