"""The calculator on the command line: one "<op> <number> <number>..." per line of stdin.

    $ printf 'add 2 3\nmean 1 2 3\n' | python3 cli.py
    5
    2.0

A line that cannot be computed is reported on stderr and the exit status is 1.
"""
import sys

import calc


def main():
    status = 0
    for line in sys.stdin:
        op, *args = line.split()
        try:
            numbers = [int(a) for a in args]
            print(calc.mean(numbers) if op == "mean" else getattr(calc, op)(*numbers))
        except (AttributeError, TypeError, ValueError) as error:
            print(f"{op}: {error}", file=sys.stderr)
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
