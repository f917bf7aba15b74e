"""The die as the dice races draw it (EinStein würfelt nicht, Karls Rennen): a face with its pips,
clickable to roll, and the panel beside a board that shows it."""

from __future__ import annotations

from typing import Any
from collections.abc import Iterable

from pyengine.i18n import _
from pyengine.kit.svg.drawing import target_attrs, titled

__all__ = ["DIE", "die", "die_panel"]

#: The panel's die, in the board's units: the widest board with one (Karls Rennen's, 504 units)
#: is 374 px wide on a 390 px phone, where 60 units are 44 px.
DIE = 60.0

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
        titled(face, _("Roll the die: click it, or press d."))  # the place a screen reader reaches
    g.add(face)
    if not value and target:  # a blank die says what a click on it does
        word = _("Roll")
        label = dwg.text(
            word,
            insert=(round(x + size / 2, 2), round(y + size * 0.6, 2)),
            text_anchor="middle",
            class_="die-label",
        )
        if len(word) > 4:  # ("Würfeln" ran out of the die on a phone): squeezed into the face
            label["textLength"] = round(size * 0.8, 2)
            label["lengthAdjust"] = "spacingAndGlyphs"
        g.add(label)
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
    click target ``roll`` when a human is to roll) and lines of text beside it. The die is
    DIE units wide: 44 px or more where a phone's screen shrinks the board (a thumb's target)."""
    g = dwg.g(class_="die-panel")
    from pyengine.kit.dice import ROLL_TARGET

    g.add(
        die(
            dwg,
            x,
            y,
            DIE,
            roll,
            ROLL_TARGET if clickable else "",
            ["" if rolled else "stale"],
            _("the die: %s") % (roll or _("not rolled yet")),
        )
    )
    text = dwg.g(class_="panel-text")
    for i, line in enumerate(lines):
        text.add(dwg.text(line, insert=(x + DIE + 14, y + 20 + 22 * i)))
    g.add(text)
    return g
