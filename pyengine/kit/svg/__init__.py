"""Drawing boards as SVG, in one place for every view: the primitives and the page's marks
(:mod:`~pyengine.kit.svg.drawing`), the die (:mod:`~pyengine.kit.svg.die`), cell boards
(:mod:`~pyengine.kit.svg.cellboard`) and boards of points on lines
(:mod:`~pyengine.kit.svg.pointboard`). A view imports what it draws with from here."""

from __future__ import annotations

from pyengine.kit.svg.cellboard import BoardFrame, CellStyle, board_frame, cell_board
from pyengine.kit.svg.die import die, die_panel
from pyengine.kit.svg.drawing import (
    MARK_CLASSES,
    MARKS,
    PIECE_MARK,
    Piece,
    accessible,
    compose,
    esc,
    mark,
    new_drawing,
    num,
    piece_svg,
    target_attrs,
    titled,
    warm,
)
from pyengine.kit.svg.pointboard import PointStyle, point_board

__all__ = [
    "BoardFrame",
    "CellStyle",
    "board_frame",
    "cell_board",
    "die",
    "die_panel",
    "MARK_CLASSES",
    "MARKS",
    "PIECE_MARK",
    "Piece",
    "accessible",
    "compose",
    "esc",
    "mark",
    "new_drawing",
    "num",
    "piece_svg",
    "target_attrs",
    "titled",
    "warm",
    "PointStyle",
    "point_board",
]
