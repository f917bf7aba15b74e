"""Exact integer arithmetic for (Not)Divisors: divisors of a number of up to ~30 digits
(Miller-Rabin and Pollard's rho), lcm. Python's integers are unbounded; nothing here rounds."""
from __future__ import annotations

import math
import random
from functools import lru_cache

__all__ = ["related", "lcm_of", "divisors", "is_prime"]

_SMALL = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47)
#: The large primes factored so far: a number's multiples (which the computer tries as
#: candidates) then factor at once instead of by Pollard's rho again (issue 34, item 5).
_KNOWN: set[int] = set()


def related(x: int, y: int) -> bool:
    """x divides y or y divides x."""
    return y % x == 0 or x % y == 0


def lcm_of(values) -> int:
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


def _rho(n: int, rng: random.Random) -> int:
    """A non-trivial factor of the composite ``n`` (Pollard's rho, Brent's cycle finding)."""
    if n % 2 == 0:
        return 2
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
            r *= 2
        if g == n:
            g = 1
            while g == 1:
                ys = (ys * ys + c) % n
                g = math.gcd(abs(x - ys), n)
        if g != n:
            return g


def _factor(n: int, out: dict[int, int], rng: random.Random) -> None:
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
    f = _rho(n, rng)
    _factor(f, out, rng)
    _factor(n // f, out, rng)


@lru_cache(maxsize=4096)
def divisors(n: int) -> tuple[int, ...]:
    """Every positive divisor of ``n`` (n >= 1), ascending."""
    factors: dict[int, int] = {}
    _factor(n, factors, random.Random(n))
    out = [1]
    for p, k in factors.items():
        out = [d * p ** e for d in out for e in range(k + 1)]
    return tuple(sorted(out))
