"""EinStein würfelt nicht! (Ingo Althöfer, 2004): numbered stones, a die, a 5×5 board.

Reads top to bottom against shared/rules/einstein.md: board (section 2), setup (3), turns (4),
end (5), options (6). The die and the rule which stones a roll lets move are shared with
Karls Rennen (pyengine/kit/dice.py). Cells are indexed ``5 * (rank - 1) + file`` (a1 = 0, e5 = 24).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, replace
from functools import lru_cache

from pyengine.kit.cells import square_grid
from pyengine.contract import CHANCE, Action, RuleError, State
from pyengine.contract.state import seat_payoffs
from pyengine.kit.dice import ROLLS, movable
from pyengine.games.einstein.info import SEATS
from pyengine.i18n import _, either

__all__ = [
    "BOARD",
    "Config",
    "EinsteinState",
    "new_state",
    "cell_name",
    "cell_index",
    "SEATS",
    "START_CELLS",
    "GOALS",
    "SETUP",
    "ROLL",
    "MOVE",
    "OVER",
    "arrangement_action",
]


@dataclass(frozen=True)
class Config:
    """Section 6: random or chosen setup, who begins."""

    setup: str = "random"
    first: int = 0


# --- Section 2: the board ----------------------------------------------------------------------

#: The 5×5 board (the shared cell boards: a1 bottom left, cells numbered a1 = 0 .. e5 = 24).
BOARD = square_grid(5, 5, diagonals=True, title="the 5×5 board")


def cell_name(i: int) -> str:
    """The name of cell ``i``."""
    return BOARD.names[i]


def cell_index(name: str) -> int:
    """:raises ValueError: for a name outside a1..e5."""
    i = BOARD.find(name) if name == name.strip().lower() else None  # as printed: a1, not A1 or ' a1'
    if i is None:
        raise ValueError(f"{name!r} is not a cell a1..e5")
    return i


# Blue (top left) starts on a5 b5 c5 a4 b4 a3 and moves right, down or right-down; Red the mirror.
START_CELLS = (
    tuple(cell_index(c) for c in ("a5", "b5", "c5", "a4", "b4", "a3")),
    tuple(cell_index(c) for c in ("e1", "d1", "c1", "e2", "d2", "e3")),
)
GOALS = (cell_index("e1"), cell_index("a5"))
_STEPS = (("e", "s", "se"), ("w", "n", "nw"))  # per seat


def _targets(seat: int) -> tuple[tuple[int, ...], ...]:
    return tuple(
        tuple(t for t in (BOARD.step(i, d) for d in _STEPS[seat]) if t is not None) for i in range(25)
    )


TARGETS = (_targets(0), _targets(1))


# --- Section 3: setup --------------------------------------------------------------------------

SETUP, ROLL, MOVE, OVER = "setup", "roll", "move", "over"
ARRANGEMENTS = tuple(itertools.permutations(range(1, 7)))


def arrangement_action(seat: int, numbers: tuple[int, ...]) -> Action:
    """A whole start arrangement (random setup: a chance action): stone numbers[i] on START_CELLS[seat][i].
    Its text has no spaces (share links list action texts separated by spaces); records write
    the spec's ``[blue a5=3 b5=1 ...]``."""
    cells = ",".join(f"{cell_name(c)}={n}" for c, n in zip(START_CELLS[seat], numbers))
    return Action(("arrange",), f"[{SEATS[seat].lower()}:{cells}]", ("arrange", seat, tuple(numbers)))


@lru_cache(maxsize=None)
def _arrangement_outcomes(seat: int) -> tuple[tuple[Action, float], ...]:
    p = 1 / len(ARRANGEMENTS)
    return tuple((arrangement_action(seat, a), p) for a in ARRANGEMENTS)


def _put(stone: int, cell: int) -> Action:
    return Action((f"s:{stone}", f"c:{cell_name(cell)}"), f"{stone}@{cell_name(cell)}", ("put", stone, cell))


