"""Outcomes the controller owns (resignation, a draw offered and accepted), applying actions
with them, and replaying plain action lists.

These wrap a game's position in a state of their own (:class:`Resigned`, :class:`DrawOffered`,
:class:`Drawn`); :func:`position` unwraps them, the one place that knows they exist.
"""

from __future__ import annotations

from dataclasses import dataclass
from collections.abc import Iterable, Sequence

from pyengine.core.actions import (
    DRAW_ACCEPT,
    DRAW_DECLINE,
    DRAW_OFFER,
    Action,
    RecordError,
    RuleError,
    draw_answer,
    draw_offer,
    is_draw_action,
    is_resignation,
    resignation,
)
from pyengine.core.game import GameInfo, State, seat_payoffs, seats_of, team_of

__all__ = [
    "Resigned",
    "DrawOffered",
    "Drawn",
    "resigned",
    "resigner",
    "apply",
    "replay_texts",
    "position",
    "positions",
    "controller_action",
]


class _Wrapper(State):
    """A controller-level state around a game's position ``inner``: views, notation and AI hooks
    read the inner position's attributes through it."""

    inner: State
    info: GameInfo

    def __getattr__(self, name: str):
        # Only for attributes the wrapper lacks; never while it is being built or copied (no
        # ``inner`` yet: deepcopy and unpickling look attributes up on an empty object).
        if name.startswith("__") or name == "inner":
            raise AttributeError(name)
        return getattr(self.inner, name)

    def turn_number(self):
        return self.inner.turn_number()

    def seat_count(self) -> int | None:
        return self.inner.seat_count()

    def seat_teams(self) -> tuple[tuple[int, ...], ...] | None:
        return self.inner.seat_teams()

    def seat_names_here(self) -> tuple[str, ...] | None:
        return self.inner.seat_names_here()

    def _names(self) -> tuple[str, ...]:
        return self.inner.seat_names_here() or self.info.seats

    def seat_scores(self) -> tuple[float, ...] | None:
        return self.inner.seat_scores()

    def decisive_targets(self) -> tuple[str, ...]:
        return ()


def position(state: State) -> State:
    """The game's own position inside any controller-level wrappers."""
    while isinstance(state, _Wrapper):
        state = state.inner
    return state


def positions(start: State, actions: Sequence[Action], states: Sequence[State] | None = None) -> list[State]:
    """The game's positions before each action and after the last (``len(actions) + 1``), for
    notation: the ``states`` a match already holds where the caller passes them (no replay),
    else replayed from ``start``. A resignation or draw action leaves the position as it was."""
    if states is not None:
        if len(states) != len(actions) + 1:
            raise ValueError(f"{len(states)} states for {len(actions)} actions")
        return [position(s) for s in states]
    out = [start]
    for action in actions:
        out.append(out[-1] if is_resignation(action) or is_draw_action(action) else out[-1].apply(action))
    return out


class _Finished(_Wrapper):
    """A game the controller ended (by resignation or agreement) in the position ``inner``."""

    def to_move(self) -> int | None:
        return None

    def legal_actions(self) -> tuple[Action, ...]:
        return ()

    def apply(self, action: Action) -> State:
        raise RuleError("the game is over")

    def status(self) -> str:
        return self.end_reason()


@dataclass(frozen=True)
class Resigned(_Finished):
    """A finished game: ``seat`` resigned in ``inner`` (views draw ``inner``)."""

    inner: State
    seat: int
    info: GameInfo

    def returns(self) -> tuple[float, ...]:
        n, teams = seats_of(self.inner, self.info)
        losers = team_of(self.seat, teams)
        return seat_payoffs(n, [s for s in range(n) if s not in losers])

    def end_reason(self) -> str:
        return f"{self._names()[self.seat]} resigned."


