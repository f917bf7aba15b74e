"""Square tilings: a big square cut into squares of integer sides, loaded from boards/*.json.

The one place for the shared concept "a board of unequal squares" (Karl Scherer's alternating
squaring, Karls Rennen's board). Neighbours across each side are derived from the geometry
(x grows east, y grows south), never typed in; tests/test_karls_rennen.py checks them against
the table the board file carries.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache

from pyengine.kit.graphboard import BOARDS_DIR

__all__ = ["Square", "Tiling", "load_tiling", "SIDES"]

SIDES = ("N", "E", "S", "W")


@dataclass(frozen=True)
class Square:
    id: int
    label: str
    x: int  # north-west corner
    y: int
    size: int


@dataclass(frozen=True)
class Tiling:
    """``squares`` tile the ``side`` × ``side`` square; ``across[id][D]`` are the squares sharing
    a boundary segment of positive length with side D of square ``id`` (N/S lists west to east,
    E/W lists north to south)."""

    name: str
    side: int
    squares: tuple[Square, ...]
    across: tuple[dict[str, tuple[int, ...]], ...]

    def by_label(self, label: str) -> Square:
        """The square labelled ``label``."""
        for sq in self.squares:
            if sq.label == label:
                return sq
        raise KeyError(label)


def _overlap(a0: int, a1: int, b0: int, b1: int) -> int:
    return min(a1, b1) - max(a0, b0)


def neighbours_across(squares: tuple[Square, ...]) -> tuple[dict[str, tuple[int, ...]], ...]:
    """For every square, the squares across each side (shared segment of positive length)."""
    out = []
    for a in squares:
        sides: dict[str, list[Square]] = {d: [] for d in SIDES}
        for b in squares:
            if b is a:
                continue
            if _overlap(a.x, a.x + a.size, b.x, b.x + b.size) > 0:
                if b.y + b.size == a.y:
                    sides["N"].append(b)
                if b.y == a.y + a.size:
                    sides["S"].append(b)
            if _overlap(a.y, a.y + a.size, b.y, b.y + b.size) > 0:
                if b.x == a.x + a.size:
                    sides["E"].append(b)
                if b.x + b.size == a.x:
                    sides["W"].append(b)
        # N and S lists run west to east, E and W lists north to south.
        out.append(
            {
                d: tuple(s.id for s in sorted(sq, key=lambda s: s.x if d in "NS" else s.y))
                for d, sq in sides.items()
            }
        )
    return tuple(out)


@lru_cache(maxsize=None)
def load_tiling(name: str, mirror: bool = False) -> Tiling:
    """The tiling ``boards/<name>.json``; ``mirror`` transposes it (x <-> y), keeping ids and labels."""
    data = json.loads((BOARDS_DIR / f"{name}.json").read_text(encoding="utf-8"))
    squares = tuple(
        Square(s["id"], s["label"], s["y"], s["x"], s["size"])
        if mirror
        else Square(s["id"], s["label"], s["x"], s["y"], s["size"])
        for s in data["squares"]
    )
    return Tiling(name, data["board_size"], squares, neighbours_across(squares))
