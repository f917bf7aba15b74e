"""The (Not)Divisors grid as SVG: numbers in their cells (smaller type for long numbers), dead
cells hatched, the cells a number can still go into offered, the chosen cell marked."""

from __future__ import annotations

from typing import Any

from pyengine.i18n import _
from pyengine.games.notdivisors.rules import NotDivisorsState, board_for
from pyengine.svg import CellStyle, board_frame, cell_board, compose, esc, new_drawing

__all__ = ["render"]


def _style(n: int, flip: bool = False) -> CellStyle:
    return CellStyle(
        size=max(40.0, 360.0 / n), margin=26.0, cls="square nd", coords=("top", "left"), flip=flip
    )


#: A digit's width in ems (the page's sans-serif, tabular figures: at most 0.6) and the smallest
#: type still read comfortably; a number longer than its cell at that size is cut with an
#: ellipsis (the cell's name, for screen readers and on hover, has it whole).
DIGIT, SMALLEST = 0.6, 11.0


def _fitted(text: str, cell: float) -> tuple[str, float]:
    """The number as drawn in a cell of side ``cell`` and its type size: within 90 % of the cell."""
    room = cell * 0.9
    size = min(cell * 0.5, room / (DIGIT * len(text)))
    if size >= SMALLEST:
        return text, size
    keep = max(2, int(room / (DIGIT * SMALLEST)) - 1)
    return text[:keep] + "…", SMALLEST


def render(state: NotDivisorsState, ui: dict[str, Any] | None = None) -> str:
    ui = ui or {}
    n = state.config.n
    board = board_for(n)
    style = _style(n)
    frame = board_frame(board, style)
    dead = set(state.dead_cells()) if state.ply else set()
    titles = []
    for i, name in enumerate(board.names):
        v = state.values[i]
        if v:
            titles.append(f"{name}: {v}")
        elif i in dead:
            titles.append(_("%s: empty, dead (no number fits)") % name)
        else:
            titles.append(_("%s: empty") % name)
    classes = {i: "dead" for i in dead}
    if state.cell >= 0:
        classes[state.cell] = "chosen"
    numbers = []
    for i, v in enumerate(state.values):
        if v:
            x, y = frame.centres[i]
            text, size = _fitted(str(v), style.size)
            numbers.append(
                f'<text class="nd-number" text-anchor="middle" x="{x}" y="{y + size * 0.35:.1f}" '
                f'font-size="{size:.1f}">{esc(text)}</text>'
            )
    dwg = new_drawing(frame.width, frame.height, _("(Not)Divisors grid, %(n)d×%(n)d") % {"n": n})
    return compose(
        dwg,
        [
            cell_board(board, style, ui, titles, (), (), classes),
            '<g class="numbers">' + "".join(numbers) + "</g>",
        ],
    )
