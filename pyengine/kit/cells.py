"""Cell boards: the one place for boards made of named cells (square grids, hex-hex boards,
irregular masks with per-cell kinds, lattices of dots with edges).

A :class:`CellBoard` is frozen and built once per shape (the constructors are cached), so every
state of a game shares one. Cells are numbered in name order: by row number, then by column
(``a1, b1, ... a2, ...``; for a naming with letters for rows, by row letter then column). That
order is the chess square order and the one EinStein's and Cross's rules always used.

Coordinates ``(col, row)`` are 0-based label positions: column ``a`` is 0, row ``1`` is 0.
Hex boards keep the coordinates their notation uses: Cross's *doubled columns* (same-row
neighbours two columns apart) or *axial* ones. Direction steps are in the same coordinates, so
``step``, ``beyond`` and ``line`` work on every shape. ``centres`` place the cells in the plane for
drawing (unit cells, y down); :func:`pyengine.kit.svg.cell_board` draws a board.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache
from collections.abc import Iterable, Mapping

__all__ = [
    "Naming",
    "CellBoard",
    "square_grid",
    "masked_board",
    "hex_hex",
    "dot_lattice",
    "ORTHOGONAL",
    "DIAGONAL",
    "KING",
    "HEX_DOUBLED",
    "HEX_AXIAL",
    "letter",
    "SQRT3",
    "piece_list",
]

SQRT3 = math.sqrt(3.0)

#: Direction steps (dcol, drow) by name; "n" is towards higher row numbers (up, when row 1 is at the bottom).
ORTHOGONAL = (("n", (0, 1)), ("e", (1, 0)), ("s", (0, -1)), ("w", (-1, 0)))
DIAGONAL = (("ne", (1, 1)), ("se", (1, -1)), ("sw", (-1, -1)), ("nw", (-1, 1)))
KING = ORTHOGONAL + DIAGONAL
#: Hex steps in doubled columns (pointy-topped cells), clockwise from east when row 1 is on top.
HEX_DOUBLED = (
    ("e", (2, 0)),
    ("se", (1, 1)),
    ("sw", (-1, 1)),
    ("w", (-2, 0)),
    ("nw", (-1, -1)),
    ("ne", (1, -1)),
)
#: Hex steps in axial coordinates (q = column, r = row); the third axis is q - r.
HEX_AXIAL = (("e", (1, 0)), ("w", (-1, 0)), ("n", (0, 1)), ("s", (0, -1)), ("ne", (1, 1)), ("sw", (-1, -1)))


def letter(index: int, upper: bool = False) -> str:
    """0 -> 'a' (or 'A'), 1 -> 'b', ..."""
    return chr((65 if upper else 97) + index)


@dataclass(frozen=True)
class Naming:
    """How cells are named: a letter and a number, as data.

    ``letters``: "columns" (``c4`` = column c, row 4) or "rows" (Subdivide's ``c4`` = row c,
    column 4); ``upper``: capital letters; ``row_one``: where row 1 (or row a) is drawn, "bottom"
    (chess) or "top".
    """

    letters: str = "columns"
    upper: bool = False
    row_one: str = "bottom"

    def name(self, col: int, row: int) -> str:
        """The name of the cell at (col, row): letter and number as the naming says."""
        if self.letters == "columns":
            return f"{letter(col, self.upper)}{row + 1}"
        return f"{letter(row, self.upper)}{col + 1}"


@dataclass(frozen=True, eq=False)
class CellBoard:
    """Named cells with coordinates, kinds, directions and drawing centres (see the module doc)."""

    shape: str  # "square", "hex" or "dots"
    naming: Naming
    coords: tuple[tuple[int, int], ...]
    directions: tuple[tuple[str, tuple[int, int]], ...]
    kinds: tuple[str, ...]
    centres: tuple[tuple[float, float], ...]  # drawing positions, unit cells, y down
    edges: tuple[tuple[int, int], ...] = ()  # lattices: the segments that may be drawn
    title: str = ""
    index: dict[tuple[int, int], int] = field(default_factory=dict, repr=False)
    names: tuple[str, ...] = field(default=(), repr=False)
    by_name: dict[str, int] = field(default_factory=dict, repr=False)
    _steps: dict[str, tuple[int, int]] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        index = {c: i for i, c in enumerate(self.coords)}
        names = tuple(self.naming.name(c, r) for c, r in self.coords)
        object.__setattr__(self, "index", index)
        object.__setattr__(self, "names", names)
        object.__setattr__(self, "by_name", {n.lower(): i for i, n in enumerate(names)})
        object.__setattr__(self, "_steps", dict(self.directions))

    def __len__(self) -> int:
        return len(self.coords)

    def name(self, i: int) -> str:
        """The name of cell ``i``."""
        return self.names[i]

    def parse(self, text: str) -> int:
        """The cell named ``text`` (case-insensitive). :raises ValueError: for no cell of this board."""
        i = self.by_name.get(text.strip().lower())
        if i is None:
            raise ValueError(f"{text.strip()!r} is not a cell of {self.title or 'this board'}")
        return i

    def find(self, text: str) -> int | None:
        """The cell named ``text``, or None."""
        return self.by_name.get(text.strip().lower())

    def at(self, col: int, row: int) -> int | None:
        """The cell at coordinates (col, row), or None if the board has none there."""
        return self.index.get((col, row))

    def cell(self, col: int, row: int) -> int:
        """The cell at coordinates (col, row), which the board has (:raises KeyError: if not)."""
        return self.index[(col, row)]

    def step(self, i: int, direction: str, times: int = 1) -> int | None:
        """The cell ``times`` steps from ``i`` in ``direction``, or None off the board."""
        dc, dr = self._steps[direction]
        c, r = self.coords[i]
        return self.index.get((c + dc * times, r + dr * times))

    def beyond(self, i: int, direction: str) -> int | None:
        """The landing cell of a jump from ``i`` over its neighbour in ``direction`` (two steps),
        or None if either cell is off the board."""
        if self.step(i, direction) is None:
            return None
        return self.step(i, direction, 2)

    def leaps(self) -> tuple[tuple[tuple[int, int], ...], ...]:
        """For every cell, (neighbour, the cell beyond it or -1) in each direction that has a
        neighbour: the steps and jumps of the draughts-like games (Chivalry, Fehde)."""
        out = []
        for i in range(len(self)):
            here = []
            for d, _ in self.directions:
                near = self.step(i, d)
                if near is not None:
                    far = self.beyond(i, d)
                    here.append((near, -1 if far is None else far))
            out.append(tuple(here))
        return tuple(out)

    def line(self, i: int, direction: str) -> tuple[int, ...]:
        """The cells from ``i`` (exclusive) in ``direction`` up to the board's edge."""
        return _lines(self)[i][direction]

    def neighbours(self, i: int) -> tuple[int, ...]:
        """The cells one step from ``i``, in the order of :attr:`directions`."""
        return _neighbours(self)[i]

    def cells_of_kind(self, kind: str) -> tuple[int, ...]:
        """The cells of ``kind`` (a castle, a yellow field), in index order."""
        return tuple(i for i, k in enumerate(self.kinds) if k == kind)

    def column_label(self, col: int) -> str:
        """The label drawn beside column ``col``."""
        return letter(col, self.naming.upper) if self.naming.letters == "columns" else str(col + 1)

    def row_label(self, row: int) -> str:
        """The label drawn beside row ``row``."""
        return str(row + 1) if self.naming.letters == "columns" else letter(row, self.naming.upper)


