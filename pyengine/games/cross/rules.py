"""Cross (Cameron Browne) with "12*" turns and the group restriction.

Reads top to bottom against shared/rules/cross.md: board (section 2), setup (3), turn and
legal moves (4), end (5), options (6).  Notation lives in ``notation.py``, the view in
``view.py``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache

from pyengine.i18n import N_, _
from pyengine.contract import Action, RuleError
from pyengine.contract.state import seat_payoffs
from pyengine.contract.state import State
from pyengine.kit.cells import CellBoard, hex_hex

__all__ = ["Board", "board_for", "Config", "CrossState", "new_state", "SIDES", "Y_SETS", "CROSS_SETS"]

# --- Section 2: the board -----------------------------------------------------------

#: Side bits, in the order the sides run around the board.
T, UR, LR, B, LL, UL = 1, 2, 4, 8, 16, 32
SIDES = {"T": T, "UR": UR, "LR": LR, "B": B, "LL": LL, "UL": UL}
#: A Y touches three pairwise non-adjacent sides; a cross two opposite sides.
Y_SETS = (T | LR | LL, UR | B | UL)
CROSS_SETS = (T | B, UR | LL, LR | UL)

EMPTY, X, O = 0, 1, 2
SYMBOL = ".xo"
_SEAT_OF = {X: 0, O: 1}


@dataclass(frozen=True, eq=False)
class Board:
    """The hex-hex board with ``size`` cells per side, in the sample's doubled columns (the
    shared cell board, :func:`pyengine.kit.cells.hex_hex`) and the sides each cell touches."""

    size: int
    grid: CellBoard
    cells: tuple[tuple[int, int], ...]  # (c, r) as printed (1-based), sorted by row then column
    neighbours: tuple[tuple[int, ...], ...]
    side_mask: tuple[int, ...]

    def name(self, i: int) -> str:
        """The name of cell ``i``."""
        return self.grid.names[i]

    def parse(self, text: str) -> int:
        """The cell index of ``"i6"``. :raises RuleError: for a text that is no cell here."""
        i = self.grid.find(text)
        if i is None:
            said = {"cell": text.strip().lower(), "n": self.size}
            raise RuleError(_("%(cell)r is not a cell of the side-%(n)d board") % said)
        return i


@lru_cache(maxsize=None)
def board_for(size: int) -> Board:
    """The board with ``size`` cells per side (cached: boards are shared by all states)."""
    s = size
    grid = hex_hex(size, "doubled", title=f"the side-{size} Cross board")
    cells = tuple((c + 1, r + 1) for c, r in grid.coords)

    def mask(c: int, r: int) -> int:
        m = 0
        m |= T if r == 1 else 0
        m |= UR if c - r == 3 * s - 3 else 0
        m |= LR if c + r == 5 * s - 3 else 0
        m |= B if r == 2 * s - 1 else 0
        m |= LL if c - r == 1 - s else 0
        m |= UL if c + r == s + 1 else 0
        return m

    neighbours = tuple(grid.neighbours(i) for i in range(len(grid)))
    return Board(s, grid, cells, neighbours, tuple(mask(c, r) for c, r in cells))


# --- Section 6: options ---------------------------------------------------------------


@dataclass(frozen=True)
class Config:
    """The options that change the rules (section 6)."""

    size: int = 6
    rules: str = "12star"  # or "browne"
    group_restriction: str = "strict"  # or "old-groups"
    cross_rule: str = "immediate"  # or "deferred"
    swap: bool = True  # browne only

    def stones_in_turn(self, turn: int) -> int:
        """Section 4.1: one stone on the very first turn, two on every later one (12*)."""
        if self.rules == "browne":
            return 1
        return 1 if turn == 0 else 2


# --- Sections 3-5: state, turns, end ------------------------------------------------------


@dataclass(frozen=True)
class CrossState(State):
    """A Cross position.  ``turn`` counts completed turns (player 1 moves on even turns)."""

    config: Config
    stones: tuple[int, ...]
    turn: int = 0
    placed: tuple[int, ...] = ()  # stones of the turn in progress
    last_turn: tuple[int, ...] = ()  # stones of the last completed turn (upper case in diagrams)
    winner: int | None = None  # seat, when the game is decided
    reason: str = ""  # "y", "cross", "full", "deferred"
    first_cross: tuple[int | None, int | None] = (None, None)  # turn of each seat's first cross (deferred)
    over: bool = False

    @property
    def board(self) -> Board:
        """The board of the configured size."""
        return board_for(self.config.size)

    @property
    def player(self) -> int:
        """The seat whose turn it is (0 = player 1, x)."""
        return self.turn % 2

    # -- the contract

    def to_move(self) -> int | None:
        return None if self.over else self.player

    def legal_actions(self) -> tuple[Action, ...]:
        if self.over:
            return ()
        board = self.board
        cells = self.legal_cells()
        actions = tuple(Action((board.name(i),), board.name(i), i) for i in cells)
        if self.swap_allowed():
            actions += (Action(("swap",), "swap", "swap"),)
        return actions

    def parse_action(self, text: str) -> Action:
        """The legal action written ``text`` (a cell, any case, or ``swap``); for one that is not
        legal, the rules' reason (an occupied cell, the group restriction, ...)."""
        word = text.strip().lower()
        for action in self.legal_actions():
            if action.text == word:
                return action
        if word == "swap":
            self.apply(Action(("swap",), "swap", "swap"))  # raises why not
        cell = self.board.parse(word)
        self.apply(Action((self.board.name(cell),), self.board.name(cell), cell))  # raises why not
        raise RuleError(_("%r is not legal here") % word)

    def apply(self, action: Action) -> CrossState:
        if self.over:
            raise RuleError(_("the game is over"))
        if action.data == "swap":
            if not self.swap_allowed():
                raise RuleError(
                    _("swap is only allowed as player 2's first action in Browne's game with swap on")
                )
            (cell,) = self.last_turn
            stones = list(self.stones)
            stones[cell] = O
            return replace(self, stones=tuple(stones))._end_turn((cell,))
        cell = action.data
        if not isinstance(cell, int) or not 0 <= cell < len(self.stones):
            raise RuleError(_("%r is not a cell of this board") % action.text)
        if self.stones[cell] != EMPTY:
            raise RuleError(_("cell already occupied"))
        if self.placed and cell in self._forbidden_second():
            raise RuleError(
                _("breaks the group restriction: it would join the group of this turn's first stone")
            )
        stones = list(self.stones)
        stones[cell] = X if self.player == 0 else O
        after = replace(self, stones=tuple(stones), placed=self.placed + (cell,))
        # Section 4.3: the turn ends after its last stone, or early when no cell is legal
        # for the second stone.
        if len(after.placed) == self.config.stones_in_turn(self.turn) or not after.legal_cells():
            return after._end_turn(after.placed)
        return after

    def returns(self) -> tuple[float, ...]:
        return seat_payoffs(2, () if self.winner is None else (self.winner,))

    def end_reason(self) -> str:
        if not self.over:
            return ""
        if self.winner is None:
            return _("The board is full without a Y or a cross: a draw.")
        who, loser = _(_SEAT_NAMES[self.winner]), _(_SEAT_NAMES[1 - self.winner])
        if self.reason == "y":
            return _("%s made a Y and wins.") % who
        if self.reason == "cross":
            return _("%s made a cross without a Y and loses.") % loser
        return _("The board is full without a Y; %s made the first cross and loses.") % loser

    def status(self) -> str:
        if self.over:
            return self.end_reason()
        n = self.config.stones_in_turn(self.turn)
        who = _(_SEAT_NAMES[self.player])
        if n == 1:
            if self.swap_allowed():
                return _("%s to place one stone or swap.") % who
            return _("%s to place one stone.") % who
        return _("%(who)s to place stone %(k)d of %(n)d.") % {"who": who, "k": len(self.placed) + 1, "n": n}

    def explain_refusal(self, path: tuple[str, ...]) -> str:
        target = path[-1] if path else ""
        try:
            cell = self.board.parse(target)
        except RuleError:
            return _("%s is not a cell of this board.") % target
        if self.stones[cell] != EMPTY:
            return _("%s is already occupied.") % target
        if self.placed:
            said = {"cell": target, "first": self.board.name(self.placed[0])}
            return (
                _("%(cell)s would join the group of this turn's first stone %(first)s (group restriction).")
                % said
            )
        return ""

    # -- section 4: legal stones

    def swap_allowed(self) -> bool:
        """Section 6: swap only as player 2's first action in Browne's game with swap on."""
        return self.config.rules == "browne" and self.config.swap and self.turn == 1 and not self.over

    def legal_cells(self) -> tuple[int, ...]:
        """Empty cells legal for the next stone of this turn, in board order."""
        forbidden = self._forbidden_second() if self.placed else frozenset()
        return tuple(i for i, v in enumerate(self.stones) if v == EMPTY and i not in forbidden)

    def _forbidden_second(self) -> frozenset[int]:
        """Cells barred by the group restriction after the turn's first stone (section 4.2).

        Strict (F2): no cell next to the group now holding the first stone.  Old groups
        (F1): no cell next to an old group that the first stone touches, i.e. next to the
        group less the first stone itself.
        """
        if self.config.rules == "browne":
            return frozenset()
        first = self.placed[0]
        group = self.group_of(first)
        if self.config.group_restriction == "old-groups":
            group = group - {first}
        nbrs = self.board.neighbours
        return frozenset(n for g in group for n in nbrs[g] if self.stones[n] == EMPTY)

    def group_of(self, cell: int) -> frozenset[int]:
        """The group (maximal connected same-coloured set) containing ``cell``."""
        colour = self.stones[cell]
        nbrs = self.board.neighbours
        seen = {cell}
        todo = [cell]
        while todo:
            for n in nbrs[todo.pop()]:
                if n not in seen and self.stones[n] == colour:
                    seen.add(n)
                    todo.append(n)
        return frozenset(seen)

    def sides_of(self, group: frozenset[int]) -> int:
        """The board sides the cells of ``group`` touch, as a bit mask."""
        m = 0
        for g in group:
            m |= self.board.side_mask[g]
        return m

    def turn_number(self) -> int:
        return self.turn

    def turn_progress(self) -> tuple[int, int]:
        return (len(self.placed), self.config.stones_in_turn(self.turn))

    def decisive_targets(self) -> tuple[str, ...]:
        """The cells of the group that decided the game: the Y, or the losing cross."""
        if not self.over or self.winner is None:
            return ()
        seat = self.winner if self.reason == "y" else 1 - self.winner
        shapes = Y_SETS if self.reason == "y" else CROSS_SETS
        colour = self.stones[self.last_turn[0]] if self.reason != "deferred" and self.last_turn else None
        seen: set[int] = set()
        for cell, value in enumerate(self.stones):
            if (
                value == EMPTY
                or cell in seen
                or (colour is not None and value != colour)
                or _SEAT_OF.get(value) != seat
            ):
                continue
            group = self.group_of(cell)
            seen |= group
            mask = self.sides_of(group)
            if any(mask & shape == shape for shape in shapes):
                return tuple(self.board.name(c) for c in sorted(group))
        return ()

    # -- section 4.4 and 5: the end of a turn

    def _end_turn(self, new_cells: tuple[int, ...]) -> CrossState:
        mover = self.player
        masks = [self.sides_of(self.group_of(c)) for c in new_cells]
        has_y = any((m & y) == y for m in masks for y in Y_SETS)
        has_cross = any((m & x) == x for m in masks for x in CROSS_SETS)
        nxt = replace(self, turn=self.turn + 1, placed=(), last_turn=tuple(new_cells))
        if has_y:
            return replace(nxt, winner=mover, reason="y", over=True)
        if has_cross:
            if self.config.cross_rule == "immediate":
                return replace(nxt, winner=1 - mover, reason="cross", over=True)
            if self.first_cross[mover] is None:
                fc = list(self.first_cross)
                fc[mover] = self.turn
                nxt = replace(nxt, first_cross=(fc[0], fc[1]))
        if EMPTY not in nxt.stones:
            # Section 5 Decision: a full board without result is a draw; deferred: the
            # first cross loses.
            crosses = [(t, s) for s, t in enumerate(nxt.first_cross) if t is not None]
            if crosses:
                loser = min(crosses)[1]
                return replace(nxt, winner=1 - loser, reason="deferred", over=True)
            return replace(nxt, reason="full", over=True)
        return nxt


_SEAT_NAMES = (N_("Black (x)"), N_("White (o)"))  # translated where shown (pyengine/i18n.py)


def new_state(config: Config) -> CrossState:
    """Section 3: the empty board, player 1 (x) to move."""
    return CrossState(config, (EMPTY,) * len(board_for(config.size).cells))