@dataclass(frozen=True)
class DrawOffered(_Wrapper):
    """``seat`` offered a draw in ``inner``; every other seat, in turn from the next, accepts or
    declines before play goes on (``accepted``: those who have accepted so far). The draw is
    agreed when all have accepted; one refusal ends the offer."""

    inner: State
    seat: int
    info: GameInfo
    accepted: tuple[int, ...] = ()

    def answerers(self) -> tuple[int, ...]:
        """The seats whose consent the draw needs, in the order they are asked."""
        n, _ = seats_of(self.inner, self.info)
        return tuple((self.seat + k) % n for k in range(1, n))

    def answerer(self) -> int:
        return self.answerers()[len(self.accepted)]

    def to_move(self) -> int | None:
        return self.answerer()

    def legal_actions(self) -> tuple[Action, ...]:
        return (draw_answer(self.answerer(), True), draw_answer(self.answerer(), False))

    def apply(self, action: Action) -> State:
        seat = self.answerer()
        if action == draw_answer(seat, True):
            if len(self.accepted) + 1 == len(self.answerers()):
                return Drawn(self.inner, self.info)
            return DrawOffered(self.inner, self.seat, self.info, (*self.accepted, seat))
        if action == draw_answer(seat, False):
            return self.inner
        raise RuleError("a draw was offered: accept or decline it first")

    def returns(self) -> tuple[float, ...]:
        return self.inner.returns()

    def status(self) -> str:
        names = self._names()
        agreed = "".join(f" {names[s]} accepts;" for s in self.accepted)
        return f"{names[self.seat]} offers a draw:{agreed} {names[self.answerer()]} accepts or declines."

    def turn_progress(self) -> tuple[int, int]:
        return (0, 1)


@dataclass(frozen=True)
class Drawn(_Finished):
    """A game ended drawn by agreement in ``inner``."""

    inner: State
    info: GameInfo

    def returns(self) -> tuple[float, ...]:
        n, _ = seats_of(self.inner, self.info)
        return seat_payoffs(n, [])

    def end_reason(self) -> str:
        return "Drawn by agreement."


def resigner(state: State) -> int | None:
    """The seat that may resign: the one to move, or the one whose die is to be rolled."""
    seat = state.to_move()
    if seat is not None and seat < 0:
        seat = state.roller()
    return seat


def resigned(state: State, info: GameInfo, seat: int | None = None) -> State:
    """``state`` with the seat to move resigning. :raises RuleError: if nobody is to move."""
    seat = resigner(state) if seat is None else seat
    if seat is None or seat < 0:
        raise RuleError("nobody can resign now")
    return Resigned(state, seat, info)


def can_offer_draw(state: State, info: GameInfo) -> bool:
    """Players may always agree a draw (a controller feature of every game): the seat to move
    offers it. (The page offers it at the start of a turn: pyengine/app/controller.py.)"""
    seat = resigner(state)
    return seat is not None and seat >= 0 and not isinstance(state, _Wrapper)


def apply(state: State, action: Action, info: GameInfo) -> State:
    """``state.apply(action)``, with resignation and draw offers handled here for every game."""
    if is_resignation(action):
        if resigner(state) != action.data[1]:
            raise RuleError("only the seat to move can resign")
        return resigned(state, info, action.data[1])
    if is_draw_action(action) and action.data[0] == "draw-offer":
        if not can_offer_draw(state, info) or resigner(state) != action.data[1]:
            raise RuleError("a draw can be offered only by the player to move")
        return DrawOffered(state, action.data[1], info)
    return state.apply(action)


def controller_action(state: State, text: str) -> Action | None:
    """The controller-level action a text names in ``state`` (``resign``, ``draw?``, ``draw``,
    ``no-draw``), or None for a game action."""
    if text == "resign":
        seat = resigner(state)
        return resignation(seat if seat is not None else -1)
    if text == DRAW_OFFER:
        seat = resigner(state)
        return draw_offer(seat if seat is not None else -1)
    if text in (DRAW_ACCEPT, DRAW_DECLINE) and isinstance(state, DrawOffered):
        return draw_answer(state.answerer(), text == DRAW_ACCEPT)
    return None


def replay_texts(state: State, texts: Iterable[str], info: GameInfo) -> tuple[list[Action], State]:
    """Replay action texts (the compact URL form) from ``state``.

    :raises RecordError: naming the first text that is not a legal action, with
        ``index`` = the number of actions that replayed.
    """
    actions: list[Action] = []
    for i, text in enumerate(texts):
        try:
            action = controller_action(state, text) or state.parse_action(text)
            state = apply(state, action, info)
        except RuleError as err:
            raise RecordError(f"action {i + 1} ({text})", str(err), i) from None
        actions.append(action)
    return actions, state
