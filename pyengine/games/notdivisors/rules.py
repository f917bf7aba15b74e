"""(Not)Divisors Or (Not)Multiples (Leroy Quet, 2011), top to bottom against
shared/rules/not-divisors.md.

Players write integers >= 2 into an n×n grid, each integer once: a number must divide or be a
multiple of every orthogonal neighbour, and of no diagonal neighbour. Whoever makes the last
placement wins. A placement is two actions: the cell (a click) and the number (typed, any
integer: the rules are checked exactly; the AI picks from a finite candidate set per cell).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import NoReturn, cast
from functools import lru_cache

from pyengine.i18n import N_, _
from pyengine.kit.cells import CellBoard, Naming, square_grid
from pyengine.contract import Action, RuleError, State
from pyengine.contract.actions import TYPED
from pyengine.contract.state import Seating, find_action, seat_payoffs
from pyengine.games.notdivisors.arith import divisors, known_divisors, lcm_of, quick_divisors, related

__all__ = ["Config", "NotDivisorsState", "new_state", "board_for", "MAX_DIGITS", "FIRST_CANDIDATES"]

#: The page's limit on a typed number (Decision: a practical length; the rules have none).
MAX_DIGITS = 30
#: The AI's candidates for the first placement (Decision).
FIRST_CANDIDATES = tuple(range(2, 31))
#: How many multiples of lcm(O) above max(O) the AI considers per cell (Decision).
MULTIPLES = 3


@dataclass(frozen=True)
class Config:
    n: int = 5
    players: int = 2


@lru_cache(maxsize=None)
def board_for(n: int) -> CellBoard:
    """The n×n grid, rows numbered from the top (the seed prints its grid top row first)."""
    return square_grid(n, n, Naming(row_one="top"), diagonals=True, title=f"the {n}×{n} grid")


@lru_cache(maxsize=None)
def neighbour_tables(n: int) -> tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]:
    """Per cell, its orthogonal and its diagonal neighbours."""
    board = board_for(n)
    out = []
    for i in range(len(board)):
        c, r = board.coords[i]
        orth = tuple(
            j for dc, dr in ((0, -1), (1, 0), (0, 1), (-1, 0)) if (j := board.at(c + dc, r + dr)) is not None
        )
        diag = tuple(
            j
            for dc, dr in ((1, -1), (1, 1), (-1, 1), (-1, -1))
            if (j := board.at(c + dc, r + dr)) is not None
        )
        out.append((orth, diag))
    return tuple(out)


#: The seats' names, for up to six players (translated where shown: pyengine/i18n.py).
PLAYERS = (
    N_("Player 1"),
    N_("Player 2"),
    N_("Player 3"),
    N_("Player 4"),
    N_("Player 5"),
    N_("Player 6"),
)


def why_not_number(values: tuple[int, ...], n: int, cell: int, x: int, first: bool) -> str:
    """Why ``x`` may not go into ``cell`` ("" if it may), in the rules' words (spec 4.2)."""
    board = board_for(n)
    if x < 2:
        return _("%s is less than 2: only integers of at least 2 are written") % x
    if values[cell]:
        return _("%(cell)s already holds %(x)s") % {"cell": board.names[cell], "x": values[cell]}
    if x in values:
        return _("%(x)s is already on the grid (%(cell)s): each integer once") % {
            "x": x,
            "cell": board.names[values.index(x)],
        }
    orth, diag = neighbour_tables(n)[cell]
    if not first and not any(values[j] for j in orth):
        return _("%s has no number directly above, below, left or right of it") % board.names[cell]
    for j in orth:
        y = values[j]
        if y and not related(x, y):
            said = {"x": x, "y": y, "cell": board.names[j]}
            return (
                _("%(x)s neither divides nor is a multiple of %(y)s (%(cell)s), its orthogonal neighbour")
                % said
            )
    for j in diag:
        y = values[j]
        if y and related(x, y):
            said = {"x": x, "y": y, "cell": board.names[j]}
            if y % x == 0:
                return _("%(x)s divides %(y)s (%(cell)s), its diagonal neighbour") % said
            return _("%(x)s is a multiple of %(y)s (%(cell)s), its diagonal neighbour") % said
    return ""


