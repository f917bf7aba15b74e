"""The one renderer of cell boards (:func:`cell_board`: squares, hexes, dot lattices).

It writes its cells as text from a template made once per board and style (positions,
outlines, coordinates): a click redraws the board, and building its ~150 svgwrite elements and
serialising them through ElementTree took 35 times as long (Cross: 9 ms against 0.26 ms on
CPython, 2026-11-23; in the page that was most of a click). Pieces are few and written the same
way (:func:`pyengine.kit.svg.drawing.piece_svg`); the marks are the page's (``MARKS``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any
from collections.abc import Iterable, Mapping, Sequence

from pyengine.kit.svg.drawing import Piece, esc, num, piece_svg

if TYPE_CHECKING:
    from pyengine.kit.cells import CellBoard

__all__ = ["CellStyle", "BoardFrame", "board_frame", "cell_board"]


@dataclass(frozen=True)
class CellStyle:
    """How a view draws its cell board: sizes in SVG units, classes, coordinates.

    ``size``: a square's side, a hex's circumradius, the spacing of dots. ``cls``: every cell's
    class; ``parity``: the classes of a chequered board's two colours (cells with even and odd
    col + row); ``extra``: a static class per cell (e.g. Cross's coloured sides); kinds become
    classes ``kind-<kind>``. ``prefix``: a cell's click target is prefix + name. ``coords``: the
    sides that carry coordinates ("top", "bottom", "left", "right"). ``flip``: turned by 180°.
    ``below``: room under the board for a panel.
    """

    size: float = 40.0
    margin: float = 26.0
    cls: str = "cell"
    parity: tuple[str, str] | tuple[()] = ()
    extra: tuple[str, ...] = ()
    prefix: str = ""
    coords: tuple[str, ...] = ("bottom", "left")
    flip: bool = False
    inset: float = 0.0  # drawn this much smaller than ``size`` (gaps between hexes)
    below: float = 0.0
    dot: float = 0.14  # a lattice dot's radius in spacings (a larger dot is a larger tap target)
    round: float = 0.0  # > 0: a square board's cells are circles of this radius in sizes (Fehde's fields)


@dataclass(frozen=True)
class BoardFrame:
    """Where a rendered board lies: the drawing's size, each cell's centre (after flipping)."""

    width: float
    height: float
    board_height: float
    centres: tuple[tuple[float, float], ...]


@lru_cache(maxsize=32)
def _template(board: CellBoard, style: CellStyle) -> tuple[BoardFrame, tuple[str, ...], tuple[str, ...], str]:
    """Per cell the element's opening (shape and position) and static classes; the coordinates."""
    size, m = style.size, style.margin
    pts = [(x * size, y * size) for x, y in board.centres]  # centres are in cells or circumradii
    hx, hy = _half(board, size)
    xs, ys = [x for x, _ in pts], [y for _, y in pts]
    w, h = max(xs) + hx, max(ys) + hy  # cells' extent from 0 (centres start at half a cell)
    x0, y0 = min(xs) - hx, min(ys) - hy
    if style.flip:
        pts = [(x0 + w - x, y0 + h - y) for x, y in pts]
    pts = [(round(x - x0 + m, 2), round(y - y0 + m, 2)) for x, y in pts]
    width, board_h = round(w - x0 + 2 * m, 1), round(h - y0 + 2 * m, 1)
    r = size / 2 - style.inset if board.shape == "square" else size - style.inset
    opens, statics = [], []
    for i, (x, y) in enumerate(pts):
        if board.shape == "square" and style.round:
            opens.append(f'<circle cx="{num(x)}" cy="{num(y)}" r="{num(round(size * style.round, 2))}"')
        elif board.shape == "square":
            opens.append(
                f'<rect x="{num(x - r)}" y="{num(y - r)}" width="{num(2 * r)}" height="{num(2 * r)}"'
            )
        elif board.shape == "hex":
            corners = " ".join(
                f"{num(round(x + r * _SIN[k], 2))},{num(round(y - r * _COS[k], 2))}" for k in range(6)
            )
            opens.append(f'<polygon points="{corners}"')
        else:
            opens.append(f'<circle cx="{num(x)}" cy="{num(y)}" r="{num(round(size * style.dot, 2))}"')
        c, rw = board.coords[i]
        cls = [style.cls]
        if style.parity:
            cls.append(style.parity[(c + rw) % 2])
        if board.kinds[i]:
            cls.append("kind-" + board.kinds[i])
        if style.extra and style.extra[i]:
            cls.append(style.extra[i])
        statics.append(" ".join(cls))
    frame = BoardFrame(width, round(board_h + style.below, 1), board_h, tuple(pts))
    return frame, tuple(opens), tuple(statics), _coordinates(board, style, pts, hx, hy)


def _coordinates(
    board: CellBoard, style: CellStyle, pts: list[tuple[float, float]], hx: float, hy: float
) -> str:
    """Column labels above and below the board, row labels beside each row's end cells."""
    out = []
    top, bottom = min(y for _, y in pts) - hy, max(y for _, y in pts) + hy
    cols: dict[int, float] = {}
    rows: dict[int, list[float]] = {}
    for (c, r), (x, y) in zip(board.coords, pts):
        cols.setdefault(c, x)
        rows.setdefault(r, [x, x, y])
        rows[r][0], rows[r][1] = min(rows[r][0], x), max(rows[r][1], x)
    for c, x in sorted(cols.items()):
        label = esc(board.column_label(c))
        if "top" in style.coords:
            out.append(f'<text text-anchor="middle" x="{num(x)}" y="{num(round(top - 7, 1))}">{label}</text>')
        if "bottom" in style.coords:
            out.append(
                f'<text text-anchor="middle" x="{num(x)}" y="{num(round(bottom + 15, 1))}">{label}</text>'
            )
    for r, (left, right, y) in sorted(rows.items()):
        label = esc(board.row_label(r))
        if "left" in style.coords:
            out.append(
                f'<text text-anchor="end" x="{num(round(left - hx - 5, 1))}" '
                f'y="{num(round(y + 4, 1))}">{label}</text>'
            )
        if "right" in style.coords:
            out.append(
                f'<text text-anchor="start" x="{num(round(right + hx + 5, 1))}" '
                f'y="{num(round(y + 4, 1))}">{label}</text>'
            )
    return '<g class="coords">' + "".join(out) + "</g>"


def _half(board: CellBoard, size: float) -> tuple[float, float]:
    if board.shape == "hex":
        return size * math.sqrt(3) / 2, size
    if board.shape == "dots":
        return size * 0.25, size * 0.25
    return size / 2, size / 2


_SIN = tuple(math.sin(math.pi / 3 * k) for k in range(6))  # a pointy hex's corners, from the top
_COS = tuple(math.cos(math.pi / 3 * k) for k in range(6))


def board_frame(board: CellBoard, style: CellStyle) -> BoardFrame:
    """Where the cells of ``board`` drawn in ``style`` lie (to place a view's own extras)."""
    return _template(board, style)[0]


def cell_board(
    board: CellBoard,
    style: CellStyle,
    ui: Mapping[str, Any] | None,
    titles: Sequence[str],
    pieces: Iterable[tuple[int, Piece]] = (),
    marks: Iterable[tuple[int, Piece]] = (),
    classes: Mapping[int, str] | None = None,
) -> str:
    """The board as SVG groups: cells (each a click target named ``prefix + name``, with a
    ``<title>``; the page marks them, :data:`MARKS`), ``marks`` (under the pieces), ``pieces`` and
    the coordinates. ``titles[i]`` names cell i for a screen reader; ``classes`` adds per render
    classes (a king in check)."""
    frame, opens, statics, coords = _template(board, style)
    classes = classes or {}
    prefix = style.prefix
    out = ['<g class="cells">']
    for i, name in enumerate(board.names):
        target = prefix + name
        cls = statics[i]
        if i in classes:
            cls += " " + classes[i]
        out.append(
            f'{opens[i]} class="{cls}" data-target="{esc(target)}"><title>{esc(titles[i])}</title>'
            f"{_close(opens[i])}"
        )
    out.append("</g>")
    for group, items in (("marks", marks), ("pieces", pieces)):
        drawn = [_piece(board, style, frame, i, p) for i, p in items]
        out.append(f'<g class="{group}">' + "".join(drawn) + "</g>")
    out.append(coords)
    return "".join(out)


def _close(opening: str) -> str:
    """The closing tag of a cell's element (``<rect …`` -> ``</rect>``)."""
    return "</" + opening[1 : opening.index(" ")] + ">"


def _piece(board: CellBoard, style: CellStyle, frame: BoardFrame, i: int, p: Piece) -> str:
    x, y = frame.centres[i]
    return piece_svg(x, y, style.size, style.prefix + board.names[i], p)
