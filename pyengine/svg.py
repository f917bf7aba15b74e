"""SVG primitives shared by every view (svgwrite with ``debug=False`` for data-* attributes),
the one renderer of cell boards (:func:`cell_board`) and the one of boards of points on drawn
lines (:func:`point_board`: a graph board's circles, arcs and straight lines).

svgwrite is imported on first use: the page's first view reuses the board pre-rendered at
build time, so the worker can answer before paying for the import (see ``warm``).

The cell-board renderer writes its cells as text from a template made once per board and style
(positions, outlines, coordinates): a click redraws the board, and building its ~150 svgwrite
elements and serialising them through ElementTree took 35 times as long (Cross: 9 ms against
0.26 ms on CPython, 2026-11-23; in the page that was most of a click). Pieces and marks are few and
written the same way; everything else a view draws (panels, dice, choosers) is svgwrite, put
together by :func:`compose`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any
from collections.abc import Iterable, Mapping, Sequence

from pyengine.i18n import _

if TYPE_CHECKING:
    from pyengine.cells import CellBoard
    from pyengine.graphboard import GraphBoard

__all__ = [
    "accessible",
    "new_drawing",
    "titled",
    "target_attrs",
    "die",
    "die_panel",
    "warm",
    "CellStyle",
    "Piece",
    "BoardFrame",
    "cell_board",
    "PointStyle",
    "point_board",
    "compose",
    "esc",
    "MARKS",
    "MARK_CLASSES",
    "mark",
    "PIECE_MARK",
]

#: The class every piece on a board carries beside its own: the page finds the piece on a cell
#: by it (web/access.js slides a moved piece), whatever the game calls its pieces.
PIECE_MARK = "pc"


def new_drawing(width: float, height: float, label: str) -> Any:
    """A scalable drawing with a viewBox of ``width`` x ``height`` and an accessible label."""
    import svgwrite

    dwg = svgwrite.Drawing(size=("100%", "100%"), viewBox=f"0 0 {width:.1f} {height:.1f}", debug=False)
    # A group, not an image: a screen reader reaches each place by its <title> (access.js
    # moves the keyboard's focus over them); drawn letters are hidden (see accessible()).
    dwg.attribs["role"] = "group"
    dwg.attribs["aria-label"] = label
    dwg.attribs["class"] = "board-svg"
    return dwg


def accessible(svg: str) -> str:
    """The board for a screen reader: the drawn letters and numbers (coordinates, labels, chess
    glyphs) are hidden, since each place's <title> says it in words; every clickable place is an
    image named by its title. One pass over the finished text, for every view."""
    return svg.replace("<text ", '<text aria-hidden="true" ').replace(
        " data-target=", ' role="img" data-target='
    )


def titled(element: Any, title: str) -> Any:
    """Attach a ``<title>`` (read by screen readers, shown as a tooltip)."""
    element.set_desc(title=title)
    return element


def target_attrs(element: Any, target: str, classes: Iterable[str]) -> Any:
    """Mark ``element`` as the clickable target ``target`` with CSS ``classes`` (not the marks'
    classes: the page sets them, :data:`MARKS`)."""
    element.attribs["data-target"] = target
    cls = " ".join(c for c in classes if c and c not in MARK_CLASSES)
    if cls:
        element.attribs["class"] = cls
    return element


_PIPS = {
    1: [(0, 0)],
    2: [(-1, -1), (1, 1)],
    3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}


def die(
    dwg: Any,
    x: float,
    y: float,
    size: float,
    value: int,
    target: str = "",
    classes: Iterable[str] = (),
    title: str = "",
) -> Any:
    """A die at (x, y) (top left) showing ``value`` (0: blank); clickable as ``target`` if given."""
    g = dwg.g(class_=" ".join(["die", *[c for c in classes if c]]))
    face = dwg.rect(insert=(x, y), size=(size, size), rx=size * 0.18, ry=size * 0.18, class_="die-face")
    if target:
        target_attrs(face, target, ["die-face", "target"])
        titled(face, _("%s: click to roll") % (title or _("the die")))  # the place a screen reader reaches
    g.add(face)
    if not value and target:  # a blank die says what a click on it does
        g.add(
            dwg.text(
                _("Roll"),
                insert=(round(x + size / 2, 2), round(y + size * 0.6, 2)),
                text_anchor="middle",
                class_="die-label",
            )
        )
    step = size * 0.26
    for dx, dy in _PIPS.get(value, []):
        g.add(
            dwg.circle(
                center=(round(x + size / 2 + dx * step, 2), round(y + size / 2 + dy * step, 2)),
                r=round(size * 0.09, 2),
                class_="pip",
            )
        )
    if title:
        titled(g, title)
    return g


def die_panel(
    dwg: Any, x: float, y: float, roll: int, clickable: bool, rolled: bool, lines: Iterable[str]
) -> Any:
    """The dice races' panel: the die (showing ``roll``, greyed unless just ``rolled``; the
    click target ``roll`` when a human is to roll) and lines of text beside it."""
    g = dwg.g(class_="die-panel")
    from pyengine.dice import ROLL_TARGET

    g.add(
        die(
            dwg,
            x,
            y,
            48,
            roll,
            ROLL_TARGET if clickable else "",
            ["" if rolled else "stale"],
            _("the die: %s") % (roll or _("not rolled yet")),
        )
    )
    text = dwg.g(class_="panel-text")
    for i, line in enumerate(lines):
        text.add(dwg.text(line, insert=(x + 62, y + 18 + 22 * i)))
    g.add(text)
    return g


def warm() -> None:
    """Import svgwrite now (the worker calls this when it is idle after its first answer)."""
    import svgwrite  # noqa: F401


# --- cell boards --------------------------------------------------------------------------

#: The ``ui`` keys of a view (docs/ADDING_A_GAME.md, "4. Boards and views") and the CSS class
#: each gives an element. Views do not write these classes: the page sets them on the first
#: element of the board with each named ``data-target`` (web/glue.py ``mark``, :func:`mark`), so
#: that a turn's targets travel as names, not as the board's changed tags.
MARKS = (("targets", "target"), ("selected", "selected"), ("last", "last"), ("hint", "hint"))
#: The classes of :data:`MARKS`.
MARK_CLASSES = frozenset(cls for _, cls in MARKS)


def mark(svg: str, ui: Mapping[str, Any]) -> str:
    """The board ``svg`` with the classes of ``ui``'s marks set as the page sets them: on the
    first element with each named ``data-target``, after its own classes (build.py's
    pre-rendered start board, the first-turn book's boards, tests)."""
    for key, cls in MARKS:
        for name in ui.get(key, ()):
            at = svg.find(f'data-target="{esc(name)}"')
            if at < 0:
                continue
            start, end = svg.rfind("<", 0, at), svg.find(">", at)
            attr = svg.find(' class="', start, end)
            if attr < 0:
                space = svg.find(" ", start, end)
                svg = f'{svg[:space]} class="{cls}"{svg[space:]}'
                continue
            close = svg.index('"', attr + 8)
            if cls not in svg[attr + 8 : close].split():
                svg = f"{svg[:close]} {cls}{svg[close:]}"
    return svg


def esc(text: str) -> str:
    """Text for an SVG attribute or element."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


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
class Piece:
    """Something drawn on a cell: ``shape`` "disc" (radius ``scale`` x size), "tile" (a rounded
    square of half-side ``scale`` x size), "frame" (a square outline, the same size), "diamond"
    (a square on its corner, a third shape beside disc and tile) or "glyph"
    (``text`` as a character); ``text`` is written on a disc or tile too (a stone's number);
    ``title`` names it for a screen reader; ``targeted`` pieces carry their cell's data-target
    (the glue marks decisive ones); a mark drawn the same way (a destination dot, a goal's frame)
    is not ``movable``: it carries no :data:`PIECE_MARK`."""

    shape: str
    cls: str
    text: str = ""
    text_cls: str = ""
    scale: float = 0.34
    targeted: bool = False
    title: str = ""
    movable: bool = True


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
            opens.append(f'<circle cx="{_n(x)}" cy="{_n(y)}" r="{_n(round(size * style.round, 2))}"')
        elif board.shape == "square":
            opens.append(f'<rect x="{_n(x - r)}" y="{_n(y - r)}" width="{_n(2 * r)}" height="{_n(2 * r)}"')
        elif board.shape == "hex":
            corners = " ".join(
                f"{_n(round(x + r * _SIN[k], 2))},{_n(round(y - r * _COS[k], 2))}" for k in range(6)
            )
            opens.append(f'<polygon points="{corners}"')
        else:
            opens.append(f'<circle cx="{_n(x)}" cy="{_n(y)}" r="{_n(round(size * style.dot, 2))}"')
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
            out.append(f'<text text-anchor="middle" x="{_n(x)}" y="{_n(round(top - 7, 1))}">{label}</text>')
        if "bottom" in style.coords:
            out.append(
                f'<text text-anchor="middle" x="{_n(x)}" y="{_n(round(bottom + 15, 1))}">{label}</text>'
            )
    for r, (left, right, y) in sorted(rows.items()):
        label = esc(board.row_label(r))
        if "left" in style.coords:
            out.append(
                f'<text text-anchor="end" x="{_n(round(left - hx - 5, 1))}" '
                f'y="{_n(round(y + 4, 1))}">{label}</text>'
            )
        if "right" in style.coords:
            out.append(
                f'<text text-anchor="start" x="{_n(round(right + hx + 5, 1))}" '
                f'y="{_n(round(y + 4, 1))}">{label}</text>'
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


def _n(v: float) -> str:
    """A number as svgwrite writes it (no trailing .0)."""
    return str(int(v)) if v == int(v) else str(v)


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
    return _piece_at(x, y, style.size, style.prefix + board.names[i], p)


def _piece_at(x: float, y: float, size: float, target_name: str, p: Piece) -> str:
    """Piece ``p`` drawn at (x, y) in units of ``size`` (a cell's side, a point's spacing)."""
    target = f' data-target="{esc(target_name)}"' if p.targeted else ""
    end = f"><title>{esc(p.title)}</title>" if p.title else " />"
    half = round(size * p.scale, 2)
    cls = f"{p.cls} {PIECE_MARK}" if p.movable else p.cls
    if p.shape == "disc":
        body = f'<circle class="{cls}" cx="{_n(x)}" cy="{_n(y)}" r="{_n(half)}"{target}{end}'
        body += "</circle>" if p.title else ""
    elif p.shape in ("tile", "frame"):
        corner = ' rx="10" ry="10"' if p.shape == "tile" else ""
        body = (
            f'<rect class="{cls}" height="{_n(2 * half)}"{corner} width="{_n(2 * half)}" '
            f'x="{_n(round(x - half, 2))}" y="{_n(round(y - half, 2))}"{target}{end}'
        )
        body += "</rect>" if p.title else ""
    elif p.shape == "diamond":  # a square on its corner: a third shape for a third seat
        pts = (
            f"{_n(x)},{_n(round(y - half * 1.25, 2))} {_n(round(x + half * 1.25, 2))},{_n(y)} "
            f"{_n(x)},{_n(round(y + half * 1.25, 2))} {_n(round(x - half * 1.25, 2))},{_n(y)}"
        )
        body = f'<polygon class="{cls}" points="{pts}"{target}{end}'
        body += "</polygon>" if p.title else ""
    elif p.shape == "glyph":
        title = f"<title>{esc(p.title)}</title>" if p.title else ""
        return (
            f'<text class="{cls}" text-anchor="middle" x="{_n(x)}" '
            f'y="{_n(round(y + size * 0.3, 2))}"{target}>'
            f"{esc(p.text)}{title}</text>"
        )
    else:
        raise ValueError(f"unknown piece shape {p.shape!r}")
    if p.text:
        body += (
            f'<text class="{p.text_cls}" text-anchor="middle" x="{_n(x)}" '
            f'y="{_n(round(y + size * 0.095, 2))}">'
            f"{esc(p.text)}</text>"
        )
    return body


@dataclass(frozen=True)
class PointStyle:
    """How a view draws a graph board of points on lines (:func:`point_board`): the board's
    unit square is ``size`` wide, inside ``margin``; ``spot`` is the unit of a piece's size
    (``Piece.scale`` x spot); a point's click target is a circle of radius ``dot`` named
    ``prefix + name``; ``labels`` writes each point's name beside it, outwards from ``centre``;
    ``below``: room under the board for a panel."""

    size: float = 400.0
    margin: float = 30.0
    spot: float = 60.0
    dot: float = 20.0
    prefix: str = ""
    labels: bool = True
    centre: tuple[float, float] = (0.5, 0.5)
    below: float = 0.0

    def xy(self, point: tuple[float, float]) -> tuple[float, float]:
        """A board point (unit square, y up) in the drawing."""
        x, y = point
        return (round(self.margin + x * self.size, 2), round(self.margin + (1.0 - y) * self.size, 2))

    @property
    def width(self) -> float:
        """The drawing's width."""
        return round(self.size + 2 * self.margin, 1)

    @property
    def height(self) -> float:
        """The drawing's height (the board and the room below it)."""
        return round(self.size + 2 * self.margin + self.below, 1)


@lru_cache(maxsize=8)
def _point_template(board: GraphBoard, style: PointStyle) -> tuple[str, tuple[str, ...], str]:
    """The drawn lines, each point's opening tag, the points' names: once per board and style."""
    lines = []
    for line in board.lines or tuple(_straight(board)):
        pts = [style.xy(board.coords[v]) for v in line.points]
        if line.drawn == "circle":
            cx, cy = style.xy(line.centre)
            r = round(line.radius * style.size, 2)
            lines.append(f'<circle class="line" cx="{_n(cx)}" cy="{_n(cy)}" r="{_n(r)}" />')
            continue
        d = f"M{_n(pts[0][0])},{_n(pts[0][1])}"
        if line.drawn == "arc":
            cx, cy = style.xy(line.centre)
            rr = _n(round(line.radius * style.size, 2))
            for (ax, ay), (bx, by) in zip(pts, pts[1:]):
                sweep = 1 if (ax - cx) * (by - cy) - (ay - cy) * (bx - cx) > 0 else 0  # y down: clockwise
                d += f" A{rr},{rr} 0 0 {sweep} {_n(bx)},{_n(by)}"
        else:
            d += f" L{_n(pts[-1][0])},{_n(pts[-1][1])}"
        lines.append(f'<path class="line" d="{d}" />')
    opens, labels = [], []
    ox, oy = style.xy(style.centre)
    rim = max(math.hypot(x - ox, y - oy) for x, y in (style.xy(c) for c in board.coords))
    for v in board.nodes:
        x, y = style.xy(board.coords[v])
        opens.append(f'<circle cx="{_n(x)}" cy="{_n(y)}" r="{_n(style.dot)}"')
        # The point as printed: a small dot on its lines (the click target around it is larger).
        lines.append(
            f'<circle class="point-dot" cx="{_n(x)}" cy="{_n(y)}" r="{_n(round(style.dot * 0.3, 2))}" />'
        )
        if style.labels:  # outwards on the rim, else above right (clear of the lines through it)
            dx, dy = x - ox, y - oy
            dist = math.hypot(dx, dy)
            if dist > rim * 0.9:
                lx, ly = (
                    round(x + dx / dist * style.dot * 1.5, 1),
                    round(y + dy / dist * style.dot * 1.5 + 4, 1),
                )
            else:
                lx, ly = round(x + style.dot * 1.25, 1), round(y - style.dot * 0.75, 1)
            labels.append(
                f'<text class="point-name" text-anchor="middle" x="{_n(lx)}" y="{_n(ly)}">'
                f"{esc(board.node_name(v))}</text>"
            )
    return "".join(lines), tuple(opens), "".join(labels)


def _straight(board: GraphBoard) -> Iterable[Any]:
    from pyengine.graphboard import Line

    return (Line(edge) for edge in board.edges)


def point_board(
    board: GraphBoard,
    style: PointStyle,
    ui: Mapping[str, Any] | None,
    titles: Sequence[str],
    pieces: Iterable[tuple[int, Piece]] = (),
    marks: Iterable[tuple[int, Piece]] = (),
) -> str:
    """A graph board as SVG groups: its lines as drawn (circles, arcs, straight), every point a
    click target named ``prefix + name`` with a ``<title>`` (``titles[v]``; the page marks them,
    :data:`MARKS`), ``marks`` (under the pieces), ``pieces``, the points' names."""
    drawn, opens, labels = _point_template(board, style)
    out = [f'<g class="lines">{drawn}</g><g class="points">']
    for v in board.nodes:
        target = style.prefix + board.node_name(v)
        out.append(
            f'{opens[v]} class="point" data-target="{esc(target)}"><title>{esc(titles[v])}</title></circle>'
        )
    out.append("</g>")
    for group, items in (("marks", marks), ("pieces", pieces)):
        drawn_items = []
        for v, p in items:
            x, y = style.xy(board.coords[v])
            drawn_items.append(_piece_at(x, y, style.spot, style.prefix + board.node_name(v), p))
        out.append(f'<g class="{group}">' + "".join(drawn_items) + "</g>")
    out.append(f'<g class="coords">{labels}</g>')
    return "".join(out)


def compose(dwg: Any, parts: Iterable[Any] = ()) -> str:
    """The drawing ``dwg`` with ``parts`` (svgwrite elements or SVG text) added in order, as the
    finished text (:func:`accessible`): every view ends with it."""
    texts = {}
    for k, part in enumerate(parts):
        if isinstance(part, str):
            slot = f"kabinett-slot-{k}"
            texts[f'<g id="{slot}" />'] = part
            dwg.add(dwg.g(id=slot))
        else:
            dwg.add(part)
    out = dwg.tostring()
    for slot, text in texts.items():
        out = out.replace(slot, text, 1)
    return accessible(out)
