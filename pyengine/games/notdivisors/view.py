"""The (Not)Divisors grid as SVG: numbers in their cells (smaller type for long numbers), dead
cells hatched, the cells a number can still go into offered, the chosen cell marked."""
from __future__ import annotations

from typing import Any

from pyengine.games.notdivisors.rules import NdState, board_for
from pyengine.svg import CellStyle, board_frame, cell_board, compose, esc, new_drawing

__all__ = ["render"]


def _style(n: int, flip: bool = False) -> CellStyle:
    return CellStyle(size=max(40.0, 360.0 / n), margin=26.0, cls="square nd", coords=("top", "left"), flip=flip)


def render(state: NdState, ui: dict[str, Any] | None = None) -> str:
    ui = ui or {}
    n = state.config.n
    board = board_for(n)
    style = _style(n)
    frame = board_frame(board, style)
    dead = set(state.dead_cells()) if state.ply else set()
    titles = []
    for i, name in enumerate(board.names):
        v = state.values[i]
        titles.append(f"{name}: {v}" if v else f"{name}: empty" + (", dead (no number fits)" if i in dead else ""))
    classes = {i: "dead" for i in dead}
    if state.cell >= 0:
        classes[state.cell] = "chosen"
    numbers = []
    for i, v in enumerate(state.values):
        if v:
            x, y = frame.centres[i]
            digits = len(str(v))
            size = style.size * (0.5 if digits <= 2 else max(0.16, 1.0 / digits))
            numbers.append(f'<text class="nd-number" text-anchor="middle" x="{x}" y="{y + size * 0.35:.1f}" '
                           f'font-size="{size:.1f}">{esc(str(v))}</text>')
    dwg = new_drawing(frame.width, frame.height, f"(Not)Divisors grid, {n}×{n}")
    return compose(dwg, [cell_board(board, style, ui, titles, (), (), classes), '<g class="numbers">' + "".join(numbers) + "</g>"])
