"""The (Not)Divisors grid as SVG: numbers in their cells (long ones in smaller type, wrapped), dead
cells hatched, the cells a number can still go into offered, the chosen cell marked."""

from __future__ import annotations

from typing import Any

from pyengine.i18n import _
from pyengine.games.notdivisors.rules import NotDivisorsState, board_for
from pyengine.kit.svg import CellStyle, board_frame, cell_board, compose, esc, new_drawing

__all__ = ["render"]


def _style(n: int, flip: bool = False) -> CellStyle:
    return CellStyle(
        size=max(40.0, 360.0 / n), margin=26.0, cls="square nd", coords=("top", "left"), flip=flip
    )


#: A digit's width in ems (tabular figures: at most 0.6), a line's height in ems and the smallest
#: type still read comfortably: a number too long for one line at that size is written whole in
#: several, never cut (the cell's name, read aloud and shown on hover, has it too).
DIGIT, LINE, SMALLEST = 0.6, 1.1, 11.0


def _fitted(text: str, cell: float) -> tuple[list[str], float]:
    """The number's lines in a cell of side ``cell`` and their type size, within 90 % of the
    cell: the fewest lines of equal length whose type is at least SMALLEST, else those whose
    type is largest."""
    room = cell * 0.9
    sizes = []
    for k in range(1, len(text) + 1):
        size = min(cell * 0.5, room / (DIGIT * -(-len(text) // k)), room / (LINE * k))
        if size >= SMALLEST:
            sizes = [(size, k)]
            break
        sizes.append((size, k))
    size, k = max(sizes)
    width = -(-len(text) // k)  # digits in a line
    return [text[i : i + width] for i in range(0, len(text), width)], size


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
            lines, size = _fitted(str(v), style.size)
            top = y + size * 0.35 - size * LINE * (len(lines) - 1) / 2  # the first baseline
            spans = "".join(
                f'<tspan x="{x}" y="{top + size * LINE * j:.1f}">{esc(line)}</tspan>'
                for j, line in enumerate(lines)
            )
            numbers.append(
                f'<text class="nd-number" text-anchor="middle" font-size="{size:.1f}">{spans}</text>'
            )
    dwg = new_drawing(frame.width, frame.height, _("(Not)Divisors grid, %(n)d×%(n)d") % {"n": n})
    return compose(
        dwg,
        [
            cell_board(board, style, ui, titles, (), (), classes),
            '<g class="numbers">' + "".join(numbers) + "</g>",
        ],
    )
