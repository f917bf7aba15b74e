"""Applying actions (resignation included) and replaying plain action lists."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from pyengine.core.actions import Action, RecordError, RuleError, is_resignation, resignation
from pyengine.core.game import GameInfo, State, seat_payoffs, seats_of, team_of

__all__ = ["Resigned", "resigned", "resigner", "apply", "replay_texts"]


@dataclass(frozen=True)
class Resigned(State):
    """A finished game: ``seat`` resigned in ``inner`` (views draw ``inner``)."""

    inner: State
    seat: int
    info: GameInfo

    def to_move(self) -> int | None:
        return None

    def legal_actions(self) -> tuple[Action, ...]:
        return ()

    def apply(self, action: Action) -> State:
        raise RuleError("the game is over")

    def returns(self) -> tuple[float, ...]:
        n, teams = seats_of(self.inner, self.info)
        losers = team_of(self.seat, teams)
        return seat_payoffs(n, [s for s in range(n) if s not in losers])

    def end_reason(self) -> str:
        names = getattr(self.inner, "seat_names", None) or self.info.seats
        return f"{names[self.seat]} resigned."

    def status(self) -> str:
        return self.end_reason()

    def __getattr__(self, name: str):
        # Views and notation read the position of the inner state.
        return getattr(self.inner, name)


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


def apply(state: State, action: Action, info: GameInfo) -> State:
    """``state.apply(action)``, with resignation handled here for every game."""
    if is_resignation(action):
        if resigner(state) != action.data[1]:
            raise RuleError("only the seat to move can resign")
        return resigned(state, info, action.data[1])
    return state.apply(action)


def replay_texts(state: State, texts: Iterable[str], info: GameInfo) -> tuple[list[Action], State]:
    """Replay action texts (the compact URL form) from ``state``.

    :raises RecordError: naming the first text that is not a legal action, with
        ``index`` = the number of actions that replayed.
    """
    actions: list[Action] = []
    for i, text in enumerate(texts):
        try:
            if text == "resign":
                seat = resigner(state)
                action = resignation(seat if seat is not None else -1)
            else:
                action = state.find_action(text)
            state = apply(state, action, info)
        except RuleError as err:
            raise RecordError(f"action {i + 1} ({text})", str(err), i) from None
        actions.append(action)
    return actions, state
