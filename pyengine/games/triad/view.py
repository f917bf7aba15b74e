"""The Triad board as SVG: 61 hexagons in their colours (pale red, green, blue), pieces in the
players' colours and shapes (Red round, Green a diamond, Blue square: told apart without hue),
the last move marked, and in the drop phase every empty cell offered."""

from __future__ import annotations

from typing import Any

from pyengine.i18n import N_, _
from pyengine.games.triad.rules import BOARD, COLOUR, NAMES, SEATS, TriadState
from pyengine.kit.svg import BoardFrame, CellStyle, Piece, board_frame, cell_board, compose, new_drawing

__all__ = ["render"]

COLOUR_WORDS = (N_("red"), N_("green"), N_("blue"))  # a cell's colour, as an adjective
_CELL_CLASS = ("tri-red", "tri-green", "tri-blue")
STYLE = CellStyle(
    size=30.0,
    margin=34.0,
    cls="cell tri",
    extra=tuple(_CELL_CLASS[c] for c in COLOUR),
    inset=0.8,
    coords=("left",),
)
_PIECES = (
    Piece("disc", "piece t-red", scale=0.5, title=""),
    Piece("diamond", "piece t-green", scale=0.45),
    Piece("tile", "piece t-blue", scale=0.42),
)
_DOT = Piece("disc", "dest-dot", scale=0.2, movable=False)


def render(state: TriadState, ui: dict[str, Any] | None = None) -> str:
    ui = ui or {}
    frame = board_frame(BOARD, STYLE)
    titles = []
    for i, name in enumerate(NAMES):
        v = state.cells[i]
        what = _("a %s piece") % _(SEATS[v - 1]) if v else _("empty")
        titles.append(
            _("%(name)s (%(colour)s cell): %(what)s")
            % {"name": name, "colour": _(COLOUR_WORDS[COLOUR[i]]), "what": what}
        )
    pieces = [(i, _PIECES[v - 1]) for i, v in enumerate(state.cells) if v]
    selected = [t for t in ui.get("selected", ()) if BOARD.find(t) is not None]
    places = [i for i in (BOARD.find(t) for t in ui.get("targets", ())) if i is not None]
    marks = [(i, _DOT) for i in places if selected and not state.cells[i]]  # in the targets' order
    dwg = new_drawing(frame.width, frame.height, _("Triad board, 61 cells"))
    return compose(dwg, [cell_board(BOARD, STYLE, ui, titles, pieces, marks), _column_labels(frame)])


def _column_labels(frame: BoardFrame) -> str:
    """Each column's letter under its lowest cell (A..E along the bottom row, F..I up the
    lower right edge), where boardspace writes them."""
    out = []
    for col in range(9):
        lowest = min(
            (i for i in range(len(BOARD)) if BOARD.coords[i][0] == col), key=lambda i: BOARD.coords[i][1]
        )
        x, y = frame.centres[lowest]
        dx = 0.0 if col <= 4 else STYLE.size * 0.9
        out.append(
            f'<text text-anchor="middle" x="{x + dx:.1f}" y="{y + STYLE.size * 1.55:.1f}">'
            f"{BOARD.column_label(col)}</text>"
        )
    return '<g class="coords">' + "".join(out) + "</g>"
