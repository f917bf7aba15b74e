"""Triad (Cameron Browne, 2002), top to bottom against shared/rules/triad.md.

Three players, Red, Green and Blue, on a three-coloured hex-hex board of side 5. A turn is two
actions: a move (a straight slide onto an empty cell of a foreign colour, capturing every enemy
piece next to the landing cell; only moves that capture the most are legal) and a drop (a piece
of the third player's colour, the "bunny", on any empty cell). The owner of the landing cell's
colour moves next. A player left without pieces or without a legal move ends the game.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import compress
from operator import not_

from pyengine.i18n import N_, _
from pyengine.kit.cells import Naming, hex_hex
from pyengine.contract import Action, RuleError, State
from pyengine.kit.repetition import REPETITION_TEXT, Seen

__all__ = ["BOARD", "SEATS", "LETTERS", "COLOUR", "START", "TriadState", "new_state", "position_from_text"]

SEATS = (N_("Red"), N_("Green"), N_("Blue"))  # translated where shown (pyengine/i18n.py)
LETTERS = "RGB"

# -- 2. Equipment and board: 61 cells, columns A..I, axial directions, three colours.

BOARD = hex_hex(5, "axial", Naming(upper=True, row_one="bottom"), title="the Triad board")
NAMES = BOARD.names
#: Cell colour by boardspace's rule: (column index + row number) mod 3 = 0 Red, 1 Green, 2 Blue.
COLOUR = tuple((c + (r + 1)) % 3 for c, r in BOARD.coords)
#: Per cell, per direction, the cells along the line to the board's edge.
RAYS = tuple(tuple(BOARD.line(i, d) for d, _ in BOARD.directions) for i in range(len(BOARD)))
NEIGHBOURS = tuple(BOARD.neighbours(i) for i in range(len(BOARD)))

# -- 3. Setup

START = {0: "C1 D1 D2 E1 E2 E3 F2 F3 G3", 1: "A3 A4 A5 B4 B5 B6 C5 C6 C7", 2: "G7 G8 G9 H7 H8 H9 I7 I8 I9"}


def _start_cells() -> bytes:
    cells = bytearray(len(BOARD))
    for seat, names in START.items():
        for name in names.split():
            cells[BOARD.parse(name)] = seat + 1
    return bytes(cells)


# -- 4. Moves


@lru_cache(maxsize=4096)
def _moves(cells: bytes, seat: int) -> tuple[tuple[int, int, tuple[int, ...]], ...]:
    """The legal moves of ``seat``: (from, to, captured cells), only those capturing the most."""
    own = seat + 1
    # What a landing cell captures depends on the cell alone (the moving piece is one's own): its
    # enemy neighbours, counted on a byte per cell; their cells listed only for the best moves.
    enemy = int.from_bytes(cells.translate(_ENEMY[own]), "little")
    found = []
    most = 0
    for frm, v in enumerate(cells):
        if v != own:
            continue
        for ray in RAYS[frm]:
            for to in ray:
                if cells[to]:
                    break  # slides cross empty cells only
                if COLOUR[to] != seat:
                    n = (AROUND[to] & enemy).bit_count()
                    if n >= most:
                        most = n
                        found.append((frm, to, n))
    return tuple(
        (f, t, tuple(c for c in NEIGHBOURS[t] if cells[c] and cells[c] != own))
        for f, t, n in found
        if n == most
    )


#: Per seat's piece value (1..3), a translation of cells to 1 where another seat's piece stands.
_ENEMY = tuple(bytes(1 if v and v != own else 0 for v in range(256)) for own in range(4))
#: Per cell, its neighbours as the low bits of their bytes (a cell a byte: see ``_moves``).
AROUND = tuple(sum(1 << (8 * c) for c in NEIGHBOURS[i]) for i in range(len(BOARD)))


def legal_moves(cells: bytes, seat: int) -> tuple[tuple[int, int, tuple[int, ...]], ...]:
    """The legal moves of ``seat`` on ``cells`` (from, to, captured cells): for the evaluation,
    which reads them as the rules count them (cached: the rules have mostly just asked)."""
    return _moves(cells, seat)


def _counts(cells: bytes) -> tuple[int, int, int]:
    return (cells.count(1), cells.count(2), cells.count(3))


@dataclass(frozen=True)
class TriadState(State):
    cells: bytes
    mover: int = 0
    phase: str = "move"  # "move" or "drop"
    bunny: int = -1  # whose piece is dropped (the drop phase)
    candidate: int = -1  # who moves next
    turn: int = 0
    seen: Seen = Seen()
    result: str = ""  # "eliminated", "no-move", "repetition"
    payoffs: tuple[float, ...] = (0.0, 0.0, 0.0)  # one per seat
    out: int = -1  # the eliminated seat (-1: none, or both opponents: the mover won outright)
    last_move: tuple[int, int] = (-1, -1)

    # -- the contract

    def to_move(self) -> int | None:
        return None if self.result else self.mover

    def turn_number(self) -> int:
        return self.turn

    def turn_progress(self) -> tuple[int, int]:
        return (0 if self.phase == "move" else 1, 2)

    def legal_actions(self) -> tuple[Action, ...]:
        if self.result:
            return ()
        if self.phase == "move":
            return tuple(_move_action(f, t) for f, t, _ in _moves(self.cells, self.mover))
        return tuple(compress(DROPS[self.bunny], map(not_, self.cells)))  # the empty cells, in order

    def parse_action(self, text: str) -> Action:
        for action in self.legal_actions():
            if action.text == text.strip():
                return action
        raise RuleError(self.why_not(text.strip()))

    def apply(self, action: Action) -> TriadState:
        if not self._legal(action):
            raise RuleError(self.why_not(action.text))
        if action.data[0] == "move":
            return self._move(action.data[1], action.data[2])
        return self._drop(action.data[2])

    def _legal(self, action: Action) -> bool:
        """``action in legal_actions()``, a drop's without looking through every empty cell."""
        d = action.data
        if self.phase == "drop" and not self.result and type(d) is tuple and len(d) == 3 and d[0] == "drop":
            cell = d[2]
            if d[1] == self.bunny and type(cell) is int and 0 <= cell < len(self.cells):
                return not self.cells[cell] and action == DROPS[self.bunny][cell]
        return action in self.legal_actions()

    def _move(self, frm: int, to: int) -> TriadState:
        seat = self.mover
        taken = next(t for f, t2, t in _moves(self.cells, seat) if f == frm and t2 == to)
        board = bytearray(self.cells)
        board[to], board[frm] = board[frm], 0
        for n in taken:
            board[n] = 0
        cells = bytes(board)
        candidate = COLOUR[to]
        bunny = 3 - seat - candidate
        after = replace(
            self, cells=cells, phase="drop", bunny=bunny, candidate=candidate, last_move=(frm, to)
        )
        counts = _counts(cells)
        gone = [s for s in range(3) if counts[s] == 0]
        if gone:  # spec 5.1: checked right after the capture, no drop follows
            if len(gone) == 2:
                return replace(
                    after,
                    result="eliminated",
                    out=-2,
                    payoffs=tuple(1.0 if s == seat else 0.0 for s in range(3)),
                )
            return after._ended("eliminated", gone[0])
        if 0 not in cells:  # Decision: no empty cell, no drop
            return after._next(cells)
        return after

    def _drop(self, cell: int) -> TriadState:
        cells = bytearray(self.cells)
        cells[cell] = self.bunny + 1
        return self._next(bytes(cells))

    def _next(self, cells: bytes) -> TriadState:
        """The candidate moves next; without a legal move he is eliminated (spec 4.6)."""
        nxt = self.candidate
        key = (cells, nxt)
        seen = self.seen.add(key)
        after = replace(
            self, cells=cells, mover=nxt, phase="move", bunny=-1, candidate=-1, turn=self.turn + 1, seen=seen
        )
        if not _moves(cells, nxt):
            return after._ended("no-move", nxt)
        if seen.repeated(key):
            return replace(after, result="repetition", payoffs=(0.5, 0.5, 0.5))
        return after

    def _ended(self, how: str, loser: int) -> TriadState:
        """Spec 5.2: the eliminated player loses; of the other two, more pieces wins, equal ties."""
        counts = _counts(self.cells)
        a, b = [s for s in range(3) if s != loser]
        pay = [0.0, 0.0, 0.0]
        if counts[a] == counts[b]:
            pay[a] = pay[b] = 0.5
        else:
            pay[a if counts[a] > counts[b] else b] = 1.0
        return replace(self, result=how, out=loser, payoffs=tuple(pay))

    def returns(self) -> tuple[float, ...]:
        return self.payoffs

    def seat_scores(self) -> tuple[float, ...]:
        """Pieces on the board per player (the survivor with more wins)."""
        return tuple(float(n) for n in _counts(self.cells))

    def status(self) -> str:
        if self.result:
            return self.end_reason()
        who = _(SEATS[self.mover])
        if self.phase == "move":
            most = len(_moves(self.cells, self.mover)[0][2])
            if most:
                return _("%(who)s moves (capturing %(most)d: the most possible).") % {
                    "who": who,
                    "most": most,
                }
            return _("%s moves.") % who
        said = {"who": who, "bunny": _(SEATS[self.bunny]), "next": _(SEATS[self.candidate])}
        return _("%(who)s drops a %(bunny)s piece on an empty cell; %(next)s moves next.") % said

    def end_reason(self) -> str:
        if self.result == "repetition":
            return _(REPETITION_TEXT)
        if not self.result:
            return ""
        pay = self.payoffs
        if self.out == -2:
            return _("%s wins: both opponents lost their last pieces.") % _(SEATS[self.mover])
        out = _(SEATS[self.out])
        lost = (
            _("%s has no pieces left") % out
            if self.result == "eliminated"
            else _("%s has no legal move") % out
        )
        counts = _counts(self.cells)
        winners = [s for s in range(3) if pay[s] == max(pay)]
        if len(winners) == 2:
            a, b = winners
            said = {"lost": lost, "a": _(SEATS[a]), "b": _(SEATS[b]), "n": counts[a]}
            return _("%(lost)s: %(a)s and %(b)s tie with %(n)d pieces each.") % said
        w = winners[0]
        other = 3 - w - self.out
        said = {"lost": lost, "w": _(SEATS[w]), "n": counts[w], "other": _(SEATS[other]), "m": counts[other]}
        return _("%(lost)s: %(w)s wins with %(n)d pieces to %(other)s's %(m)d.") % said

    def decisive_targets(self) -> tuple[str, ...]:
        return (
            (NAMES[self.last_move[1]],) if self.result in ("eliminated",) and self.last_move[1] >= 0 else ()
        )

    def explain_refusal(self, path: tuple[str, ...]) -> str:
        if self.result:
            return _("The game is over.")
        if self.phase == "drop":
            return _("Drop the %s piece on an empty cell.") % _(SEATS[self.bunny])
        i = BOARD.find(path[0]) if path else None
        if i is None:
            return ""
        if len(path) == 1:
            v = self.cells[i]
            if v != self.mover + 1:
                return _("%(cell)s holds no %(who)s piece: %(who)s is to move.") % {
                    "cell": NAMES[i],
                    "who": _(SEATS[self.mover]),
                }
            return _("The piece on %(cell)s has no move that captures the most (%(most)d).") % {
                "cell": NAMES[i],
                "most": self._most(),
            }
        move = f"{path[0]}-{path[1]}"  # (a sentence: why_not's words follow a record's turn)
        return _("%(move)s is not legal: %(why)s.") % {"move": move, "why": self.why_not(move)}

    def _most(self) -> int:
        moves = _moves(self.cells, self.mover)
        return len(moves[0][2]) if moves else 0

    def why_not(self, text: str) -> str:
        """Why ``text`` (``D2-D7`` or ``B@E5``) is not legal here, in the rules' words."""
        if self.result:
            return _("the game is over (%s)") % self.end_reason()
        who = _(SEATS[self.mover])
        if "@" in text:
            if self.phase != "drop":
                return _("%s must move before dropping") % who
            letter, _at, name = text.partition("@")
            i = BOARD.find(name)
            if i is None:
                return _("%s is not a cell of the Triad board") % name
            if letter.upper() != LETTERS[self.bunny]:
                bunny = f"{_(SEATS[self.bunny])} ({LETTERS[self.bunny]})"
                return _("the piece dropped is the bunny's: %(bunny)s, not %(letter)s") % {
                    "bunny": bunny,
                    "letter": letter,
                }
            if self.cells[i]:
                return _("%s is not empty") % NAMES[i]
            return _("not legal here")
        if self.phase != "move":
            return _("%(who)s drops a %(bunny)s piece now") % {"who": who, "bunny": _(SEATS[self.bunny])}
        a, _dash, b = text.partition("-")
        frm, to = BOARD.find(a), BOARD.find(b)
        if frm is None or to is None or not b:
            return _("%r is not a move: write from-to, e.g. D2-D7") % text
        if self.cells[frm] != self.mover + 1:
            return _("%(cell)s holds no %(who)s piece") % {"cell": NAMES[frm], "who": who}
        if self.cells[to]:
            return _("%s is not empty") % NAMES[to]
        if COLOUR[to] == self.mover:
            return _("%(cell)s is %(who)s's own colour: a move lands on a foreign cell") % {
                "cell": NAMES[to],
                "who": who,
            }
        ray = next((r for r in RAYS[frm] if to in r), None)
        if ray is None:
            return _("%(to)s is not on a straight line from %(frm)s") % {"to": NAMES[to], "frm": NAMES[frm]}
        block = next((c for c in ray[: ray.index(to)] if self.cells[c]), None)
        if block is not None:
            return _("the slide is blocked on %s") % NAMES[block]
        taken = sum(
            1 for n in NEIGHBOURS[to] if self.cells[n] and self.cells[n] != self.mover + 1 and n != frm
        )
        return _("it captures %(taken)d, but a move capturing %(most)d exists (the most is compulsory)") % {
            "taken": taken,
            "most": self._most(),
        }


