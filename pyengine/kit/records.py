"""Helpers shared by the games' notation modules."""

from __future__ import annotations

from collections.abc import Iterable

__all__ = ["wrap"]


def wrap(head: Iterable[str], parts: Iterable[str], width: int = 76) -> str:
    """A record: the header line (if any), then the parts joined by spaces in lines of at most
    ``width`` characters (a longer part stands alone)."""
    head = [h for h in head if h]
    lines, line = ([" ".join(head)] if head else []), ""
    for part in parts:
        if line and len(line) + len(part) > width:
            lines.append(line.rstrip())
            line = ""
        line += part + " "
    if line:
        lines.append(line.rstrip())
    return "\n".join(lines) + "\n"
