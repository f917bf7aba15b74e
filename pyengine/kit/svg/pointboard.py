"""The one renderer of boards of points on drawn lines (:func:`point_board`: a graph board's
circles, arcs and straight lines, its points as click targets, pieces on them)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any
from collections.abc import Iterable, Mapping, Sequence

from pyengine.kit.svg.drawing import Piece, esc, num, piece_svg

if TYPE_CHECKING:
    from pyengine.kit.graphboard import GraphBoard

__all__ = ["PointStyle", "point_board"]


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
            lines.append(f'<circle class="line" cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}" />')
            continue
        d = f"M{num(pts[0][0])},{num(pts[0][1])}"
        if line.drawn == "arc":
            cx, cy = style.xy(line.centre)
            rr = num(round(line.radius * style.size, 2))
            for (ax, ay), (bx, by) in zip(pts, pts[1:]):
                sweep = 1 if (ax - cx) * (by - cy) - (ay - cy) * (bx - cx) > 0 else 0  # y down: clockwise
                d += f" A{rr},{rr} 0 0 {sweep} {num(bx)},{num(by)}"
        else:
            d += f" L{num(pts[-1][0])},{num(pts[-1][1])}"
        lines.append(f'<path class="line" d="{d}" />')
    opens, labels = [], []
    ox, oy = style.xy(style.centre)
    rim = max(math.hypot(x - ox, y - oy) for x, y in (style.xy(c) for c in board.coords))
    for v in board.nodes:
        x, y = style.xy(board.coords[v])
        opens.append(f'<circle cx="{num(x)}" cy="{num(y)}" r="{num(style.dot)}"')
        # The point as printed: a small dot on its lines (the click target around it is larger).
        lines.append(
            f'<circle class="point-dot" cx="{num(x)}" cy="{num(y)}" r="{num(round(style.dot * 0.3, 2))}" />'
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
                f'<text class="point-name" text-anchor="middle" x="{num(lx)}" y="{num(ly)}">'
                f"{esc(board.node_name(v))}</text>"
            )
    return "".join(lines), tuple(opens), "".join(labels)


def _straight(board: GraphBoard) -> Iterable[Any]:
    from pyengine.kit.graphboard import Line

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
            drawn_items.append(piece_svg(x, y, style.spot, style.prefix + board.node_name(v), p))
        out.append(f'<g class="{group}">' + "".join(drawn_items) + "</g>")
    out.append(f'<g class="coords">{labels}</g>')
    return "".join(out)
