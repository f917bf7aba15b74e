"""SVG primitives shared by every view (svgwrite with ``debug=False`` for data-* attributes).

svgwrite is imported on first use: the page's first view reuses the board pre-rendered at
build time, so the worker can answer before paying for the import (see ``warm``).
"""
from __future__ import annotations

from typing import Any, Iterable

__all__ = ["new_drawing", "titled", "target_attrs", "SEAT_CLASSES", "warm"]

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


def warm() -> None:
    """Import svgwrite now (the worker calls this when it is idle after its first answer)."""
    import svgwrite  # noqa: F401