def _fits(values: tuple[int, ...], n: int, cell: int, x: int) -> bool:
    """``x`` may go into ``cell``, which has a filled orthogonal neighbour: why_not_number's
    verdict without its words (the search and the end test ask this thousands of times)."""
    if x < 2 or values[cell]:
        return False
    orth, diag = neighbour_tables(n)[cell]
    for j in orth:
        y = values[j]
        if y and y % x and x % y:
            return False
    for j in diag:
        y = values[j]
        if y and not (y % x and x % y):
            return False
    return x not in values  # last: the scan of the whole grid is the dearest test


def _small_legal(values: tuple[int, ...], n: int, cell: int) -> list[int]:
    """Every legal x <= max(O) (spec 4.4.1): such an x is related to max(O), so it divides it.
    Those the computer can know in its time: while a large number is not yet factored, only
    the divisors known so far (pyengine/games/notdivisors/arith.py)."""
    orth, _ = neighbour_tables(n)[cell]
    filled = [values[j] for j in orth if values[j]]
    return [x for x in known_divisors(max(filled)) if x >= 2 and _fits(values, n, cell, x)]


def _big_possible(values: tuple[int, ...], n: int, cell: int) -> bool:
    """Spec 4.4.2: some x > max(O) exists iff no diagonal number divides lcm(O)."""
    orth, diag = neighbour_tables(n)[cell]
    big = lcm_of(values[j] for j in orth if values[j])
    return not any(values[j] and big % values[j] == 0 for j in diag)


def _alive(values: tuple[int, ...], n: int, cell: int) -> bool:
    """An empty cell with a filled orthogonal neighbour that admits some number (not dead)."""
    orth, _ = neighbour_tables(n)[cell]
    if values[cell] or not any(values[j] for j in orth):
        return False
    if _big_possible(values, n, cell):
        return True
    top = max(values[j] for j in orth if values[j])
    if any(x >= 2 and _fits(values, n, cell, x) for x in quick_divisors(top)):
        return True  # without factoring a large number (issue 34, item 5)
    return any(x >= 2 and _fits(values, n, cell, x) for x in divisors(top))


def _alive_after(before: list[int] | None, values: tuple[int, ...], n: int, placed: int) -> list[int]:
    """The alive cells after a number went into ``placed``, from those alive ``before`` (None:
    every cell). Only the placed cell's neighbours see new constraints; elsewhere a number can
    be used up, which kills a cell only if it had no number above max(O) (spec 4.4.2: those are
    infinitely many), and a dead or unreached cell away from the placement stays so."""
    if before is None:
        return [i for i in range(n * n) if _alive(values, n, i)]
    orth, diag = neighbour_tables(n)[placed]
    near = set(orth) | set(diag)
    out = []
    for i in sorted(set(before) | set(orth)):
        if i == placed:
            continue
        if i in near or not _big_possible(values, n, i):
            if _alive(values, n, i):
                out.append(i)
        else:
            out.append(i)
    return out


