"""Exact integer arithmetic for (Not)Divisors: divisors of any number (Miller-Rabin and Pollard's
rho), lcm. Python's integers are unbounded; nothing here rounds.

Factoring a number of 30 digits made of two large primes takes seconds (CPython) to tens of
seconds (the page). So it is done once per number and resumable: Pollard's rho runs as a
generator kept per number, which checks the computer's deadline (pyengine/kit/patience.py)
and, when it passes, stops and is resumed where it stood at the next call. The computer then
chooses among the divisors known so far (:func:`known_divisors`); the rules always wait for
the exact answer (:func:`divisors`).
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Iterator

from pyengine.kit import patience

__all__ = ["related", "lcm_of", "divisors", "known_divisors", "quick_divisors", "is_prime"]

_SMALL = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47)
#: The large primes factored so far: a number's multiples (which the computer tries as
#: candidates) then factor at once instead of by Pollard's rho again (issue 34, item 5).
_KNOWN: set[int] = set()


def related(x: int, y: int) -> bool:
    """x divides y or y divides x."""
    return y % x == 0 or x % y == 0


def lcm_of(values: Iterable[int]) -> int:
    """The least common multiple of ``values``."""
    out = 1
    for v in values:
        out = out * v // math.gcd(out, v)
    return out


def is_prime(n: int) -> bool:
    """Miller-Rabin with the first 15 primes as bases: exact below 3.3e24, and wrong for larger
    numbers only with probability under 4^-15 (the rules' tests never rest on it alone: a wrong
    answer could only list a divisor less, see :func:`divisors`)."""
    if n < 2:
        return False
    for p in _SMALL:
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d, s = d // 2, s + 1
    for a in _SMALL:
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def _rho_steps(n: int, rng: random.Random) -> Iterator[int]:
    """Pollard's rho with Brent's cycle finding for the composite ``n``: yields 0 after every
    block of work (a place to stop and resume), and at last a non-trivial factor."""
    if n % 2 == 0:
        yield 2
        return
    while True:
        y, c, m = rng.randrange(1, n), rng.randrange(1, n), 128
        g = r = q = 1
        while g == 1:
            x = y
            for _ in range(r):
                y = (y * y + c) % n
            k = 0
            while k < r and g == 1:
                ys = y
                for _ in range(min(m, r - k)):
                    y = (y * y + c) % n
                    q = q * abs(x - y) % n
                g = math.gcd(q, n)
                k += m
                yield 0
            r *= 2
        if g == n:
            g = 1
            while g == 1:
                ys = (ys * ys + c) % n
                g = math.gcd(abs(x - ys), n)
        if g != n:
            yield g
            return


#: Factorizations under way: composite -> its rho generator (resumed where it stopped).
_RUNNING: dict[int, Iterator[int]] = {}
#: Finished factorizations: composite -> a non-trivial factor.
_SPLIT: dict[int, int] = {}


def _split(n: int) -> int:
    """A non-trivial factor of the composite ``n``; checks the deadline between blocks of work.
    :raises patience.OutOfTime: (the work done is kept)."""
    if n in _SPLIT:
        return _SPLIT[n]
    steps = _RUNNING.setdefault(n, _rho_steps(n, random.Random(n)))
    for f in steps:
        if f:
            del _RUNNING[n]
            _SPLIT[n] = f
            return f
        patience.check()
    raise AssertionError("rho ended without a factor")


def _factor(n: int, out: dict[int, int], rest: list[int]) -> None:
    """Prime factors of ``n`` into ``out``; a composite not split before the deadline goes into
    ``rest`` instead (only when ``rest`` is not None; else the deadline is raised)."""
    for p in _SMALL + tuple(sorted(_KNOWN)):
        while n % p == 0:
            out[p] = out.get(p, 0) + 1
            n //= p
    if n == 1:
        return
    if is_prime(n):
        if n > _SMALL[-1]:
            _KNOWN.add(n)
        out[n] = out.get(n, 0) + 1
        return
    try:
        f = _split(n)
    except patience.OutOfTime:
        if rest is None:
            raise
        rest.append(n)
        return
    _factor(f, out, rest)
    _factor(n // f, out, rest)


_DIVISORS: dict[int, tuple[int, ...]] = {}


def _combine(factors: dict[int, int]) -> list[int]:
    out = [1]
    for p, k in factors.items():
        out = [d * p**e for d in out for e in range(k + 1)]
    return out


def divisors(n: int) -> tuple[int, ...]:
    """Every positive divisor of ``n`` (n >= 1), ascending (computed once per number).

    :raises patience.OutOfTime: past the computer's deadline (pyengine/kit/patience.py)."""
    found = _DIVISORS.get(n)
    if found is None:
        factors: dict[int, int] = {}
        _factor(n, factors, None)  # type: ignore[arg-type]
        found = _DIVISORS[n] = tuple(sorted(_combine(factors)))
        if len(_DIVISORS) > 4096:
            _DIVISORS.pop(next(iter(_DIVISORS)))
    return found


def quick_divisors(n: int) -> tuple[int, ...]:
    """Divisors of ``n`` found without Pollard's rho (small and already known primes; a large
    composite rest stands as one factor): all of them, or some, at once. A cell that one of
    them fits is alive, so the rules factor only when none does."""
    found = _DIVISORS.get(n)
    if found is not None:
        return found
    factors: dict[int, int] = {}
    for p in _SMALL + tuple(sorted(_KNOWN)):
        while n % p == 0:
            factors[p] = factors.get(p, 0) + 1
            n //= p
    if n > 1:
        factors[n] = factors.get(n, 0) + 1
    return tuple(sorted(_combine(factors)))


def known_divisors(n: int) -> tuple[int, ...]:
    """The divisors of ``n`` known by the deadline: all of them, or, while a large composite
    part is not yet split, those made of the factors found so far and that part (divisors all,
    but not every one). Never raises :class:`patience.OutOfTime`."""
    found = _DIVISORS.get(n)
    if found is not None:
        return found
    factors: dict[int, int] = {}
    rest: list[int] = []
    _factor(n, factors, rest)
    if not rest:
        return divisors(n)  # complete: cache it
    for part in rest:
        factors[part] = factors.get(part, 0) + 1
    return tuple(sorted(_combine(factors)))
