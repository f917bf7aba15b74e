"""The Cross board as SVG: pointy hexes in the sample's doubled columns, with coordinates on
all four sides, the Y sides coloured alternately (A B A B A B) so the goal is visible."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from pyengine.i18n import N_, _
from pyengine.games.cross.rules import B, EMPTY, LL, LR, T, UL, UR, CrossState, board_for
from pyengine.kit.svg import CellStyle, Piece, cell_board, compose, new_drawing, board_frame

__all__ = ["render"]

_SIDE_CLASS = {T: "side-a", LR: "side-a", LL: "side-a", UR: "side-b", B: "side-b", UL: "side-b"}
#: Stones by value (1 = x, 2 = o), plain and as part of the last turn.
_STONES, _LAST = (
    {s + 1: Piece("disc", f"stone seat{s}{mark}", scale=0.68, targeted=True) for s in (0, 1)}
    for mark in ("", " last")
)
_LAST_DOT = Piece("disc", "last-dot", scale=0.22, movable=False)
_WHO = (N_("empty"), "x", "o")


@lru_cache(maxsize=None)
def _style(size: int) -> CellStyle:
    board = board_for(size)
    sides = tuple(
        " ".join(sorted({_SIDE_CLASS[b] for b in (T, UR, LR, B, LL, UL) if m & b})) for m in board.side_mask
    )
    return CellStyle(
        size=20.0, margin=34.0, extra=sides, inset=0.6, coords=("top", "bottom", "left", "right")
    )


def render(state: CrossState, ui: dict[str, Any] | None = None) -> str:
    """SVG of ``state``; ``ui`` may hold ``targets``, ``selected``, ``last``, ``hint`` (target ids)."""
    ui = ui or {}
    board = state.board
    style = _style(board.size)
    last = set(ui.get("last", ()))
    names = board.grid.names
    titles = [f"{name}: {_(_WHO[v]) if v == EMPTY else _WHO[v]}" for name, v in zip(names, state.stones)]
    pieces: list[tuple[int, Piece]] = []
    for i, v in enumerate(state.stones):
        if v != EMPTY:
            if names[i] in last:
                pieces += [(i, _LAST[v]), (i, _LAST_DOT)]
            else:
                pieces.append((i, _STONES[v]))
    frame = board_frame(board.grid, style)
    dwg = new_drawing(frame.width, frame.height, _("Cross board, %d cells per side") % board.size)
    return compose(dwg, [cell_board(board.grid, style, ui, titles, pieces)])