@dataclass(frozen=True)
class NotDivisorsState(State):
    config: Config
    values: tuple[int, ...]
    ply: int = 0  # placements made
    cell: int = -1  # the cell chosen for this placement (its number is typed next)
    over: bool = False

    # -- the contract

    def to_move(self) -> int | None:
        return None if self.over else self.ply % self.config.players

    def seating(self) -> Seating:
        return Seating(self.config.players, PLAYERS[: self.config.players])

    def turn_number(self) -> int:
        return self.ply

    def turn_progress(self) -> tuple[int, int]:
        return (0 if self.cell < 0 else 1, 2)

    def prompt(self) -> dict[str, str] | None:
        if self.over or self.cell < 0:
            return None
        name = board_for(self.config.n).names[self.cell]
        return {"label": _("Number for %s") % name, "hint": self.hint()}

    def hint(self) -> str:
        """What the chosen cell needs, in words."""
        n, values = self.config.n, self.values
        orth, diag = neighbour_tables(n)[self.cell]
        o = [str(values[j]) for j in orth if values[j]]
        d = [str(values[j]) for j in diag if values[j]]
        if not o:
            return _("any integer of at least 2")
        if d:
            return _("divides or is a multiple of %(o)s; unrelated to %(d)s") % {
                "o": ", ".join(o),
                "d": ", ".join(d),
            }
        return _("divides or is a multiple of %s") % ", ".join(o)

    def alive_cells(self) -> list[int]:
        """The cells a number can still go into (every cell before the first placement); computed
        once per state (a click asks several times)."""
        memo = self.__dict__  # frozen: written past __setattr__, not a field
        if "_alive" not in memo:
            n = self.config.n
            memo["_alive"] = (
                list(range(n * n))
                if self.ply == 0
                else [i for i in range(n * n) if _alive(self.values, n, i)]
            )
        return cast(list[int], memo["_alive"])  # the memo is the instance's untyped __dict__

    def dead_cells(self) -> list[int]:
        """Empty cells next to a number that admit none (shown as dead)."""
        n = self.config.n
        orth = neighbour_tables(n)
        return [
            i
            for i in range(n * n)
            if not self.values[i]
            and any(self.values[j] for j in orth[i][0])
            and not _alive(self.values, n, i)
        ]

    def legal_actions(self) -> tuple[Action, ...]:
        if self.over:
            return ()
        board = board_for(self.config.n)
        if self.cell < 0:
            return tuple(_cell_action(board.names[i], i) for i in self.alive_cells())
        return tuple(_number_action(x) for x in self.candidates())

    def candidates(self) -> list[int]:
        """The AI's finite choice for the chosen cell (Decision): every legal x <= max(O) and the
        first few legal multiples of lcm(O) above it; 2..30 for the first placement. Never the
        test of legality: a person may type any integer. (While the computer's deadline stops
        the factoring of a large number, the divisors known so far: issue 34, item 5.)"""
        values, n, cell = self.values, self.config.n, self.cell
        if self.ply == 0:
            return [x for x in FIRST_CANDIDATES]
        out = _small_legal(values, n, cell)
        orth, _ = neighbour_tables(n)[cell]
        filled = [values[j] for j in orth if values[j]]
        if _big_possible(values, n, cell):
            big, top, found, k = lcm_of(filled), max(filled), 0, 1
            while found < MULTIPLES and k < 10_000:
                x = big * k
                if x > top and _fits(values, n, cell, x):
                    out.append(x)
                    found += 1
                k += 1
        return out

    def parse_action(self, text: str) -> Action:
        """A typed number for the chosen cell (any integer), or a cell name; the rules' reason if not."""
        text = text.strip()
        if self.over:
            raise RuleError(_("the game is over"))
        board = board_for(self.config.n)
        if self.cell < 0:
            i = board.find(text)
            if i is None:
                said = {"text": text[:20], "n": self.config.n}
                raise RuleError(_("%(text)r is not a cell of the %(n)d×%(n)d grid") % said)
            return find_action(self, text) if i in self.alive_cells() else _raise(self._why_not_cell(i))
        if not text.lstrip("-").isdigit():
            raise RuleError(_("%r is not a whole number") % text[:20])
        if len(text.lstrip("-")) > MAX_DIGITS:
            raise RuleError(_("numbers of more than %d digits are not taken here") % MAX_DIGITS)
        x = int(text)
        why = why_not_number(self.values, self.config.n, self.cell, x, self.ply == 0)
        if why:
            raise RuleError(why)
        return _number_action(x)

    def _why_not_cell(self, i: int) -> str:
        board = board_for(self.config.n)
        if self.values[i]:
            return _("%(cell)s already holds %(x)s") % {"cell": board.names[i], "x": self.values[i]}
        if not any(self.values[j] for j in neighbour_tables(self.config.n)[i][0]):
            return _("%s has no number directly above, below, left or right of it") % board.names[i]
        return _("%s is dead: no integer fits it") % board.names[i]

    def apply(self, action: Action) -> NotDivisorsState:
        if self.over:
            raise RuleError(_("the game is over"))
        kind, value = action.data
        if kind == "cell":
            if self.cell >= 0 or value not in self.alive_cells():
                raise RuleError(
                    self._why_not_cell(value) if self.cell < 0 else _("the cell is already chosen")
                )
            chosen = replace(self, cell=value)
            chosen.__dict__["_alive"] = self.alive_cells()  # the same numbers: the same alive cells
            return chosen
        if self.cell < 0:
            raise RuleError(_("choose a cell first"))
        why = why_not_number(self.values, self.config.n, self.cell, value, self.ply == 0)
        if why:
            raise RuleError(why)
        values = self.values[: self.cell] + (value,) + self.values[self.cell + 1 :]
        alive = _alive_after(self.alive_cells() if self.ply else None, values, self.config.n, self.cell)
        done = replace(self, values=values, ply=self.ply + 1, cell=-1, over=not alive)
        done.__dict__["_alive"] = alive
        return done

    def returns(self) -> tuple[float, ...]:
        """The last mover wins; all others lose."""
        return seat_payoffs(self.config.players, [(self.ply - 1) % self.config.players] if self.over else [])

    def status(self) -> str:
        if self.over:
            return self.end_reason()
        who = _(PLAYERS[self.ply % self.config.players])
        if self.cell < 0:
            if self.ply == 0:
                return _("%s: choose a cell (any cell for the first number).") % who
            return _("%s: choose a cell.") % who
        said = {"who": who, "cell": board_for(self.config.n).names[self.cell], "hint": self.hint()}
        return _("%(who)s: type a number for %(cell)s (%(hint)s).") % said

    def end_reason(self) -> str:
        if not self.over:
            return ""
        said = {"who": _(PLAYERS[(self.ply - 1) % self.config.players]), "n": self.ply}
        return _("%(who)s wins: no number fits anywhere after placement %(n)d.") % said

    def explain_refusal(self, path: tuple[str, ...]) -> str:
        if self.over:
            return _("The game is over.")
        if self.cell >= 0:
            cell = board_for(self.config.n).names[self.cell]
            return _("Type the number for %s (or undo to choose another cell).") % cell
        i = board_for(self.config.n).find(path[0]) if path else None
        return self._why_not_cell(i) + "." if i is not None else ""


