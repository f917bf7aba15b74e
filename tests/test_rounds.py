"""The generic rounds layer (pyengine/kit/rounds.py): n seats, a fixed number of rounds with
score totals or the first to a target, the seat that begins the next round, roles passed round.
Best-of series (EinStein, Karls Rennen) are tested with their games."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

import pytest

from pyengine.contract import Action, RuleError, State
from pyengine.contract.state import seat_payoffs
from pyengine.kit.rounds import NEXT, RoundRule, Rounds


@dataclass(frozen=True)
class Picks(State):
    """A test game for three seats: in turn from the round's seat 0, each picks 1, 2 or 3 points."""

    picks: tuple[int, ...] = ()

    def to_move(self) -> int | None:
        return None if len(self.picks) == 3 else len(self.picks)

    def legal_actions(self) -> tuple[Action, ...]:
        return () if self.to_move() is None else tuple(Action((str(k),), str(k), k) for k in (1, 2, 3))

    def apply(self, action: Action) -> Picks:
        if action not in self.legal_actions():
            raise RuleError("not legal")
        return replace(self, picks=self.picks + (action.data,))

    def seat_scores(self) -> tuple[float, ...]:
        return tuple(float(p) for p in self.picks) + (0.0,) * (3 - len(self.picks))

    def returns(self) -> tuple[float, ...]:
        best = max(self.picks)
        return seat_payoffs(3, [s for s, p in enumerate(self.picks) if p == best])


@dataclass(frozen=True)
class MakePicks:
    def __call__(self, round_no: int, first: int) -> Picks:
        return Picks()


def play(state: Rounds, choose) -> Rounds:
    while not state.is_over():
        state = state.apply(NEXT if state.between else choose(state))
    return state


def test_fixed_rounds_add_each_seats_scores_and_the_roles_pass_round():
    rule = RoundRule(seats=3, rounds=3, points="scores", rotate=True)
    state = Rounds.start(MakePicks(), rule)
    movers = []
    # The round's seat 0 picks 3, its seat 1 picks 2, its seat 2 picks 1.
    state = play(state, lambda s: (movers.append(s.to_move()), s.legal_actions()[2 - s.current.to_move()])[1])
    assert movers == [0, 1, 2, 1, 2, 0, 2, 0, 1]  # each round begins one seat further on
    assert state.totals == (6.0, 6.0, 6.0) and state.returns() == (0.5, 0.5, 0.5)


def test_the_seat_that_begins_the_next_round_plays_next_and_nothing_else():
    state = Rounds.start(MakePicks(), RoundRule(seats=3, rounds=2, points="scores", rotate=True))
    for _ in range(3):
        state = state.apply(state.legal_actions()[0])
    assert state.between and state.to_move() == 1 and state.legal_actions() == (NEXT,)
    with pytest.raises(RuleError, match="starts game 2"):
        state.apply(Action(("1",), "1", 1))
    state = state.apply(NEXT)
    assert state.round_no == 1 and state.first == 1 and state.to_move() == 1


def test_the_first_to_the_target_wins_and_the_rounds_stop():
    rule = RoundRule(seats=3, target=2, points="wins")
    rng = random.Random(3)
    state = play(Rounds.start(MakePicks(), rule), lambda s: rng.choice(s.legal_actions()))
    assert max(state.totals) >= 2 and state.is_over()
    winner = state.totals.index(max(state.totals))
    assert state.returns()[winner] == 1.0 and sum(state.returns()) == 1.0


def test_scores_and_turns_of_the_series_for_the_page():
    state = Rounds.start(MakePicks(), RoundRule(seats=3, rounds=2, points="scores"))
    state = state.apply(state.legal_actions()[1])
    # The round in play counts as it stands; the totals hold only finished rounds.
    assert (
        state.seat_scores() == (2.0, 0.0, 0.0)
        and state.totals == (0.0, 0.0, 0.0)
        and state.seating().count == 3
    )
    # The round's position is the round's: the series forwards nothing to it.
    assert state.current.picks == (2,) and not hasattr(state, "picks")


def test_without_a_pause_the_next_round_starts_at_once_with_its_first_seat():
    state = Rounds.start(MakePicks(), RoundRule(seats=3, rounds=2, points="scores", rotate=True, pause=False))
    for _ in range(3):
        state = state.apply(state.legal_actions()[0])
    assert not state.between and state.round_no == 1 and state.first == 1 and state.to_move() == 1
    assert state.totals == (1.0, 1.0, 1.0) and NEXT not in state.legal_actions()


def test_a_tie_goes_to_the_rules_tie_winner_or_is_shared():
    def finished(rule):
        state = Rounds.start(MakePicks(), rule)
        return play(state, lambda s: s.legal_actions()[0])  # everybody picks 1: all totals tie

    assert finished(RoundRule(seats=3, rounds=1, points="scores")).returns() == (0.5, 0.5, 0.5)
    assert finished(RoundRule(seats=3, rounds=1, points="scores", tie_winner=2)).returns() == (0.0, 0.0, 1.0)
