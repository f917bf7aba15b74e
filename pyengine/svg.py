"""SVG primitives shared by every view (svgwrite with ``debug=False`` for data-* attributes).

svgwrite is imported on first use: the page's first view reuses the board pre-rendered at
build time, so the worker can answer before paying for the import (see ``warm``).
"""
from __future__ import annotations

from typing import Any, Iterable

__all__ = ["new_drawing", "titled", "target_attrs", "die", "die_panel", "SEAT_CLASSES", "warm"]

#: CSS classes of the seats' colours (web/kabinett.css styles them).
SEAT_CLASSES = ("seat0", "seat1", "seat2", "seat3")


def new_drawing(width: float, height: float, label: str) -> Any:
    """A scalable drawing with a viewBox of ``width`` x ``height`` and an accessible label."""
    import svgwrite

    dwg = svgwrite.Drawing(size=("100%", "100%"), viewBox=f"0 0 {width:.1f} {height:.1f}", debug=False)
    dwg.attribs["role"] = "img"
    dwg.attribs["aria-label"] = label
    dwg.attribs["class"] = "board-svg"
    return dwg


def titled(element: Any, title: str) -> Any:
    """Attach a ``<title>`` (read by screen readers, shown as a tooltip)."""
    element.set_desc(title=title)
    return element


def target_attrs(element: Any, target: str, classes: Iterable[str]) -> Any:
    """Mark ``element`` as the clickable target ``target`` with CSS ``classes``."""
    element.attribs["data-target"] = target
    cls = " ".join(c for c in classes if c)
    if cls:
        element.attribs["class"] = cls
    return element


_PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
         4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
         6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


def die(dwg: Any, x: float, y: float, size: float, value: int, target: str = "", classes: Iterable[str] = (),
        title: str = "") -> Any:
    """A die at (x, y) (top left) showing ``value`` (0: blank); clickable as ``target`` if given."""
    g = dwg.g(class_=" ".join(["die", *[c for c in classes if c]]))
    face = dwg.rect(insert=(x, y), size=(size, size), rx=size * 0.18, ry=size * 0.18, class_="die-face")
    if target:
        target_attrs(face, target, ["die-face", "target"])
    g.add(face)
    step = size * 0.26
    for dx, dy in _PIPS.get(value, []):
        g.add(dwg.circle(center=(round(x + size / 2 + dx * step, 2), round(y + size / 2 + dy * step, 2)),
                         r=round(size * 0.09, 2), class_="pip"))
    if title:
        titled(g, title)
    return g


def die_panel(dwg: Any, x: float, y: float, roll: int, clickable: bool, rolled: bool, lines: Iterable[str]) -> Any:
    """The dice races' panel: the die (showing ``roll``, greyed unless just ``rolled``; the
    click target ``roll`` when a human is to roll) and lines of text beside it."""
    g = dwg.g(class_="die-panel")
    from pyengine.dice import ROLL_TARGET

    g.add(die(dwg, x, y, 48, roll, ROLL_TARGET if clickable else "", ["" if rolled else "stale"],
              f"the die: {roll or 'not rolled yet'}"))
    text = dwg.g(class_="panel-text")
    for i, line in enumerate(lines):
        text.add(dwg.text(line, insert=(x + 62, y + 18 + 22 * i)))
    g.add(text)
    return g


def warm() -> None:
    """Import svgwrite now (the worker calls this when it is idle after its first answer)."""
    import svgwrite  # noqa: F401
