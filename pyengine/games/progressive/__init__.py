"""One-Hit Progressive Chess (Trabsact Sagme Diaries, 2011), on python-chess."""
from __future__ import annotations

from typing import Any, Sequence

from pyengine.core import Action, GameInfo, State, register
from pyengine.core.parts import GameFromParts
from pyengine.core.replay import position
from pyengine.games.progressive import notation, playout, view
from pyengine.games.progressive.rules import PcState, move_action, new_state
from pyengine.games.progressive.tactics import find_mate

__all__ = ["INFO", "GAME", "ProgressiveChess"]

RULES_HTML = """
<p>Chess in series: White makes one move, then Black up to two, White up to three, and so on —
series <i>n</i> holds 1 to <i>n</i> moves of the same player. You may end a series early after
its first move ("End series").</p>
<p><b>One hit:</b> a move that captures (en passant too), gives check or promotes ends the series
at once. No move may leave your own king in check; a check must be answered by the first move of
your next series, else it is checkmate.</p>
<p>En passant is allowed only as the first move of a series, against a pawn that made its double
step in the opponent's last series. Castling follows the usual rules in the current position.
Draws: stalemate at the start of a series, ten series in a row without a pawn move or capture,
and insufficient material.</p>
"""

INFO = GameInfo(
    id="progressive-chess",
    title="One-Hit Progressive Chess",
    authors="Trabsact Sagme Diaries (after the Italian progressive chess rules)",
    year="2011",
    seats=("White", "Black"),
    blurb="Series of 1, 2, 3, … moves — but a capture, check or promotion ends your series at once.",
    rules_html=RULES_HTML,
    source="Trabsact Sagme Diaries, 'ONE-HIT PROGRESSIVE CHESS', Jul 27, 2011 (seed 002)",
    ai_iterations_per_second=150,  # measured in Chromium (156 it/s, machine loaded): docs/BENCHMARKS.md
    ai_plain_iterations_per_second=14,
    flags=frozenset({"flip"}),  # easy's plain random playouts: 14 it/s in the page (2026-11-23)
    labels=(("pgn", "PGN with the final position (for chess programs)"),),
)


class ProgressiveChess(GameFromParts):
    """The parts, plus chess's own record ending, mate sign, PGN export and search hooks."""

    def action_text(self, before: State, action: Action, after: State) -> str:
        if getattr(after, "winner", None) is not None and action.text.endswith("+"):
            return action.text[:-1] + "#"  # as format_record writes the mating move
        return action.text

    def write_record(self, actions: Sequence[Action], options: dict[str, Any] | None = None) -> str:
        # Chess records say "resign" in the series and end with the result (1-0 / 0-1).
        return self.format_record(actions, options)

    def exports(self, actions: Sequence[Action]) -> dict[str, str]:
        """Further downloads of a game: a PGN with the final position as FEN."""
        return {"pgn": notation.pgn(actions)}

    # -- AI hooks (pyengine/ai/mcts.py)
    def decisive_action(self, state: State, deep: bool = True) -> Action | None:
        """The first move of a mate in this series: with ``deep`` up to one quiet move before
        the check (about 20 ms natively), else only a mating move at once (under 1 ms)."""
        inner = position(state)
        if not isinstance(inner, PcState) or inner.over:
            return None
        line = find_mate(inner, quiet=1 if deep else 0)
        return move_action(inner.board_for(line[0]), line[0]) if line else None

    def random_playout(self, state: State, rng) -> tuple[tuple[float, ...], int]:
        return playout.random_playout(position(state), rng)


GAME = register(ProgressiveChess(INFO, new_state=lambda config: new_state(), notation=notation, view=view,
                                 playout=playout))
