"""Fehde's board and its pieces' moves, below the rules (rules.py) and the refusals (refusals.py),
which both read them: the 7x7 board reconstructed from the rules text (boards/fehde.json), the
piece codes, where a piece may stand, and the steps and jumps of a position's ``bytes``.
"""

from __future__ import annotations

import json
from functools import lru_cache

from pyengine.kit.cells import masked_board
from pyengine.contract import Action, RuleError
from pyengine.kit.graphboard import BOARDS_DIR

__all__ = [
    "BOARD",
    "NAMES",
    "SEATS",
    "N",
    "KNIGHT_FIELD",
    "YELLOW",
    "GREY",
    "SQUIRES",
    "EMPTY",
    "SQUIRE",
    "KNIGHT",
    "OWN",
    "STEPS",
    "code_of",
    "side_of",
    "is_knight",
    "field",
    "may_stand",
    "jumps",
    "steps",
    "between",
]

SEATS = ("White", "Black")

# -- 2. Equipment and board: the 7x7 reconstruction, fields by kind.

_DATA = json.loads((BOARDS_DIR / "fehde.json").read_text(encoding="utf-8"))
BOARD = masked_board(
    tuple(_DATA["mask"]),
    _DATA["legend"],
    diagonals=True,
    title="the Fehde board (reconstructed from the rules text)",
)
NAMES = BOARD.names
N = len(BOARD)
#: Each side's knight field (White d2, Black d6): the enemy knight's goal.
KNIGHT_FIELD = (BOARD.cells_of_kind("knight-white")[0], BOARD.cells_of_kind("knight-black")[0])
YELLOW = (frozenset(BOARD.cells_of_kind("yellow-white")), frozenset(BOARD.cells_of_kind("yellow-black")))
GREY = frozenset(BOARD.cells_of_kind("grey"))
SQUIRES = 9  # per side

EMPTY, SQUIRE, KNIGHT = 0, 1, 2
#: The codes of each side's pieces.
OWN = (frozenset({1, 2}), frozenset({3, 4}))


def code_of(side: int, kind: int) -> int:
    """The code of ``side``'s piece of ``kind``."""
    return 2 * side + kind


def side_of(code: int) -> int:
    """The side (0 White, 1 Black) of the piece ``code``."""
    return 0 if code <= 2 else 1


def is_knight(code: int) -> bool:
    """Is the piece ``code`` a Knight?"""
    return code in (2, 4)


def field(name: str) -> int:
    """The field named ``name``. :raises RuleError: for a name that is not on the board."""
    i = BOARD.find(name.strip().lower())
    if i is None:
        raise RuleError(f"{name.strip()!r} is not a field of the board (a1 to g7)")
    return i


# -- 4.1 Where a piece may stand: a knight anywhere; a squire on its own yellow fields or grey.


def may_stand(code: int, i: int) -> bool:
    """May the piece ``code`` stand on field ``i`` (rule 1: squires on their own fields)?"""
    return is_knight(code) or i in GREY or i in YELLOW[side_of(code)]


#: For every field, (neighbour, field beyond it or -1) in the 8 directions that have a neighbour.
STEPS = BOARD.leaps()
_STAND = tuple(tuple(may_stand(code, i) if code else False for i in range(N)) for code in range(5))
# -- 4.2-4.4 Steps and jumps


@lru_cache(maxsize=None)
def _move(frm: int, to: int, jump: bool) -> Action:
    sep = "x" if jump else "-"
    return Action(
        (NAMES[frm], NAMES[to]), f"{NAMES[frm]}{sep}{NAMES[to]}", ("jump" if jump else "step", frm, to)
    )


def between(frm: int, to: int) -> int:
    """The field a jump from ``frm`` to ``to`` passes over (-1 if none)."""
    for j, k in STEPS[frm]:
        if k == to:
            return j
    return -1


def jumps(cells: bytes, side: int) -> list[Action]:
    """Rule 3: over an adjacent enemy piece, in a line, to an empty field beyond where the jumping
    piece may stand."""
    own, out = OWN[side], []
    for p, c in enumerate(cells):
        if c in own:
            stand = _STAND[c]
            for j, k in STEPS[p]:
                if k >= 0 and cells[j] and cells[j] not in own and not cells[k] and stand[k]:
                    out.append(_move(p, k, True))
    return out


def steps(cells: bytes, side: int) -> list[Action]:
    """Rule 2: to an adjacent empty field where the piece may stand."""
    own, out = OWN[side], []
    for p, c in enumerate(cells):
        if c in own:
            stand = _STAND[c]
            out += [_move(p, j, False) for j, _ in STEPS[p] if not cells[j] and stand[j]]
    return out