@lru_cache(maxsize=None)
def _move_action(frm: int, to: int) -> Action:
    return Action((NAMES[frm], NAMES[to]), f"{NAMES[frm]}-{NAMES[to]}", ("move", frm, to))


#: Every drop, by the dropped piece's seat and cell.
DROPS = tuple(
    tuple(
        Action((NAMES[cell],), f"{LETTERS[bunny]}@{NAMES[cell]}", ("drop", bunny, cell))
        for cell in range(len(BOARD))
    )
    for bunny in range(3)
)


def new_state(config: object = None) -> TriadState:
    cells = _start_cells()
    return TriadState(cells=cells, seen=Seen().add((cells, 0)))


def position_from_text(text: str, mover: int = 0) -> TriadState:
    """A position from ``"R:C1 D1 G:A3 B:I9"`` (tests)."""
    cells = bytearray(len(BOARD))
    seat = -1
    for token in text.split():
        if ":" in token:
            letter, token = token.split(":", 1)
            seat = LETTERS.index(letter)
        if token:
            if seat < 0:
                raise ValueError(f"{token}: name the seat first (r:, g: or b:)")
            cells[BOARD.parse(token)] = seat + 1
    return TriadState(cells=bytes(cells), mover=mover, seen=Seen().add((bytes(cells), mover)))
