"""Best of n games of one two-player game (the option ``match``): the loser of each game begins
the next, and the first to win ``needed`` games wins the match (EinStein's "best of 3 / 5",
Karls Rennen's series of games), on the generic rounds layer (:mod:`pyengine.kit.rounds`).
Generic: any game whose states can be made with a given first seat. (Named "best of" because
progressive chess's "series" is a run of moves.) Records have a ``[game k]`` section per game.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, replace
from typing import Any, Generic, TypeVar, cast
from collections.abc import Callable, Sequence

from pyengine.i18n import _
from pyengine.contract.actions import Action, RecordError
from pyengine.contract.state import State
from pyengine.contract.parts import GameParts, Payoffs
from pyengine.kit.fromparts import GameFromParts
from pyengine.contract.replay import position
from pyengine.kit.rounds import NEXT, RoundRule, Rounds

__all__ = [
    "MATCH_LABELS",
    "BestOf",
    "BestOfGame",
    "Fresh",
    "SeriesView",
    "single_or_best_of",
    "MATCH_VALUES",
    "NEXT",
    "best_of_record",
    "parse_best_of_record",
    "needed_wins",
    "split_games",
    "first_seats",
]

S = TypeVar("S", bound=State)
C = TypeVar("C")

#: The values of a ``match`` option: a single game, or best of 3 / 5.
MATCH_VALUES = ("single", "best-of-3", "best-of-5")
MATCH_LABELS = ("a single game", "best of 3 games", "best of 5 games")


@dataclass(frozen=True)
class Fresh(Generic[S]):
    """A fresh game of ``config`` begun by a given seat: ``new_state(replace(config, first=seat))``.
    A value (not a lambda), so that equal series states compare equal."""

    new_state: Callable[[Any], S]
    config: Any

    def __call__(self, round_no: int, first: int) -> S:
        return self.new_state(replace(self.config, first=first))


def single_or_best_of(new_state: Callable[[Any], S], config: Any, match: str) -> S | BestOf[S]:
    """The start of a single game (``match`` "single") or of a series of ``config``'s game."""
    needed = needed_wins(match)
    if not needed:
        return new_state(config)
    rule = RoundRule(seats=2, target=needed, points="wins", next_first="loser")
    return BestOf.start(Fresh(new_state, config), rule, first=config.first)


