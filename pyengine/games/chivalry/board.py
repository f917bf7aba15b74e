"""Chivalry's board and the shape of its legs, below the rules (rules.py) and the refusals
(refusals.py), which both read them: the 176 squares and the castles (boards/chivalry.json), the
piece codes, a leg's payload and the stop that ends a canter.
"""

from __future__ import annotations

import json
from typing import NamedTuple

from pyengine.i18n import N_, _
from pyengine.kit.cells import Naming, masked_board
from pyengine.contract import Action, RuleError
from pyengine.kit.graphboard import BOARDS_DIR

__all__ = [
    "BOARD",
    "NAMES",
    "SEATS",
    "N",
    "CASTLE",
    "STEPS",
    "EMPTY",
    "MAN",
    "KNIGHT",
    "OWN",
    "side_of",
    "is_knight",
    "square",
    "Leg",
    "STOP",
    "is_leg",
    "jumped_square",
]

SEATS = (N_("White"), N_("Black"))  # translated where shown (pyengine/i18n.py)

# -- 2. Equipment and board: 176 squares A..N x 1..16, the castles G1 H1 and G16 H16.

_DATA = json.loads((BOARDS_DIR / "chivalry.json").read_text(encoding="utf-8"))
BOARD = masked_board(
    tuple(_DATA["mask"]), _DATA["legend"], Naming(upper=True), diagonals=True, title="the Chivalry board"
)
NAMES = BOARD.names
N = len(BOARD)
#: Each side's own castle (White's G1 H1, Black's G16 H16).
CASTLE = (frozenset(BOARD.cells_of_kind("castle-white")), frozenset(BOARD.cells_of_kind("castle-black")))
#: For every square, (neighbour, square beyond it or -1) in the 8 directions that have a neighbour.
STEPS = BOARD.leaps()

EMPTY, MAN, KNIGHT = 0, 1, 2
#: The codes of each side's pieces.
OWN = (frozenset({1, 2}), frozenset({3, 4}))


def side_of(code: int) -> int:
    """0 for White's pieces, 1 for Black's (code must not be EMPTY)."""
    return 0 if code <= 2 else 1


def is_knight(code: int) -> bool:
    """Is the piece ``code`` a Knight?"""
    return code in (2, 4)


def square(name: str) -> int:
    """The square named ``name``. :raises RuleError: for a name that is not on the board."""
    i = BOARD.find(name)
    if i is None:
        raise RuleError(_("%s is not a square of the Chivalry board") % name)
    return i


# -- 4. The legs' payloads


class Leg(NamedTuple):
    """A leg's payload: the squares it goes from and to, and how ("plain", "castle", "jump" or
    "canter"). Stopping a canter is :data:`STOP`, whose payload is no leg."""

    frm: int
    to: int
    kind: str


#: Ending a move after a canter that may go on (rule 6).
STOP = Action(("stop",), "stop", None)


def is_leg(action: Action) -> bool:
    """Is ``action`` a leg (not :data:`STOP`)?"""
    return isinstance(action.data, Leg)


def jumped_square(frm: int, to: int) -> int | None:
    """The square between two squares two steps apart on a line, or None."""
    for j, k in STEPS[frm]:
        if k == to:
            return j
    return None
