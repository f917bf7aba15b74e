"""The die as the dice races draw it (EinStein würfelt nicht, Karls Rennen): a face with its pips,
clickable to roll, and the panel beside a board that shows it."""

from __future__ import annotations

from typing import Any
from collections.abc import Iterable

from pyengine.i18n import _
from pyengine.kit.svg.drawing import target_attrs, titled

__all__ = ["DIE", "die", "die_panel", "wrapped"]

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
    face = dwg.rect(
        insert=(x, y),
        size=(size, size),
        rx=round(size * 0.18, 2),
        ry=round(size * 0.18, 2),
        class_="die-face",
    )
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


#: The panel text's mean width of a character, in units (13-unit sans type; measured on the
#: EinStein caption in Chromium: 5.9): a line longer than the panel's room wraps at a space.
CHAR = 6.2


def wrapped(line: str, room: float) -> list[str]:
    """``line`` in lines that fit ``room`` units ("Schwarz hat 2 gewürfelt: einen Stein von C, G,
    H ziehen (nach O oder S)." ran out of Karls Rennen's board on a phone)."""
    out = [""]
    for word in line.split():
        if out[-1] and len(out[-1]) + 1 + len(word) > room / CHAR:
            out.append(word)
        else:
            out[-1] = f"{out[-1]} {word}".strip()
    return out


def die_panel(
    dwg: Any,
    x: float,
    y: float,
    roll: int,
    clickable: bool,
    rolled: bool,
    lines: Iterable[str],
    width: float,
) -> Any:
    """The dice races' panel: the die (showing ``roll``, greyed unless just ``rolled``; the
    click target ``roll`` when a human is to roll) and lines of text beside it, wrapped within
    the drawing's ``width`` (the panel has room for three). The die is DIE units wide: 44 px or
    more where a phone's screen shrinks the board (a thumb's target)."""
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
    left = x + DIE + 14
    shown = [part for line in lines for part in wrapped(line, width - left - x)]
    for i, line in enumerate(shown):
        text.add(dwg.text(line, insert=(left, y + 20 + 22 * i)))
    g.add(text)
    return g
