"""One-Hit Progressive Chess: the game put together from its parts (imported when it is first opened:
pyengine/catalogue.py)."""

from __future__ import annotations

from collections.abc import Sequence

from pyengine.contract import Action, State
from pyengine.contract.parts import GameParts, Notation, SearchHooks
from pyengine.catalogue import register
from pyengine.kit.fromparts import GameFromParts
from pyengine.games.progressive import notation, playout, view
from pyengine.games.progressive.rules import ProgressiveState, new_state
from pyengine.games.progressive.info import INFO

__all__ = ["INFO", "PARTS", "GAME", "ProgressiveChess"]


class ProgressiveChess(GameFromParts[ProgressiveState, object]):
    """The parts, plus chess's own record ending, mate sign, PGN export (the search's hooks: playout.py)."""

    def action_text(self, before: State, action: Action, after: State) -> str:
        if self.own(after).winner is not None and action.text.endswith("+"):
            return action.text[:-1] + "#"  # as format_record writes the mating move
        return action.text

    def exports(self, actions: Sequence[Action], states: Sequence[State] | None = None) -> dict[str, str]:
        """Further downloads of a game: a PGN with the final position as FEN."""
        return {"pgn": notation.pgn(actions, states)}


#: What the package provides: checked against pyengine/contract/parts.py by mypy.
PARTS = GameParts(
    info=INFO,
    new_state=lambda config: new_state(),
    notation=Notation(
        parse_record=notation.parse_record,
        format_record=notation.format_record,
        board_text=notation.board_text,
        list_turn=notation.list_turn,
        action_words=notation.action_words,
    ),
    render=view.render,
    search=SearchHooks(
        playout=playout.playout,
        random_playout=playout.random_playout,
        decisive_action=playout.decisive_action,
        iterations_per_second=150,  # measured in Chromium (156 it/s, machine loaded): docs/BENCHMARKS.md
        plain_iterations_per_second=14,
    ),
)

GAME = register(ProgressiveChess(PARTS))
