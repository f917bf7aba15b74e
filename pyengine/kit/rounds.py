"""Rounds: several games of one game in a row for n seats, with score totals.

One layer for every series: a best-of match (the first to win k games; the loser begins the
next: :mod:`pyengine.kit.bestof`), a fixed number of rounds whose scores add up (Subdivide's
k players × R rounds), roles that pass round the seats (Schneider von Gent's two games with the
roles swapped). Between two rounds the finished board stays on screen until the seat that begins
the next plays :data:`NEXT` (a button), so that nobody misses how a round ended, unless the rule
says the next round starts at once (``pause=False``, as Schneider von Gent's second game does).

A round is any state of the game. ``make(round, first)`` makes round ``round`` begun by seat
``first``. With ``rotate`` the round's own seats are numbered from its first seat (round seat i is
seat ``(first + i) % n``: roles pass round), else they are the match's seats.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Generic, Self, TypeVar, cast, overload
from collections.abc import Callable

from pyengine.i18n import _
from pyengine.contract.actions import Action, RuleError
from pyengine.contract.state import Seating, State, find_action, seat_payoffs

__all__ = ["NEXT", "RoundRule", "Rounds"]

NEXT = Action(("next-game",), "next", ("next-game",))


@dataclass(frozen=True)
class RoundRule:
    """How rounds are counted: ``seats``; ``rounds`` (a fixed number; 0: until ``target``);
    ``target`` (the first seat whose total reaches it wins at once); ``points``: "wins" (a round's
    winners get 1) or "scores" (each seat its :meth:`State.seat_scores` of the round);
    ``next_first``: "loser" (two seats: the loser of a round begins the next) or "rotate";
    ``rotate``: the round's seats are counted from its first seat (roles pass round);
    ``pause``: wait for :data:`NEXT` between rounds; ``tie_winner``: the seat that wins when the
    best totals tie (-1: a tie is shared); ``lowest``: the lowest total wins (Transvaal's match:
    fewer English moves to shut the Boer in)."""

    seats: int = 2
    rounds: int = 0
    target: float = 0
    points: str = "wins"
    next_first: str = "rotate"
    rotate: bool = False
    pause: bool = True
    tie_winner: int = -1
    lowest: bool = False


_R = TypeVar("_R", bound=State)


@dataclass(frozen=True)
class Rounds(State, Generic[_R]):
    """``current`` is the round being played (or just finished), a state of the game's own
    (``_R``); ``totals`` per seat. It answers the :class:`State` interface and what it declares
    (and its subclasses: a series' score, the game's number), nothing more: whoever reads the
    round's own fields (views, notation, the search's hooks) reads them on ``current``, so that
    mypy checks each read."""

    make: Callable[[int, int], _R]  # (round, first seat) -> a fresh round; a value, compared
    rule: RoundRule
    current: _R
    totals: tuple[float, ...] = ()
    round_no: int = 0
    first: int = 0  # the seat that began the current round

    @classmethod
    def start(cls, make: Callable[[int, int], _R], rule: RoundRule, first: int = 0) -> Self:
        """The first round, begun by seat ``first``."""
        return cls(make, rule, make(0, first), (0.0,) * rule.seats, 0, first)

    # -- seats of the round and of the match

    @overload
    def match_seat(self, round_seat: int) -> int: ...
    @overload
    def match_seat(self, round_seat: None) -> None: ...
    def match_seat(self, round_seat: int | None) -> int | None:
        """The match seat playing the round's seat ``round_seat`` (chance and None pass through)."""
        if round_seat is None or round_seat < 0 or not self.rule.rotate:
            return round_seat
        return (self.first + round_seat) % self.rule.seats

    def _round_points(self, after: State) -> tuple[float, ...]:
        n = self.rule.seats
        if self.rule.points == "scores":
            own = after.seat_scores() or (0.0,) * n
        else:
            r = after.returns()
            best = max(r)
            own = tuple(1.0 if x == best and len(set(r)) > 1 else 0.0 for x in r)
        out = [0.0] * n
        for i, p in enumerate(own):
            out[(self.first + i) % self.rule.seats if self.rule.rotate else i] += p  # match_seat(i)
        return tuple(out)

    # -- the series

    @property
    def between(self) -> bool:
        """A round has just ended and the series goes on."""
        return self.current.is_over() and not self.finished

    @property
    def finished(self) -> bool:
        """Is the whole series over (the last round, or a seat reached the target)?"""
        if not self.current.is_over():
            return False
        if self.rule.target and max(self.totals) >= self.rule.target:
            return True
        return bool(self.rule.rounds) and self.round_no + 1 >= self.rule.rounds

    def next_first(self) -> int:
        """The seat that begins the next round."""
        if self.rule.next_first == "loser":
            r = self.current.returns()
            return min(range(self.rule.seats), key=lambda s: (self.seat_payoff(r, s), s))
        return (self.first + 1) % self.rule.seats

    def seat_payoff(self, returns: tuple[float, ...], seat: int) -> float:
        """The round payoff of match seat ``seat``."""
        for i, p in enumerate(returns):
            if self.match_seat(i) == seat:
                return p
        return 0.0

    def to_move(self) -> int | None:
        if self.finished:
            return None
        if self.between:
            return self.next_first()
        return self.match_seat(self.current.to_move())

    def roller(self) -> int | None:
        return None if self.current.is_over() else self.match_seat(self.current.roller())

    def legal_actions(self) -> tuple[Action, ...]:
        return (NEXT,) if self.between else self.current.legal_actions()

    def chance_outcomes(self) -> tuple[tuple[Action, float], ...]:
        return () if self.current.is_over() else self.current.chance_outcomes()

    def apply(self, action: Action) -> Self:
        if self.between:
            if action != NEXT:
                raise RuleError(_("the game is over: 'next' starts game %d") % (self.round_no + 2))
            first = self.next_first()
            return replace(
                self, current=self.make(self.round_no + 1, first), round_no=self.round_no + 1, first=first
            )
        after = cast(_R, self.current.apply(action))  # a round's next position
        if not after.is_over():
            return replace(self, current=after)
        totals = tuple(t + p for t, p in zip(self.totals, self._round_points(after)))
        ended = replace(self, current=after, totals=totals)
        if ended.between and not self.rule.pause:
            first = ended.next_first()
            return replace(
                ended, current=self.make(self.round_no + 1, first), round_no=self.round_no + 1, first=first
            )
        return ended

    def returns(self) -> tuple[float, ...]:
        best = min(self.totals) if self.rule.lowest else max(self.totals)
        leaders = [s for s, t in enumerate(self.totals) if t == best]
        if len(leaders) > 1 and self.rule.tie_winner >= 0:
            leaders = [self.rule.tie_winner]
        return seat_payoffs(
            self.rule.seats, leaders if len(set(self.totals)) > 1 or len(leaders) == 1 else []
        )

    def seat_scores(self) -> tuple[float, ...]:
        """The totals, with the round in play counted as it stands (where it keeps scores)."""
        if self.current.is_over() or self.rule.points != "scores":
            return self.totals
        return tuple(t + p for t, p in zip(self.totals, self._round_points(self.current)))

    def turn_progress(self) -> tuple[int, int]:
        return (0, 1) if self.between else self.current.turn_progress()

    def turn_number(self) -> tuple[object, ...] | None:
        if self.between:
            return ("next", self.round_no)
        number = self.current.turn_number()
        return None if number is None else (self.round_no, number)

    def decisive_targets(self) -> tuple[str, ...]:
        return self.current.decisive_targets() if self.current.is_over() else ()

    def explain_refusal(self, path: tuple[str, ...]) -> str:
        return "" if self.between else self.current.explain_refusal(path)

    def parse_action(self, text: str) -> Action:
        # The round's own parser (its refusals in the rules' words); "next" between rounds.
        return find_action(self, text) if self.between else self.current.parse_action(text)

    def seating(self) -> Seating:
        # The match's seats; a round's names and teams unless roles pass round.
        own = None if self.rule.rotate else self.current.seating()
        if own is None:
            return Seating(self.rule.seats)
        return Seating(self.rule.seats, own.names, own.teams)