def _raise(message: str) -> NoReturn:
    raise RuleError(message)


@lru_cache(maxsize=None)
def _cell_action(name: str, cell: int) -> Action:
    return Action((name,), name, ("cell", cell))


def _number_action(x: int) -> Action:
    return Action((TYPED + str(x),), str(x), ("number", x))


def new_state(config: Config) -> NotDivisorsState:
    return NotDivisorsState(config=config, values=(0,) * (config.n * config.n))


def position_from_grid(text: str, players: int = 2) -> NotDivisorsState:
    """A position from the seed's grid diagram (``**`` empty, zero-padded numbers of any common
    width), validated: every orthogonal pair related, every diagonal pair not, numbers distinct
    and >= 2. The ply count is the number of filled cells. :raises RuleError: naming the fault."""
    rows = [r.split() for r in text.strip().splitlines() if r.strip()]
    n = len(rows)
    if any(len(r) != n for r in rows):
        raise RuleError("the grid is not square")
    board = board_for(n)
    read: list[int] = []
    for row in rows:
        for token in row:
            if set(token) == {"*"}:
                read.append(0)
            elif token.isdigit():
                read.append(int(token))
            else:
                raise RuleError(f"{token!r} is neither a number nor ** (an empty cell)")
    values = tuple(read)
    filled = [v for v in values if v]
    if any(v < 2 for v in filled) or len(set(filled)) != len(filled):
        raise RuleError("the numbers must be distinct integers of at least 2")
    for i, v in enumerate(values):
        if not v:
            continue
        orth, diag = neighbour_tables(n)[i]
        for j in orth:
            if values[j] and not related(v, values[j]):
                raise RuleError(
                    f"{v} ({board.names[i]}) and {values[j]} ({board.names[j]}) touch but are unrelated"
                )
        for j in diag:
            if values[j] and related(v, values[j]):
                raise RuleError(
                    f"{v} ({board.names[i]}) and {values[j]} ({board.names[j]}) touch diagonally but are "
                    f"related"
                )
    state = NotDivisorsState(config=Config(n, players), values=values, ply=len(filled))
    return replace(state, over=bool(filled) and not state.alive_cells())