def needed_wins(value: str) -> int:
    """``best-of-3`` -> 2; ``single`` -> 0 (no series)."""
    m = re.fullmatch(r"best-of-(\d+)", str(value))
    return (int(m.group(1)) // 2 + 1) if m else 0


@dataclass(frozen=True)
class BestOf(Rounds[S]):
    """Rounds of a two-player game until one has won ``needed`` (the loser of each begins the
    next): the generic rounds layer (:mod:`pyengine.kit.rounds`) in a series' words. The game in
    play is ``current`` (an ``S``); the series itself answers for its score, the game being
    played and its status (what the views show around the game in play)."""

    @property
    def needed(self) -> int:
        """The wins that take the match."""
        return int(self.rule.target)

    @property
    def wins(self) -> tuple[int, ...]:
        """Each seat's wins so far."""
        return tuple(int(t) for t in self.totals)

    @property
    def game_no(self) -> int:
        """The game being played, from 0."""
        return self.round_no

    def loser(self) -> int:
        """The seat that lost the last game (it begins the next)."""
        return self.next_first()

    def score(self) -> str:
        """The score as the page shows it (``2–1``)."""
        return f"{self.wins[0]}–{self.wins[1]}"

    def end_reason(self) -> str:
        if not self.is_over():
            return ""
        said = {"last": self.current.end_reason(), "score": self.score(), "n": self.needed}
        return _("%(last)s The series ends %(score)s (first to %(n)d wins).") % said

    def status(self) -> str:
        if self.is_over():
            return self.end_reason()
        head = _("Game %(k)d, series %(score)s: ") % {"k": self.game_no + 1, "score": self.score()}
        if self.between:
            ends = _("%s The loser begins the next game: 'Next game'.") % self.current.end_reason()
            return head + ends
        return head + self.current.status()


def split_games(actions: Sequence[Action]) -> list[list[Action]]:
    """The actions of a series split into its games (at each NEXT)."""
    games: list[list[Action]] = [[]]
    for action in actions:
        if action == NEXT:
            games.append([])
        else:
            games[-1].append(action)
    return games


def best_of_record(
    actions: Sequence[Action],
    format_one: Callable[[Sequence[Action], int, Any], str],
    first_seats: Sequence[int],
    states: Sequence[State] | None = None,
) -> str:
    """Each game's record under a ``[game k]`` header; ``first_seats[k]`` began game k;
    ``states`` (the series' states before each action and after the last), where given, pass
    each game its own positions."""
    out, start = [], 0
    for k, game in enumerate(split_games(actions)):
        own = (
            None
            if states is None
            else [cast("BestOf[State]", position(s)).current for s in states[start : start + len(game) + 1]]
        )
        out.append(f"[game {k + 1}]\n{format_one(game, first_seats[k], own).rstrip()}")
        start += len(game) + 1  # and the NEXT that began the next game
    return "\n".join(out) + "\n"


def parse_best_of_record(
    text: str, start: BestOf[S], parse_one: Callable[[str, int], list[Action]]
) -> list[Action]:
    """The actions of a series record (``[game k]`` sections; a text without them is game 1).

    :raises RecordError: naming the game and the first bad action in it.
    """
    sections = re.split(r"\[\s*game\s+(\d+)\s*\]", text)
    chunks = [sections[0]] if len(sections) == 1 else [sections[i + 1] for i in range(1, len(sections), 2)]
    if len(sections) > 1 and sections[0].strip() and not re.fullmatch(r"(\s*\[[^\]]*\]\s*)*", sections[0]):
        raise RecordError(_("before [game 1]"), _("moves must follow a [game k] header"), 0)
    state: Rounds[S] = start
    actions: list[Action] = []
    for k, chunk in enumerate(chunks):
        if k > 0:
            if not state.between:
                raise RecordError(f"[game {k + 1}]", _("game %d has not ended") % k, len(actions))
            state = state.apply(NEXT)
            actions.append(NEXT)
        try:
            game_actions = parse_one(chunk, state.first)
        except RecordError as err:
            where = (
                _("game %(k)d, %(where)s") % {"k": k + 1, "where": err.where}
                if len(chunks) > 1
                else err.where
            )
            raise RecordError(where, err.why, len(actions) + err.index) from None
        for a in game_actions:
            state = state.apply(a)
        actions += game_actions
    return actions


def first_seats(start: BestOf[S], actions: Sequence[Action]) -> list[int]:
    """The seat that began each game of the series ``actions`` play from ``start``."""
    state: Rounds[S] = start
    seats = [start.first]
    for action in actions:
        state = state.apply(action)
        if action == NEXT:
            seats.append(state.first)
    return seats


@dataclass(frozen=True)
class SeriesView(Generic[S]):
    """What a person sees of a game with a ``match`` option where it is a series: the view
    (``render(shown, ui) -> svg``) and the board in text (``board_text(shown) -> str``), each
    called with the series (:class:`BestOf`, whose ``current`` is the game in play and whose own
    ``status()``, ``score()``, ``game_no`` are the series'). Typed ``S | BestOf[S]``: the
    same functions may serve the package's ``PARTS`` (a single game) too."""

    render: Callable[[S | BestOf[S], dict[str, Any] | None], str]
    board_text: Callable[[S | BestOf[S]], str]


class BestOfGame(GameFromParts[S, C]):
    """A two-player game with a ``match`` option (a single game, or best of 3 / 5), built from
    one-game parts (:class:`GameFromParts`; the config of ``config_of`` has a ``first`` seat).
    ``series_value(options)`` says which series the options ask for (default: the ``match``
    option). The notation and the search's hooks see the game in play (:meth:`own`: a series'
    ``current``; the records' functions each game of a series on its own); on a series, the view
    and the board text are ``series_view``'s (:class:`SeriesView`), which show the series' status
    around the game in play. A single game is shown by the parts, as any game."""

    def __init__(
        self,
        parts: GameParts[S, C],
        series: SeriesView[S],
        *,
        series_value: Callable[[dict[str, Any]], str] | None = None,
    ) -> None:
        super().__init__(parts)
        self.series_view = series
        self._series_value = series_value or (lambda options: options["match"])
        hooks = self.hooks  # (on the game in play: GameFromParts made them with own)
        self.hooks = replace(
            hooks,
            playout=self._played_out(hooks.playout),
            random_playout=self._played_out(hooks.random_playout),
            amaf_playout=None,  # its moves are one game's: a series searches without them
        )

    def shown(self, state: State) -> S | BestOf[S]:
        """The game's own position, or its series, inside the match's resignations and draws."""
        return cast("S | BestOf[S]", position(state))

    def own(self, state: State) -> S:
        """The game in play: a series' current game."""
        shown = self.shown(state)
        return shown.current if isinstance(shown, BestOf) else shown

    @staticmethod
    def _played_out(
        playout: Callable[[State, random.Random], Payoffs] | None,
    ) -> Callable[[State, random.Random], Payoffs] | None:
        """A playout hook (which plays the game in play) that, between two games of a series,
        where there is no game left to play, gives the series' payoffs as they stand."""
        if playout is None:
            return None

        def seen(state: State, rng: random.Random) -> Payoffs:
            series = position(state)
            if isinstance(series, BestOf) and series.between:
                return series.returns(), 0
            return playout(state, rng)

        return seen

    def render(self, state: State, ui: dict[str, Any] | None = None) -> str:
        series = self.shown(state)
        if not isinstance(series, BestOf):
            return super().render(state, ui)
        if state.is_over() and not series.is_over():  # ended by resignation or agreement:
            ui = {**(ui or {}), "ended": state.end_reason()}  # the view's turn panel says so
        return self.series_view.render(series, ui)

    def board_text(self, state: State) -> str:
        series = self.shown(state)
        if not isinstance(series, BestOf):
            return super().board_text(state)
        return self.series_view.board_text(series)

    def series_value(self, options: dict[str, Any] | None) -> str:
        """The option that says how many games the series has (``single``, ``best-of-3``)."""
        return self._series_value(self.info.normalize_options(options))

    def new_state(self, options: dict[str, Any] | None = None) -> State:
        return single_or_best_of(self.parts.new_state, self.config_of(options), self.series_value(options))

    def record_options(self, text: str) -> dict[str, Any]:
        m = _MATCH.search(text)
        if not m:
            return super().record_options(text)
        head = re.split(r"\[\s*game\s", text)[0]  # the games' own headers (who began) are not options
        return {**super().record_options(head), "match": m.group(1)}

    def parse_record(self, text: str, options: dict[str, Any] | None = None) -> list[Action]:
        config = self.config_of(options)
        start = self.shown(self.new_state(options))
        if not isinstance(start, BestOf):
            return self.notation.parse_record(text, config)
        return parse_best_of_record(
            text,
            start,
            lambda chunk, first: self.notation.parse_record(chunk, replace(cast(Any, config), first=first)),
        )

    def format_record(
        self,
        actions: Sequence[Action],
        options: dict[str, Any] | None = None,
        states: Sequence[State] | None = None,
    ) -> str:
        config = self.config_of(options)
        start = self.shown(self.new_state(options))
        if not isinstance(start, BestOf):
            return self.notation.format_record(
                actions, config, None if states is None else [self.own(s) for s in states]
            )
        firsts = (
            first_seats(start, actions)
            if states is None
            else [
                cast("BestOf[S]", position(s)).first
                for i, s in enumerate(states)
                if i == 0 or actions[i - 1] == NEXT
            ]
        )
        text = best_of_record(
            actions,
            lambda acts, first, own: self.notation.format_record(
                acts, replace(cast(Any, config), first=first), cast("list[S] | None", own)
            ),
            firsts,
            states,
        )
        return f"[match {self.series_value(options)}]\n" + text


_MATCH = re.compile(r"\[\s*match\s+([\w-]+)\s*\]")
