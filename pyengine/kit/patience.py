"""A deadline for work that can run long inside a game's rules (issue 34, item 5).

The computer's budget is a hard limit on wall time. Most of the rules' work is quick, but some
can run long whatever the budget (factoring a 30-digit number a person typed into (Not)Divisors).
Such work calls :func:`check` now and then; while the AI searches it sets a deadline with
:func:`until`, and past it :func:`check` raises :class:`OutOfTime`, which the search catches
(the work keeps what it has done, to go on next time). Outside :func:`until` nothing is bounded:
the rules' answers stay exact.
"""

from __future__ import annotations

import time
from contextlib import contextmanager
from collections.abc import Iterator

__all__ = ["OutOfTime", "until", "check", "bounded"]

_deadline: list[float] = []


class OutOfTime(Exception):
    """The deadline of :func:`until` passed during work that checks it."""


@contextmanager
def until(deadline: float | None) -> Iterator[None]:
    """Bound the work inside by ``deadline`` (time.monotonic; None: no bound)."""
    _deadline.append(float("inf") if deadline is None else deadline)
    try:
        yield
    finally:
        _deadline.pop()


def bounded() -> bool:
    """Whether a deadline bounds the work now."""
    return bool(_deadline) and _deadline[-1] != float("inf")


def check() -> None:
    """:raises OutOfTime: past the deadline of the innermost :func:`until`."""
    if _deadline and time.monotonic() >= _deadline[-1]:
        raise OutOfTime