@dataclass(frozen=True)
class EinsteinState(State):
    """``board[cell]`` is 0 (empty) or ±number: positive for Blue's stones, negative for Red's."""

    config: Config
    board: tuple[int, ...] = (0,) * 25
    seat: int = 0  # the player to act (in setup: the one arranging)
    phase: str = SETUP
    roll: int = 0
    last_roll: int = 0
    winner: int = -1
    turn: int = 0  # turns begun before this one: each arrangement, then each roll and move

    def stones(self, seat: int) -> list[tuple[int, int]]:
        """(cell, number) of the seat's stones."""
        sign = 1 if seat == 0 else -1
        return [(c, v * sign) for c, v in enumerate(self.board) if v * sign > 0]

    def unplaced(self) -> list[int]:
        """The stones the seat to set up has still to place."""
        placed = {n for _cell, n in self.stones(self.seat)}
        return [n for n in range(1, 7) if n not in placed]

    # -- the contract

    def to_move(self) -> int | None:
        if self.phase == OVER:
            return None
        if self.phase == ROLL or (self.phase == SETUP and self.config.setup == "random"):
            return CHANCE
        return self.seat

    def roller(self) -> int | None:
        return self.seat if self.phase == ROLL else None

    def turn_number(self) -> int:
        return self.turn

    def chance_outcomes(self) -> tuple[tuple[Action, float], ...]:
        if self.phase == ROLL:
            return ROLLS
        if self.phase == SETUP and self.config.setup == "random":
            return _arrangement_outcomes(self.seat)
        return ()

    def movable(self) -> list[int]:
        """Section 4.1: the cells whose stone may move for this roll."""
        return movable(self.stones(self.seat), self.roll)

    def legal_actions(self) -> tuple[Action, ...]:
        if self.phase == SETUP and self.config.setup == "choose":
            free = [c for c in START_CELLS[self.seat] if self.board[c] == 0]
            return tuple(_put(n, c) for n in self.unplaced() for c in free)
        if self.phase != MOVE:
            return ()
        out = []
        for c in self.movable():
            n = abs(self.board[c])
            for t in TARGETS[self.seat][c]:
                sep = "x" if self.board[t] else "-"
                out.append(
                    Action(
                        (f"c:{cell_name(c)}", f"c:{cell_name(t)}"),
                        f"{n}{cell_name(c)}{sep}{cell_name(t)}",
                        ("move", c, t),
                    )
                )
        return tuple(out)

    def apply(self, action: Action) -> EinsteinState:
        data = action.data if isinstance(action.data, tuple) else ()
        kind = data[0] if data else None
        if self.to_move() == CHANCE:
            if kind == "roll" and self.phase == ROLL:
                return replace(self, phase=MOVE, roll=data[1], last_roll=data[1])
            if (
                kind == "arrange"
                and self.phase == SETUP
                and data[1] == self.seat
                and sorted(data[2]) == list(range(1, 7))
            ):
                board = list(self.board)
                sign = 1 if self.seat == 0 else -1
                for c, n in zip(START_CELLS[self.seat], data[2]):
                    board[c] = sign * n
                return self._after_setup(tuple(board))
            if self.phase == ROLL:
                raise RuleError(_("%r is not legal here: the die is due") % action.text)
            raise RuleError(_("%r is not legal here: the arrangement is due") % action.text)
        if action not in self.legal_actions():
            raise RuleError(self._why_illegal(action))
        if kind == "put":
            board = list(self.board)
            board[data[2]] = data[1] if self.seat == 0 else -data[1]
            if len(self.unplaced()) > 1:
                return replace(self, board=tuple(board))
            return self._after_setup(tuple(board))
        c, t = data[1], data[2]
        board = list(self.board)
        board[t], board[c] = board[c], 0  # section 4.3: whatever stood on t is captured
        after = replace(self, board=tuple(board))
        if t == GOALS[self.seat] or not after.stones(1 - self.seat):
            return replace(after, phase=OVER, winner=self.seat)  # section 5
        return replace(after, seat=1 - self.seat, phase=ROLL, roll=0, turn=self.turn + 1)

    def _after_setup(self, board: tuple[int, ...]) -> EinsteinState:
        """Blue arranges first, then Red; then the first player rolls."""
        if self.seat == 0:
            return replace(self, board=board, seat=1, turn=self.turn + 1)
        return replace(self, board=board, seat=self.config.first, phase=ROLL, turn=self.turn + 1)

    def _why_illegal(self, action: Action) -> str:
        data = action.data if isinstance(action.data, tuple) else ()
        if self.phase == OVER:
            return _("the game is over")
        p = _(SEATS[self.seat])
        if self.phase == SETUP:
            return _("%(move)r: put one of the stones %(stones)s on a free start cell of %(seat)s") % {
                "move": action.text,
                "stones": self.unplaced(),
                "seat": p,
            }
        if data[:1] != ("move",):
            return _("%r is not a move") % action.text
        c, t = data[1], data[2]
        mine = dict(self.stones(self.seat))
        if c not in mine:
            return _("no stone of %(seat)s on %(cell)s") % {"seat": p, "cell": cell_name(c)}
        if c not in self.movable():
            allowed = ", ".join(str(mine[m]) for m in self.movable())
            return _("stone %(n)d may not move on a roll of %(roll)d (movable: %(allowed)s)") % {
                "n": mine[c],
                "roll": self.roll,
                "allowed": allowed,
            }
        return _("%(move)s is not one step %(ways)s") % {
            "move": f"{cell_name(c)}-{cell_name(t)}",
            "ways": self._ways(),
        }

    def _ways(self) -> str:
        return _("right, down or right-down") if self.seat == 0 else _("left, up or left-up")

    def returns(self) -> tuple[float, ...]:
        return seat_payoffs(2, [self.winner] if self.winner >= 0 else [])

    def decisive_targets(self) -> tuple[str, ...]:
        """The goal corner, when a stone reached it."""
        if self.phase == OVER and self.board[GOALS[self.winner]] * (1 if self.winner == 0 else -1) > 0:
            return (f"c:{cell_name(GOALS[self.winner])}",)
        return ()

    def end_reason(self) -> str:
        if self.phase != OVER:
            return ""
        w = _(SEATS[self.winner])
        if self.board[GOALS[self.winner]] * (1 if self.winner == 0 else -1) > 0:
            return _("%(seat)s wins: a stone reached %(cell)s.") % {
                "seat": w,
                "cell": cell_name(GOALS[self.winner]),
            }
        return _("%(seat)s wins: %(other)s has no stones left.") % {
            "seat": w,
            "other": _(SEATS[1 - self.winner]),
        }

    def status(self) -> str:
        if self.phase == OVER:
            return self.end_reason()
        p = _(SEATS[self.seat])
        if self.phase == SETUP:
            if self.config.setup == "random":
                return _("%s's stones are arranged at random.") % p
            return _("%(seat)s places stone %(n)d (or pick another number) on a start cell.") % {
                "seat": p,
                "n": self.unplaced()[0],
            }
        if self.phase == ROLL:
            return _("%s to roll the die.") % p
        numbers = either([str(abs(self.board[c])) for c in self.movable()])
        return _("%(seat)s rolled %(roll)d: move stone %(stones)s.") % {
            "seat": p,
            "roll": self.roll,
            "stones": numbers,
        }

    def explain_refusal(self, path: tuple[str, ...]) -> str:
        if self.phase == MOVE and path and path[0].startswith("c:"):
            cell = cell_index(path[0][2:])
            mine = dict(self.stones(self.seat))
            if cell not in mine:
                return _("No stone of %(seat)s on %(cell)s.") % {
                    "seat": _(SEATS[self.seat]),
                    "cell": cell_name(cell),
                }
            if len(path) == 1:
                allowed = ", ".join(str(mine[m]) for m in self.movable())
                return _("A roll of %(roll)d lets stone %(allowed)s move, not stone %(n)d.") % {
                    "roll": self.roll,
                    "allowed": allowed,
                    "n": mine[cell],
                }
            return _("%(cell)s is not one step %(ways)s.") % {"cell": path[-1][2:], "ways": self._ways()}
        return ""


def new_state(config: Config) -> EinsteinState:
    """Section 3: an empty board; Blue arranges first (at random or stone by stone)."""
    return EinsteinState(config)