@lru_cache(maxsize=None)
def _neighbours(board: CellBoard) -> tuple[tuple[int, ...], ...]:
    return tuple(
        tuple(j for j in (board.step(i, d) for d, _ in board.directions) if j is not None)
        for i in range(len(board))
    )


@lru_cache(maxsize=None)
def _lines(board: CellBoard) -> tuple[dict[str, tuple[int, ...]], ...]:
    out = []
    for i in range(len(board)):
        rays = {}
        for d, _ in board.directions:
            ray, j = [], board.step(i, d)
            while j is not None:
                ray.append(j)
                j = board.step(j, d)
            rays[d] = tuple(ray)
        out.append(rays)
    return tuple(out)


def _in_name_order(coords: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    # Row by row (row 1 or row a first), each row by column.
    return sorted(coords, key=lambda cr: (cr[1], cr[0]))


def _square_centres(
    coords: list[tuple[int, int]], rows: int, naming: Naming
) -> tuple[tuple[float, float], ...]:
    # Naming "rows" swaps what the letter means, not where cells are: col is x, row is y.
    if naming.row_one == "top":
        return tuple((c + 0.5, r + 0.5) for c, r in coords)
    return tuple((c + 0.5, rows - r - 0.5) for c, r in coords)


@lru_cache(maxsize=None)
def square_grid(
    cols: int, rows: int, naming: Naming = Naming(), diagonals: bool = False, title: str = ""
) -> CellBoard:
    """A ``cols`` x ``rows`` grid of squares (4 directions, or 8 with ``diagonals``)."""
    coords = _in_name_order((c, r) for c in range(cols) for r in range(rows))
    return CellBoard(
        "square",
        naming,
        tuple(coords),
        KING if diagonals else ORTHOGONAL,
        ("",) * len(coords),
        _square_centres(coords, rows, naming),
        title=title or f"the {cols}×{rows} board",
    )


def masked_board(
    mask: tuple[str, ...],
    legend: Mapping[str, str] | tuple[tuple[str, str], ...],
    naming: Naming = Naming(),
    diagonals: bool = False,
    title: str = "",
) -> CellBoard:
    """An irregular square board from a mask: one string per row as drawn (top row first), one
    character per column; ``.`` or a space is no cell, any other character a cell whose kind is
    ``legend[char]`` (the character itself if the legend does not name it). Boards from JSON
    (``{"mask": [...], "legend": {...}}``) come through here."""
    return _masked(tuple(mask), tuple(sorted(dict(legend).items())), naming, diagonals, title)


@lru_cache(maxsize=None)
def _masked(
    mask: tuple[str, ...], legend: tuple[tuple[str, str], ...], naming: Naming, diagonals: bool, title: str
) -> CellBoard:
    kinds_of = dict(legend)
    rows = len(mask)
    found = {}
    for y, line in enumerate(mask):
        row = y if naming.row_one == "top" else rows - 1 - y
        for col, ch in enumerate(line):
            if ch not in ". ":
                found[(col, row)] = kinds_of.get(ch, ch)
    coords = _in_name_order(found)
    return CellBoard(
        "square",
        naming,
        tuple(coords),
        KING if diagonals else ORTHOGONAL,
        tuple(found[c] for c in coords),
        _square_centres(coords, rows, naming),
        title=title or f"the board of {len(coords)} cells",
    )


@lru_cache(maxsize=None)
def hex_hex(
    size: int, coords: str = "doubled", naming: Naming = Naming(row_one="top"), title: str = ""
) -> CellBoard:
    """The hex-hex board with ``size`` cells per side, pointy-topped cells.

    ``coords="doubled"``: Cross's doubled columns, rows 1..2s-1 (row 1 the top row drawn when
    ``naming.row_one`` is "top"), columns 1-based as printed (``a`` is column 1 but never a cell
    name's first column on its own: the leftmost cell of the middle row is ``a<s>``).
    ``coords="axial"``: Triad's: column index q + s - 1, row r + s - 1, cells with |q|, |r|,
    |r - q| < s; directions :data:`HEX_AXIAL`.
    """
    s = size
    if coords == "doubled":
        cells = [
            (c - 1, r - 1)
            for r in range(1, 2 * s)
            for c in range(abs(r - s) + 1, 4 * s - 2 - abs(r - s))
            if (c - abs(r - s) - 1) % 2 == 0
        ]
        down = 1 if naming.row_one == "top" else -1
        centres = tuple(((c + 1) * SQRT3 / 2, down * (r + 1) * 1.5) for c, r in cells)
        directions = (
            HEX_DOUBLED if naming.row_one == "top" else tuple((d, (dc, -dr)) for d, (dc, dr) in HEX_DOUBLED)
        )
    elif coords == "axial":
        n = s - 1
        cells = _in_name_order(
            (q + n, r + n) for q in range(-n, n + 1) for r in range(-n, n + 1) if abs(r - q) <= n
        )
        up = -1 if naming.row_one == "bottom" else 1
        centres = tuple((SQRT3 * (q - r / 2), up * 1.5 * r) for q, r in cells)
        directions = HEX_AXIAL
    else:
        raise ValueError(f"unknown hex coordinates {coords!r}")
    return CellBoard(
        "hex",
        naming,
        tuple(cells),
        directions,
        ("",) * len(cells),
        _normalise(centres),
        title=title or f"the side-{s} board",
    )


@lru_cache(maxsize=None)
def dot_lattice(cols: int, rows: int, naming: Naming = Naming(), title: str = "") -> CellBoard:
    """A ``cols`` x ``rows`` lattice of dots; edges join orthogonal neighbours (Plexus)."""
    grid = square_grid(cols, rows, naming)
    edges = tuple(sorted({(min(i, j), max(i, j)) for i in range(len(grid)) for j in grid.neighbours(i)}))
    return CellBoard(
        "dots",
        naming,
        grid.coords,
        ORTHOGONAL,
        grid.kinds,
        tuple((x - 0.5, y - 0.5) for x, y in grid.centres),
        edges,
        title=title or f"the {cols}×{rows} lattice",
    )


def _normalise(centres: Iterable[tuple[float, float]]) -> tuple[tuple[float, float], ...]:
    """Shift centres so the smallest x and y are 0 (the renderer adds its margins)."""
    pts = list(centres)
    x0, y0 = min(x for x, _ in pts), min(y for _, y in pts)
    return tuple((round(x - x0, 6), round(y - y0, 6)) for x, y in pts)


def piece_list(text: str, letters: str) -> list[tuple[str, str]]:
    """(letter, cell name) pairs from a written position ``"K:d2 S:c5 c6 k:d6"``: each letter
    of ``letters`` (one per kind of piece) followed by ``:`` names the pieces that follow (the
    tests' and the command line's way to set up a position). :raises ValueError: for a cell
    before any letter, or an unknown letter."""
    out, kind = [], None
    for token in text.split():
        if ":" in token:
            kind, token = token.split(":", 1)
        if not token:
            continue
        if kind is None or kind not in letters:
            raise ValueError(f"{token}: say which pieces first ({', '.join(k + ':' for k in letters)})")
        out.append((kind, token))
    return out
