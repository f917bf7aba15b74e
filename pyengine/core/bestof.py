"""Best of n games of one two-player game (the option ``match``): the loser of each game begins
the next, and the first to win ``needed`` games wins the match (EinStein's "best of 3 / 5",
Karls Rennen's series of games). Generic: any game whose states can be made with a given first
seat. (Named "best of" because progressive chess's "series" is a run of moves.)

Between two games the finished board stays on screen until the loser (who begins next) plays
the action ``next`` (a button), so that nobody misses how a game ended.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any, Callable, Sequence

from pyengine.core.actions import Action, RecordError, RuleError
from pyengine.core.game import GameInfo, State, seat_payoffs
from pyengine.core.parts import GameFromParts

__all__ = ["MATCH_LABELS", "BestOf", "BestOfGame", "Fresh", "single_or_best_of", "MATCH_VALUES", "NEXT", "best_of_record", "parse_best_of_record", "needed_wins", "split_games", "first_seats"]

NEXT = Action(("next-game",), "next", ("next-game",))


#: The values of a ``match`` option: a single game, or best of 3 / 5.
MATCH_VALUES = ("single", "best-of-3", "best-of-5")
MATCH_LABELS = ("a single game", "best of 3 games", "best of 5 games")


@dataclass(frozen=True)
class Fresh:
    """A fresh game of ``config`` begun by a given seat: ``new_state(replace(config, first=seat))``.
    A value (not a lambda), so that equal series states compare equal."""

    new_state: Callable[[Any], State]
    config: Any

    def __call__(self, first: int) -> State:
        return self.new_state(replace(self.config, first=first))


def single_or_best_of(new_state: Callable[[Any], State], config: Any, match: str) -> State:
    """The start of a single game (``match`` "single") or of a series of ``config``'s game."""
    needed = needed_wins(match)
    if not needed:
        return new_state(config)
    return BestOf(Fresh(new_state, config), needed, new_state(config), first=config.first)


