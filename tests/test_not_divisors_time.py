"""(Not)Divisors: the computer's time is bounded whatever stands on the grid (issue 34, item 5).

A person may type a 30-digit product of two large primes; factoring it takes seconds. The
factoring is resumable and checks the computer's deadline (pyengine/kit/patience.py); the
computer chooses among the divisors known so far; the rules stay exact.
"""

from __future__ import annotations

import time

import pytest

from pyengine.ai import LEVELS
from pyengine.app.controller import Match
from computer import play_turn
from pyengine.app.thinking import Thinker
from pyengine.kit import patience
from pyengine.games.notdivisors import arith

#: 100000000000031 × 1000000000000037, the number the independent check typed.
SEMIPRIME = 100000000000034700000000001147
P, Q = 100000000000031, 1000000000000037


def forget_factors() -> None:
    """Each test factors from nothing (the caches are per process, as in the page's worker)."""
    arith._KNOWN.clear()
    arith._DIVISORS.clear()
    arith._SPLIT.clear()
    arith._RUNNING.clear()


def test_factoring_past_the_deadline_stops_and_resumes_where_it_stood():
    forget_factors()
    assert P * Q == SEMIPRIME and arith.is_prime(P) and arith.is_prime(Q)
    with patience.until(time.monotonic() + 0.05), pytest.raises(patience.OutOfTime):
        arith.divisors(SEMIPRIME)
    assert SEMIPRIME in arith._RUNNING  # the work done is kept
    known = set(arith.known_divisors(3 * SEMIPRIME))  # without a deadline: all of them
    assert known == {1, 3, P, Q, 3 * P, 3 * Q, SEMIPRIME, 3 * SEMIPRIME}
    forget_factors()
    with patience.until(time.monotonic() + 0.05):  # within a deadline: those known by then
        known = set(arith.known_divisors(3 * SEMIPRIME))
    assert {1, 3, SEMIPRIME, 3 * SEMIPRIME} <= known <= {1, 3, P, Q, 3 * P, 3 * Q, SEMIPRIME, 3 * SEMIPRIME}
    rounds = 0
    while True:  # resumed slice after slice, it finishes
        rounds += 1
        try:
            with patience.until(time.monotonic() + 0.2):
                found = arith.divisors(SEMIPRIME)
            break
        except patience.OutOfTime:
            assert rounds < 400
    assert found == (1, P, Q, SEMIPRIME)
    assert arith.divisors(SEMIPRIME * 2) == (1, 2, P, 2 * P, Q, 2 * Q, SEMIPRIME, 2 * SEMIPRIME)


def test_without_a_deadline_the_rules_divisors_are_exact():
    forget_factors()
    assert arith.divisors(SEMIPRIME) == (1, P, Q, SEMIPRIME)
    assert arith.quick_divisors(6 * SEMIPRIME) == arith.divisors(6 * SEMIPRIME)  # known now


def timed_turn(m: Match) -> float:
    started = time.monotonic()
    play_turn(m)
    return time.monotonic() - started


@pytest.mark.timing
@pytest.mark.parametrize("level", ["easy", "medium", "strong"])
def test_the_computers_turn_after_a_30_digit_semiprime_keeps_its_budget(level):
    forget_factors()
    m = Match("not-divisors", seats=["human", level], seed=1)
    assert m.click("a1").ok and m.type_action(str(SEMIPRIME)).ok
    took = timed_turn(m)
    # The budget, the check of the choice (at least 15 % of it, pyengine/ai/agents.py CHECK),
    # the rules' placement of both actions and a slice of slack: was 87 s, then 4.4 s (medium).
    assert took <= LEVELS[level].seconds * 1.15 + 0.35, took
    assert m.state.to_move() == 0 and m.actions[-1].text.isdigit()


@pytest.mark.timing
def test_a_hint_after_a_30_digit_semiprime_keeps_its_second():
    forget_factors()
    m = Match("not-divisors", seed=1)
    m.click("a1")
    m.type_action(str(SEMIPRIME))
    m.click("a2")
    started = time.monotonic()
    hint = Thinker().hint(m, 1.0)
    assert hint is not None and time.monotonic() - started <= 1.3
    assert m.state.parse_action(hint.action.text)  # a legal number
