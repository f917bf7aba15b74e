"""One-Hit Progressive Chess: the game put together from its parts (imported when it is first opened:
pyengine/core/registry.py)."""
from __future__ import annotations

from typing import Sequence

from pyengine.core import Action, State, register
from pyengine.core.parts import GameFromParts
from pyengine.core.replay import position
from pyengine.games.progressive import notation, playout, view
from pyengine.games.progressive.rules import PcState, move_action, new_state
from pyengine.games.progressive.tactics import POSITIONS, find_mate
from pyengine.games.progressive.info import INFO

__all__ = ["INFO", "GAME", "ProgressiveChess"]


class ProgressiveChess(GameFromParts):
    """The parts, plus chess's own record ending, mate sign, PGN export and search hooks."""

    def action_text(self, before: State, action: Action, after: State) -> str:
        if getattr(after, "winner", None) is not None and action.text.endswith("+"):
            return action.text[:-1] + "#"  # as format_record writes the mating move
        return action.text

    def exports(self, actions: Sequence[Action], states: Sequence[State] | None = None) -> dict[str, str]:
        """Further downloads of a game: a PGN with the final position as FEN."""
        return {"pgn": notation.pgn(actions, states)}

    # -- AI hooks (pyengine/ai/mcts.py)
    def decisive_action(self, state: State, deep: bool = True, deadline: float | None = None,
                        positions: int = POSITIONS) -> Action | None:
        """The first move of a mate in this series: with ``deep`` a series of quiet moves ending in
        a mating check (until ``deadline``, else within ``positions``), else only a mating
        move at once (under 1 ms)."""
        inner = position(state)
        if not isinstance(inner, PcState) or inner.over:
            return None
        if deep:
            line = find_mate(inner, quiet=inner.series, deadline=deadline,
                             positions=positions if deadline is None else 10**8)
        else:
            line = find_mate(inner, quiet=0)
        return move_action(inner.board_for(line[0]), line[0]) if line else None

    def random_playout(self, state: State, rng) -> tuple[tuple[float, ...], int]:
        return playout.random_playout(position(state), rng)


GAME = register(ProgressiveChess(INFO, new_state=lambda config: new_state(), notation=notation, view=view,
                                 playout=playout))