def needed_wins(value: str) -> int:
    """``best-of-3`` -> 2; ``single`` -> 0 (no series)."""
    m = re.fullmatch(r"best-of-(\d+)", str(value))
    return (int(m.group(1)) // 2 + 1) if m else 0


@dataclass(frozen=True)
class BestOf(State):
    """``current`` is the game being played (or just finished); ``wins`` per seat."""

    make: Callable[[int], State]  # the first seat -> a fresh game (compared by value: a dataclass)
    needed: int
    current: State
    wins: tuple[int, int] = (0, 0)
    game_no: int = 0
    first: int = 0  # the seat that began the current game

    @property
    def between(self) -> bool:
        """A game has just ended and the series goes on."""
        return self.current.is_over() and max(self.wins) < self.needed

    def loser(self) -> int:
        return 0 if self.current.returns()[0] < self.current.returns()[1] else 1

    def to_move(self) -> int | None:
        if self.between:
            return self.loser()
        return self.current.to_move()

    def legal_actions(self) -> tuple[Action, ...]:
        return (NEXT,) if self.between else self.current.legal_actions()

    def chance_outcomes(self) -> tuple[tuple[Action, float], ...]:
        return () if self.between else self.current.chance_outcomes()

    def roller(self) -> int | None:
        return None if self.between else self.current.roller()

    def apply(self, action: Action) -> "BestOf":
        if self.between:
            if action != NEXT:
                raise RuleError(f"the game is over: 'next' starts game {self.game_no + 2}")
            loser = self.loser()
            return replace(self, current=self.make(loser), game_no=self.game_no + 1, first=loser)
        after = self.current.apply(action)
        if not after.is_over():
            return replace(self, current=after)
        r = after.returns()
        winner = 0 if r[0] > r[1] else 1
        wins = tuple(w + (1 if s == winner else 0) for s, w in enumerate(self.wins))
        return replace(self, current=after, wins=wins)

    def returns(self) -> tuple[float, ...]:
        return seat_payoffs(2, [s for s in (0, 1) if self.wins[s] >= self.needed])

    def score(self) -> str:
        return f"{self.wins[0]}–{self.wins[1]}"

    def end_reason(self) -> str:
        if not self.is_over():
            return ""
        return f"{self.current.end_reason()} The series ends {self.score()} (first to {self.needed} wins)."

    def status(self) -> str:
        if self.is_over():
            return self.end_reason()
        head = f"Game {self.game_no + 1}, series {self.score()}: "
        if self.between:
            return head + f"{self.current.end_reason()} The loser begins the next game: 'Next game'."
        return head + self.current.status()

    def turn_progress(self) -> tuple[int, int]:
        return (0, 1) if self.between else self.current.turn_progress()

    def turn_number(self):
        if self.between:
            return ("next", self.game_no)
        number = self.current.turn_number()
        return None if number is None else (self.game_no, number)

    def seat_names_here(self) -> tuple[str, ...] | None:
        return self.current.seat_names_here()

    def seat_count(self) -> int | None:
        return self.current.seat_count()

    def seat_teams(self) -> tuple[tuple[int, ...], ...] | None:
        return self.current.seat_teams()

    def seat_scores(self) -> tuple[float, ...]:
        """Games won in the series so far."""
        return tuple(float(w) for w in self.wins)

    def decisive_targets(self) -> tuple[str, ...]:
        return self.current.decisive_targets() if self.current.is_over() else ()

    def explain_refusal(self, path: tuple[str, ...]) -> str:
        return "" if self.between else self.current.explain_refusal(path)

    def __getattr__(self, name: str):
        # Views, notation and AI hooks read the current game's position.
        if name.startswith("__"):
            raise AttributeError(name)
        return getattr(self.current, name)


def split_games(actions: Sequence[Action]) -> list[list[Action]]:
    games: list[list[Action]] = [[]]
    for action in actions:
        if action == NEXT:
            games.append([])
        else:
            games[-1].append(action)
    return games


def best_of_record(actions: Sequence[Action], format_one: Callable[[Sequence[Action], int], str],
                  first_seats: Sequence[int]) -> str:
    """Each game's record under a ``[game k]`` header; ``first_seats[k]`` began game k."""
    out = []
    for k, game in enumerate(split_games(actions)):
        out.append(f"[game {k + 1}]\n{format_one(game, first_seats[k]).rstrip()}")
    return "\n".join(out) + "\n"


def parse_best_of_record(text: str, start: BestOf, parse_one: Callable[[str, int], list[Action]]) -> list[Action]:
    """The actions of a series record (``[game k]`` sections; a text without them is game 1).

    :raises RecordError: naming the game and the first bad action in it.
    """
    sections = re.split(r"\[\s*game\s+(\d+)\s*\]", text)
    chunks = [sections[0]] if len(sections) == 1 else [sections[i + 1] for i in range(1, len(sections), 2)]
    if len(sections) > 1 and sections[0].strip() and not re.fullmatch(r"(\s*\[[^\]]*\]\s*)*", sections[0]):
        raise RecordError("before [game 1]", "moves must follow a [game k] header", 0)
    state, actions = start, []
    for k, chunk in enumerate(chunks):
        if k > 0:
            if not state.between:
                raise RecordError(f"[game {k + 1}]", f"game {k} has not ended", len(actions))
            state = state.apply(NEXT)
            actions.append(NEXT)
        try:
            game_actions = parse_one(chunk, state.first)
        except RecordError as err:
            where = f"game {k + 1}, {err.where}" if len(chunks) > 1 else err.where
            raise RecordError(where, err.why, len(actions) + err.index) from None
        for a in game_actions:
            state = state.apply(a)
        actions += game_actions
    return actions


def first_seats(start: BestOf, actions: Sequence[Action]) -> list[int]:
    """The seat that began each game of the series ``actions`` play from ``start``."""
    state, seats = start, [start.first]
    for action in actions:
        state = state.apply(action)
        if action == NEXT:
            seats.append(state.first)
    return seats


class BestOfGame(GameFromParts):
    """A two-player game with a ``match`` option (a single game, or best of 3 / 5), built from
    one-game parts (:class:`GameFromParts`; the config of ``config_of`` has a ``first`` seat).
    ``series_value(options)`` says which series the options ask for (default: the ``match``
    option). Views, notation and the playout hook see the current game's state."""

    def __init__(self, info: GameInfo, *, series_value: Callable[[dict[str, Any]], str] | None = None,
                 **parts: Any) -> None:
        super().__init__(info, **parts)
        self._series_value = series_value or (lambda options: options["match"])

    def series_value(self, options: dict[str, Any] | None) -> str:
        return self._series_value(self.info.normalize_options(options))

    def new_state(self, options: dict[str, Any] | None = None) -> State:
        return single_or_best_of(self.rules_new_state, self.config_of(options), self.series_value(options))

    def record_options(self, text: str) -> dict[str, Any]:
        m = _MATCH.search(text)
        if not m:
            return super().record_options(text)
        head = re.split(r"\[\s*game\s", text)[0]  # the games' own headers (who began) are not options
        return {**super().record_options(head), "match": m.group(1)}

    def parse_record(self, text: str, options: dict[str, Any] | None = None) -> list[Action]:
        config, start = self.config_of(options), self.new_state(options)
        if not isinstance(start, BestOf):
            return self.notation.parse_record(text, config)
        return parse_best_of_record(
            text, start, lambda chunk, first: self.notation.parse_record(chunk, replace(config, first=first)))

    def format_record(self, actions: Sequence[Action], options: dict[str, Any] | None = None) -> str:
        config, start = self.config_of(options), self.new_state(options)
        if not isinstance(start, BestOf):
            return self.notation.format_record(actions, config)
        text = best_of_record(actions, lambda acts, first: self.notation.format_record(acts, replace(config, first=first)),
                             first_seats(start, actions))
        return f"[match {self.series_value(options)}]\n" + text


_MATCH = re.compile(r"\[\s*match\s+([\w-]+)\s*\]")
