"""The Cross board as SVG: pointy hexes in the sample's doubled columns, with coordinates."""
from __future__ import annotations

from typing import Any

from pyengine.geometry import column_letter, hex_center, hex_corners
from pyengine.games.cross.rules import B, EMPTY, LL, LR, T, UL, UR, CrossState
from pyengine.svg import new_drawing, target_attrs, titled

__all__ = ["render"]

R = 20.0  # hex circumradius in SVG units
_MARGIN = 34.0
_SIDE_CLASS = {T: "side-a", LR: "side-a", LL: "side-a", UR: "side-b", B: "side-b", UL: "side-b"}


def render(state: CrossState, ui: dict[str, Any] | None = None) -> str:
    """SVG of ``state``; ``ui`` may hold ``targets``, ``selected``, ``last`` (target ids)."""
    ui = ui or {}
    targets = set(ui.get("targets", ()))
    selected = set(ui.get("selected", ()))
    last = set(ui.get("last", ()))
    hint = set(ui.get("hint", ()))
    board = state.board
    s = board.size
    xs = [hex_center(c, r, R)[0] for c, r in board.cells]
    ys = [hex_center(c, r, R)[1] for c, r in board.cells]
    ox, oy = _MARGIN - min(xs), _MARGIN - min(ys)
    width = max(xs) - min(xs) + 2 * _MARGIN
    height = max(ys) - min(ys) + 2 * _MARGIN
    dwg = new_drawing(width, height, f"Cross board, {s} cells per side")

    # Sides: Y sides alternate, so colour them A B A B A B to make the goal visible.
    cells = dwg.g(class_="cells")
    stones = dwg.g(class_="stones")
    for i, (c, r) in enumerate(board.cells):
        x, y = hex_center(c, r, R)
        x, y = x + ox, y + oy
        name = board.name(i)
        value = state.stones[i]
        side = board.side_mask[i]
        classes = ["cell"]
        if side:
            classes.append(" ".join(sorted({_SIDE_CLASS[b] for b in (T, UR, LR, B, LL, UL) if side & b})))
        if name in targets:
            classes.append("target")
        if name in selected:
            classes.append("selected")
        if name in last:
            classes.append("last")
        if name in hint:
            classes.append("hint")
        poly = dwg.polygon(hex_corners(x, y, R - 0.6))
        who = "empty" if value == EMPTY else ("x" if value == 1 else "o")
        titled(poly, f"{name}: {who}")
        cells.add(target_attrs(poly, name, classes))
        if value != EMPTY:
            stone = dwg.circle(center=(round(x, 2), round(y, 2)), r=R * 0.68)
            cls = ["stone", "seat0" if value == 1 else "seat1", "last" if name in last else ""]
            stones.add(target_attrs(stone, name, cls))
            if name in last:
                stones.add(dwg.circle(center=(round(x, 2), round(y, 2)), r=R * 0.22, class_="last-dot"))
    dwg.add(cells)
    dwg.add(stones)

    labels = dwg.g(class_="coords")
    for c in range(1, 4 * s - 2):
        x = hex_center(c, 0, R)[0] + ox
        labels.add(dwg.text(column_letter(c), insert=(round(x, 1), 14), text_anchor="middle"))
        labels.add(dwg.text(column_letter(c), insert=(round(x, 1), height - 6), text_anchor="middle"))
    for r in range(1, 2 * s):
        row = [hex_center(c, rr, R)[0] + ox for c, rr in board.cells if rr == r]
        y = hex_center(0, r, R)[1] + oy + 4
        labels.add(dwg.text(str(r), insert=(round(min(row) - R - 6, 1), round(y, 1)), text_anchor="end"))
        labels.add(dwg.text(str(r), insert=(round(max(row) + R + 6, 1), round(y, 1)), text_anchor="start"))
    dwg.add(labels)
    return dwg.tostring()
