"""SVG primitives shared by every view: a drawing (svgwrite with ``debug=False`` for data-*
attributes), click targets and titles, the pieces drawn on places, the marks the page sets, and
:func:`compose`, which every view ends with.

svgwrite is imported on first use: the page's first view reuses the board pre-rendered at
build time, so the worker can answer before paying for the import (see ``warm``). The boards'
renderers write their places and pieces as text (pyengine/kit/svg/cellboard.py says why).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any
from collections.abc import Iterable, Mapping

__all__ = [
    "accessible",
    "new_drawing",
    "titled",
    "target_attrs",
    "warm",
    "esc",
    "num",
    "Piece",
    "piece_svg",
    "MARKS",
    "MARK_CLASSES",
    "mark",
    "PIECE_MARK",
    "compose",
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


def warm() -> None:
    """Import svgwrite now (the worker calls this when it is idle after its first answer)."""
    import svgwrite  # noqa: F401


def esc(text: str) -> str:
    """Text for an SVG attribute or element."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def num(v: float) -> str:
    """A number as svgwrite writes it (no trailing .0)."""
    return str(int(v)) if v == int(v) else str(v)


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


def piece_svg(x: float, y: float, size: float, target_name: str, p: Piece) -> str:
    """Piece ``p`` drawn at (x, y) in units of ``size`` (a cell's side, a point's spacing)."""
    target = f' data-target="{esc(target_name)}"' if p.targeted else ""
    end = f"><title>{esc(p.title)}</title>" if p.title else " />"
    half = round(size * p.scale, 2)
    cls = f"{p.cls} {PIECE_MARK}" if p.movable else p.cls
    if p.shape == "disc":
        body = f'<circle class="{cls}" cx="{num(x)}" cy="{num(y)}" r="{num(half)}"{target}{end}'
        body += "</circle>" if p.title else ""
    elif p.shape in ("tile", "frame"):
        corner = ' rx="10" ry="10"' if p.shape == "tile" else ""
        body = (
            f'<rect class="{cls}" height="{num(2 * half)}"{corner} width="{num(2 * half)}" '
            f'x="{num(round(x - half, 2))}" y="{num(round(y - half, 2))}"{target}{end}'
        )
        body += "</rect>" if p.title else ""
    elif p.shape == "diamond":  # a square on its corner: a third shape for a third seat
        pts = (
            f"{num(x)},{num(round(y - half * 1.25, 2))} {num(round(x + half * 1.25, 2))},{num(y)} "
            f"{num(x)},{num(round(y + half * 1.25, 2))} {num(round(x - half * 1.25, 2))},{num(y)}"
        )
        body = f'<polygon class="{cls}" points="{pts}"{target}{end}'
        body += "</polygon>" if p.title else ""
    elif p.shape == "glyph":
        title = f"<title>{esc(p.title)}</title>" if p.title else ""
        return (
            f'<text class="{cls}" text-anchor="middle" x="{num(x)}" '
            f'y="{num(round(y + size * 0.3, 2))}"{target}>'
            f"{esc(p.text)}{title}</text>"
        )
    else:
        raise ValueError(f"unknown piece shape {p.shape!r}")
    if p.text:
        body += (
            f'<text class="{p.text_cls}" text-anchor="middle" x="{num(x)}" '
            f'y="{num(round(y + size * 0.095, 2))}">'
            f"{esc(p.text)}</text>"
        )
    return body


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
