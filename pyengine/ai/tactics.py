"""Wins at once, for every level of every game (issue 34, item 7).

A level that searches takes a turn that wins at once when there is one, and avoids a turn that
lets the next player win at once when another exists. Both are searched directly, not left to
the tree search's sampling: a turn of several actions (Cross's two stones, a jump of several
legs, a Caduceus turn, a (Not)Divisors cell and number) is searched depth-first within the turn,
shortest lines first; a game whose winning turns are too long for that (a progressive-chess
mating series) gives its own search (the ``decisive_action`` hook). Both searches are bounded:
by a number of positions (reproducible native play) and by a deadline (the page).
"""

from __future__ import annotations

import time
from typing import Any

from pyengine.contract import CHANCE, Action, State, apply
from pyengine.kit import patience
from pyengine.contract.state import GameInfo

__all__ = ["winning_line", "hands_a_win", "NODES"]

#: Positions a winning-turn search may look at, without a deadline (native play: a small part
#: of a search's work; the page bounds it by time).
NODES = 6000
#: The longest line searched generically; longer winning turns are the game's hook's to find.
DEPTH = 4


class _Out(Exception):
    """The search's positions or time ran out."""


def winning_line(
    game: Any,
    state: State,
    info: GameInfo,
    deadline: float | None = None,
    nodes: int = NODES,
    deep: bool = True,
    longest: int = DEPTH,
) -> Action | None:
    """The first action of a turn that wins the game at once for the seat to move, or None.

    The seat's own full payoff counts as a win. Lines of one action first, then of two, ...
    up to the turn's end; the game's ``decisive_action`` hook (``deep``: its full search) for
    what that cannot reach.
    """
    seat = state.to_move()
    if seat is None or seat == CHANCE:
        return None
    walk = _Walk(game, info, seat, nodes, deadline)
    try:
        with patience.until(deadline):
            return walk.turn(state, deep, longest)
    except (_Out, patience.OutOfTime):
        return None


class _Walk:
    """Depth-first through one seat's turn, counting the positions seen."""

    def __init__(self, game: Any, info: GameInfo, seat: int, nodes: int, deadline: float | None) -> None:
        self.game, self.info, self.seat = game, info, seat
        self.left, self.deadline = nodes, deadline

    def tick(self) -> None:
        """Count one node; stop the walk when the budget or the deadline is spent."""
        self.left -= 1
        # the clock at every node: a node costs a move and its check (a millisecond in progressive
        # chess), the clock a fraction of that, and a turn's later actions come with little time
        if self.left < 0 or (self.deadline is not None and time.monotonic() >= self.deadline):
            raise _Out

    def wins(self, state: State) -> bool:
        """Has the seat searching for a win won in ``state``?"""
        return state.is_over() and state.returns()[self.seat] == 1.0

    def turn(self, state: State, deep: bool, longest: int) -> Action | None:
        """An action that wins within the seat's turn (``deep``: through its further actions), or None."""
        for action in state.legal_actions():  # one action: the cheapest and commonest
            self.tick()
            if self.wins(apply(state, action, self.info)):
                return action
        hook = self.game.hooks.decisive_action
        if hook is not None:
            found: Action | None = hook(state, deep, self.deadline, max(1, self.left))
            if found is not None:
                return found
        made, most = state.turn_progress()
        for depth in range(2, min(longest, max(2, most - made)) + 1):
            for action in state.legal_actions():
                self.tick()
                after = apply(state, action, self.info)
                if not after.is_over() and after.to_move() == self.seat and self.line(after, depth - 1):
                    return action
        return None

    def line(self, state: State, depth: int) -> bool:
        """Whether the seat, still to move in ``state``, wins within ``depth`` more actions."""
        for action in state.legal_actions():
            self.tick()
            after = apply(state, action, self.info)
            if after.is_over():
                if self.wins(after):
                    return True
            elif depth > 1 and after.to_move() == self.seat and self.line(after, depth - 1):
                return True
        return False


def hands_a_win(
    game: Any,
    after: State,
    info: GameInfo,
    mover: int,
    deadline: float | None = None,
    nodes: int = NODES // 2,
) -> Action | None:
    """The action with which the next player, in ``after`` (the mover's turn just ended), wins
    at once, or None: one action, or the game's hook's search within ``nodes`` positions (a
    mating series of quiet moves is the commonest loss in progressive chess, and a bounded
    search finds it in about 15 ms): cheap enough to check a few candidates."""
    seat = after.to_move()
    if seat is None or seat == CHANCE or seat == mover:
        return None
    return winning_line(game, after, info, deadline, nodes, deep=True, longest=1)
