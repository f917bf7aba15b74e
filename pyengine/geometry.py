"""Board geometry shared by the views: hex grids in doubled columns, square grids.

Doubled-column hex coordinates (c, r): same-row neighbours are (c +- 2, r), the others
(c +- 1, r +- 1); cells are pointy-topped.
"""
from __future__ import annotations

import math

__all__ = ["HEX_STEPS", "hex_center", "hex_corners", "column_letter"]

#: Neighbour steps in doubled-column coordinates, clockwise from east.
HEX_STEPS: tuple[tuple[int, int], ...] = ((2, 0), (1, 1), (-1, 1), (-2, 0), (-1, -1), (1, -1))

_SQRT3 = math.sqrt(3.0)


def hex_center(c: int, r: int, radius: float) -> tuple[float, float]:
    """Centre of pointy-topped hex (c, r) with circumradius ``radius`` (origin at (0, 0))."""
    return (c * radius * _SQRT3 / 2.0, r * radius * 1.5)


def hex_corners(cx: float, cy: float, radius: float) -> list[tuple[float, float]]:
    """The six corners of a pointy-topped hexagon, starting at the top, clockwise."""
    return [
        (round(cx + radius * math.sin(math.pi / 3 * k), 2), round(cy - radius * math.cos(math.pi / 3 * k), 2))
        for k in range(6)
    ]


def column_letter(c: int) -> str:
    """Column 1 -> 'a', 2 -> 'b', ..."""
    return chr(ord("a") + c - 1)
