"""EinStein würfelt nicht! as SVG: the 5×5 board with coordinates, numbered stones in the
players' colours, the goal corners, the die, and (when placing) the stones still to place."""
from __future__ import annotations

from typing import Any

from pyengine.dice import ROLL_TARGET
from pyengine.games.einstein.rules import GOALS, MOVE, SEATS, SETUP, EwnState, cell_name
from pyengine.svg import die_panel, new_drawing, target_attrs, titled

__all__ = ["render"]

CELL = 84.0
MARGIN = 26.0
PANEL = 74.0
COLOURS = ("blue", "red")


def render(state: EwnState, ui: dict[str, Any] | None = None) -> str:
    ui = ui or {}
    targets, selected = set(ui.get("targets", ())), set(ui.get("selected", ()))
    last, hint = set(ui.get("last", ())), set(ui.get("hint", ()))
    side = 5 * CELL
    width, height = side + 2 * MARGIN, side + 2 * MARGIN + PANEL
    dwg = new_drawing(width, height, "EinStein würfelt nicht! on a 5×5 board")

    def classes(target: str, base: str) -> list[str]:
        return [base, "target" if target in targets else "", "selected" if target in selected else "",
                "last" if target in last else "", "hint" if target in hint else ""]

    cells, pieces, coords = dwg.g(class_="cells"), dwg.g(class_="pieces"), dwg.g(class_="coords")
    for i in range(25):
        f, r = i % 5, i // 5
        x, y = MARGIN + f * CELL, MARGIN + (4 - r) * CELL
        target = f"c:{cell_name(i)}"
        rect = dwg.rect(insert=(x, y), size=(CELL, CELL))
        v = state.board[i]
        what = f"{SEATS[0 if v > 0 else 1]} stone {abs(v)}" if v else "empty"
        titled(rect, f"{cell_name(i)}: {what}")
        cells.add(target_attrs(rect, target, classes(target, "square size" + str(1 + (f + r) % 2))))
        if v:
            colour = COLOURS[0 if v > 0 else 1]
            pieces.add(dwg.rect(insert=(x + 14, y + 14), size=(CELL - 28, CELL - 28), rx=10, ry=10,
                                class_=f"piece c-{colour}"))
            pieces.add(dwg.text(str(abs(v)), insert=(x + CELL / 2, y + CELL / 2 + 8), text_anchor="middle",
                                class_="piece-number on-dark"))
    for seat, goal in enumerate(GOALS):
        f, r = goal % 5, goal // 5
        cells.add(titled(dwg.rect(insert=(MARGIN + f * CELL + 5, MARGIN + (4 - r) * CELL + 5),
                                  size=(CELL - 10, CELL - 10), class_=f"goal goal-{COLOURS[seat]}"),
                         f"{SEATS[seat]}'s goal"))
    for k in range(5):
        coords.add(dwg.text("abcde"[k], insert=(MARGIN + k * CELL + CELL / 2, MARGIN + side + 16), text_anchor="middle"))
        coords.add(dwg.text(str(5 - k), insert=(MARGIN - 14, MARGIN + k * CELL + CELL / 2 + 4), text_anchor="middle"))
    dwg.add(cells)
    dwg.add(pieces)
    dwg.add(coords)

    base = side + 2 * MARGIN + 4
    roll = state.roll if state.phase == MOVE else state.last_roll
    if state.phase == SETUP and state.config.setup == "choose":
        tray = dwg.g(class_="tray")
        for k, n in enumerate(state.unplaced()):
            target = f"s:{n}"
            x = MARGIN + 64 + k * 52
            box = dwg.rect(insert=(x, base), size=(46, 46), rx=8, ry=8)
            titled(box, f"stone {n} to place")
            tray.add(target_attrs(box, target, classes(target, f"piece tray-stone c-{COLOURS[state.seat]}")))
            tray.add(dwg.text(str(n), insert=(x + 23, base + 31), text_anchor="middle", class_="piece-number on-dark"))
        dwg.add(tray)
    else:
        counts = "   ".join(f"{SEATS[s]}: stones {' '.join(str(n) for _, n in sorted(state.stones(s), key=lambda p: p[1])) or 'none'}"
                            for s in (0, 1))
        dwg.add(die_panel(dwg, MARGIN, base, roll, ROLL_TARGET in targets, state.phase == MOVE, [counts, state.status()]))
    return dwg.tostring()
