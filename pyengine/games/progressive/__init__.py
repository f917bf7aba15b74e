"""One-Hit Progressive Chess (Trabsact Sagme Diaries, 2011), on python-chess."""
from __future__ import annotations

from typing import Any, Sequence

from pyengine.core import Action, Game, GameInfo, State, register
from pyengine.games.progressive import notation, playout, view
from pyengine.games.progressive.rules import PcState, move_action, new_state
from pyengine.games.progressive.tactics import find_mate

__all__ = ["INFO", "ProgressiveChess"]

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
)


class ProgressiveChess(Game):
    info = INFO

    def new_state(self, options: dict[str, Any] | None = None) -> PcState:
        INFO.normalize_options(options)
        return new_state()

    def render(self, state: State, ui: dict[str, Any] | None = None) -> str:
        return view.render(_inner(state), ui)

    def parse_record(self, text: str, options: dict[str, Any] | None = None) -> list[Action]:
        return notation.parse_record(text)

    def format_record(self, actions: Sequence[Action], options: dict[str, Any] | None = None) -> str:
        return notation.format_record(actions)

    def action_text(self, before: State, action: Action, after: State) -> str:
        if getattr(after, "winner", None) is not None and action.text.endswith("+"):
            return action.text[:-1] + "#"  # as format_record writes the mating move
        return action.text

    def write_record(self, actions: Sequence[Action], options: dict[str, Any] | None = None) -> str:
        # Chess records say "resign" in the series and end with the result (1-0 / 0-1).
        return self.format_record(actions, options)

    def board_text(self, state: State) -> str:
        return notation.board_text(_inner(state))

    def exports(self, actions: Sequence[Action]) -> dict[str, str]:
        """Further downloads of a game: a PGN with the final position as FEN."""
        return {"pgn": notation.pgn(actions)}

    # -- AI hook (pyengine/ai/mcts.py)
    def playout(self, state: State, rng) -> tuple[tuple[float, ...], int]:
        return playout.playout(_inner(state), rng)

    def decisive_action(self, state: State, deep: bool = True) -> Action | None:
        """The first move of a mate in this series: with ``deep`` up to one quiet move before
        the check (about 20 ms natively), else only a mating move at once (under 1 ms)."""
        inner = _inner(state)
        if not isinstance(inner, PcState) or inner.over:
            return None
        line = find_mate(inner, quiet=1 if deep else 0)
        return move_action(inner.board_for(line[0]), line[0]) if line else None

    def random_playout(self, state: State, rng) -> tuple[tuple[float, ...], int]:
        return playout.random_playout(_inner(state), rng)


def _inner(state: State) -> PcState:
    # A resigned game wraps the position it ended in.
    return getattr(state, "inner", state)


register(ProgressiveChess())
